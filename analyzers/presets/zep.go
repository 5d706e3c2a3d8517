package presets

import "github.com/agentvet/agentvet/internal/policy"

const (
	zepRoot   = "github.com/getzep/zep-go"
	zepMemory = zepRoot + "/memory"
)

// zep covers github.com/getzep/zep-go, the client of the Zep memory
// service, at the version langchaingo v0.1.14 requires. What Zep writes
// itself is derived third-party text: a session's facts, summaries and
// synthesized question are written by Zep's own model from conversations
// that held tool output, and a search returns stored text by relevance, to
// be placed wherever the program puts what it recalls (langchaingo's Zep
// chat history puts the facts and the summary in a system message).
//
// A session's stored messages (Memory.Messages, GetSessionMessages) are
// not: they are the conversation's own turns, replayed with the roles
// they were stored with, and each was placed, and checked, when it was
// first sent; a user's turn is the user's and a model's reply replayed as
// its turn stays benign (langchaingo's replay, real-code triage: its user
// and assistant messages were reported as third-party). An application
// that pastes the stored history into its system prompt is therefore not
// reported for the tool output the history holds. The version has no
// graph API; the document client's collection search is not a memory.
func zep() policy.Preset {
	p := policy.Preset{
		Name:     "zep",
		Module:   zepRoot,
		Version:  "v1.0.4",
		Packages: []string{zepRoot, zepMemory},
	}
	calls := []clientCall{
		{"Search", "memory:zep", "Zep memory search results"},
		{"SearchSessions", "memory:zep", "Zep session search results"},
		{"GetSummaries", "memory:zep", "Zep session summaries"},
		{"SynthesizeQuestion", "memory:zep", "Zep question synthesized from stored messages"},
	}
	for _, c := range calls {
		p.Producers = append(p.Producers,
			produces(ptrMethod(zepMemory, "Client", c.method), c.origin, c.what+" (zep-go memory.Client."+c.method+")"))
	}
	// Get's memory: the parts Zep wrote, not the stored turns beside them.
	p.Producers = append(p.Producers, typeProducer(zepRoot, "Memory", "memory:zep", "zep-go Memory", "Facts", "Summary", "RelevantSummaries")...)
	return p
}
