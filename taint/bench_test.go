package taint_test

import (
	"strconv"
	"testing"

	"github.com/agentvet/agentvet/taint"
)

// jsonLike returns a decoded-JSON-shaped value of exactly n visited nodes:
// objects of 9 scalar fields (10 nodes each) in one array, one of them
// wrapped.
func jsonLike(n int) any {
	rows := make([]any, 0, n/10)
	for i := range (n - 1) / 10 {
		row := map[string]any{}
		for j := range 9 {
			row["k"+strconv.Itoa(j)] = "v"
		}
		rows = append(rows, row)
		_ = i
	}
	rows[len(rows)/2] = map[string]any{"content": taint.New("x", "mcp:srv/tool")}
	return rows
}

func BenchmarkScan100kNodes(b *testing.B) {
	x := jsonLike(taint.MaxNodes)
	if r := taint.Scan(x); r.BoundExceeded || !r.Tainted {
		b.Fatalf("fixture: %+v", r)
	}
	b.ReportAllocs()
	for b.Loop() {
		taint.Scan(x)
	}
}
