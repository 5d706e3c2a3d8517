// Command standalone measures the standalone agentvet command against
// go vet on large modules, in one run (issue 13): peak RSS as a ratio to
// go vet's, the cost of a rerun on an unchanged tree as a ratio to the
// first run, and whether five runs (and one at GOMAXPROCS=1) print
// byte-identical output.
//
//	go run ./bench/standalone                       # langchaingo, picoclaw, trpc-agent-go
//	go run ./bench/standalone -corpus picoclaw -runs 3
//
// Corpora are set up once in the bench's work directory (see
// bench/README.md); measured runs are offline (GOPROXY=off), so a module
// the proxy does not serve is a package agentvet lists as not analysed,
// as on a CI runner without it.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/agentvet/agentvet/bench/internal/benchenv"
)

func main() {
	var (
		corpusFlag = flag.String("corpus", "", "comma-separated corpora (default all: "+strings.Join(corpusNames(), ", ")+")")
		agentvet   = flag.String("agentvet", "", "agentvet binary to measure (default: build ./cmd/agentvet)")
		work       = flag.String("work", "", "work directory for corpora (default: agentvet-bench in the user cache directory)")
		mirror     = flag.String("mirror", "/work/.mirror", "directory of the read-only git snapshots of the repositories")
		runs       = flag.Int("runs", 5, "determinism: fresh runs compared byte for byte (plus one at GOMAXPROCS=1)")
		out        = flag.String("o", "", "also write the report to this file (default bench/results/standalone-TIME.md)")
	)
	flag.Parse()
	if err := run(*corpusFlag, *agentvet, *work, *mirror, *runs, *out); err != nil {
		fmt.Fprintln(os.Stderr, "standalone:", err)
		os.Exit(1)
	}
}

func run(sel, agentvet, work, mirror string, runs int, out string) error {
	corpora, err := selectCorpora(sel)
	if err != nil {
		return err
	}
	g := benchenv.NewGo()
	root, err := g.ModuleRoot()
	if err != nil {
		return err
	}
	if work, err = benchenv.WorkDir(work); err != nil {
		return err
	}
	if agentvet == "" {
		agentvet = filepath.Join(work, "bin", "agentvet")
		if err := g.Build(root, agentvet, benchenv.AgentvetPackage); err != nil {
			return err
		}
	}
	if out == "" {
		out = filepath.Join(root, "bench", "results", "standalone-"+time.Now().UTC().Format("20060102-150405")+".md")
	}
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return err
	}
	var reports []*Report
	var failed []string
	// The report is rewritten after each corpus: a run stopped half way
	// keeps what it measured.
	write := func() (string, error) {
		text := render(reports)
		for _, f := range failed {
			text += "\nNot measured: " + f + "\n"
		}
		return text, os.WriteFile(out, []byte(text), 0o644)
	}
	for _, c := range corpora {
		// A corpus that cannot be measured is reported; the others still are.
		r, err := measureOne(g, c, work, mirror, agentvet, runs)
		if err != nil {
			fmt.Fprintf(os.Stderr, "standalone: %s: %v\n", c.Name, err)
			failed = append(failed, c.Name+": "+err.Error())
		} else {
			reports = append(reports, r)
		}
		if _, err := write(); err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "   report so far: %s\n", out)
	}
	text, err := write()
	if err != nil {
		return err
	}
	fmt.Print(text)
	if len(failed) > 0 {
		return fmt.Errorf("%d corpus(es) not measured", len(failed))
	}
	return nil
}

func measureOne(g *benchenv.Go, c Corpus, work, mirror, agentvet string, runs int) (*Report, error) {
	dir, err := c.prepare(g, work, mirror)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(os.Stderr, "== %s (%s)\n", c.Name, dir)
	return measureCorpus(c, dir, agentvet, runs)
}
