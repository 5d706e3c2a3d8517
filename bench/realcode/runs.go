package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/agentvet/agentvet/bench/internal/benchenv"
	"github.com/agentvet/agentvet/bench/internal/toollog"
)

// RepoResult is everything the bench learned about one repository.
type RepoResult struct {
	Name    string `json:"name"`
	Source  string `json:"source"`
	Heldout bool   `json:"heldout"`
	Dir     string `json:"dir,omitempty"` // the module directory in the cache
	// Error says why the tree could not be had; nothing else ran then.
	Error string `json:"error,omitempty"`
	// Missing are files of the commit the snapshot lacks (it keeps no
	// file of 4 MiB or more), left out of the tree.
	Missing     []string `json:"missing,omitempty"`
	TriageError string   `json:"triage_error,omitempty"`
	ModDownload *Run     `json:"mod_download,omitempty"`
	// Warmup compiles what go vet needs (go list -export -deps -test), so
	// that go vet is measured vetting, not compiling.
	Warmup *Run `json:"warmup,omitempty"`
	// VetPackages, when set, are the packages go vet was given instead of
	// ./..., which does not load whole.
	VetPackages []string `json:"vet_packages,omitempty"`
	Vet         *Run     `json:"vet,omitempty"`
	// VetProcesses counts the vet processes go vet started (from the
	// nonce wrapper's log): 0 when it stopped before vetting anything, as
	// it does when a dependency cannot be downloaded. nil in results
	// written before it was recorded.
	VetProcesses *int      `json:"vet_processes,omitempty"`
	Default      *AgentRun `json:"default,omitempty"`
	Configured   *AgentRun `json:"configured,omitempty"`
	// Unmatched are judged triage entries that no finding of either run
	// matches any more.
	Unmatched   []TriageFinding `json:"unmatched,omitempty"`
	Determinism *Determinism    `json:"determinism,omitempty"`
}

// AgentRun is one agentvet -format json ./... and its judged findings.
type AgentRun struct {
	Mode   string `json:"mode"`             // "default" or "configured"
	Config string `json:"config,omitempty"` // the -config file
	Run    Run    `json:"run"`
	// Status is the load status: ok, partial (some packages not
	// analysed), load failed, analyzer error, crashed, timeout, bad
	// output.
	Status string `json:"status"`
	// Errors are the JSON's error entries: packages that could not be
	// analysed, analyzers that failed.
	Errors []PkgError `json:"errors,omitempty"`
	*Comparison
	stdout string // the output file, for the determinism check
}

// Determinism is the outcome of -repeat.
type Determinism struct {
	Runs      int    `json:"runs"` // agentvet runs compared, GOMAXPROCS=1 included
	Identical bool   `json:"identical"`
	Diff      string `json:"diff,omitempty"` // the first differing lines
}

// bench is what every repository's runs share.
type bench struct {
	g        *benchenv.Go
	agentvet string // the binary
	nonce    string // bench/nonce, the wrapper that keeps go vet's result cache cold
	vet      string // the toolchain's vet
	tmp      string // for the binaries' cold copies
	cache    string
	mirror   string
	root     string // this module
	timeout  time.Duration
	repeat   int
	vetToo   bool
	// configuredToo runs each repository's configuration too (the
	// default run alone is what issue 18's figures are on).
	configuredToo bool
	onRepo        func(*RepoResult) // called as each repository is judged
}

