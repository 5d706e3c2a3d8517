package presets

import "github.com/agentvet/agentvet/internal/policy"

const (
	trpcAgentModule  = "trpc.group/trpc-go/trpc-agent-go"
	trpcAgentSession = trpcAgentModule + "/session"
	trpcAgentMemory  = trpcAgentModule + "/memory"
	trpcAgentSkill   = trpcAgentModule + "/skill"
)

// trpcAgentGoFamily covers trpc.group/trpc-go/trpc-agent-go, tRPC-Go's
// agent framework, at v1.11.2 (2026-08-20), the release closest to the
// commits real agents pin (the names below are the same at v1.11.0,
// v1.11.2 and main's 0e352fdd of 2026-08-21).
func trpcAgentGoFamily() family {
	return single(trpcAgentGo("v1.11.2"), "trpcagent")
}

// trpcAgentGo is the trpc-agent-go table at version: the framework's
// stores of derived third-party text, whatever backend holds them.
//
//   - A session summary is a model's compaction of the session's events,
//     which hold MCP and web tool results and A2A peers' replies.
//   - A session search (SearchableService.SearchEvents, the cross-session
//     recall) returns the raw text of past events: tool results, peer
//     replies.
//   - A memory is what a model extracted from such conversations (or a
//     tool call the model made wrote): memory.Memory.Memory wherever the
//     value comes from (Service.ReadMemories, SearchMemories, an Entry in a
//     field).
//   - A skill is a SKILL.md file, front matter, body and docs, whose root
//     may be an http(s) URL the repository downloads, or a directory the
//     evolution reviewer writes from session transcripts: what
//     skill.SummariesForContext and skill.GetForContext return, and what
//     a skill.Repository's Summaries and Get return when called directly.
//
// The table has producers only. The framework's own message and tool
// types (model.Message, tool.Declaration) are converted to an SDK's
// request by its model adapters, whose SDK sinks the other presets hold;
// declaring the framework types as sinks would report every internal
// step of that conversion. And it stands for no package (Packages is
// empty): trpc-agent-go's packages, its model adapters, flow processors,
// memory and session backends, are analysed like any code, and the
// packages of its rows make it relevant to their importers.
//
// On trpc-agent-go's own tree (bench/realcode) the rows find the memory
// extractor's prompt (stored memories put in its system message, H13)
// and the skill tools' enum of skill names (H17, through the repository
// rows). The summary and recall reach the system prompt at the flow's
// call lines (a request processor stores them in the *model.Request it is
// handed); the skill overview (H14) does not get there: the cap on a
// label set cuts it (docs/ARCHITECTURE.md, "Limits worth knowing").
func trpcAgentGo(version string) policy.Preset {
	p := policy.Preset{
		Name:     "trpc-agent-go",
		Module:   trpcAgentModule,
		Version:  version,
		Analysed: []string{trpcAgentSession, trpcAgentMemory, trpcAgentSkill},
	}
	p.Producers = typeProducer(trpcAgentSession, "Summary", "summary:session", "trpc-agent-go session summary, session.Summary", "Summary")
	p.Producers = append(p.Producers,
		produces(method(trpcAgentSession, "SearchableService", "SearchEvents"), "memory:session-recall",
			"recalled session events (trpc-agent-go session.SearchableService.SearchEvents)"))
	p.Producers = append(p.Producers,
		typeProducer(trpcAgentMemory, "Memory", "memory:extracted", "trpc-agent-go stored memory, memory.Memory", "Memory")...)
	p.Producers = append(p.Producers,
		produces(fn(trpcAgentSkill, "SummariesForContext"), "web:skill",
			"skill summaries, SKILL.md front matter (trpc-agent-go skill.SummariesForContext)"),
		produces(fn(trpcAgentSkill, "GetForContext"), "web:skill",
			"skill, SKILL.md body and docs (trpc-agent-go skill.GetForContext)"),
		// The repository read directly, as the framework's own skill
		// tools do: skill_load offers every skill's name as the enum of
		// its "skill" parameter (tool/skill/schema.go), a tool
		// description the model reads.
		produces(method(trpcAgentSkill, "Repository", "Summaries"), "web:skill",
			"skill summaries, SKILL.md front matter (trpc-agent-go skill.Repository.Summaries)"),
		produces(method(trpcAgentSkill, "Repository", "Get"), "web:skill",
			"skill, SKILL.md body and docs (trpc-agent-go skill.Repository.Get)"),
	)
	return p
}
