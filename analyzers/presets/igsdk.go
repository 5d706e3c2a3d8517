package presets

import "github.com/agentvet/agentvet/internal/policy"

const igSDKPkg = "github.com/inference-gateway/sdk"

// igSDKRoles maps the inference gateway's chat role values (MessageRole:
// Assistant, System, Tool, User) to positions.
func igSDKRoles() map[string]policy.Position {
	return map[string]policy.Position{
		"system":    policy.System,
		"assistant": policy.Assistant,
		"user":      policy.User,
		"tool":      policy.Tool,
	}
}

// igSDKMessagesRoles maps the roles of its Anthropic-compatible Messages
// API (MessagesMessageRole) to positions: only user and assistant exist
// there.
func igSDKMessagesRoles() map[string]policy.Position {
	return map[string]policy.Position{
		"assistant": policy.Assistant,
		"user":      policy.User,
	}
}

// igSDK covers github.com/inference-gateway/sdk, the Go client of an
// OpenAI-compatible gateway to many providers: chat message content by
// role (the union-typed field, and the NewTextMessage and NewImageMessage
// constructors), a replayed turn's reasoning, function tools' name,
// description and parameter schema, the tools a client is configured
// with, and the same slots of its Messages API. The gateway's MCP tool
// list is what MCP servers wrote. The chat and Messages calls return the
// model's own reply.
func igSDK() policy.Preset {
	p := policy.Preset{
		Name:     "inference-gateway",
		Module:   igSDKPkg,
		Version:  "v1.35.0",
		Packages: []string{igSDKPkg},
	}
	// The gateway lists the tools of the MCP servers it fronts.
	p.Producers = append(p.Producers,
		produces(method(igSDKPkg, "Client", "ListTools"), "mcp:tool-list", "MCP tool list (inference-gateway Client.ListTools)"))
	p.Producers = append(p.Producers, typeProducer(igSDKPkg, "MCPTool", "mcp:tool-list", "inference-gateway MCPTool", "Name", "Description", "InputSchema")...)

	// The Messages and Responses APIs' reply roles are message roles too,
	// though no sink takes a reply.
	p.RoleTypes = []string{
		roleType(igSDKPkg, "MessageRole"), roleType(igSDKPkg, "MessagesMessageRole"),
		roleType(igSDKPkg, "MessagesResponseRole"), roleType(igSDKPkg, "ResponseOutputMessageRole"),
	}
	p.Sinks = []policy.Sink{
		roleFieldSink(field(igSDKPkg, "Message", "Content"), "Role", igSDKRoles(), "inference-gateway Message.Content"),
		// Reasoning is sent back only with an assistant turn: the model
		// reads it as its own.
		fieldSink(field(igSDKPkg, "Message", "Reasoning"), policy.Assistant, "inference-gateway Message.Reasoning"),
		fieldSink(field(igSDKPkg, "Message", "ReasoningContent"), policy.Assistant, "inference-gateway Message.ReasoningContent"),
		roleArgSink(fn(igSDKPkg, "NewTextMessage"), 0, igSDKRoles(), "inference-gateway NewTextMessage", 1),
		roleArgSink(fn(igSDKPkg, "NewImageMessage"), 0, igSDKRoles(), "inference-gateway NewImageMessage", 1),
		fieldSink(field(igSDKPkg, "FunctionObject", "Name"), policy.ToolName, "inference-gateway FunctionObject.Name"),
		fieldSink(field(igSDKPkg, "FunctionObject", "Description"), policy.ToolDescription, "inference-gateway FunctionObject.Description"),
		// A function's parameter schema: its property descriptions are
		// read by the model like the function's own description (an MCP
		// tool's input schema is written by its server).
		fieldSink(field(igSDKPkg, "FunctionObject", "Parameters"), policy.ToolDescription, "inference-gateway FunctionObject.Parameters"),
		// Tools handed over whole (a list decoded from elsewhere).
		fieldSink(field(igSDKPkg, "ClientOptions", "Tools"), policy.ToolDescription, "inference-gateway ClientOptions.Tools"),
		argSink(method(igSDKPkg, "Client", "WithTools"), policy.ToolDescription, "inference-gateway Client.WithTools", 0),
		// Messages API (Anthropic-compatible).
		fieldSink(field(igSDKPkg, "CreateMessagesRequest", "System"), policy.System, "inference-gateway CreateMessagesRequest.System"),
		// The system prompt's union type is written by methods on a
		// local value before it is stored: it is the type of that one
		// field, so what its setters take is the system prompt.
		argSink(ptrMethod(igSDKPkg, "CreateMessagesRequest_System", "FromCreateMessagesRequestSystem0"), policy.System, "inference-gateway CreateMessagesRequest_System.FromCreateMessagesRequestSystem0", 0),
		argSink(ptrMethod(igSDKPkg, "CreateMessagesRequest_System", "MergeCreateMessagesRequestSystem0"), policy.System, "inference-gateway CreateMessagesRequest_System.MergeCreateMessagesRequestSystem0", 0),
		argSink(ptrMethod(igSDKPkg, "CreateMessagesRequest_System", "FromCreateMessagesRequestSystem1"), policy.System, "inference-gateway CreateMessagesRequest_System.FromCreateMessagesRequestSystem1", 0),
		argSink(ptrMethod(igSDKPkg, "CreateMessagesRequest_System", "MergeCreateMessagesRequestSystem1"), policy.System, "inference-gateway CreateMessagesRequest_System.MergeCreateMessagesRequestSystem1", 0),
		roleFieldSink(field(igSDKPkg, "MessagesMessage", "Content"), "Role", igSDKMessagesRoles(), "inference-gateway MessagesMessage.Content"),
		fieldSink(field(igSDKPkg, "MessagesTool", "Name"), policy.ToolName, "inference-gateway MessagesTool.Name"),
		fieldSink(field(igSDKPkg, "MessagesTool", "Description"), policy.ToolDescription, "inference-gateway MessagesTool.Description"),
		fieldSink(field(igSDKPkg, "MessagesTool", "InputSchema"), policy.ToolDescription, "inference-gateway MessagesTool.InputSchema"),
	}
	p.Clean = []string{
		method(igSDKPkg, "Client", "GenerateContent"),
		method(igSDKPkg, "Client", "GenerateContentStream"),
		method(igSDKPkg, "Client", "CreateMessage"),
		method(igSDKPkg, "Client", "CreateMessageStream"),
	}
	return p
}
