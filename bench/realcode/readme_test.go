package main

import (
	"strings"
	"testing"
	"time"
)

func TestRewriteSection(t *testing.T) {
	const body = "| table |\n\n- summary\n"
	const section = beginMarker + "\n| table |\n\n- summary\n" + endMarker
	for name, tc := range map[string]struct{ in, want string }{
		"replace": {
			"# x\n\n" + heading + "\n\n" + beginMarker + "\nold\nlines\n" + endMarker + "\n\n## Later\n",
			"# x\n\n" + heading + "\n\n" + section + "\n\n## Later\n",
		},
		"heading, no markers": {
			"# x\n\n" + heading + "\n\nhand-written text\n\n## Later\n",
			"# x\n\n" + heading + "\n\n" + section + "\n\nhand-written text\n\n## Later\n",
		},
		"nothing yet": {
			"# x\n\n## Design\n\ntext",
			"# x\n\n## Design\n\ntext\n\n" + heading + "\n\n" + section + "\n",
		},
		"heading in text is not a heading": {
			"say " + heading + " here\n",
			"say " + heading + " here\n\n" + heading + "\n\n" + section + "\n",
		},
	} {
		got, err := rewriteSection(tc.in, body)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if got != tc.want {
			t.Errorf("%s:\n got %q\nwant %q", name, got, tc.want)
		}
		// Rewriting again with the same body changes nothing.
		if again, err := rewriteSection(got, body); err != nil || again != got {
			t.Errorf("%s: not stable: %q, %v", name, again, err)
		}
	}
	for _, bad := range []string{"a\n" + beginMarker + "\nb\n", "a\n" + endMarker + "\n" + beginMarker + "\n"} {
		if _, err := rewriteSection(bad, body); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

func TestReadmeSection(t *testing.T) {
	judged := &Comparison{
		ByCategory: map[string]*Counts{"taintflow": {True: 2, False: 1}, "fencecheck": {New: 3}},
		Total:      Counts{True: 2, False: 1, New: 3},
		Hazards:    []HazardResult{{ID: "H1", Found: true}, {ID: "H2"}},
	}
	results := []*RepoResult{
		{
			Name: "a",
			Vet:  &Run{Wall: 10 * time.Second, MaxRSSKB: 100 << 10},
			Default: &AgentRun{Mode: "default", Status: "ok", Comparison: judged,
				Run: Run{Wall: 15 * time.Second, MaxRSSKB: 250 << 10}},
		},
		{
			Name: "b", Heldout: true,
			Vet: &Run{Wall: 4 * time.Second, MaxRSSKB: 50 << 10},
			Default: &AgentRun{Mode: "default", Status: "load failed (exit 3)", Comparison: compare(nil, &Triage{Hazards: []Hazard{{ID: "H1"}}}),
				Run: Run{Wall: 2 * time.Second, MaxRSSKB: 25 << 10}},
		},
		{Name: "c", Error: "no snapshot"},
	}
	got := readmeSection(results, summarize(results), "2026-12-03")
	for _, want := range []string{
		"| a | default | ok | fencecheck 0/0/3, taintflow 2/1/0 | 67% | 1/2 | 1.50 | 2.50 |\n",
		"| b (held out) | default | load failed (exit 3) | – | – | 0/1 | – | – |\n",
		"| c | – | not run | – | – | – | – | – |\n",
		"- default (1 repos): precision 2/3 = 67% (NEW 3), recall 1/2 = 50%\n",
		"- held-out default (1 repos): precision 0/0 (NEW 0), recall 0/1 = 0%\n",
		"(2026-12-03)",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("section lacks %q:\n%s", want, got)
		}
	}
}

func TestCostRatios(t *testing.T) {
	ar := &AgentRun{Status: "partial: 2 packages not analysed (exit 3)", Run: Run{Wall: 6 * time.Second, MaxRSSKB: 300}}
	zero, some := 0, 40
	for _, tc := range []struct {
		vet        *Run
		processes  *int
		wall, rss  string
		whatItSays string
	}{
		{&Run{Exit: 0, Wall: 3 * time.Second, MaxRSSKB: 100}, &some, "2.00", "3.00", "go vet ok"},
		{&Run{Exit: 1, Wall: 3 * time.Second, MaxRSSKB: 600}, &some, "2.00", "0.50", "go vet vetted, failing on a package"},
		{&Run{Exit: 1, Wall: time.Second, MaxRSSKB: 30}, &zero, "–", "–", "go vet stopped before vetting"},
		{&Run{Exit: 0, Wall: 3 * time.Second, MaxRSSKB: 100}, nil, "2.00", "3.00", "results from before the count"},
		{nil, nil, "–", "–", "no go vet run"},
	} {
		wall, rss := costRatios(&RepoResult{Vet: tc.vet, VetProcesses: tc.processes}, ar)
		if wall != tc.wall || rss != tc.rss {
			t.Errorf("%s: got %s, %s; want %s, %s", tc.whatItSays, wall, rss, tc.wall, tc.rss)
		}
	}
	failed := &AgentRun{Status: "load failed (exit 3)", Run: Run{Wall: time.Second, MaxRSSKB: 1}}
	if wall, _ := costRatios(&RepoResult{Vet: &Run{Wall: time.Second, MaxRSSKB: 1}}, failed); wall != "–" {
		t.Errorf("agentvet analysed nothing: wall ratio %s", wall)
	}
}
