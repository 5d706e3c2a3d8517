package presets

import "github.com/agentvet/agentvet/internal/policy"

const (
	agentSDKModule = "github.com/Ingenimax/agent-sdk-go"
	agentSDKPB     = agentSDKModule + "/pkg/grpc/pb"
)

// agentSDKGoFamily covers github.com/Ingenimax/agent-sdk-go, an agent
// framework whose agents call one another over its own gRPC service, at
// v0.2.34.
func agentSDKGoFamily() family {
	return single(agentSDKGo("v0.2.34"), "agentsdkgo")
}

// agentSDKGo is the agent-sdk-go table at version. A remote agent (an
// agent built WithURL) that was given no name or description takes them
// from the peer's own GetMetadata reply: the peer's self-description,
// which plays the part of an A2A agent card, and which the framework
// makes the name and description of the sub-agent tool the parent's
// model chooses from (pkg/tools.NewAgentTool). Every text field of the
// reply is the peer's (its system prompt and properties too, which the
// framework's UI shows), wherever the response comes from (the
// framework's RemoteAgentClient, or a program's own call of the generated
// client).
//
// The table has producers only: the framework's model adapters carry the
// text to the SDKs' sinks, which the other presets hold, and its
// packages (the generated protobuf code too) are analysed like any code.
func agentSDKGo(version string) policy.Preset {
	return policy.Preset{
		Name:      "agent-sdk-go",
		Module:    agentSDKModule,
		Version:   version,
		Analysed:  []string{agentSDKPB},
		Producers: typeProducer(agentSDKPB, "MetadataResponse", "a2a:agent-card", "agent-sdk-go remote agent metadata, pb.MetadataResponse", "Name", "Description", "SystemPrompt", "Capabilities", "Properties"),
	}
}
