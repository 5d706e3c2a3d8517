package presets

import "github.com/agentvet/agentvet/internal/policy"

const (
	a2aModule    = "github.com/a2aproject/a2a-go"
	a2aPkg       = a2aModule + "/a2a"
	a2aClient    = a2aModule + "/a2aclient"
	a2aAgentCard = a2aModule + "/a2aclient/agentcard"
)

// a2aGo covers github.com/a2aproject/a2a-go: another agent's replies, its
// tasks and their artifacts, and its agent card (name, description,
// skills) are third-party text, by the client call that returns them and
// by the type that carries them wherever it comes from (a server's
// executor receives a peer's message in its request context).
func a2aGo() policy.Preset {
	p := policy.Preset{
		Name:     "a2a-go",
		Module:   a2aModule,
		Version:  "v0.3.3",
		Packages: []string{a2aPkg, a2aClient, a2aAgentCard},
	}
	calls := []clientCall{
		{"SendMessage", "a2a:peer-reply", "A2A peer reply"},
		{"SendStreamingMessage", "a2a:peer-reply", "A2A peer reply"},
		{"GetTask", "a2a:task", "A2A task"},
		{"CancelTask", "a2a:task", "A2A task"},
		{"ResubscribeToTask", "a2a:task", "A2A task"},
		{"GetAgentCard", "a2a:agent-card", "A2A agent card"},
	}
	for _, c := range calls {
		p.Producers = append(p.Producers, produces(ptrMethod(a2aClient, "Client", c.method), c.origin, c.what+" (a2aclient.Client."+c.method+")"))
	}
	p.Producers = append(p.Producers,
		produces(ptrMethod(a2aAgentCard, "Resolver", "Resolve"), "a2a:agent-card", "A2A agent card (agentcard.Resolver.Resolve)"))
	p.Producers = append(p.Producers, typeProducer(a2aPkg, "Message", "a2a:message", "a2a Message", "Parts")...)
	p.Producers = append(p.Producers, typeProducer(a2aPkg, "TextPart", "a2a:message", "a2a TextPart", "Text")...)
	p.Producers = append(p.Producers, typeProducer(a2aPkg, "DataPart", "a2a:message", "a2a DataPart", "Data")...)
	p.Producers = append(p.Producers, typeProducer(a2aPkg, "FilePart", "a2a:message", "a2a FilePart", "File")...)
	p.Producers = append(p.Producers, typeProducer(a2aPkg, "Task", "a2a:task", "a2a Task", "History", "Artifacts")...)
	p.Producers = append(p.Producers, typeProducer(a2aPkg, "TaskStatus", "a2a:task", "a2a TaskStatus", "Message")...)
	p.Producers = append(p.Producers, typeProducer(a2aPkg, "Artifact", "a2a:artifact", "a2a Artifact", "Name", "Description", "Parts")...)
	p.Producers = append(p.Producers, typeProducer(a2aPkg, "AgentCard", "a2a:agent-card", "a2a AgentCard", "Name", "Description", "Skills")...)
	p.Producers = append(p.Producers, typeProducer(a2aPkg, "AgentSkill", "a2a:agent-card", "a2a AgentSkill", "Name", "Description", "Examples", "Tags")...)
	return p
}
