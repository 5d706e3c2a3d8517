package flow

import (
	"os"

	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/internal/report"
)

// Diagnostic renders f for a person: the message says what entered which
// position from which producer and what to do instead; Related carries the
// path, one hop per position.
func (f *Finding) Diagnostic() analysis.Diagnostic {
	d := analysis.Diagnostic{
		Pos:            f.Pos,
		End:            f.End,
		Category:       string(f.Category),
		Message:        f.Message,
		SuggestedFixes: f.Fixes,
	}
	for _, h := range f.Path {
		if h.Pos.IsValid() {
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: h.Pos, Message: h.What})
		}
	}
	return d
}

// Diagnostics returns the diagnostics of the findings in res whose category
// is one of cats, in the (deterministic) order of res.Findings. Findings an
// allow entry accepted are skipped.
func Diagnostics(res *Result, cats ...Category) []analysis.Diagnostic {
	var out []analysis.Diagnostic
	for i := range res.Findings {
		f := &res.Findings[i]
		for _, c := range cats {
			if f.Category != c {
				continue
			}
			d := f.Diagnostic()
			if f.Allowed != nil {
				// An operator's reviewed allow: not a finding, but SARIF
				// lists it as suppressed, with the reason and where the
				// allow was declared.
				if os.Getenv(report.ShowSuppressedEnv) != "1" {
					break
				}
				d.Category = report.SuppressedCategory
				d.Related = append(d.Related, analysis.RelatedInformation{Pos: f.Pos, Message: "suppressed: allowed by " + f.Allowed.Source + " (" + f.Allowed.Kind + " in " + string(f.Allowed.Position) + "): " + f.Allowed.Reason})
			}
			out = append(out, d)
			break
		}
	}
	return out
}
