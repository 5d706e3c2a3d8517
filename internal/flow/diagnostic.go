package flow

import (
	"slices"

	"github.com/agentvet/agentvet/internal/report"
)

// Take returns the findings of res whose category is one of cats, in the
// (deterministic) order of res.Findings: each analyzer takes the
// categories it owns (one flow, one finding).
func (res *Result) Take(cats ...Category) []report.Finding {
	var out []report.Finding
	for _, f := range res.Findings {
		if slices.Contains(cats, Category(f.Category)) {
			out = append(out, f)
		}
	}
	return out
}
