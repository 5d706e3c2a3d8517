package presets

import "github.com/agentvet/agentvet/internal/policy"

// openAIGoFamily covers github.com/openai/openai-go at each major version
// real code imports: the v1, v2 and v3 APIs have the same shapes, except
// that v3's function call output constructor lost its call id argument.
func openAIGoFamily() family {
	return family{
		name: "openai-go",
		editions: []edition{
			{openAIGo("github.com/openai/openai-go/v3", "v3.102.0", 3), "openaigo"},
			{openAIGo("github.com/openai/openai-go/v2", "v2.7.1", 2), "openaigo"},
			{openAIGo("github.com/openai/openai-go", "v1.12.0", 1), "openaigo"},
		},
		// charm's fork of v3 (used by fantasy's providers and crush).
		copies: []policy.Copy{{Module: "github.com/charmbracelet/openai-go", Of: "github.com/openai/openai-go/v3"}},
	}
}

// responsesRoles maps the Responses API input message roles to positions.
func responsesRoles() map[string]policy.Position {
	return map[string]policy.Position{
		"system":    policy.System,
		"developer": policy.Developer,
		"assistant": policy.Assistant,
		"user":      policy.User,
	}
}

// openAIGo is the openai-go table at module path openAIGoPkg (major
// version major): the chat message constructors and their union fields,
// function definitions, Responses API instructions, role-conditioned
// input messages and function tools, and the Assistants API instructions.
// User and tool messages are recorded as the data positions they are, so
// fencecheck can ask for the fence there.
func openAIGo(openAIGoPkg, version string, major int) policy.Preset {
	openAIGoResponses := openAIGoPkg + "/responses"
	openAIGoShared := openAIGoPkg + "/shared"
	// ResponseInputItemParamOfFunctionCallOutput(callID, output) before v3,
	// (output) from v3.
	callOutput := 0
	if major < 3 {
		callOutput = 1
	}
	p := policy.Preset{
		Name:     "openai-go",
		Module:   openAIGoPkg,
		Version:  version,
		Packages: []string{openAIGoPkg, openAIGoResponses, openAIGoShared},
	}
	// The Responses API's input roles, and the roles of the messages of
	// the Assistants API's threads (and v3's agent sessions).
	p.RoleTypes = []string{
		roleType(openAIGoResponses, "EasyInputMessageRole"), roleType(openAIGoResponses, "ResponseInputMessageItemRole"),
		roleType(openAIGoPkg, "MessageRole"), roleType(openAIGoPkg, "MessageDeltaRole"), roleType(openAIGoPkg, "BetaThreadMessageNewParamsRole"),
	}
	if major == 3 {
		p.RoleTypes = append(p.RoleTypes, roleType(openAIGoPkg, "AgentSessionMessageRole"),
			roleType(openAIGoPkg, "BetaEasyInputMessageRole"), roleType(openAIGoPkg, "BetaResponseInputMessageItemRole"))
	}
	p.Sinks = []policy.Sink{
		// Chat Completions: constructors.
		argSink(fn(openAIGoPkg, "SystemMessage"), policy.System, "openai-go SystemMessage", 0),
		argSink(fn(openAIGoPkg, "DeveloperMessage"), policy.Developer, "openai-go DeveloperMessage", 0),
		argSink(fn(openAIGoPkg, "AssistantMessage"), policy.Assistant, "openai-go AssistantMessage", 0),
		argSink(fn(openAIGoPkg, "ChatCompletionMessageParamOfAssistant"), policy.Assistant, "openai-go ChatCompletionMessageParamOfAssistant", 0),
		argSink(fn(openAIGoPkg, "UserMessage"), policy.User, "openai-go UserMessage", 0),
		argSink(fn(openAIGoPkg, "ToolMessage"), policy.Tool, "openai-go ToolMessage", 0),
		argSink(fn(openAIGoPkg, "ChatCompletionMessageParamOfFunction"), policy.Tool, "openai-go ChatCompletionMessageParamOfFunction", 0),
		// Chat Completions: the union's members and their content.
		fieldSink(field(openAIGoPkg, "ChatCompletionMessageParamUnion", "OfSystem"), policy.System, "openai-go ChatCompletionMessageParamUnion.OfSystem"),
		fieldSink(field(openAIGoPkg, "ChatCompletionMessageParamUnion", "OfDeveloper"), policy.Developer, "openai-go ChatCompletionMessageParamUnion.OfDeveloper"),
		fieldSink(field(openAIGoPkg, "ChatCompletionMessageParamUnion", "OfAssistant"), policy.Assistant, "openai-go ChatCompletionMessageParamUnion.OfAssistant"),
		fieldSink(field(openAIGoPkg, "ChatCompletionMessageParamUnion", "OfUser"), policy.User, "openai-go ChatCompletionMessageParamUnion.OfUser"),
		fieldSink(field(openAIGoPkg, "ChatCompletionMessageParamUnion", "OfTool"), policy.Tool, "openai-go ChatCompletionMessageParamUnion.OfTool"),
		fieldSink(field(openAIGoPkg, "ChatCompletionMessageParamUnion", "OfFunction"), policy.Tool, "openai-go ChatCompletionMessageParamUnion.OfFunction"),
		fieldSink(field(openAIGoPkg, "ChatCompletionSystemMessageParam", "Content"), policy.System, "openai-go ChatCompletionSystemMessageParam.Content"),
		fieldSink(field(openAIGoPkg, "ChatCompletionDeveloperMessageParam", "Content"), policy.Developer, "openai-go ChatCompletionDeveloperMessageParam.Content"),
		fieldSink(field(openAIGoPkg, "ChatCompletionAssistantMessageParam", "Content"), policy.Assistant, "openai-go ChatCompletionAssistantMessageParam.Content"),
		fieldSink(field(openAIGoPkg, "ChatCompletionUserMessageParam", "Content"), policy.User, "openai-go ChatCompletionUserMessageParam.Content"),
		fieldSink(field(openAIGoPkg, "ChatCompletionToolMessageParam", "Content"), policy.Tool, "openai-go ChatCompletionToolMessageParam.Content"),
		// Tool definitions.
		fieldSink(field(openAIGoShared, "FunctionDefinitionParam", "Name"), policy.ToolName, "openai-go shared.FunctionDefinitionParam.Name"),
		fieldSink(field(openAIGoShared, "FunctionDefinitionParam", "Description"), policy.ToolDescription, "openai-go shared.FunctionDefinitionParam.Description"),
		fieldSink(field(openAIGoResponses, "FunctionToolParam", "Name"), policy.ToolName, "openai-go responses.FunctionToolParam.Name"),
		fieldSink(field(openAIGoResponses, "FunctionToolParam", "Description"), policy.ToolDescription, "openai-go responses.FunctionToolParam.Description"),
		// A function's parameter schema: its property descriptions are
		// read by the model like the function's own description (an MCP
		// tool's input schema is written by its server).
		fieldSink(field(openAIGoShared, "FunctionDefinitionParam", "Parameters"), policy.ToolDescription, "openai-go shared.FunctionDefinitionParam.Parameters"),
		fieldSink(field(openAIGoResponses, "FunctionToolParam", "Parameters"), policy.ToolDescription, "openai-go responses.FunctionToolParam.Parameters"),
		// Responses API.
		fieldSink(field(openAIGoResponses, "ResponseNewParams", "Instructions"), policy.System, "openai-go responses.ResponseNewParams.Instructions"),
		roleArgSink(fn(openAIGoResponses, "ResponseInputItemParamOfMessage"), 1, responsesRoles(), "openai-go responses.ResponseInputItemParamOfMessage", 0),
		roleArgSink(fn(openAIGoResponses, "ResponseInputItemParamOfInputMessage"), 1, responsesRoles(), "openai-go responses.ResponseInputItemParamOfInputMessage", 0),
		roleFieldSink(field(openAIGoResponses, "EasyInputMessageParam", "Content"), "Role", responsesRoles(), "openai-go responses.EasyInputMessageParam.Content"),
		roleFieldSink(field(openAIGoResponses, "ResponseInputItemMessageParam", "Content"), "Role", responsesRoles(), "openai-go responses.ResponseInputItemMessageParam.Content"),
		argSink(fn(openAIGoResponses, "ResponseInputItemParamOfFunctionCallOutput"), policy.Tool, "openai-go responses.ResponseInputItemParamOfFunctionCallOutput", callOutput),
		// Assistants API.
		fieldSink(field(openAIGoPkg, "BetaAssistantNewParams", "Instructions"), policy.System, "openai-go BetaAssistantNewParams.Instructions"),
		fieldSink(field(openAIGoPkg, "BetaAssistantUpdateParams", "Instructions"), policy.System, "openai-go BetaAssistantUpdateParams.Instructions"),
		fieldSink(field(openAIGoPkg, "BetaThreadRunNewParams", "Instructions"), policy.System, "openai-go BetaThreadRunNewParams.Instructions"),
		fieldSink(field(openAIGoPkg, "BetaThreadRunNewParams", "AdditionalInstructions"), policy.System, "openai-go BetaThreadRunNewParams.AdditionalInstructions"),
		fieldSink(field(openAIGoPkg, "BetaThreadNewAndRunParams", "Instructions"), policy.System, "openai-go BetaThreadNewAndRunParams.Instructions"),
	}
	p.Clean = []string{
		ptrMethod(openAIGoPkg, "ChatCompletionService", "New"),
		ptrMethod(openAIGoPkg, "ChatCompletionService", "NewStreaming"),
		ptrMethod(openAIGoResponses, "ResponseService", "New"),
		ptrMethod(openAIGoResponses, "ResponseService", "NewStreaming"),
	}
	return p
}
