package presets

import "github.com/agentvet/agentvet/internal/policy"

const goOpenAIPkg = "github.com/sashabaranov/go-openai"

// openAIRoles maps OpenAI chat role values to positions.
func openAIRoles() map[string]policy.Position {
	return map[string]policy.Position{
		"system":    policy.System,
		"developer": policy.Developer,
		"assistant": policy.Assistant,
		"user":      policy.User,
		"tool":      policy.Tool,
		"function":  policy.Tool,
	}
}

// threadRoles maps Assistants API thread message roles to positions: only
// user and assistant exist there.
func threadRoles() map[string]policy.Position {
	return map[string]policy.Position{
		"assistant": policy.Assistant,
		"user":      policy.User,
	}
}

// goOpenAI covers github.com/sashabaranov/go-openai: chat message content
// by role, function definitions, Responses API instructions and input
// messages, and Assistants API instructions and thread messages.
func goOpenAI() policy.Preset {
	p := policy.Preset{
		Name:     "go-openai",
		Module:   goOpenAIPkg,
		Version:  "v1.43.0",
		Packages: []string{goOpenAIPkg},
	}
	p.RoleTypes = []string{roleConsts(goOpenAIPkg, "ChatMessageRole"), roleType(goOpenAIPkg, "ThreadMessageRole")}
	p.Sinks = []policy.Sink{
		roleFieldSink(field(goOpenAIPkg, "ChatCompletionMessage", "Content"), "Role", openAIRoles(), "go-openai ChatCompletionMessage.Content"),
		roleFieldSink(field(goOpenAIPkg, "ChatCompletionMessage", "MultiContent"), "Role", openAIRoles(), "go-openai ChatCompletionMessage.MultiContent"),
		fieldSink(field(goOpenAIPkg, "FunctionDefinition", "Name"), policy.ToolName, "go-openai FunctionDefinition.Name"),
		fieldSink(field(goOpenAIPkg, "FunctionDefinition", "Description"), policy.ToolDescription, "go-openai FunctionDefinition.Description"),
		fieldSink(field(goOpenAIPkg, "FunctionDefinition", "Parameters"), policy.ToolDescription, "go-openai FunctionDefinition.Parameters"),
		// Responses API.
		fieldSink(field(goOpenAIPkg, "CreateResponseRequest", "Instructions"), policy.System, "go-openai CreateResponseRequest.Instructions"),
		roleFieldSink(field(goOpenAIPkg, "ResponseInputMessage", "Content"), "Role", openAIRoles(), "go-openai ResponseInputMessage.Content"),
		// Assistants API.
		fieldSink(field(goOpenAIPkg, "AssistantRequest", "Instructions"), policy.System, "go-openai AssistantRequest.Instructions"),
		fieldSink(field(goOpenAIPkg, "RunRequest", "Instructions"), policy.System, "go-openai RunRequest.Instructions"),
		fieldSink(field(goOpenAIPkg, "RunRequest", "AdditionalInstructions"), policy.System, "go-openai RunRequest.AdditionalInstructions"),
		roleFieldSink(field(goOpenAIPkg, "ThreadMessage", "Content"), "Role", threadRoles(), "go-openai ThreadMessage.Content"),
		roleFieldSink(field(goOpenAIPkg, "MessageRequest", "Content"), "Role", threadRoles(), "go-openai MessageRequest.Content"),
	}
	p.Clean = []string{
		ptrMethod(goOpenAIPkg, "Client", "CreateChatCompletion"),
		ptrMethod(goOpenAIPkg, "Client", "CreateChatCompletionStream"),
		ptrMethod(goOpenAIPkg, "Client", "CreateCompletion"),
		ptrMethod(goOpenAIPkg, "Client", "CreateCompletionStream"),
		ptrMethod(goOpenAIPkg, "Client", "CreateResponse"),
		ptrMethod(goOpenAIPkg, "Client", "CreateResponseStream"),
	}
	return p
}
