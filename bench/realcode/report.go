package main

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// Group is the precision and recall of one kind of run over a set of
// repositories.
type Group struct {
	Name         string `json:"name"`
	Repos        int    `json:"repos"`
	Counts       Counts `json:"counts"`
	HazardsFound int    `json:"hazards_found"`
	HazardsTotal int    `json:"hazards_total"`
}

// summarize groups the runs: default and configured, tuned-on and held
// out. A repository whose tree could not be had is in no group (nothing
// ran); one whose packages did not load is, with no findings: its hazards
// count as missed, which is what a user of agentvet would get.
func summarize(results []*RepoResult) []Group {
	groups := []Group{{Name: "default"}, {Name: "configured"}, {Name: "held-out default"}, {Name: "held-out configured"}}
	for _, res := range results {
		for i, ar := range []*AgentRun{res.Default, res.Configured} {
			if ar == nil {
				continue
			}
			g := &groups[i]
			if res.Heldout {
				g = &groups[i+2]
			}
			g.Repos++
			g.Counts = g.Counts.plus(ar.Total)
			g.HazardsFound += ar.HazardsFound()
			g.HazardsTotal += len(ar.Hazards)
		}
	}
	return groups
}

// fraction prints n/d with its percentage.
func fraction(n, d int) string {
	if d == 0 {
		return fmt.Sprintf("%d/%d", n, d)
	}
	return fmt.Sprintf("%d/%d = %.0f%%", n, d, 100*float64(n)/float64(d))
}

func (g *Group) String() string {
	if g.Repos == 0 {
		return g.Name + ": no runs"
	}
	return fmt.Sprintf("%s (%d repos): precision %s (NEW %d), recall %s",
		g.Name, g.Repos, fraction(g.Counts.True, g.Counts.True+g.Counts.False), g.Counts.New,
		fraction(g.HazardsFound, g.HazardsTotal))
}

// summaryLine is the one line that sums the bench up.
func summaryLine(groups []Group) string {
	var parts []string
	for i := range groups {
		parts = append(parts, groups[i].String())
	}
	return "summary: " + strings.Join(parts, " | ")
}

// writeRepo prints one repository's results: load status, verdicts per
// category, hazards, cost against go vet, and every NEW finding in full,
// so that each change of agentvet's output is looked at.
func writeRepo(w io.Writer, res *RepoResult) {
	held := ""
	if res.Heldout {
		held = " [held out]"
	}
	fmt.Fprintf(w, "\n== %s (%s)%s\n", res.Name, res.Source, held)
	if res.Error != "" {
		fmt.Fprintf(w, "   NOT RUN: %s\n", res.Error)
		return
	}
	fmt.Fprintf(w, "   tree: %s\n", res.Dir)
	if len(res.Missing) > 0 {
		fmt.Fprintf(w, "   the snapshot lacks %d file(s), left out of the tree: %s\n", len(res.Missing), strings.Join(res.Missing, ", "))
	}
	if res.TriageError != "" {
		fmt.Fprintf(w, "   TRIAGE FILE NOT READ (every finding counts as NEW): %s\n", res.TriageError)
	}
	if r := res.ModDownload; r != nil && r.Exit != 0 {
		fmt.Fprintf(w, "   go mod download: %s\n", goStatus(r))
	}
	if r := res.Vet; r != nil {
		fmt.Fprintf(w, "   go vet: %s, %s, %s", goStatus(r), secs(r), mb(r))
		if n := res.VetProcesses; n != nil {
			fmt.Fprintf(w, ", %d vet processes", *n)
		}
		if n := len(res.VetPackages); n > 0 {
			fmt.Fprintf(w, ", given the %d packages that load", n)
		}
		fmt.Fprintln(w)
	}
	for _, ar := range []*AgentRun{res.Default, res.Configured} {
		if ar != nil {
			writeRun(w, res, ar)
		}
	}
	if d := res.Determinism; d != nil {
		if d.Identical {
			fmt.Fprintf(w, "   determinism: %d runs (GOMAXPROCS=1 included) byte-identical\n", d.Runs)
		} else {
			fmt.Fprintf(w, "   determinism: DIFFERENT over %d runs: %s\n", d.Runs, d.Diff)
		}
	}
	if len(res.Unmatched) > 0 {
		fmt.Fprintf(w, "   triage entries no finding matches any more (%d):\n", len(res.Unmatched))
		for _, e := range res.Unmatched {
			fmt.Fprintf(w, "     %s:%d %s%s (was %s)\n", e.File, e.Line, e.Analyzer, saysSuffix(e.Says), e.Verdict)
		}
	}
	writeNew(w, res)
}

