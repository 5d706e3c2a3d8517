package presets

import "github.com/agentvet/agentvet/internal/policy"

const deepseekPkg = "github.com/cohesion-org/deepseek-go"

// deepseekRoles maps deepseek-go's chat role values (ChatMessageRole*,
// declared in its constants package) to positions.
func deepseekRoles() map[string]policy.Position {
	return map[string]policy.Position{
		"system":    policy.System,
		"assistant": policy.Assistant,
		"user":      policy.User,
		"tool":      policy.Tool,
	}
}

// deepseek covers github.com/cohesion-org/deepseek-go, a DeepSeek (and
// OpenAI-compatible) chat client: message content by role, with or without
// images, a prefix-completion turn's reasoning, and a function tool's name,
// description and parameter schema. The chat and completion calls return
// the model's own reply.
func deepseek() policy.Preset {
	p := policy.Preset{
		Name:     "deepseek-go",
		Module:   deepseekPkg,
		Version:  "v1.3.2",
		Packages: []string{deepseekPkg},
	}
	p.RoleTypes = []string{roleConsts(deepseekPkg, "ChatMessageRole")}
	p.Sinks = []policy.Sink{
		roleFieldSink(field(deepseekPkg, "ChatCompletionMessage", "Content"), "Role", deepseekRoles(), "deepseek-go ChatCompletionMessage.Content"),
		// Reasoning is sent only with an assistant turn (chat prefix
		// completion): the model reads it as its own.
		fieldSink(field(deepseekPkg, "ChatCompletionMessage", "ReasoningContent"), policy.Assistant, "deepseek-go ChatCompletionMessage.ReasoningContent"),
		roleFieldSink(field(deepseekPkg, "ChatCompletionMessageWithImage", "Content"), "Role", deepseekRoles(), "deepseek-go ChatCompletionMessageWithImage.Content"),
		fieldSink(field(deepseekPkg, "ChatCompletionMessageWithImage", "ReasoningContent"), policy.Assistant, "deepseek-go ChatCompletionMessageWithImage.ReasoningContent"),
		roleArgSink(fn(deepseekPkg, "NewImageMessage"), 0, deepseekRoles(), "deepseek-go NewImageMessage", 1),
		fieldSink(field(deepseekPkg, "Function", "Name"), policy.ToolName, "deepseek-go Function.Name"),
		fieldSink(field(deepseekPkg, "Function", "Description"), policy.ToolDescription, "deepseek-go Function.Description"),
		// A function's parameter schema: its property descriptions are
		// read by the model like the function's own description (an MCP
		// tool's input schema is written by its server).
		fieldSink(field(deepseekPkg, "Function", "Parameters"), policy.ToolDescription, "deepseek-go Function.Parameters"),
		fieldSink(field(deepseekPkg, "FunctionParameters", "Properties"), policy.ToolDescription, "deepseek-go FunctionParameters.Properties"),
	}
	p.Clean = []string{
		ptrMethod(deepseekPkg, "Client", "CreateChatCompletion"),
		ptrMethod(deepseekPkg, "Client", "CreateChatCompletionStream"),
		ptrMethod(deepseekPkg, "Client", "CreateChatCompletionWithImage"),
		ptrMethod(deepseekPkg, "Client", "CreateChatCompletionStreamWithImage"),
		ptrMethod(deepseekPkg, "Client", "CreateFIMCompletion"),
		ptrMethod(deepseekPkg, "Client", "CreateFIMStreamCompletion"),
		fn(deepseekPkg, "CreateOllamaChatCompletion"),
		fn(deepseekPkg, "CreateOllamaChatCompletionStream"),
		fn(deepseekPkg, "CreateOllamaChatCompletionWithImage"),
		fn(deepseekPkg, "CreateOllamaChatCompletionStreamWithImage"),
	}
	return p
}
