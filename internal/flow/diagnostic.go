package flow

import (
	"golang.org/x/tools/go/analysis"
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
		if f.Allowed != nil {
			continue
		}
		for _, c := range cats {
			if f.Category == c {
				out = append(out, f.Diagnostic())
				break
			}
		}
	}
	return out
}