// runRepo prepares r's tree and runs everything on it. It never fails: a
// failure is recorded in the result and the next repository runs.
func (b *bench) runRepo(r *Repo) *RepoResult {
	res := &RepoResult{Name: r.Name, Source: r.Source(), Heldout: r.Heldout}
	logf("%s: preparing %s", r.Name, r.Source())
	dir, missing, err := prepareTree(b.g, r, b.cache, b.mirror)
	res.Missing = missing
	if err != nil {
		res.Error = err.Error()
		logf("%s: %v", r.Name, err)
		return res
	}
	res.Dir = dir
	out := filepath.Join(b.cache, "out", r.Name)
	if err := os.MkdirAll(out, 0o755); err != nil {
		res.Error = err.Error()
		return res
	}
	goRun := func(name string, env []string, args ...string) *Run {
		logf("%s: %s", r.Name, strings.Join(args, " "))
		run := measure(command{
			dir: dir, args: args, env: env, timeout: b.timeout,
			stdout: filepath.Join(out, name+".stdout"),
			stderr: filepath.Join(out, name+".stderr"),
		})
		return &run
	}
	// Dependencies some repositories need may be gone from the proxy;
	// that is recorded, and agentvet's load status then shows it.
	res.ModDownload = goRun("mod-download", b.g.Env, "go", "mod", "download")
	if b.vetToo {
		res.Warmup = goRun("warmup", b.g.Env, "go", "list", "-e", "-export", "-deps", "-test", "-f", "{{.ImportPath}}", "./...")
		// go vet caches its results by the vet tool's ID: a second bench
		// run would replay them and measure nothing. The nonce wrapper
		// (bench/nonce) runs the toolchain's vet under an ID with a fresh
		// nonce, so go vet vets every package, from a warm build cache.
		vetLog := filepath.Join(out, "vet.log")
		_ = os.Remove(vetLog)
		env := append(append([]string(nil), b.g.Env...),
			"AGENTVET_BENCH_TOOL="+b.vet,
			fmt.Sprintf("AGENTVET_BENCH_NONCE=realcode-%s-%d", r.Name, time.Now().UnixNano()),
			"AGENTVET_BENCH_LOG="+vetLog)
		// go vet ./... stops at a package that cannot load (trpc-agent-go
		// needs a dependency the proxy no longer serves): it is then given
		// the packages that load, as agentvet analyses them, so that the
		// ratios still compare the same work.
		res.VetPackages = loadable(b.g, dir)
		res.Vet = goRun("vet", env, append([]string{"go", "vet", "-vettool=" + b.nonce}, res.VetPackages...)...)
		if len(res.VetPackages) == 1 && res.VetPackages[0] == "./..." {
			res.VetPackages = nil
		}
		n := 0
		if recs, err := toollog.Read(vetLog); err == nil {
			n = len(recs)
		}
		res.VetProcesses = &n
	}
	res.Default = b.agentvetRun(r, dir, out, "default", "", nil, "")
	config := filepath.Join(b.root, "bench", "realcode", "configs", r.Name+".yaml")
	if _, err := os.Stat(config); err == nil && b.configuredToo {
		res.Configured = b.agentvetRun(r, dir, out, "configured", config, nil, "")
	}
	if b.repeat > 0 {
		res.Determinism = b.determinism(r, dir, out, res.Default)
	}
	return res
}

// agentvetRun runs agentvet -format json ./... (with -config when config
// is set) in dir, its output kept as out/agentvet-MODE[SUFFIX].json.
func (b *bench) agentvetRun(r *Repo, dir, out, mode, config string, extraEnv []string, suffix string) *AgentRun {
	args := []string{b.agentvet, "-format", "json"}
	if config != "" {
		args = append(args, "-config", config)
	}
	args = append(args, "./...")
	name := "agentvet-" + mode + suffix
	logf("%s: agentvet %s%s", r.Name, mode, suffix)
	ar := &AgentRun{Mode: mode, Config: config, stdout: filepath.Join(out, name+".json")}
	bin, err := coldCopy(b.agentvet, b.tmp)
	if err != nil {
		ar.Run = Run{Args: args, Exit: -1, Err: err.Error()}
	} else {
		args[0] = bin
		ar.Run = measure(command{
			dir: dir, args: args, env: append(append([]string(nil), b.g.Env...), extraEnv...), timeout: b.timeout,
			stdout: ar.stdout, stderr: filepath.Join(out, name+".stderr"),
		})
		ar.Run.Args[0] = b.agentvet
		_ = os.Remove(bin)
	}
	var fs []Finding
	data, err := os.ReadFile(ar.stdout)
	if err == nil && len(strings.TrimSpace(string(data))) > 0 {
		fs, ar.Errors, err = parseFindings(data, dir)
	}
	ar.Status = loadStatus(&ar.Run, ar.Errors, err)
	ar.Comparison = compare(fs, &Triage{}) // judged later, against the triage
	return ar
}

// coldCopy returns a copy of the agentvet binary at bin, in dir, with a
// nonce appended. The standalone agentvet drives go vet with itself as
// the vettool, and go vet keys its result cache on the tool's ID, which
// for a development build is the SHA-256 of the executable: a copy with
// different trailing bytes (the ELF loader ignores them) is a new tool to
// go vet, so every run analyses every package from a warm build cache,
// as the go vet run behind the nonce wrapper does, instead of replaying
// the previous bench run.
func coldCopy(bin, dir string) (string, error) {
	data, err := os.ReadFile(bin)
	if err != nil {
		return "", err
	}
	f, err := os.CreateTemp(dir, "agentvet-*")
	if err != nil {
		return "", err
	}
	data = append(data, fmt.Sprintf("\nrealcode nonce %d %s\n", time.Now().UnixNano(), f.Name())...)
	if _, err := f.Write(data); err != nil {
		_ = f.Close()
		return "", err
	}
	if err := f.Chmod(0o755); err != nil {
		_ = f.Close()
		return "", err
	}
	return f.Name(), f.Close()
}

// goCrash matches the Go runtime's report of a panic or a fatal error:
// at the start of a line, which a C compiler's "x.h:4: fatal error:" for a
// cgo package that does not build is not.
var goCrash = regexp.MustCompile(`(?m)^(panic: |fatal error: )`)

