package presets

import "github.com/agentvet/agentvet/internal/policy"

const anthropicPkg = "github.com/anthropics/anthropic-sdk-go/v2"

// anthropicGo covers github.com/anthropics/anthropic-sdk-go/v2. A v2
// MessageParam is a union whose member (OfUser, OfAssistant, OfSystem)
// carries the role, so the role conditioning is by member rather than by
// a role field. Tool result blocks are the tool data position.
func anthropicGo() policy.Preset {
	p := policy.Preset{
		Name:     "anthropic-sdk-go",
		Module:   anthropicPkg,
		Version:  "v2.17.0",
		Packages: []string{anthropicPkg},
	}
	p.Sinks = []policy.Sink{
		fieldSink(field(anthropicPkg, "MessageNewParams", "System"), policy.System, "anthropic MessageNewParams.System"),
		fieldSink(field(anthropicPkg, "MessageParam", "OfSystem"), policy.System, "anthropic MessageParam.OfSystem"),
		fieldSink(field(anthropicPkg, "MessageParam", "OfAssistant"), policy.Assistant, "anthropic MessageParam.OfAssistant"),
		fieldSink(field(anthropicPkg, "MessageParam", "OfUser"), policy.User, "anthropic MessageParam.OfUser"),
		fieldSink(field(anthropicPkg, "SystemMessageParam", "Content"), policy.System, "anthropic SystemMessageParam.Content"),
		fieldSink(field(anthropicPkg, "AssistantMessageParam", "Content"), policy.Assistant, "anthropic AssistantMessageParam.Content"),
		fieldSink(field(anthropicPkg, "UserMessageParam", "Content"), policy.User, "anthropic UserMessageParam.Content"),
		argSink(fn(anthropicPkg, "NewAssistantMessage"), policy.Assistant, "anthropic NewAssistantMessage"),
		argSink(fn(anthropicPkg, "NewUserMessage"), policy.User, "anthropic NewUserMessage"),
		argSink(fn(anthropicPkg, "NewToolResultBlock"), policy.Tool, "anthropic NewToolResultBlock content", 1),
		fieldSink(field(anthropicPkg, "ToolResultBlockParam", "Content"), policy.Tool, "anthropic ToolResultBlockParam.Content"),
		fieldSink(field(anthropicPkg, "ToolParam", "Name"), policy.ToolName, "anthropic ToolParam.Name"),
		fieldSink(field(anthropicPkg, "ToolParam", "Description"), policy.ToolDescription, "anthropic ToolParam.Description"),
		argSink(fn(anthropicPkg, "ToolUnionParamOfTool"), policy.ToolName, "anthropic ToolUnionParamOfTool name", 1),
		// The beta messages API has the same shapes under Beta names.
		fieldSink(field(anthropicPkg, "BetaMessageNewParams", "System"), policy.System, "anthropic BetaMessageNewParams.System"),
		fieldSink(field(anthropicPkg, "BetaMessageParam", "OfSystem"), policy.System, "anthropic BetaMessageParam.OfSystem"),
		fieldSink(field(anthropicPkg, "BetaMessageParam", "OfAssistant"), policy.Assistant, "anthropic BetaMessageParam.OfAssistant"),
		fieldSink(field(anthropicPkg, "BetaMessageParam", "OfUser"), policy.User, "anthropic BetaMessageParam.OfUser"),
		argSink(fn(anthropicPkg, "NewBetaSystemMessage"), policy.System, "anthropic NewBetaSystemMessage"),
		argSink(fn(anthropicPkg, "NewBetaUserMessage"), policy.User, "anthropic NewBetaUserMessage"),
		fieldSink(field(anthropicPkg, "BetaToolParam", "Name"), policy.ToolName, "anthropic BetaToolParam.Name"),
		fieldSink(field(anthropicPkg, "BetaToolParam", "Description"), policy.ToolDescription, "anthropic BetaToolParam.Description"),
	}
	p.Clean = []string{
		ptrMethod(anthropicPkg, "MessageService", "New"),
		ptrMethod(anthropicPkg, "MessageService", "NewStreaming"),
		ptrMethod(anthropicPkg, "BetaMessageService", "New"),
		ptrMethod(anthropicPkg, "BetaMessageService", "NewStreaming"),
	}
	return p
}
