package main

import (
	"reflect"
	"strings"
	"testing"
)

func TestCompare(t *testing.T) {
	tr := &Triage{
		Findings: []TriageFinding{
			{File: "a.go", Line: 1, Analyzer: "taintflow", Verdict: "true"},
			{File: "a.go", Line: 2, Analyzer: "taintflow", Verdict: "false"},
			{File: "a.go", Line: 3, Analyzer: "fencecheck", Verdict: ""},      // listed, not judged
			{File: "a.go", Line: 1, Analyzer: "fencecheck", Verdict: "false"}, // same line, other category
			{File: "gone.go", Line: 9, Analyzer: "taintflow", Verdict: "true"},
		},
		Hazards: []Hazard{
			{ID: "H1", At: []string{"a.go:1"}},              // found by a true finding
			{ID: "H2", At: []string{"a.go:2"}},              // only a false finding there: missed
			{ID: "H3", At: []string{"x.go:7", "b.go:5"}},    // found by a NEW finding at its second line
			{ID: "H4", At: []string{"a.go:3"}},              // found by a listed, unjudged one
			{ID: "H5", At: []string{"gone.go:9", "a.go:4"}}, // nothing there
		},
	}
	fs := []Finding{
		{File: "a.go", Line: 1, Category: "taintflow", Message: "m1"},
		{File: "a.go", Line: 2, Category: "taintflow", Message: "m2"},
		{File: "a.go", Line: 3, Category: "fencecheck", Message: "m3"},
		{File: "a.go", Line: 2, Category: "fencecheck", Message: "m4"}, // a.go:2 fencecheck has no entry
		{File: "b.go", Line: 5, Category: "taintflow/argv", Message: "m5"},
	}
	c := compare(fs, tr)
	var verdicts []string
	var listed []bool
	for _, j := range c.Findings {
		verdicts = append(verdicts, j.Verdict)
		listed = append(listed, j.Listed)
	}
	if want := []string{"true", "false", "new", "new", "new"}; !reflect.DeepEqual(verdicts, want) {
		t.Errorf("verdicts %v, want %v", verdicts, want)
	}
	if want := []bool{true, true, true, false, false}; !reflect.DeepEqual(listed, want) {
		t.Errorf("listed %v, want %v", listed, want)
	}
	if want := (Counts{True: 1, False: 1, New: 3}); c.Total != want {
		t.Errorf("total %+v, want %+v", c.Total, want)
	}
	if got, want := *c.ByCategory["fencecheck"], (Counts{New: 2}); got != want {
		t.Errorf("fencecheck %+v, want %+v", got, want)
	}
	if got, want := *c.ByCategory["taintflow"], (Counts{True: 1, False: 1}); got != want {
		t.Errorf("taintflow %+v, want %+v", got, want)
	}
	found := map[string]bool{}
	for _, h := range c.Hazards {
		found[h.ID] = h.Found
	}
	// H2: the false taintflow finding at a.go:2 does not count, but the
	// NEW fencecheck finding on the same line does.
	if want := map[string]bool{"H1": true, "H2": true, "H3": true, "H4": true, "H5": false}; !reflect.DeepEqual(found, want) {
		t.Errorf("found %v, want %v", found, want)
	}
	if got := c.HazardsFound(); got != 4 {
		t.Errorf("HazardsFound = %d, want 4", got)
	}
	if got := c.Hazards[1].By; !reflect.DeepEqual(got, []string{"a.go:2 fencecheck"}) {
		t.Errorf("H2 found by %q", got)
	}

	// Unmatched: judged entries no run reports; the unjudged one at
	// a.go:3 is not listed, the false fencecheck one at a.go:1 is.
	un := unmatched(tr, fs)
	var keys []Key
	for _, e := range un {
		keys = append(keys, e.Key())
	}
	want := []Key{{"a.go", 1, "fencecheck"}, {"gone.go", 9, "taintflow"}}
	if !reflect.DeepEqual(keys, want) {
		t.Errorf("unmatched %v, want %v", keys, want)
	}
	if un := unmatched(tr, fs, []Finding{{File: "gone.go", Line: 9, Category: "taintflow"}}); len(un) != 1 {
		t.Errorf("a finding of the configured run matches too: got %v", un)
	}
}

// A false verdict hides its finding from the hazard only for its own
// category.
func TestCompareFalseDoesNotFind(t *testing.T) {
	tr := &Triage{
		Findings: []TriageFinding{{File: "a.go", Line: 2, Analyzer: "taintflow", Verdict: "false"}},
		Hazards:  []Hazard{{ID: "H1", At: []string{"a.go:2"}}},
	}
	c := compare([]Finding{{File: "a.go", Line: 2, Category: "taintflow"}}, tr)
	if c.HazardsFound() != 0 {
		t.Errorf("a finding judged false found %+v", c.Hazards)
	}
}

