package main

import (
	"sort"
	"time"
)

// Summary is the median of each figure over a set of runs of one tool in
// one scenario on one corpus. Each figure's median is taken on its own.
type Summary struct {
	Runs      int
	Wall      time.Duration
	CPU       time.Duration
	ToolCPU   time.Duration
	ToolRSSKB int64
	TreeRSSKB int64
	ToolRuns  int
	DepRuns   int
}

func summarize(runs []Run) Summary {
	pick := func(f func(Run) int64) int64 {
		xs := make([]int64, len(runs))
		for i, r := range runs {
			xs[i] = f(r)
		}
		return median(xs)
	}
	return Summary{
		Runs:      len(runs),
		Wall:      time.Duration(pick(func(r Run) int64 { return int64(r.Wall) })),
		CPU:       time.Duration(pick(func(r Run) int64 { return int64(r.CPU) })),
		ToolCPU:   time.Duration(pick(func(r Run) int64 { return int64(r.ToolCPU) })),
		ToolRSSKB: pick(func(r Run) int64 { return r.ToolRSSKB }),
		TreeRSSKB: pick(func(r Run) int64 { return r.TreeRSSKB }),
		ToolRuns:  int(pick(func(r Run) int64 { return int64(r.ToolRuns) })),
		DepRuns:   int(pick(func(r Run) int64 { return int64(r.DepRuns) })),
	}
}

// median returns the middle value of xs (the mean of the two middle values
// for an even count; 0 for none). xs is not modified.
func median(xs []int64) int64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]int64(nil), xs...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// ratio returns a/b, or 0 when b is 0.
func ratio(a, b int64) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// A Target is a bound on a ratio of agentvet to another tool.
type Target struct {
	Scenario string
	Other    string // "go vet" or "floor"
	Figure   string // "cpu", "wall" or "rss"
	Max      float64
}

// targets are the bounds: on a cold analysis cache agentvet costs
// no more CPU than go vet, at most 15% more than the floor, and its largest
// process is no bigger than go vet's; a rerun with no change or one changed
// leaf file costs at most 10% more than go vet's.
func targets() []Target {
	return []Target{
		{"cold", "go vet", "cpu", 1.0},
		{"cold", "floor", "cpu", 1.15},
		{"cold", "go vet", "rss", 1.0},
		{"rerun", "go vet", "cpu", 1.1},
		{"leaf", "go vet", "cpu", 1.1},
	}
}

// figure returns the named figure of s: rss is the largest vettool process.
func figure(s Summary, name string) int64 {
	switch name {
	case "cpu":
		return int64(s.CPU)
	case "wall":
		return int64(s.Wall)
	case "rss":
		return s.ToolRSSKB
	}
	return 0
}