// loadStatus sums a run up in a few words. Exit 3 is agentvet's "some
// packages could not be analysed or an analyzer failed": the JSON lists
// each such package under failureKey, and the others are analysed all
// the same (partial). A Go panic exits 2, the status of a usage error
// too, so stderr tells them apart.
func loadStatus(run *Run, errs []PkgError, parseErr error) string {
	crashed := goCrash.MatchString(run.StderrHead)
	notLoaded, analyzerErrors := 0, false
	for _, e := range errs {
		if e.Analyzer == failureKey {
			notLoaded++
		} else {
			analyzerErrors = true
		}
	}
	switch {
	case run.TimedOut:
		return "timeout"
	case run.Err != "":
		return "not run: " + run.Err
	case run.Signal != "":
		return "crashed (" + run.Signal + ")"
	case crashed:
		return fmt.Sprintf("crashed (exit %d)", run.Exit)
	case run.Exit == 3 && analyzerErrors:
		return "analyzer error (exit 3)"
	case run.Exit == 3 && notLoaded > 0:
		return fmt.Sprintf("partial: %d packages not analysed (exit 3)", notLoaded)
	case run.Exit == 3:
		return "load failed (exit 3)"
	case run.Exit != 0 && run.Exit != 1:
		return fmt.Sprintf("failed (exit %d)", run.Exit)
	case parseErr != nil:
		return "bad output: " + parseErr.Error()
	}
	return "ok"
}

// loaded reports whether the run analysed the repository, if only in
// part: its findings count, and its cost compares with go vet's (which
// fails on the same packages).
func (ar *AgentRun) loaded() bool {
	return ar.Status == "ok" || strings.HasPrefix(ar.Status, "partial")
}

// determinism runs agentvet repeat-1 more times and once with
// GOMAXPROCS=1, and compares each output with the default run's, byte for
// byte.
func (b *bench) determinism(r *Repo, dir, out string, first *AgentRun) *Determinism {
	d := &Determinism{Runs: 1, Identical: true}
	want, err := os.ReadFile(first.stdout)
	if err != nil {
		d.Identical, d.Diff = false, err.Error()
		return d
	}
	type extra struct {
		env    []string
		suffix string
	}
	var extras []extra
	for i := 2; i <= b.repeat; i++ {
		extras = append(extras, extra{nil, fmt.Sprintf("-r%d", i)})
	}
	extras = append(extras, extra{[]string{"GOMAXPROCS=1"}, "-gomaxprocs1"})
	for _, e := range extras {
		ar := b.agentvetRun(r, dir, out, "default", "", e.env, e.suffix)
		d.Runs++
		got, err := os.ReadFile(ar.stdout)
		if err != nil {
			got = []byte(err.Error())
		}
		if diff := firstDiff(want, got); diff != "" && d.Identical {
			d.Identical = false
			d.Diff = fmt.Sprintf("run %s (exit %d) differs from the first (exit %d):\n%s", strings.TrimPrefix(e.suffix, "-"), ar.Run.Exit, first.Run.Exit, diff)
		}
	}
	return d
}

// firstDiff returns "" when a and b are equal, else the first differing
// line of each with its number.
func firstDiff(a, b []byte) string {
	if string(a) == string(b) {
		return ""
	}
	la, lb := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := 0; ; i++ {
		var x, y string
		if i < len(la) {
			x = la[i]
		}
		if i < len(lb) {
			y = lb[i]
		}
		if x != y || i >= len(la) || i >= len(lb) {
			return fmt.Sprintf("  line %d, first: %q\n  line %d, this:  %q", i+1, x, i+1, y)
		}
	}
}

// judge compares res's runs with the repository's triage file.
func judge(res *RepoResult, triageDir string) {
	path := filepath.Join(triageDir, res.Name+".yaml")
	t, err := loadTriage(path)
	res.TriageError = ""
	if err != nil {
		res.TriageError = err.Error()
		t = &Triage{}
	}
	var all [][]Finding
	for _, ar := range []*AgentRun{res.Default, res.Configured} {
		if ar == nil {
			continue
		}
		fs := ar.findingsOnly()
		ar.Comparison = compare(fs, t)
		all = append(all, fs)
	}
	// A run that did not load has no findings: every entry would look
	// lost.
	res.Unmatched = nil
	if res.Default != nil && res.Default.loaded() && (res.Configured == nil || res.Configured.loaded()) {
		res.Unmatched = unmatched(t, all...)
	}
}

// findingsOnly returns the run's findings without verdicts.
func (ar *AgentRun) findingsOnly() []Finding {
	var fs []Finding
	for _, j := range ar.Findings {
		fs = append(fs, j.Finding)
	}
	return fs
}

// loadable returns ./... when every package of the module in dir loads
// (or go list fails), else the import paths of those that do.
func loadable(g *benchenv.Go, dir string) []string {
	all, ok, err := g.Packages(dir)
	if err != nil || len(ok) == len(all) || len(ok) == 0 {
		return []string{"./..."}
	}
	return ok
}
