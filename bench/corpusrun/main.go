// Command corpusrun is agentvet's reliability run: agentvet, as a go vet
// -vettool, over the standard library and large real modules from the
// module proxy (thousands of packages, generics and cgo among them). It
// fails when any vettool run panics, reports an internal error or an
// analyzer error, or crashes, including runs on dependencies, whose output
// go vet does not show (the nonce wrapper in bench/nonce logs them).
//
// With -driver standalone it runs agentvet -format json in each target
// instead (one process: its stderr and exit status are what is checked).
//
// With -determinism (the default) everything is vetted three times, each
// with a cold vet result cache: twice with the default GOMAXPROCS and once
// with GOMAXPROCS=1. The JSON output of each run, merged into one document
// per target, must be byte-identical across the three.
//
// scripts/corpus.sh runs it; -quick is the subset CI runs.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"time"

	"github.com/agentvet/agentvet/bench/internal/benchenv"
	"github.com/agentvet/agentvet/bench/internal/toollog"
)

func main() {
	ok, err := run()
	if err != nil {
		fmt.Fprintf(os.Stderr, "corpusrun: %v\n", err)
		os.Exit(2)
	}
	if !ok {
		os.Exit(1)
	}
}

// A pass vets every target once.
type pass struct {
	name       string
	gomaxprocs string // "" for the default
}

func run() (bool, error) {
	quick := flag.Bool("quick", false, "vet the CI subset: a few std packages and mcp-go")
	determinism := flag.Bool("determinism", true, "vet everything three times (twice by default, once with GOMAXPROCS=1) and require byte-identical JSON")
	only := flag.String("targets", "", "comma-separated target names to vet (default all of the corpus)")
	work := flag.String("work", "", "work directory for corpora, tools and outputs (default agentvet-bench in the user cache directory)")
	resultsDir := flag.String("results", "", "directory for the report (default bench/results in the module)")
	agentvet := flag.String("agentvet", "", "agentvet binary (default: build cmd/agentvet)")
	driver := flag.String("driver", "vettool", "how agentvet runs: vettool (go vet -vettool, every dependency's run checked) or standalone (agentvet -format json)")
	flag.Parse()

	g := benchenv.NewGo()
	root, err := g.ModuleRoot()
	if err != nil {
		return false, err
	}
	if *work, err = benchenv.WorkDir(*work); err != nil {
		return false, err
	}
	if *resultsDir == "" {
		*resultsDir = filepath.Join(root, "bench", "results")
	}
	if *driver != "vettool" && *driver != "standalone" {
		return false, fmt.Errorf("-driver: %q is neither vettool nor standalone", *driver)
	}
	ts, err := selectTargets(targets(*quick), *only)
	if err != nil {
		return false, err
	}
	bin := filepath.Join(*work, "bin")
	nonce := filepath.Join(bin, "nonce")
	if err := g.Build(root, nonce, "./bench/nonce"); err != nil {
		return false, err
	}
	tool := *agentvet
	if tool == "" {
		tool = filepath.Join(bin, "agentvet")
		if err := g.Build(root, tool, benchenv.AgentvetPackage); err != nil {
			return false, err
		}
	} else if tool, err = filepath.Abs(tool); err != nil {
		return false, err
	}

	passes := []pass{{name: "a"}}
	if *determinism {
		passes = append(passes, pass{name: "b"}, pass{name: "gomaxprocs1", gomaxprocs: "1"})
	}
	stamp := time.Now().UTC().Format("20060102T150405")
	out := filepath.Join(*work, "corpus-out", stamp)

	var results []*targetResult
	for _, t := range ts {
		dir, err := t.dir(g, root, *work)
		if err != nil {
			return false, err
		}
		list, err := g.Output(dir, append([]string{"list", "-e", "-f", "{{.ImportPath}}"}, t.Patterns...)...)
		if err != nil {
			return false, err
		}
		tr := &targetResult{Target: t, Packages: len(strings.Fields(string(list)))}
		for _, p := range passes {
			v, err := vet(g, vetSpec{
				dir:        dir,
				patterns:   t.Patterns,
				nonceBin:   nonce,
				tool:       tool,
				nonce:      stamp + "-" + p.name + "-" + t.Name,
				gomaxprocs: p.gomaxprocs,
				standalone: *driver == "standalone",
				out:        filepath.Join(out, p.name, t.Name),
			})
			if err != nil {
				return false, err
			}
			logf("%-16s pass %-11s %5d packages %6d vettool runs %5d diagnostics  wall %7.1fs  largest agentvet process %5.0f MB%s",
				t.Name, p.name, tr.Packages, v.ToolRuns, v.Diagnostics, v.Wall.Seconds(), float64(v.MaxRSSKB)/1024, v.problemNote())
			tr.Passes = append(tr.Passes, v)
		}
		results = append(results, tr)
	}

	var md bytes.Buffer
	ok := writeReport(&md, results, passes, *quick, *driver, g)
	_, _ = os.Stdout.Write(md.Bytes())
	if err := os.MkdirAll(*resultsDir, 0o755); err != nil {
		return false, err
	}
	name := "corpus-" + stamp
	if *quick {
		name += "-quick"
	}
	if err := os.WriteFile(filepath.Join(*resultsDir, name+".md"), md.Bytes(), 0o644); err != nil {
		return false, err
	}
	logf("outputs in %s; report in %s", out, filepath.Join(*resultsDir, name+".md"))
	return ok, nil
}

