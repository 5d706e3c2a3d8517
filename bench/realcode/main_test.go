package main

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// -rejudge: the results of a run survive the JSON round trip and are
// judged again against the triage files as they are now.
func TestReadResultsRejudge(t *testing.T) {
	dir := t.TempDir()
	fs := []Finding{{File: "a.go", Line: 3, Category: "taintflow", Message: "m"}, {File: "b.go", Line: 1, Category: "fencecheck", Message: "n"}}
	run := &AgentRun{Mode: "default", Status: "ok", Run: Run{Wall: time.Second}, Comparison: compare(fs, &Triage{})}
	results := &Results{Repos: []*RepoResult{
		{Name: "one", Default: run},
		{Name: "two", Error: "no snapshot"},
	}}
	path := filepath.Join(dir, "results.json")
	if err := writeJSON(path, results); err != nil {
		t.Fatal(err)
	}
	triageDir := filepath.Join(dir, "triage")
	if err := os.MkdirAll(triageDir, 0o755); err != nil {
		t.Fatal(err)
	}
	const triage = "findings:\n  - {file: a.go, line: 3, analyzer: taintflow, verdict: \"true\"}\nhazards:\n  - {id: H1, at: [\"b.go:1\"]}\n"
	if err := os.WriteFile(filepath.Join(triageDir, "one.yaml"), []byte(triage), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := readResults(path, []Repo{{Name: "one"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Repos) != 1 || got.Repos[0].Name != "one" {
		t.Fatalf("-only kept %d repos", len(got.Repos))
	}
	res := got.Repos[0]
	judge(res, triageDir)
	if want := (Counts{True: 1, New: 1}); res.Default.Total != want {
		t.Errorf("total %+v, want %+v", res.Default.Total, want)
	}
	if res.Default.HazardsFound() != 1 || len(res.Default.Hazards) != 1 {
		t.Errorf("hazards %+v", res.Default.Hazards)
	}
	if res.Default.Findings[0].Message != "m" {
		t.Errorf("findings lost their messages: %+v", res.Default.Findings)
	}
}
