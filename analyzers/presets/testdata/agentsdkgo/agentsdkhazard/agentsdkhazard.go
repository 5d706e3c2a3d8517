// Package agentsdkhazard holds the hazards and look-alikes of
// github.com/Ingenimax/agent-sdk-go at v0.2.34, with openai-go's tool
// definition as the sink: a remote agent's metadata reply (its gRPC
// GetMetadata) is the peer's own account of itself, which the framework
// makes the name and description of the sub-agent tool when the operator
// gave none.
package agentsdkhazard

import (
	"fmt"

	"github.com/Ingenimax/agent-sdk-go/pkg/grpc/pb"
	"github.com/openai/openai-go"
	"github.com/openai/openai-go/shared"
)

// RemoteTool offers a remote agent to the model as a tool named and
// described by the peer's metadata.
func RemoteTool(md *pb.MetadataResponse) shared.FunctionDefinitionParam {
	return shared.FunctionDefinitionParam{
		Name:        fmt.Sprintf("%s_agent", md.GetName()), // want `agent-sdk-go remote agent metadata, pb.MetadataResponse.Name \(a2a:agent-card\) reaches a tool name`
		Description: openai.String(md.Description),         // want `pb.MetadataResponse.Description \(a2a:agent-card\) reaches a tool description`
	}
}

// Persona puts the peer's own system prompt in the local agent's.
func Persona(md *pb.MetadataResponse) openai.ChatCompletionMessageParamUnion {
	return openai.SystemMessage("Act like this agent:\n" + md.GetSystemPrompt()) // want `pb.MetadataResponse.SystemPrompt \(a2a:agent-card\) reaches the system prompt`
}

// Configured names and describes the tool with what the operator wrote;
// the peer's metadata decides only whether it is offered.
func Configured(md *pb.MetadataResponse, name, description string) (shared.FunctionDefinitionParam, bool) {
	return shared.FunctionDefinitionParam{
		Name:        name,                        // benign: the operator's name
		Description: openai.String(description), // benign: the operator's description
	}, md.GetName() != ""
}

// AsData hands the peer's description to the model as a user message's
// data, where third-party text may ride.
func AsData(md *pb.MetadataResponse) openai.ChatCompletionMessageParamUnion {
	return openai.UserMessage(md.Description) // benign: a user message is data (fencecheck asks for the fence)
}