func TestSummarize(t *testing.T) {
	run := func(tr, fa, nw, found, total int) *AgentRun {
		c := &Comparison{Total: Counts{tr, fa, nw}}
		for i := range total {
			c.Hazards = append(c.Hazards, HazardResult{Found: i < found})
		}
		return &AgentRun{Comparison: c, Status: "ok"}
	}
	results := []*RepoResult{
		{Name: "a", Default: run(2, 1, 5, 1, 3), Configured: run(3, 0, 1, 2, 3)},
		{Name: "b", Default: run(0, 0, 0, 0, 2)},
		{Name: "c", Heldout: true, Default: run(1, 1, 0, 1, 1)},
		{Name: "d", Error: "no snapshot"},
	}
	g := summarize(results)
	want := []Group{
		{Name: "default", Repos: 2, Counts: Counts{2, 1, 5}, HazardsFound: 1, HazardsTotal: 5},
		{Name: "configured", Repos: 1, Counts: Counts{3, 0, 1}, HazardsFound: 2, HazardsTotal: 3},
		{Name: "held-out default", Repos: 1, Counts: Counts{1, 1, 0}, HazardsFound: 1, HazardsTotal: 1},
		{Name: "held-out configured"},
	}
	if !reflect.DeepEqual(g, want) {
		t.Errorf("got %+v\nwant %+v", g, want)
	}
	line := summaryLine(g)
	if want := "summary: default (2 repos): precision 2/3 = 67% (NEW 5), recall 1/5 = 20% | configured (1 repos): precision 3/3 = 100% (NEW 1), recall 2/3 = 67% | held-out default (1 repos): precision 1/2 = 50% (NEW 0), recall 1/1 = 100% | held-out configured: no runs"; line != want {
		t.Errorf("summary:\n got %s\nwant %s", line, want)
	}
}

// TestHazardOrigins: at a hazard's shared line only a finding that claims
// its position and names one of its origins finds it; at its at: lines
// any finding does.
func TestHazardOrigins(t *testing.T) {
	tr := &Triage{Hazards: []Hazard{
		{ID: "H1", Position: "system", Shared: []string{"f.go:9"}, Origins: []string{"summary:session"}},
		{ID: "H2", Position: "system", Shared: []string{"f.go:9"}, Origins: []string{"web:skill"}},
		{ID: "H3", Position: "tool-name", Shared: []string{"f.go:9"}, Origins: []string{"summary:session"}},
		{ID: "H4", Position: "tool-name", At: []string{"f.go:9"}, Origins: []string{"web:skill"}}, // an at: line: any finding there
	}}
	fs := []Finding{
		{File: "f.go", Line: 9, Category: "taintflow", Says: "system at x.S from memory:extracted, summary:session"},
		{File: "f.go", Line: 9, Category: "taintflow", Says: "tool-description at x.D from web:skill"},
	}
	c := compare(fs, tr)
	found := map[string]bool{}
	for _, h := range c.Hazards {
		found[h.ID] = h.Found
	}
	if want := map[string]bool{"H1": true, "H2": false, "H3": false, "H4": true}; !reflect.DeepEqual(found, want) {
		t.Errorf("found %v, want %v", found, want)
	}
}

// TestHazardProducers: a hazard whose shared lines list producers is found
// there only by a finding that names one of them; the same claim from
// another producer line of the same origin does not find it.
func TestHazardProducers(t *testing.T) {
	tr := &Triage{Hazards: []Hazard{
		{ID: "overview", Position: "system", Shared: []string{"f.go:9"}, Origins: []string{"web:skill"}, Producers: []string{"skills.go:923"}},
		{ID: "body", Position: "system", Shared: []string{"f.go:9"}, Origins: []string{"web:skill"}, Producers: []string{"load.go:309"}},
		{ID: "any", Position: "system", Shared: []string{"f.go:9"}, Origins: []string{"web:skill"}},
	}}
	fs := []Finding{{File: "f.go", Line: 9, Category: "taintflow", Says: "system at x.S from web:skill", From: []string{"a.go:1", "skills.go:923"}}}
	c := compare(fs, tr)
	found := map[string]bool{}
	for _, h := range c.Hazards {
		found[h.ID] = h.Found
	}
	if want := map[string]bool{"overview": true, "body": false, "any": true}; !reflect.DeepEqual(found, want) {
		t.Errorf("found %v, want %v", found, want)
	}
}

// The report lists each finding judged false with its claim and the
// triage's reason, and none judged true or NEW.
func TestReportListsFalseWithReasons(t *testing.T) {
	tr := &Triage{Findings: []TriageFinding{
		{File: "a.go", Line: 1, Analyzer: "taintflow", Says: "system at X from mcp:tool-list", Verdict: "false", Reason: "the tool list reaches only the tools"},
		{File: "a.go", Line: 2, Analyzer: "taintflow", Verdict: "true", Reason: "a real flow"},
	}}
	fs := []Finding{
		{File: "a.go", Line: 1, Category: "taintflow", Says: "system at X from mcp:tool-list"},
		{File: "a.go", Line: 2, Category: "taintflow"},
		{File: "a.go", Line: 3, Category: "fencecheck"},
	}
	ar := &AgentRun{Mode: "default", Comparison: compare(fs, tr)}
	if got := ar.Findings[0].Reason; got != "the tool list reaches only the tools" {
		t.Errorf("false finding's reason %q", got)
	}
	var b strings.Builder
	writeFalse(&b, ar)
	want := "     judged false (1):\n" +
		"       a.go:1 taintflow says \"system at X from mcp:tool-list\"\n" +
		"         because the tool list reaches only the tools\n"
	if b.String() != want {
		t.Errorf("writeFalse wrote\n%s\nwant\n%s", b.String(), want)
	}
	b.Reset()
	writeFalse(&b, &AgentRun{Comparison: compare(fs[1:], tr)})
	if b.Len() != 0 {
		t.Errorf("no false finding, yet writeFalse wrote %q", b.String())
	}
}
