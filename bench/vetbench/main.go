// Command vetbench measures agentvet under go vet against go vet's own
// analyzers and a do-nothing floor vettool, on real modules from the module
// proxy, and prints the medians and ratios as Markdown.
//
// Each round runs, for each tool in turn (the order rotates by round):
//
//	cold   go vet ./... with a fresh tool ID: the vet result cache is cold,
//	       the build cache (export data) warm
//	rerun  the same again with nothing changed: every result is cached
//	leaf   the same after appending a comment to a file of a package no
//	       other corpus package imports
//
// and, once per tool after the rounds, fullcold: a fresh GOCACHE as well.
// Figures are wall time, CPU (user+sys) of the go vet process tree, and the
// peak RSS of the largest vettool process. Run it from the agentvet module;
// bench/bench.sh does.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/agentvet/agentvet/bench/internal/benchenv"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintf(os.Stderr, "vetbench: %v\n", err)
		os.Exit(1)
	}
}

func run() error {
	rounds := flag.Int("rounds", 3, "rounds of interleaved cold/rerun/leaf runs per corpus")
	corpusSel := flag.String("corpus", "all", "comma-separated corpora to run (mcp-go, x-tools, langchaingo) or all")
	fullcold := flag.String("fullcold", "mcp-go,x-tools", "comma-separated corpora that also get one fully cold run per tool (fresh GOCACHE), all, or none")
	work := flag.String("work", "", "work directory for corpora, tools and go vet outputs (default agentvet-bench in the user cache directory)")
	resultsDir := flag.String("results", "", "directory for the result files (default bench/results in the module)")
	agentvet := flag.String("agentvet", "", "agentvet vettool binary to measure (default: build cmd/agentvet)")
	flag.Parse()
	if *rounds < 1 {
		return fmt.Errorf("-rounds must be at least 1, not %d", *rounds)
	}
	cs, err := selectCorpora(*corpusSel)
	if err != nil {
		return err
	}
	coldSet := map[string]bool{}
	if *fullcold != "none" {
		fc, err := selectCorpora(*fullcold)
		if err != nil {
			return fmt.Errorf("-fullcold: %v", err)
		}
		for _, c := range fc {
			coldSet[c.Name] = true
		}
	}

	g := benchenv.NewGo()
	root, err := g.ModuleRoot()
	if err != nil {
		return err
	}
	if *work, err = benchenv.WorkDir(*work); err != nil {
		return err
	}
	if *resultsDir == "" {
		*resultsDir = filepath.Join(root, "bench", "results")
	}
	if err := os.MkdirAll(*resultsDir, 0o755); err != nil {
		return err
	}
	ts, err := buildTools(g, root, *work, *agentvet)
	if err != nil {
		return err
	}
	var names []string
	for _, t := range ts.Tools {
		names = append(names, t.Name)
	}

	// A nonce unique to this invocation keeps tool IDs from colliding with
	// any earlier run's cache entries.
	stamp := time.Now().UTC().Format("20060102T150405")
	base := filepath.Join(*resultsDir, "vetbench-"+stamp)
	var results []*CorpusResult
	for _, c := range cs {
		logf("preparing %s@%s", c.Module, c.Version)
		p, err := prepare(g, *work, c)
		if err != nil {
			return err
		}
		cr, err := benchCorpus(g, ts, p, *work, stamp, *rounds, coldSet[c.Name])
		if err != nil {
			return err
		}
		results = append(results, cr)
		// Write what there is after every corpus: a long run that is
		// stopped keeps the corpora it finished.
		if err := writeResults(base, results, names, g); err != nil {
			return err
		}
	}
	md, err := os.ReadFile(base + ".md")
	if err != nil {
		return err
	}
	_, _ = os.Stdout.Write(md)
	logf("wrote %s.json and %s.md", base, base)
	return nil
}

