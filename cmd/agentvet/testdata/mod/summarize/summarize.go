// Package summarize keeps fetched pages tainted, then launders them with
// taint.Unwrap into instruction positions: what unwrapaudit reports.
package summarize

import (
	"github.com/agentvet/agentvet/guard"
	"github.com/agentvet/agentvet/taint"

	"example.com/agentvetfixture/plugins"
)

// Summarize unwraps the page and concatenates it into the persona.
func Summarize(url string) {
	doc := taint.New(plugins.Fetch(url), "web:plugin-page")
	text := taint.Unwrap(doc)
	plugins.SetPersona("Summarize this page: " + text)
}

// Brief puts an unwrapped value in the system slot of guard.Input as
// plain text: guard.Check can no longer see that it is third-party text.
func Brief(doc taint.Value[string]) (guard.Request, error) {
	return guard.Check(guard.Input{
		System: []guard.Text{guard.Plain(taint.Unwrap(doc))},
	})
}

// Length unwraps only to count: not a finding, but an unwrap site.
func Length(doc taint.Value[string]) int {
	return len(taint.Unwrap(doc))
}
