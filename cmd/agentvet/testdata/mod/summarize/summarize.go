// Package summarize keeps a fetched page tainted, then launders it with
// taint.Unwrap into the system prompt: what unwrapaudit reports.
package summarize

import (
	"github.com/agentvet/agentvet/taint"

	"example.com/agentvetfixture/plugins"
)

// Summarize unwraps the page and concatenates it into the persona.
func Summarize(url string) {
	doc := taint.New(plugins.Fetch(url), "web:plugin-page")
	text := taint.Unwrap(doc)
	plugins.SetPersona("Summarize this page: " + text)
}

// Length unwraps only to count: not a finding, but an unwrap site.
func Length(doc taint.Value[string]) int {
	return len(taint.Unwrap(doc))
}
