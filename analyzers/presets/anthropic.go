package presets

import "github.com/agentvet/agentvet/internal/policy"

// anthropicRoles maps a v1 MessageParamRole (and BetaMessageParamRole) to
// positions.
func anthropicRoles() map[string]policy.Position {
	return map[string]policy.Position{
		"user":      policy.User,
		"assistant": policy.Assistant,
		"system":    policy.System,
	}
}

// anthropicFamily covers github.com/anthropics/anthropic-sdk-go at v1 and
// v2, each with its Beta API. The one difference between them that matters
// here is the message: a v1 MessageParam carries its role in a Role field,
// a v2 MessageParam is a union whose member (OfUser, OfAssistant, OfSystem)
// is the role. charmbracelet's fork (used by crush) is a v1 copy.
func anthropicFamily() family {
	const v1 = "github.com/anthropics/anthropic-sdk-go"
	return family{
		name: "anthropic-sdk-go",
		editions: []edition{
			{anthropicGo(v1+"/v2", "v2.17.0", 2), "anthropic"},
			{anthropicGo(v1, "v1.84.0", 1), "anthropic"},
		},
		copies: []policy.Copy{{Module: "github.com/charmbracelet/anthropic-sdk-go", Of: v1}},
	}
}

// anthropicGo is the anthropic-sdk-go table at module path pkg (major
// version major): system prompts, messages by role, tool definitions and
// tool result blocks (the tool data position), for the messages API and
// the beta messages API alike.
func anthropicGo(pkg, version string, major int) policy.Preset {
	p := policy.Preset{
		Name:     "anthropic-sdk-go",
		Module:   pkg,
		Version:  version,
		Packages: []string{pkg},
	}
	p.Sinks = []policy.Sink{
		fieldSink(field(pkg, "MessageNewParams", "System"), policy.System, "anthropic MessageNewParams.System"),
		argSink(fn(pkg, "NewAssistantMessage"), policy.Assistant, "anthropic NewAssistantMessage"),
		argSink(fn(pkg, "NewUserMessage"), policy.User, "anthropic NewUserMessage"),
		argSink(fn(pkg, "NewToolResultBlock"), policy.Tool, "anthropic NewToolResultBlock content", 1),
		fieldSink(field(pkg, "ToolResultBlockParam", "Content"), policy.Tool, "anthropic ToolResultBlockParam.Content"),
		fieldSink(field(pkg, "ToolParam", "Name"), policy.ToolName, "anthropic ToolParam.Name"),
		fieldSink(field(pkg, "ToolParam", "Description"), policy.ToolDescription, "anthropic ToolParam.Description"),
		argSink(fn(pkg, "ToolUnionParamOfTool"), policy.ToolName, "anthropic ToolUnionParamOfTool name", 1),
		// The beta messages API has the same shapes under Beta names.
		fieldSink(field(pkg, "BetaMessageNewParams", "System"), policy.System, "anthropic BetaMessageNewParams.System"),
		argSink(fn(pkg, "NewBetaSystemMessage"), policy.System, "anthropic NewBetaSystemMessage"),
		argSink(fn(pkg, "NewBetaUserMessage"), policy.User, "anthropic NewBetaUserMessage"),
		argSink(fn(pkg, "NewBetaToolResultBlock"), policy.Tool, "anthropic NewBetaToolResultBlock content", 1),
		fieldSink(field(pkg, "BetaToolResultBlockParam", "Content"), policy.Tool, "anthropic BetaToolResultBlockParam.Content"),
		fieldSink(field(pkg, "BetaToolParam", "Name"), policy.ToolName, "anthropic BetaToolParam.Name"),
		fieldSink(field(pkg, "BetaToolParam", "Description"), policy.ToolDescription, "anthropic BetaToolParam.Description"),
		argSink(fn(pkg, "BetaToolUnionParamOfTool"), policy.ToolName, "anthropic BetaToolUnionParamOfTool name", 1),
	}
	if major == 1 {
		p.RoleTypes = []string{roleType(pkg, "MessageParamRole"), roleType(pkg, "BetaMessageParamRole")}
		p.Sinks = append(p.Sinks,
			roleFieldSink(field(pkg, "MessageParam", "Content"), "Role", anthropicRoles(), "anthropic MessageParam.Content"),
			roleFieldSink(field(pkg, "BetaMessageParam", "Content"), "Role", anthropicRoles(), "anthropic BetaMessageParam.Content"),
		)
	} else {
		p.Sinks = append(p.Sinks,
			fieldSink(field(pkg, "MessageParam", "OfSystem"), policy.System, "anthropic MessageParam.OfSystem"),
			fieldSink(field(pkg, "MessageParam", "OfAssistant"), policy.Assistant, "anthropic MessageParam.OfAssistant"),
			fieldSink(field(pkg, "MessageParam", "OfUser"), policy.User, "anthropic MessageParam.OfUser"),
			fieldSink(field(pkg, "SystemMessageParam", "Content"), policy.System, "anthropic SystemMessageParam.Content"),
			fieldSink(field(pkg, "AssistantMessageParam", "Content"), policy.Assistant, "anthropic AssistantMessageParam.Content"),
			fieldSink(field(pkg, "UserMessageParam", "Content"), policy.User, "anthropic UserMessageParam.Content"),
			fieldSink(field(pkg, "BetaMessageParam", "OfSystem"), policy.System, "anthropic BetaMessageParam.OfSystem"),
			fieldSink(field(pkg, "BetaMessageParam", "OfAssistant"), policy.Assistant, "anthropic BetaMessageParam.OfAssistant"),
			fieldSink(field(pkg, "BetaMessageParam", "OfUser"), policy.User, "anthropic BetaMessageParam.OfUser"),
			fieldSink(field(pkg, "BetaSystemMessageParam", "Content"), policy.System, "anthropic BetaSystemMessageParam.Content"),
			fieldSink(field(pkg, "BetaAssistantMessageParam", "Content"), policy.Assistant, "anthropic BetaAssistantMessageParam.Content"),
			fieldSink(field(pkg, "BetaUserMessageParam", "Content"), policy.User, "anthropic BetaUserMessageParam.Content"),
		)
	}
	p.Clean = []string{
		ptrMethod(pkg, "MessageService", "New"),
		ptrMethod(pkg, "MessageService", "NewStreaming"),
		ptrMethod(pkg, "BetaMessageService", "New"),
		ptrMethod(pkg, "BetaMessageService", "NewStreaming"),
	}
	return p
}
