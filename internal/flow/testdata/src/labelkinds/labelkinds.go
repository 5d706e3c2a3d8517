// Package labelkinds: a label set is capped for text and for placeholders apart (labels.go):
// each kind loses something else when cut. trpc-agent-go's skills
// processor builds the skills overview from its configuration (thirty-odd
// paths of its receiver and invocation, each a parameter label) and the
// skill summaries (text), and stores it in the request's system message;
// one cap for both, in source order, cut the summaries, and text first
// would have cut the parameters, whose flows carry a caller's text on.
package labelkinds

import "roleclosure"

// Request is a request the processors fill; each case has its own type,
// so what one stores in its fields is not another's.
type Request struct{ Messages []roleclosure.Message }

// SettingsRequest is the benign case's request.
type SettingsRequest struct{ Messages []roleclosure.Message }

// NoteRequest is the request labelkindsuse fills.
type NoteRequest struct{ Messages []roleclosure.Message }

// Settings is a processor's configuration: every field a parameter path.
type Settings struct {
	S0  string
	S1  string
	S2  string
	S3  string
	S4  string
	S5  string
	S6  string
	S7  string
	S8  string
	S9  string
	S10 string
	S11 string
	S12 string
	S13 string
	S14 string
	S15 string
	S16 string
	S17 string
	S18 string
	S19 string
	S20 string
	S21 string
	S22 string
	S23 string
	S24 string
	S25 string
	S26 string
	S27 string
	S28 string
	S29 string
}

//agentvet:producer origin=web:skill
func Skill() string { return "" }

// addOverview stores the overview: the settings and a skill summary.
func addOverview(s *Settings, req *Request) {
	text := s.S0 + s.S1 + s.S2 + s.S3 + s.S4 + s.S5 + s.S6 + s.S7 + s.S8 + s.S9 + s.S10 + s.S11 + s.S12 + s.S13 + s.S14 + s.S15 + s.S16 + s.S17 + s.S18 + s.S19 + s.S20 + s.S21 + s.S22 + s.S23 + s.S24 + s.S25 + s.S26 + s.S27 + s.S28 + s.S29 + Skill()
	req.Messages = append(req.Messages, roleclosure.NewSystemMessage(text))
}

// HazardOverviewBesideSettings: the skill summary stored beside thirty
// parameter paths reaches the system prompt.
func HazardOverviewBesideSettings(s *Settings) {
	req := &Request{}
	addOverview(s, req)
	roleclosure.Convert(req.Messages) // want "web:skill.*the system prompt"
}

// BenignSettingsOnly: the overview of the settings alone is the
// operator's text.
func BenignSettingsOnly(s *Settings) {
	req := &SettingsRequest{}
	req.Messages = append(req.Messages, roleclosure.NewSystemMessage(s.S0+s.S1+s.S2+s.S3+s.S4+s.S5+s.S6+s.S7+s.S8+s.S9+s.S10+s.S11+s.S12+s.S13+s.S14+s.S15+s.S16+s.S17+s.S18+s.S19+s.S20+s.S21+s.S22+s.S23+s.S24+s.S25+s.S26+s.S27+s.S28+s.S29))
	roleclosure.Convert(req.Messages)
}

// summaryN returns a skill summary: thirty sources to this package (one
// path each), one to its importers (a fact keeps one path per producer).
func summary0() string  { return Skill() }
func summary1() string  { return Skill() }
func summary2() string  { return Skill() }
func summary3() string  { return Skill() }
func summary4() string  { return Skill() }
func summary5() string  { return Skill() }
func summary6() string  { return Skill() }
func summary7() string  { return Skill() }
func summary8() string  { return Skill() }
func summary9() string  { return Skill() }
func summary10() string { return Skill() }
func summary11() string { return Skill() }
func summary12() string { return Skill() }
func summary13() string { return Skill() }
func summary14() string { return Skill() }
func summary15() string { return Skill() }
func summary16() string { return Skill() }
func summary17() string { return Skill() }
func summary18() string { return Skill() }
func summary19() string { return Skill() }
func summary20() string { return Skill() }
func summary21() string { return Skill() }
func summary22() string { return Skill() }
func summary23() string { return Skill() }
func summary24() string { return Skill() }
func summary25() string { return Skill() }
func summary26() string { return Skill() }
func summary27() string { return Skill() }
func summary28() string { return Skill() }
func summary29() string { return Skill() }

// AddSummaries stores thirty skill summaries and the note it is handed.
func AddSummaries(req *NoteRequest, note string) {
	text := summary0() + summary1() + summary2() + summary3() + summary4() + summary5() + summary6() + summary7() + summary8() + summary9() + summary10() + summary11() + summary12() + summary13() + summary14() + summary15() + summary16() + summary17() + summary18() + summary19() + summary20() + summary21() + summary22() + summary23() + summary24() + summary25() + summary26() + summary27() + summary28() + summary29() + note
	req.Messages = append(req.Messages, roleclosure.NewSystemMessage(text))
}
