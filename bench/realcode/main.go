// Command realcode is agentvet's accuracy bench on real code: it runs
// agentvet over the Go agent repositories of repos.yaml at pinned commits
// and versions, judges every finding by the repository's hand-written
// triage file (true, false, or NEW when nobody has judged it yet), checks
// which hand-found hazards a finding lands on, and measures agentvet's
// wall time and peak RSS against go vet's on the same tree.
//
// bench/realcode.sh runs it; bench/realcode/README.md says how, and how to
// triage.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/agentvet/agentvet/bench/internal/benchenv"
)

func main() {
	ok, err := run()
	if err != nil {
		fmt.Fprintf(os.Stderr, "realcode: %v\n", err)
		os.Exit(2)
	}
	if !ok {
		os.Exit(1)
	}
}

// Results is the whole run, as written to -out.
type Results struct {
	Started  time.Time     `json:"started"`
	Finished time.Time     `json:"finished"`
	Agentvet string        `json:"agentvet"` // commit of the working tree, or the binary given
	Go       string        `json:"go"`
	Timeout  time.Duration `json:"timeout_ns"`
	Repos    []*RepoResult `json:"repos"`
	Summary  []Group       `json:"summary"`
}

func run() (bool, error) {
	reposFile := flag.String("repos", "", "the repository list (default bench/realcode/repos.yaml)")
	mirror := flag.String("mirror", "/work/.mirror", "directory of read-only git snapshots, OWNER+REPO/repo")
	cache := flag.String("cache", "", "directory for the trees and raw outputs (default agentvet/realcode in the user cache directory)")
	agentvet := flag.String("agentvet", "", "agentvet binary (default: build ./cmd/agentvet from the working tree)")
	rev := flag.String("rev", "", "build agentvet from this committed revision instead of the working tree (which others may be editing)")
	timeout := flag.Duration("timeout", 40*time.Minute, "limit for each command the bench runs")
	only := flag.String("only", "", "comma-separated repository names to run (default all)")
	repeat := flag.Int("repeat", 0, "run agentvet N times per repository, and once more with GOMAXPROCS=1, and require byte-identical output (0: once)")
	vetToo := flag.Bool("vet", true, "also run go vet on each tree, for the cost ratios")
	configuredToo := flag.Bool("configured", true, "also run agentvet with each repository's configuration (bench/realcode/configs)")
	updateTriage := flag.Bool("update-triage", false, "append every NEW finding to its triage file with verdict \"\"")
	writeReadme := flag.Bool("write-readme", false, "regenerate the realcode section of README.md from this run")
	outFile := flag.String("out", "", "file for the full results as JSON (default bench/results/realcode.json)")
	rejudge := flag.String("rejudge", "", "run nothing: judge the findings in this results `file` (an earlier -out) against the triage files as they are now")
	backfill := flag.Bool("backfill-says", false, "with -rejudge: record in each legacy triage entry (no says:) the claim of the finding with its key in the results file, before judging")
	flag.Parse()
	if *backfill && *rejudge == "" {
		return false, fmt.Errorf("-backfill-says needs -rejudge FILE: the claims come from that run's findings")
	}

	g := benchenv.NewGo()
	root, err := g.ModuleRoot()
	if err != nil {
		return false, err
	}
	if *reposFile == "" {
		*reposFile = filepath.Join(root, "bench", "realcode", "repos.yaml")
	}
	if *outFile == "" {
		*outFile = filepath.Join(root, "bench", "results", "realcode.json")
	}
	if *cache == "" {
		dir, err := os.UserCacheDir()
		if err != nil {
			return false, fmt.Errorf("no cache directory (use -cache): %v", err)
		}
		*cache = filepath.Join(dir, "agentvet", "realcode")
	}
	if *cache, err = filepath.Abs(*cache); err != nil {
		return false, err
	}
	all, err := loadRepos(*reposFile)
	if err != nil {
		return false, err
	}
	repos, err := selectRepos(all, *only)
	if err != nil {
		return false, err
	}

	triageDir := filepath.Join(root, "bench", "realcode", "triage")
	var results *Results
	if *rejudge != "" {
		// Judging is cheap and running is not: after triaging, the
		// figures are redone from the last run's findings in seconds.
		if results, err = readResults(*rejudge, repos); err != nil {
			return false, err
		}
		if *backfill {
			backfillAll(os.Stdout, results.Repos, triageDir)
		}
		for _, res := range results.Repos {
			judge(res, triageDir)
			writeRepo(os.Stdout, res)
		}
	} else {
		b := &bench{g: g, cache: *cache, mirror: *mirror, root: root, timeout: *timeout, repeat: *repeat, vetToo: *vetToo, configuredToo: *configuredToo}
		if *updateTriage {
			// Each repository's file as soon as it is judged: triage
			// can start while the others still run.
			b.onRepo = func(res *RepoResult) { updateAll([]*RepoResult{res}, triageDir) }
		}
		if results, err = b.runAll(repos, *agentvet, *rev, triageDir); err != nil {
			return false, err
		}
	}
	ok := true
	for _, res := range results.Repos {
		ok = ok && res.Error == "" && (res.Determinism == nil || res.Determinism.Identical)
	}
	results.Summary = summarize(results.Repos)
	fmt.Printf("\n%s\n", summaryLine(results.Summary))

	if *updateTriage && *rejudge != "" {
		updateAll(results.Repos, triageDir)
	}
	if err := writeJSON(*outFile, results); err != nil {
		return false, err
	}
	logf("results in %s; raw outputs in %s", *outFile, filepath.Join(*cache, "out"))
	if *writeReadme {
		stamp := fmt.Sprintf("%s, agentvet %s, %s", results.Finished.Format("2006-01-02"), results.Agentvet, results.Go)
		if err := updateReadme(filepath.Join(root, "README.md"), readmeSection(results.Repos, results.Summary, stamp)); err != nil {
			return false, err
		}
		logf("README.md: section regenerated")
	}
	return ok, nil
}