func writeRun(w io.Writer, res *RepoResult, ar *AgentRun) {
	fmt.Fprintf(w, "   agentvet %s: %s, %d findings, %s, %s", ar.Mode, ar.Status, len(ar.Findings), secs(&ar.Run), mb(&ar.Run))
	if wall, rss := costRatios(res, ar); wall != "–" {
		fmt.Fprintf(w, " (go vet ×%s wall, ×%s RSS)", wall, rss)
	}
	fmt.Fprintln(w)
	if !ar.loaded() && ar.Run.StderrHead != "" {
		h := strings.SplitN(ar.Run.StderrHead, "\n", 9)
		if len(h) > 8 {
			h[8] = "…"
		}
		fmt.Fprintf(w, "     stderr: %s\n", strings.Join(h, "\n       "))
	}
	for i, e := range ar.Errors {
		if i == 10 {
			fmt.Fprintf(w, "     … %d more in the JSON results\n", len(ar.Errors)-i)
			break
		}
		what := "analyzer error"
		if e.Analyzer == failureKey {
			what = "not analysed"
		}
		fmt.Fprintf(w, "     %s: %s\n", what, e)
	}
	for _, cat := range categories(ar.ByCategory) {
		c := ar.ByCategory[cat]
		fmt.Fprintf(w, "     %-24s true %3d  false %3d  NEW %3d\n", cat, c.True, c.False, c.New)
	}
	if len(ar.Hazards) > 0 {
		fmt.Fprintf(w, "     hazards found %d/%d\n", ar.HazardsFound(), len(ar.Hazards))
		for _, h := range ar.Hazards {
			if !h.Found {
				fmt.Fprintf(w, "       missed %s at %s\n", h.ID, strings.Join(h.At, ", "))
			}
		}
	}
	writeFalse(w, ar)
}

// writeFalse lists the run's findings judged false, each with its claim
// and the triage's reason: what the engine still gets wrong, and why.
func writeFalse(w io.Writer, ar *AgentRun) {
	var lines []string
	for _, j := range ar.Findings {
		if j.Verdict != verdictFalse {
			continue
		}
		lines = append(lines, fmt.Sprintf("       %s:%d %s%s\n         because %s", j.File, j.Line, j.Category, saysSuffix(j.Says), j.Reason))
	}
	if len(lines) > 0 {
		fmt.Fprintf(w, "     judged false (%d):\n%s\n", len(lines), strings.Join(lines, "\n"))
	}
}

// saysSuffix is " says CLAIM" for a report line, "" when there is no claim.
func saysSuffix(says string) string {
	if says == "" {
		return ""
	}
	return fmt.Sprintf(" says %q", says)
}

// writeNew prints every NEW finding: the default run's, then those only
// the configured run reports (the same key with another claim is another
// finding). A CHANGED one — its key has entries, but for other claims —
// is followed by its claim now and each entry's claim and verdict.
func writeNew(w io.Writer, res *RepoResult) {
	seen := map[claimKey]bool{}
	var lines []string
	n := 0
	for _, ar := range []*AgentRun{res.Default, res.Configured} {
		if ar == nil {
			continue
		}
		for _, j := range ar.Findings {
			ck := claimKey{j.Key(), j.Says}
			if j.Verdict != verdictNew || seen[ck] {
				continue
			}
			seen[ck] = true
			n++
			changed := ""
			if len(j.Changed) > 0 {
				changed = "CHANGED "
			}
			lines = append(lines, fmt.Sprintf("     [%s] %s%s:%d %s %s", ar.Mode, changed, j.File, j.Line, j.Category, j.Message))
			if len(j.Changed) > 0 {
				lines = append(lines, fmt.Sprintf("       now says %q", j.Says))
				for _, e := range j.Changed {
					v := e.Verdict
					if v == "" {
						v = `""`
					}
					lines = append(lines, fmt.Sprintf("       was says %q: verdict %s", e.Says, v))
				}
			}
		}
	}
	if n > 0 {
		fmt.Fprintf(w, "   NEW findings (%d):\n%s\n", n, strings.Join(lines, "\n"))
	}
}

// categories returns the keys of m, sorted.
func categories(m map[string]*Counts) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func goStatus(r *Run) string {
	switch {
	case r.TimedOut:
		return "timeout"
	case r.Err != "":
		return "not run: " + r.Err
	case r.Signal != "":
		return "killed by " + r.Signal
	case r.Exit == 0:
		return "ok"
	}
	first, _, _ := strings.Cut(r.StderrHead, "\n")
	return fmt.Sprintf("exit %d: %s", r.Exit, first)
}

func secs(r *Run) string { return fmt.Sprintf("%.1fs", r.Wall.Seconds()) }

func mb(r *Run) string { return fmt.Sprintf("%.0f MB", float64(r.MaxRSSKB)/1024) }

// costRatios are agentvet's wall time and peak RSS over go vet's, or –
// when they would compare nothing: an agentvet run that analysed nothing,
// or a go vet that vetted nothing (a dependency the go command could not
// download stops go vet before any package, where agentvet analyses all
// the packages that do not need it).
func costRatios(res *RepoResult, ar *AgentRun) (wall, rss string) {
	if res.Vet == nil || !ar.loaded() || res.VetProcesses != nil && *res.VetProcesses == 0 {
		return "–", "–"
	}
	return ratio(ar.Run.Wall.Seconds(), res.Vet.Wall.Seconds()), ratio(float64(ar.Run.MaxRSSKB), float64(res.Vet.MaxRSSKB))
}

// ratio prints a/b, or – when b is zero.
func ratio(a, b float64) string {
	if b == 0 {
		return "–"
	}
	return fmt.Sprintf("%.2f", a/b)
}
