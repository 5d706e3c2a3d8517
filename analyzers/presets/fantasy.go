package presets

import "github.com/agentvet/agentvet/internal/policy"

const fantasyPkg = "charm.land/fantasy"

// fantasyRoles maps fantasy.MessageRole values to positions.
func fantasyRoles() map[string]policy.Position {
	return map[string]policy.Position{
		"system":    policy.System,
		"assistant": policy.Assistant,
		"user":      policy.User,
		"tool":      policy.Tool,
	}
}

// fantasy covers charm.land/fantasy, the agent library under charm's
// crush: the agent's system prompt option and system messages, messages by
// role, a tool's name, description and parameter schema however it is
// declared (a ToolInfo an AgentTool's Info returns, a FunctionTool, the
// NewAgentTool constructors), and tool responses as the tool data position. A tool's
// run produces its output.
func fantasy() policy.Preset {
	p := policy.Preset{
		Name:     "fantasy",
		Module:   fantasyPkg,
		Version:  "v0.41.2",
		Packages: []string{fantasyPkg},
	}
	p.Producers = []policy.Producer{
		produces(method(fantasyPkg, "AgentTool", "Run"), "tool:fantasy", "fantasy tool output (AgentTool.Run)"),
	}
	p.RoleTypes = []string{roleType(fantasyPkg, "MessageRole")}
	p.Sinks = []policy.Sink{
		argSink(fn(fantasyPkg, "WithSystemPrompt"), policy.System, "fantasy WithSystemPrompt", 0),
		argSink(fn(fantasyPkg, "NewSystemMessage"), policy.System, "fantasy NewSystemMessage", 0),
		argSink(fn(fantasyPkg, "NewUserMessage"), policy.User, "fantasy NewUserMessage", 0),
		roleFieldSink(field(fantasyPkg, "Message", "Content"), "Role", fantasyRoles(), "fantasy Message.Content"),
		fieldSink(field(fantasyPkg, "AgentCall", "Prompt"), policy.User, "fantasy AgentCall.Prompt"),
		fieldSink(field(fantasyPkg, "AgentStreamCall", "Prompt"), policy.User, "fantasy AgentStreamCall.Prompt"),
		fieldSink(field(fantasyPkg, "ToolInfo", "Name"), policy.ToolName, "fantasy ToolInfo.Name"),
		fieldSink(field(fantasyPkg, "ToolInfo", "Description"), policy.ToolDescription, "fantasy ToolInfo.Description"),
		fieldSink(field(fantasyPkg, "FunctionTool", "Name"), policy.ToolName, "fantasy FunctionTool.Name"),
		fieldSink(field(fantasyPkg, "FunctionTool", "Description"), policy.ToolDescription, "fantasy FunctionTool.Description"),
		// A tool's parameter schema: its property descriptions are read by
		// the model like the tool's own description (an MCP tool's input
		// schema is written by its server). The agent sends an AgentTool's
		// ToolInfo.Parameters as the properties of the FunctionTool's
		// InputSchema.
		fieldSink(field(fantasyPkg, "ToolInfo", "Parameters"), policy.ToolDescription, "fantasy ToolInfo.Parameters"),
		fieldSink(field(fantasyPkg, "FunctionTool", "InputSchema"), policy.ToolDescription, "fantasy FunctionTool.InputSchema"),
		argSink(fn(fantasyPkg, "NewAgentTool"), policy.ToolName, "fantasy NewAgentTool name", 0),
		argSink(fn(fantasyPkg, "NewAgentTool"), policy.ToolDescription, "fantasy NewAgentTool description", 1),
		argSink(fn(fantasyPkg, "NewParallelAgentTool"), policy.ToolName, "fantasy NewParallelAgentTool name", 0),
		argSink(fn(fantasyPkg, "NewParallelAgentTool"), policy.ToolDescription, "fantasy NewParallelAgentTool description", 1),
		argSink(fn(fantasyPkg, "NewTextResponse"), policy.Tool, "fantasy NewTextResponse", 0),
		argSink(fn(fantasyPkg, "NewTextErrorResponse"), policy.Tool, "fantasy NewTextErrorResponse", 0),
		fieldSink(field(fantasyPkg, "ToolResponse", "Content"), policy.Tool, "fantasy ToolResponse.Content"),
	}
	p.Clean = []string{
		method(fantasyPkg, "Agent", "Generate"),
		method(fantasyPkg, "Agent", "Stream"),
		method(fantasyPkg, "LanguageModel", "Generate"),
		method(fantasyPkg, "LanguageModel", "Stream"),
	}
	return p
}
