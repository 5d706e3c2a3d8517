package presets

import "github.com/agentvet/agentvet/internal/policy"

const zepMemory = "github.com/getzep/zep-go/memory"

// zep covers github.com/getzep/zep-go, the client of the Zep memory
// service, at the version langchaingo v0.1.14 requires. What the memory
// client returns is derived third-party text: a session's stored messages
// hold tool output, and its facts, summaries and synthesized question are
// written by Zep's own model from them (langchaingo's Zep chat history
// puts the facts and the summary in a system message). The version has no
// graph API; the document client's collection search is not a memory.
func zep() policy.Preset {
	p := policy.Preset{
		Name:     "zep",
		Module:   "github.com/getzep/zep-go",
		Version:  "v1.0.4",
		Packages: []string{zepMemory},
	}
	calls := []clientCall{
		{"Get", "memory:zep", "Zep memory: facts, summary, messages"},
		{"Search", "memory:zep", "Zep memory search results"},
		{"SearchSessions", "memory:zep", "Zep session search results"},
		{"GetSessionMessages", "memory:zep", "Zep stored messages"},
		{"GetSessionMessage", "memory:zep", "Zep stored message"},
		{"GetSummaries", "memory:zep", "Zep session summaries"},
		{"SynthesizeQuestion", "memory:zep", "Zep question synthesized from stored messages"},
	}
	for _, c := range calls {
		p.Producers = append(p.Producers,
			produces(ptrMethod(zepMemory, "Client", c.method), c.origin, c.what+" (zep-go memory.Client."+c.method+")"))
	}
	return p
}
