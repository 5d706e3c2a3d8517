package presets

import "github.com/agentvet/agentvet/internal/policy"

const (
	einoPkg       = "github.com/cloudwego/eino"
	einoSchema    = einoPkg + "/schema"
	einoADK       = einoPkg + "/adk"
	einoDeep      = einoADK + "/prebuilt/deep"
	einoRetriever = einoPkg + "/components/retriever"
	einoDocument  = einoPkg + "/components/document"
	einoTool      = einoPkg + "/components/tool"
	einoModel     = einoPkg + "/components/model"
)

// einoRoles maps schema.RoleType values to positions.
func einoRoles() map[string]policy.Position {
	return map[string]policy.Position{
		"system":    policy.System,
		"assistant": policy.Assistant,
		"user":      policy.User,
		"tool":      policy.Tool,
	}
}

// eino covers github.com/cloudwego/eino: retrievers, document loaders and
// tool runs produce third-party text; schema messages by role, tool infos,
// and ADK agent instructions, names and descriptions (an agent's
// description becomes the transfer tool's description) are positions.
func eino() policy.Preset {
	p := policy.Preset{
		Name:     "eino",
		Module:   einoPkg,
		Version:  "v0.7.36",
		Packages: []string{einoSchema, einoADK, einoDeep, einoRetriever, einoDocument, einoTool, einoModel},
	}
	p.Producers = []policy.Producer{
		produces(method(einoRetriever, "Retriever", "Retrieve"), "rag:retriever", "eino retriever (retriever.Retriever.Retrieve)"),
		produces(method(einoDocument, "Loader", "Load"), "file:document-loader", "eino document loader (document.Loader.Load)"),
		produces(method(einoTool, "InvokableTool", "InvokableRun"), "tool:eino", "eino tool output (tool.InvokableTool.InvokableRun)"),
		produces(method(einoTool, "StreamableTool", "StreamableRun"), "tool:eino", "eino tool output (tool.StreamableTool.StreamableRun)"),
		produces(method(einoTool, "EnhancedInvokableTool", "InvokableRun"), "tool:eino", "eino tool output (tool.EnhancedInvokableTool.InvokableRun)"),
		produces(method(einoTool, "EnhancedStreamableTool", "StreamableRun"), "tool:eino", "eino tool output (tool.EnhancedStreamableTool.StreamableRun)"),
	}
	p.RoleTypes = []string{roleType(einoSchema, "RoleType")}
	p.Sinks = []policy.Sink{
		argSink(fn(einoSchema, "SystemMessage"), policy.System, "eino schema.SystemMessage", 0),
		argSink(fn(einoSchema, "AssistantMessage"), policy.Assistant, "eino schema.AssistantMessage", 0),
		argSink(fn(einoSchema, "UserMessage"), policy.User, "eino schema.UserMessage", 0),
		argSink(fn(einoSchema, "ToolMessage"), policy.Tool, "eino schema.ToolMessage", 0),
		roleFieldSink(field(einoSchema, "Message", "Content"), "Role", einoRoles(), "eino schema.Message.Content"),
		roleFieldSink(field(einoSchema, "Message", "MultiContent"), "Role", einoRoles(), "eino schema.Message.MultiContent"),
		roleFieldSink(field(einoSchema, "Message", "UserInputMultiContent"), "Role", einoRoles(), "eino schema.Message.UserInputMultiContent"),
		roleFieldSink(field(einoSchema, "Message", "AssistantGenMultiContent"), "Role", einoRoles(), "eino schema.Message.AssistantGenMultiContent"),
		fieldSink(field(einoSchema, "ToolInfo", "Name"), policy.ToolName, "eino schema.ToolInfo.Name"),
		fieldSink(field(einoSchema, "ToolInfo", "Desc"), policy.ToolDescription, "eino schema.ToolInfo.Desc"),
		fieldSink(field(einoADK, "ChatModelAgentConfig", "Instruction"), policy.System, "eino adk.ChatModelAgentConfig.Instruction"),
		fieldSink(field(einoADK, "ChatModelAgentConfig", "Name"), policy.ToolName, "eino adk.ChatModelAgentConfig.Name"),
		fieldSink(field(einoADK, "ChatModelAgentConfig", "Description"), policy.ToolDescription, "eino adk.ChatModelAgentConfig.Description"),
		fieldSink(field(einoADK, "AgentMiddleware", "AdditionalInstruction"), policy.System, "eino adk.AgentMiddleware.AdditionalInstruction"),
		fieldSink(field(einoDeep, "Config", "Instruction"), policy.System, "eino deep.Config.Instruction"),
		fieldSink(field(einoDeep, "Config", "Name"), policy.ToolName, "eino deep.Config.Name"),
		fieldSink(field(einoDeep, "Config", "Description"), policy.ToolDescription, "eino deep.Config.Description"),
	}
	p.Clean = []string{
		method(einoModel, "BaseChatModel", "Generate"),
		method(einoModel, "BaseChatModel", "Stream"),
	}
	return p
}