// runAll builds the tools and runs every repository, judging and
// printing each as it is done.
func (b *bench) runAll(repos []Repo, agentvet, rev, triageDir string) (*Results, error) {
	results := &Results{Started: time.Now().UTC(), Timeout: b.timeout}
	tmp, err := os.MkdirTemp("", "agentvet-realcode-")
	if err != nil {
		return nil, err
	}
	defer func() { _ = os.RemoveAll(tmp) }()
	b.tmp = tmp
	if err := b.tools(tmp, agentvet, rev, results); err != nil {
		return nil, err
	}
	for i := range repos {
		res := b.runRepo(&repos[i])
		judge(res, triageDir)
		writeRepo(os.Stdout, res)
		results.Repos = append(results.Repos, res)
		if b.onRepo != nil {
			b.onRepo(res)
		}
	}
	results.Finished = time.Now().UTC()
	return results, nil
}

// readResults reads an earlier run's results, keeping the repositories
// of repos (the -only selection) that it has.
func readResults(path string, repos []Repo) (*Results, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var r Results
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	want := map[string]bool{}
	for _, repo := range repos {
		want[repo.Name] = true
	}
	kept := r.Repos[:0]
	for _, res := range r.Repos {
		if want[res.Name] {
			kept = append(kept, res)
		}
	}
	r.Repos = kept
	return &r, nil
}

