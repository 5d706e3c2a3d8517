package presets

import "github.com/agentvet/agentvet/internal/policy"

const ollamaAPI = "github.com/ollama/ollama/api"

// ollamaRoles maps the role strings api.Message documents to positions
// (the package declares no role constants).
func ollamaRoles() map[string]policy.Position {
	return map[string]policy.Position{
		"system":    policy.System,
		"assistant": policy.Assistant,
		"user":      policy.User,
		"tool":      policy.Tool,
	}
}

// ollama covers github.com/ollama/ollama's api package: chat messages by
// role (and an assistant turn's thinking), a generate request's system
// prompt and template (which replaces the model's own), and tool function
// names and descriptions, down to a parameter's description.
func ollama() policy.Preset {
	p := policy.Preset{
		Name:     "ollama",
		Module:   "github.com/ollama/ollama",
		Version:  "v0.17.4",
		Packages: []string{ollamaAPI},
	}
	p.Sinks = []policy.Sink{
		roleFieldSink(field(ollamaAPI, "Message", "Content"), "Role", ollamaRoles(), "ollama api.Message.Content"),
		fieldSink(field(ollamaAPI, "Message", "Thinking"), policy.Assistant, "ollama api.Message.Thinking"),
		fieldSink(field(ollamaAPI, "GenerateRequest", "System"), policy.System, "ollama api.GenerateRequest.System"),
		fieldSink(field(ollamaAPI, "GenerateRequest", "Template"), policy.System, "ollama api.GenerateRequest.Template"),
		fieldSink(field(ollamaAPI, "GenerateRequest", "Prompt"), policy.User, "ollama api.GenerateRequest.Prompt"),
		fieldSink(field(ollamaAPI, "ToolFunction", "Name"), policy.ToolName, "ollama api.ToolFunction.Name"),
		fieldSink(field(ollamaAPI, "ToolFunction", "Description"), policy.ToolDescription, "ollama api.ToolFunction.Description"),
		fieldSink(field(ollamaAPI, "ToolProperty", "Description"), policy.ToolDescription, "ollama api.ToolProperty.Description"),
	}
	return p
}
