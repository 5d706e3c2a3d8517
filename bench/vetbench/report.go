package main

import (
	"fmt"
	"io"
	"time"
)

// scenarios in the order they are reported.
func scenarios() []string { return []string{"cold", "rerun", "leaf", "fullcold"} }

// CorpusResult holds a corpus's runs and their medians.
type CorpusResult struct {
	Prepared *Prepared
	Rounds   int
	Runs     []Run
}

// summary returns the medians of tool's runs in scenario, and whether
// there were any.
func (cr *CorpusResult) summary(scenario, tool string) (Summary, bool) {
	var rs []Run
	for _, r := range cr.Runs {
		if r.Scenario == scenario && r.Tool == tool {
			rs = append(rs, r)
		}
	}
	return summarize(rs), len(rs) > 0
}

func secs(d time.Duration) string { return fmt.Sprintf("%.2f", d.Seconds()) }
func mb(kb int64) string          { return fmt.Sprintf("%.0f", float64(kb)/1024) }

// writeCorpus prints one corpus's medians and ratios as Markdown.
func writeCorpus(w io.Writer, cr *CorpusResult, tools []string) {
	p := cr.Prepared
	fmt.Fprintf(w, "### %s (%s@%s)\n\n", p.Name, p.Module, p.Version)
	if s, ok := cr.summary("cold", "agentvet"); ok {
		fmt.Fprintf(w, "%d packages; a cold run starts %d vettool processes, %d of them for dependencies' facts only. Medians of %d rounds; leaf file `%s`.\n\n",
			p.Packages, s.ToolRuns, s.DepRuns, cr.Rounds, p.LeafRel())
	}
	fmt.Fprintln(w, "| scenario | tool | runs | wall s | CPU s (tree) | CPU s (vettools) | largest vettool MB | largest process MB |")
	fmt.Fprintln(w, "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |")
	for _, sc := range scenarios() {
		for _, t := range tools {
			s, ok := cr.summary(sc, t)
			if !ok {
				continue
			}
			fmt.Fprintf(w, "| %s | %s | %d | %s | %s | %s | %s | %s |\n",
				sc, t, s.Runs, secs(s.Wall), secs(s.CPU), secs(s.ToolCPU), mb(s.ToolRSSKB), mb(s.TreeRSSKB))
		}
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| agentvet ÷ | scenario | CPU | wall | largest vettool RSS |")
	fmt.Fprintln(w, "| --- | --- | ---: | ---: | ---: |")
	for _, sc := range scenarios() {
		a, ok := cr.summary(sc, "agentvet")
		if !ok {
			continue
		}
		for _, other := range []string{"go vet", "floor"} {
			o, ok := cr.summary(sc, other)
			if !ok {
				continue
			}
			fmt.Fprintf(w, "| %s | %s | %.2f | %.2f | %.2f |\n", other, sc,
				ratio(figure(a, "cpu"), figure(o, "cpu")), ratio(figure(a, "wall"), figure(o, "wall")), ratio(figure(a, "rss"), figure(o, "rss")))
		}
	}
	fmt.Fprintln(w)
	for _, t := range targets() {
		a, ok1 := cr.summary(t.Scenario, "agentvet")
		o, ok2 := cr.summary(t.Scenario, t.Other)
		if !ok1 || !ok2 {
			continue
		}
		r := ratio(figure(a, t.Figure), figure(o, t.Figure))
		verdict := "met"
		if r > t.Max {
			verdict = "MISSED"
		}
		fmt.Fprintf(w, "- %s, %s: agentvet ÷ %s = %.2f (target ≤ %.2f) %s\n", t.Scenario, t.Figure, t.Other, r, t.Max, verdict)
	}
	var failures []string
	for _, r := range cr.Runs {
		for _, f := range r.Failures {
			failures = append(failures, fmt.Sprintf("%s %s r%d: %s", r.Tool, r.Scenario, r.Round, f))
		}
	}
	if len(failures) > 0 {
		fmt.Fprintf(w, "\n%d failed vettool runs:\n\n", len(failures))
		for _, f := range failures {
			fmt.Fprintf(w, "- %s\n", f)
		}
	}
	fmt.Fprintln(w)
}

// writeLinearity prints each tool's cold CPU per vettool process across
// the corpora: constant per-process cost is cost linear in packages.
func writeLinearity(w io.Writer, results []*CorpusResult, tools []string) {
	fmt.Fprintln(w, "### Cost per package (cold, medians)")
	fmt.Fprintln(w)
	fmt.Fprint(w, "| corpus | packages | vettool processes |")
	for _, t := range tools {
		fmt.Fprintf(w, " %s CPU s | %s ms/process |", t, t)
	}
	fmt.Fprintln(w)
	fmt.Fprint(w, "| --- | ---: | ---: |")
	for range tools {
		fmt.Fprint(w, " ---: | ---: |")
	}
	fmt.Fprintln(w)
	for _, cr := range results {
		s, ok := cr.summary("cold", tools[len(tools)-1])
		if !ok {
			continue
		}
		fmt.Fprintf(w, "| %s | %d | %d |", cr.Prepared.Name, cr.Prepared.Packages, s.ToolRuns)
		for _, t := range tools {
			ts, _ := cr.summary("cold", t)
			per := 0.0
			if ts.ToolRuns > 0 {
				per = float64(ts.CPU.Milliseconds()) / float64(ts.ToolRuns)
			}
			fmt.Fprintf(w, " %s | %.1f |", secs(ts.CPU), per)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w)
}
