// Package labelkindsuse hands a page on as the note of
// labelkinds.AddSummaries, which stores it beside thirty skill summaries:
// the summary's flow of the note survives the cap on its labels (a flow
// into the request, as trpc-agent-go's request processors' flows are
// followed into the model adapter by llmflow).
package labelkindsuse

import (
	"labelkinds"
	"roleclosure"
)

// HazardNoteBesideSummaries: the page handed on as the note reaches the
// system prompt.
func HazardNoteBesideSummaries() {
	req := &labelkinds.NoteRequest{}
	labelkinds.AddSummaries(req, roleclosure.Page())
	roleclosure.Convert(req.Messages) // want "web:page.*the system prompt"
}
