package main

import (
	"bytes"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMedian(t *testing.T) {
	assert.Equal(t, int64(0), median(nil))
	assert.Equal(t, int64(5), median([]int64{9, 5, 1}))
	assert.Equal(t, int64(4), median([]int64{8, 2, 6, 1}), "mean of the middle two")
	xs := []int64{3, 1, 2}
	median(xs)
	assert.Equal(t, []int64{3, 1, 2}, xs, "the input is not sorted in place")
}

func TestRatio(t *testing.T) {
	assert.InDelta(t, 0.5, ratio(1, 2), 1e-9)
	assert.Zero(t, ratio(1, 0))
}

func TestSummarizeTakesEachMedianOnItsOwn(t *testing.T) {
	s := summarize([]Run{
		{Wall: 3 * time.Second, CPU: 1 * time.Second, ToolRSSKB: 300},
		{Wall: 1 * time.Second, CPU: 2 * time.Second, ToolRSSKB: 100},
		{Wall: 2 * time.Second, CPU: 3 * time.Second, ToolRSSKB: 200},
	})
	assert.Equal(t, 3, s.Runs)
	assert.Equal(t, 2*time.Second, s.Wall)
	assert.Equal(t, 2*time.Second, s.CPU)
	assert.Equal(t, int64(200), s.ToolRSSKB)
}

func TestWriteCorpusRatiosAndVerdicts(t *testing.T) {
	run := func(tool, sc string, cpu time.Duration, rss int64) Run {
		return Run{Tool: tool, Scenario: sc, Wall: cpu, CPU: cpu, ToolRSSKB: rss, ToolRuns: 10, DepRuns: 8}
	}
	cr := &CorpusResult{
		Prepared: &Prepared{Corpus: Corpus{Name: "c", Module: "example.com/c", Version: "v1.0.0"}, Dir: "/w/c", Packages: 2, Leaf: "/w/c/a/a.go"},
		Rounds:   1,
		Runs: []Run{
			run("go vet", "cold", 10*time.Second, 1000),
			run("floor", "cold", 8*time.Second, 800),
			run("agentvet", "cold", 9*time.Second, 1200),
			run("go vet", "rerun", time.Second, 0),
			run("agentvet", "rerun", 1050*time.Millisecond, 0),
		},
	}
	cr.Runs[2].Failures = []string{"example.com/c/a (exit 2): panic: boom"}
	var buf bytes.Buffer
	writeCorpus(&buf, cr, []string{"go vet", "floor", "agentvet"})
	out := buf.String()
	assert.Contains(t, out, "2 packages; a cold run starts 10 vettool processes, 8 of them")
	assert.Contains(t, out, "leaf file `a/a.go`")
	assert.Contains(t, out, "| go vet | cold | 0.90 | 0.90 | 1.20 |")
	assert.Contains(t, out, "| floor | cold | 1.12 | 1.12 | 1.50 |")
	assert.Contains(t, out, "- cold, cpu: agentvet ÷ go vet = 0.90 (target ≤ 1.00) met")
	assert.Contains(t, out, "- cold, cpu: agentvet ÷ floor = 1.12 (target ≤ 1.15) met")
	assert.Contains(t, out, "- cold, rss: agentvet ÷ go vet = 1.20 (target ≤ 1.00) MISSED")
	assert.Contains(t, out, "- rerun, cpu: agentvet ÷ go vet = 1.05 (target ≤ 1.10) met")
	assert.NotContains(t, out, "leaf, cpu", "no leaf runs, no leaf verdict")
	assert.Contains(t, out, "1 failed vettool runs")
	assert.Contains(t, out, "agentvet cold r0: example.com/c/a (exit 2): panic: boom")

	buf.Reset()
	writeLinearity(&buf, []*CorpusResult{cr}, []string{"go vet", "floor", "agentvet"})
	require.Contains(t, buf.String(), "| c | 2 | 10 | 10.00 | 1000.0 | 8.00 | 800.0 | 9.00 | 900.0 |")
}