// tools builds agentvet (unless given) and the nonce wrapper into dir, and
// finds the toolchain's vet.
func (b *bench) tools(dir, agentvet, rev string, results *Results) error {
	b.nonce = filepath.Join(dir, "nonce")
	if err := b.g.Build(b.root, b.nonce, "./bench/nonce"); err != nil {
		return err
	}
	switch {
	case agentvet == "" && rev == "":
		b.agentvet = filepath.Join(dir, "agentvet")
		logf("building %s", benchenv.AgentvetPackage)
		if err := b.g.Build(b.root, b.agentvet, benchenv.AgentvetPackage); err != nil {
			return err
		}
		results.Agentvet = commitOf(b.root)
	case agentvet == "":
		b.agentvet = filepath.Join(dir, "agentvet")
		commit, err := buildAt(b.g, b.root, rev, filepath.Join(dir, "src"), b.agentvet)
		if err != nil {
			return err
		}
		results.Agentvet = commit
	default:
		abs, err := filepath.Abs(agentvet)
		if err != nil {
			return err
		}
		b.agentvet, results.Agentvet = abs, abs
	}
	out, err := b.g.Output(b.root, "env", "GOTOOLDIR", "GOVERSION")
	if err != nil {
		return err
	}
	fields := strings.Fields(string(out))
	if len(fields) != 2 {
		return fmt.Errorf("go env GOTOOLDIR GOVERSION: %q", out)
	}
	b.vet, results.Go = filepath.Join(fields[0], "vet"), fields[1]
	return nil
}

// buildAt builds agentvet as committed at rev: git archive of the
// revision into src, then go build there. It returns the commit's short
// name.
func buildAt(g *benchenv.Go, root, rev, src, out string) (string, error) {
	commit, err := exec.Command("git", "-C", root, "rev-parse", "--short", rev+"^{commit}").Output()
	if err != nil {
		return "", fmt.Errorf("-rev %s: not a commit of %s", rev, root)
	}
	logf("building %s at %s", benchenv.AgentvetPackage, strings.TrimSpace(string(commit)))
	cmd := exec.Command("git", "-C", root, "archive", "--format=tar", rev)
	tar, err := cmd.StdoutPipe()
	if err != nil {
		return "", err
	}
	if err := cmd.Start(); err != nil {
		return "", err
	}
	xerr := untar(tar, src)
	if err := cmd.Wait(); err != nil || xerr != nil {
		return "", fmt.Errorf("git archive %s: %v %v", rev, err, xerr)
	}
	if err := g.Build(src, out, benchenv.AgentvetPackage); err != nil {
		return "", err
	}
	return strings.TrimSpace(string(commit)), nil
}

// commitOf names the commit of the working tree at root, marked when the
// tree has uncommitted changes (other people's included: the binary was
// built from what is there).
func commitOf(root string) string {
	out, err := exec.Command("git", "-C", root, "rev-parse", "--short", "HEAD").Output()
	if err != nil {
		return "unknown commit"
	}
	c := strings.TrimSpace(string(out))
	if st, err := exec.Command("git", "-C", root, "status", "--porcelain", "--untracked-files=no").Output(); err == nil && len(st) > 0 {
		c += " with uncommitted changes"
	}
	return c
}

// updateAll appends to each repository's triage file its findings that
// no entry applies to: the unlisted ones and the CHANGED ones. A file that did not parse is left alone: appending to it could
// only duplicate entries the bench failed to read.
func updateAll(results []*RepoResult, triageDir string) {
	for _, res := range results {
		if res.Default == nil {
			continue
		}
		path := filepath.Join(triageDir, res.Name+".yaml")
		if res.TriageError != "" {
			logf("%s: triage file not updated: %s", res.Name, res.TriageError)
			continue
		}
		var fs []Finding
		for _, ar := range []*AgentRun{res.Default, res.Configured} {
			if ar != nil {
				fs = append(fs, ar.findingsOnly()...)
			}
		}
		n, err := appendFindings(path, res.Name, fs)
		if err != nil {
			logf("%s: triage file not updated: %v", res.Name, err)
			continue
		}
		if n > 0 {
			logf("%s: %d NEW finding(s) (CHANGED ones included) added to %s", res.Name, n, path)
		}
	}
}

// updateReadme rewrites the generated section of the README at path,
// reading the file right before writing it (others edit the rest).
func updateReadme(path, body string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	out, err := rewriteSection(string(data), body)
	if err != nil {
		return err
	}
	return writeAtomic(path, []byte(out))
}

func writeJSON(path string, v any) error {
	data, err := json.MarshalIndent(v, "", "\t")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}

func logf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "%s realcode: %s\n", time.Now().Format("15:04:05"), fmt.Sprintf(format, args...))
}
