package presets

import "github.com/agentvet/agentvet/internal/policy"

const (
	trpcA2AModule   = "trpc.group/trpc-go/trpc-a2a-go"
	trpcA2AClient   = trpcA2AModule + "/client"
	trpcA2AProtocol = trpcA2AModule + "/protocol"
	trpcA2AServer   = trpcA2AModule + "/server"
	trpcA2ATasks    = trpcA2AModule + "/taskmanager"
)

// trpcA2AGoFamily covers trpc.group/trpc-go/trpc-a2a-go, the A2A SDK of
// tRPC-Go (trpc-agent-go's remote agents), at its latest release; the
// unreleased commits real agents pin after it kept these names.
func trpcA2AGoFamily() family {
	return single(trpcA2AGo("v0.2.5"), "trpc")
}

// trpcA2AGo is the trpc-a2a-go table at version: as for a2a-go, another
// agent's replies, its tasks and their artifacts, and its agent card
// (name, description, skills) are third-party text, by the A2AClient call
// that returns them and by the type that carries them wherever it comes
// from; a server's MessageProcessor receives a calling peer's message as
// its argument, and its TaskHandler returns the conversation with it.
func trpcA2AGo(version string) policy.Preset {
	p := policy.Preset{
		Name:     "trpc-a2a-go",
		Module:   trpcA2AModule,
		Version:  version,
		Packages: []string{trpcA2AProtocol, trpcA2AClient, trpcA2AServer, trpcA2ATasks},
	}
	calls := []clientCall{
		{"SendMessage", "a2a:peer-reply", "A2A peer reply"},
		{"StreamMessage", "a2a:peer-reply", "A2A peer reply"},
		{"GetTasks", "a2a:task", "A2A task"},
		{"CancelTasks", "a2a:task", "A2A task"},
		{"ResubscribeTask", "a2a:task", "A2A task"},
		{"GetAgentCard", "a2a:agent-card", "A2A agent card"},
		{"GetAuthenticatedExtendedCard", "a2a:agent-card", "A2A agent card"},
	}
	for _, c := range calls {
		p.Producers = append(p.Producers,
			produces(ptrMethod(trpcA2AClient, "A2AClient", c.method), c.origin, c.what+" (trpc-a2a-go A2AClient."+c.method+")"))
	}
	p.Producers = append(p.Producers,
		callback(method(trpcA2ATasks, "MessageProcessor", "ProcessMessage"), []int{1},
			"a2a:message", "A2A peer message (trpc-a2a-go MessageProcessor.ProcessMessage)"),
		produces(method(trpcA2ATasks, "TaskHandler", "GetMessageHistory"),
			"a2a:message", "A2A conversation history (trpc-a2a-go TaskHandler.GetMessageHistory)"),
	)
	p.Producers = append(p.Producers, typeProducer(trpcA2AProtocol, "Message", "a2a:message", "trpc-a2a-go protocol.Message", "Parts")...)
	p.Producers = append(p.Producers, typeProducer(trpcA2AProtocol, "TextPart", "a2a:message", "trpc-a2a-go protocol.TextPart", "Text")...)
	p.Producers = append(p.Producers, typeProducer(trpcA2AProtocol, "DataPart", "a2a:message", "trpc-a2a-go protocol.DataPart", "Data")...)
	p.Producers = append(p.Producers, typeProducer(trpcA2AProtocol, "FilePart", "a2a:message", "trpc-a2a-go protocol.FilePart", "File")...)
	p.Producers = append(p.Producers, typeProducer(trpcA2AProtocol, "Task", "a2a:task", "trpc-a2a-go protocol.Task", "History", "Artifacts")...)
	p.Producers = append(p.Producers, typeProducer(trpcA2AProtocol, "TaskStatus", "a2a:task", "trpc-a2a-go protocol.TaskStatus", "Message")...)
	p.Producers = append(p.Producers, typeProducer(trpcA2AProtocol, "Artifact", "a2a:artifact", "trpc-a2a-go protocol.Artifact", "Name", "Description", "Parts")...)
	p.Producers = append(p.Producers, typeProducer(trpcA2AServer, "AgentCard", "a2a:agent-card", "trpc-a2a-go server.AgentCard", "Name", "Description", "Skills")...)
	p.Producers = append(p.Producers, typeProducer(trpcA2AServer, "AgentSkill", "a2a:agent-card", "trpc-a2a-go server.AgentSkill", "Name", "Description", "Examples", "Tags")...)
	return p
}
