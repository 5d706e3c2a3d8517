package main

import (
	"bytes"
	"fmt"
	"io"
	"time"

	"github.com/agentvet/agentvet/bench/internal/benchenv"
)

// targetResult is a target's passes.
type targetResult struct {
	Target   Target
	Packages int
	Passes   []*vetResult // in the order of the passes
}

// writeReport prints the run as Markdown and reports whether it passed:
// no problem in any pass and, with more than one pass, every pass's JSON
// byte-identical to the first's.
func writeReport(w io.Writer, results []*targetResult, passes []pass, quick bool, driver string, g *benchenv.Go) bool {
	ok := true
	kind := "full"
	if quick {
		kind = "quick"
	}
	fmt.Fprintf(w, "## agentvet corpus run (%s, %s driver), %s\n\n", kind, driver, time.Now().UTC().Format("2006-01-02 15:04 MST"))
	fmt.Fprintf(w, "Machine: %s, shared with other work.\n\n", machine(g))
	fmt.Fprint(w, "| target | packages | vettool runs | diagnostics | largest agentvet process MB |")
	for _, p := range passes {
		fmt.Fprintf(w, " wall %s |", p.name)
	}
	fmt.Fprintln(w, " problems |")
	fmt.Fprint(w, "| --- | ---: | ---: | ---: | ---: |")
	for range passes {
		fmt.Fprint(w, " ---: |")
	}
	fmt.Fprintln(w, " ---: |")
	var pkgs, runs, diags, problems int
	walls := make([]time.Duration, len(passes))
	for _, tr := range results {
		first := tr.Passes[0]
		n := 0
		for _, v := range tr.Passes {
			n += v.problems()
		}
		fmt.Fprintf(w, "| %s | %d | %d | %d | %.0f |", tr.Target.Name, tr.Packages, first.ToolRuns, first.Diagnostics, float64(first.MaxRSSKB)/1024)
		for i, v := range tr.Passes {
			fmt.Fprintf(w, " %.1fs |", v.Wall.Seconds())
			walls[i] += v.Wall
		}
		fmt.Fprintf(w, " %d |\n", n)
		pkgs += tr.Packages
		runs += first.ToolRuns
		diags += first.Diagnostics
		problems += n
	}
	fmt.Fprintf(w, "| **total** | %d | %d | %d | |", pkgs, runs, diags)
	for _, d := range walls {
		fmt.Fprintf(w, " %.1fs |", d.Seconds())
	}
	fmt.Fprintf(w, " %d |\n\n", problems)

	if problems > 0 {
		ok = false
		fmt.Fprintln(w, "Problems:")
		fmt.Fprintln(w)
		for _, tr := range results {
			for i, v := range tr.Passes {
				where := tr.Target.Name + " pass " + passes[i].name
				if v.Exit != 0 && !(v.standalone && v.Exit == 1) {
					fmt.Fprintf(w, "- %s: exit status %d\n", where, v.Exit)
				}
				for _, s := range v.Failures {
					fmt.Fprintf(w, "- %s: failed run %s\n", where, s)
				}
				for _, s := range v.Errors {
					fmt.Fprintf(w, "- %s: analyzer error %s\n", where, s)
				}
				for _, s := range v.Stderr {
					fmt.Fprintf(w, "- %s: stderr: %s\n", where, s)
				}
			}
		}
		fmt.Fprintln(w)
	} else {
		if driver == "standalone" {
			fmt.Fprintln(w, "No panics, no internal errors, no analyzer errors, no exit status other than 0 or 1 (findings).")
		} else {
			fmt.Fprintln(w, "No panics, no internal errors, no analyzer errors, no failed vettool runs (dependencies included).")
		}
		fmt.Fprintln(w)
	}

	if len(passes) > 1 {
		same := true
		for _, tr := range results {
			for i := 1; i < len(tr.Passes); i++ {
				a, b := tr.Passes[0].Canonical, tr.Passes[i].Canonical
				if !bytes.Equal(a, b) {
					same = false
					line, x, y := firstDifference(a, b)
					fmt.Fprintf(w, "- NOT DETERMINISTIC: %s, pass %s vs %s, first difference at line %d:\n  `%s`\n  `%s`\n", tr.Target.Name, passes[0].name, passes[i].name, line, x, y)
				}
			}
		}
		if same {
			fmt.Fprintf(w, "Determinism: for every target the merged JSON of passes %s is byte-identical (%d passes, each with a cold vet cache; %s ran with GOMAXPROCS=1).\n", passNames(passes), len(passes), passes[len(passes)-1].name)
		} else {
			ok = false
		}
		fmt.Fprintln(w)
	}
	return ok
}

func passNames(passes []pass) string {
	var b bytes.Buffer
	for i, p := range passes {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(p.name)
	}
	return b.String()
}