// selectTargets keeps the targets named in the comma-separated list sel
// (all of them when it is empty).
func selectTargets(all []Target, sel string) ([]Target, error) {
	if sel == "" {
		return all, nil
	}
	var out []Target
	for _, name := range strings.Split(sel, ",") {
		found := false
		for _, t := range all {
			if t.Name == strings.TrimSpace(name) {
				out = append(out, t)
				found = true
			}
		}
		if !found {
			var names []string
			for _, t := range all {
				names = append(names, t.Name)
			}
			return nil, fmt.Errorf("-targets: no target %q (have %s)", name, strings.Join(names, ", "))
		}
	}
	return out, nil
}

// vetSpec says how to vet one target in one pass.
type vetSpec struct {
	dir        string
	patterns   []string
	nonceBin   string // the wrapper
	tool       string // agentvet
	nonce      string
	gomaxprocs string
	standalone bool   // run agentvet -format json instead of go vet
	out        string // path prefix for the outputs
}

// vetResult is one go vet -json of one target.
type vetResult struct {
	Wall        time.Duration
	MaxRSSKB    int64 // the largest agentvet process (standalone: the one)
	Exit        int
	ToolRuns    int
	Diagnostics int
	Canonical   []byte   // the merged JSON document
	Failures    []string // failed vettool runs
	Errors      []string // analyzer errors in the JSON
	Stderr      []string // suspicious lines of go vet's stderr
	standalone  bool
}

func (v *vetResult) problems() int {
	n := len(v.Failures) + len(v.Errors) + len(v.Stderr)
	if v.Exit != 0 && !(v.standalone && v.Exit == 1) { // 1: agentvet had findings
		n++
	}
	return n
}

func (v *vetResult) problemNote() string {
	if v.problems() == 0 {
		return ""
	}
	return fmt.Sprintf("  PROBLEMS: exit %d, %d failed runs, %d analyzer errors, %d stderr lines", v.Exit, len(v.Failures), len(v.Errors), len(v.Stderr))
}

func vet(g *benchenv.Go, s vetSpec) (*vetResult, error) {
	if err := os.MkdirAll(filepath.Dir(s.out), 0o755); err != nil {
		return nil, err
	}
	logPath := s.out + ".tools.jsonl"
	_ = os.Remove(logPath)
	var stdout, stderr bytes.Buffer
	cmd := exec.Command("go", append([]string{"vet", "-json", "-vettool=" + s.nonceBin}, s.patterns...)...)
	if s.standalone {
		cmd = exec.Command(s.tool, append([]string{"-format", "json"}, s.patterns...)...)
	}
	cmd.Dir = s.dir
	cmd.Env = append(append([]string(nil), g.Env...),
		"CGO_ENABLED=1",
		"AGENTVET_BENCH_TOOL="+s.tool,
		"AGENTVET_BENCH_NONCE="+s.nonce,
		"AGENTVET_BENCH_LOG="+logPath)
	if s.gomaxprocs != "" {
		cmd.Env = append(cmd.Env, "GOMAXPROCS="+s.gomaxprocs)
	}
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err := cmd.Run()
	v := &vetResult{Wall: time.Since(start), standalone: s.standalone}
	var exitErr *exec.ExitError
	if err != nil && !errors.As(err, &exitErr) {
		return nil, fmt.Errorf("%s in %s: %v", cmd.Path, s.dir, err)
	}
	v.Exit = cmd.ProcessState.ExitCode()
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		v.MaxRSSKB = ru.Maxrss
	}
	if err := os.WriteFile(s.out+".stdout", stdout.Bytes(), 0o644); err != nil {
		return nil, err
	}
	if err := os.WriteFile(s.out+".stderr", stderr.Bytes(), 0o644); err != nil {
		return nil, err
	}
	v.Stderr = suspicious(stderr.String())
	if v.Canonical, v.Errors, err = canonical(stdout.Bytes()); err != nil {
		return nil, fmt.Errorf("%s: %v", s.out+".stdout", err)
	}
	if err := os.WriteFile(s.out+".json", v.Canonical, 0o644); err != nil {
		return nil, err
	}
	if v.Diagnostics, err = countDiagnostics(v.Canonical); err != nil {
		return nil, err
	}
	if s.standalone {
		return v, nil // one process: no wrapper log
	}
	recs, err := toollog.Read(logPath)
	if err != nil {
		return nil, err
	}
	var full bytes.Buffer
	// Under go vet the largest process is often a compiler; what matters
	// is the largest agentvet process.
	v.MaxRSSKB = 0
	for _, rec := range recs {
		v.ToolRuns++
		v.MaxRSSKB = max(v.MaxRSSKB, rec.MaxRSSKB)
		if toollog.Failed(rec) {
			v.Failures = append(v.Failures, toollog.Describe(rec))
			fmt.Fprintf(&full, "=== %s (exit %d, vetxonly %v)\n%s\n", rec.ImportPath, rec.Exit, rec.VetxOnly, rec.Stderr)
		}
	}
	if full.Len() > 0 {
		if err := os.WriteFile(s.out+".failures.txt", full.Bytes(), 0o644); err != nil {
			return nil, err
		}
	}
	return v, nil
}

// suspicious returns the lines of go vet's stderr that say a tool broke.
// With -json a healthy run prints nothing but package headers there.
func suspicious(stderr string) []string {
	var out []string
	for _, line := range strings.Split(stderr, "\n") {
		l := strings.TrimSpace(line)
		if l == "" || strings.HasPrefix(l, "# ") {
			continue
		}
		out = append(out, l)
	}
	return out
}

func logf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "corpusrun: "+format+"\n", args...)
}

// machine describes what the run was measured on.
func machine(g *benchenv.Go) string {
	ver, _ := g.Output("", "version")
	return fmt.Sprintf("%s/%s, %d CPUs (nproc), %s", runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), strings.TrimSpace(string(ver)))
}