// writeResults writes the Markdown report and every run as JSON to
// base.md and base.json.
func writeResults(base string, results []*CorpusResult, names []string, g *benchenv.Go) error {
	var md bytes.Buffer
	writeMachine(&md, g)
	for _, cr := range results {
		writeCorpus(&md, cr, names)
	}
	writeLinearity(&md, results, names)
	var all []Run
	for _, cr := range results {
		all = append(all, cr.Runs...)
	}
	data, err := json.MarshalIndent(all, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(base+".json", append(data, '\n'), 0o644); err != nil {
		return err
	}
	return os.WriteFile(base+".md", md.Bytes(), 0o644)
}

// benchCorpus runs the rounds on one corpus, then the fully cold runs, and
// puts the leaf file back as it was.
func benchCorpus(g *benchenv.Go, ts *Toolset, p *Prepared, work, stamp string, rounds int, fullcold bool) (*CorpusResult, error) {
	if err := os.MkdirAll(filepath.Join(work, "out", p.Name), 0o755); err != nil {
		return nil, err
	}
	leaf, err := os.ReadFile(p.Leaf)
	if err != nil {
		return nil, err
	}
	defer func() { _ = os.WriteFile(p.Leaf, leaf, 0o644) }() // restore the leaf file

	cr := &CorpusResult{Prepared: p, Rounds: rounds}
	do := func(tool Tool, scenario string, round int, nonce, gocache string) error {
		r, err := measure(g, ts, tool, vetRun{
			dir:     p.Dir,
			nonce:   nonce,
			gocache: gocache,
			output:  outputName(work, p.Corpus, tool.Name, scenario, round),
		})
		if err != nil {
			return err
		}
		r.Corpus, r.Scenario, r.Round = p.Name, scenario, round
		cr.Runs = append(cr.Runs, r)
		logf("%s r%d %-8s %-8s wall %6.2fs cpu %7.2fs rss %5s MB, %d vettool runs%s",
			p.Name, round, scenario, tool.Name, r.Wall.Seconds(), r.CPU.Seconds(), mb(r.ToolRSSKB), r.ToolRuns, failNote(r))
		return nil
	}

	// Warm the build cache (and the page cache) with a run of the floor.
	logf("%s: %d packages; warming the build cache", p.Name, p.Packages)
	if _, err := measure(g, ts, ts.Tools[1], vetRun{dir: p.Dir, nonce: stamp + "-" + p.Name + "-warm", output: outputName(work, p.Corpus, "floor", "warm", 0)}); err != nil {
		return nil, err
	}

	n := len(ts.Tools)
	for round := 1; round <= rounds; round++ {
		for i := range n {
			tool := ts.Tools[(i+round-1)%n]
			// The corpus is in the nonce: corpora share dependencies (the
			// standard library at least), and a nonce reused on the next
			// corpus would find their vet results cached.
			nonce := fmt.Sprintf("%s-%s-r%d-%s", stamp, p.Name, round, strings.ReplaceAll(tool.Name, " ", ""))
			if err := do(tool, "cold", round, nonce, ""); err != nil {
				return nil, err
			}
			if err := do(tool, "rerun", round, nonce, ""); err != nil {
				return nil, err
			}
			// A distinct edit per run, so no run finds the changed
			// package compiled by another tool's run.
			if err := appendLine(p.Leaf, "// agentvet bench edit "+nonce); err != nil {
				return nil, err
			}
			if err := do(tool, "leaf", round, nonce, ""); err != nil {
				return nil, err
			}
		}
	}
	if fullcold {
		for _, tool := range ts.Tools {
			cache, err := os.MkdirTemp("", "agentvet-bench-gocache-")
			if err != nil {
				return nil, err
			}
			nonce := fmt.Sprintf("%s-%s-fullcold-%s", stamp, p.Name, strings.ReplaceAll(tool.Name, " ", ""))
			err = do(tool, "fullcold", 1, nonce, cache)
			if rmErr := os.RemoveAll(cache); err == nil {
				err = rmErr
			}
			if err != nil {
				return nil, err
			}
		}
	}
	return cr, nil
}

func failNote(r Run) string {
	if len(r.Failures) == 0 {
		return ""
	}
	return fmt.Sprintf(", %d FAILED", len(r.Failures))
}

// writeMachine prints what the figures were measured on.
func writeMachine(md *bytes.Buffer, g *benchenv.Go) {
	// The machine is shared: say so next to the figures.
	ver, _ := g.Output("", "version")
	mem := "unknown"
	if data, err := os.ReadFile("/proc/meminfo"); err == nil {
		var kb int64
		for _, line := range strings.Split(string(data), "\n") {
			if _, err := fmt.Sscanf(line, "MemTotal: %d kB", &kb); err == nil {
				mem = fmt.Sprintf("%.1f GiB", float64(kb)/(1<<20))
				break
			}
		}
	}
	load := ""
	if data, err := os.ReadFile("/proc/loadavg"); err == nil {
		if f := strings.Fields(string(data)); len(f) >= 3 {
			load = " (load average when written: " + strings.Join(f[:3], " ") + ")"
		}
	}
	fmt.Fprintf(md, "Measured %s on %s/%s, %d CPUs (nproc), %s memory, %s; the machine is shared with other work%s.\n\n",
		time.Now().UTC().Format("2006-01-02 15:04 MST"), runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), mem, strings.TrimSpace(string(ver)), load)
}

func logf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "vetbench: "+format+"\n", args...)
}
