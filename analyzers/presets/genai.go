package presets

import "github.com/agentvet/agentvet/internal/policy"

const genaiPkg = "google.golang.org/genai"

// genaiRoles maps genai content roles to positions. The empty role is the
// user role: every NewContentFrom* helper and the API itself default to it.
func genaiRoles() map[string]policy.Position {
	return map[string]policy.Position{
		"user":  policy.User,
		"model": policy.Assistant,
		"":      policy.User,
	}
}

// genAIFamily covers Google's two Gemini SDKs: google.golang.org/genai,
// and github.com/google/generative-ai-go, which it replaces and which real
// code still imports. They share the content model (Content with parts and
// a "user" or "model" role, function declarations) but not the API that
// takes a system instruction.
func genAIFamily() family {
	return family{name: "genai", editions: []edition{
		{genAI(), "genai"},
		{generativeAIGo(), "genai"},
	}}
}

// genAI covers google.golang.org/genai: system instructions on every
// config that has one, content by role (RoleModel is a forged model turn),
// the NewContentFrom* role argument, and function declarations.
func genAI() policy.Preset {
	p := policy.Preset{
		Name:     "genai",
		Module:   genaiPkg,
		Version:  "v1.77.0",
		Packages: []string{genaiPkg},
	}
	// Content.Role is a genai.Role; its values are untyped constants.
	p.RoleTypes = []string{roleType(genaiPkg, "Role"), roleConsts(genaiPkg, "Role")}
	for _, cfg := range []string{"GenerateContentConfig", "CreateCachedContentConfig", "LiveConnectConfig", "LiveClientSetup"} {
		p.Sinks = append(p.Sinks, fieldSink(field(genaiPkg, cfg, "SystemInstruction"), policy.System, "genai "+cfg+".SystemInstruction"))
	}
	p.Sinks = append(p.Sinks,
		roleFieldSink(field(genaiPkg, "Content", "Parts"), "Role", genaiRoles(), "genai Content.Parts"),
		roleArgSink(fn(genaiPkg, "NewContentFromText"), 1, genaiRoles(), "genai NewContentFromText", 0),
		roleArgSink(fn(genaiPkg, "NewContentFromParts"), 1, genaiRoles(), "genai NewContentFromParts", 0),
		roleArgSink(fn(genaiPkg, "NewContentFromFunctionResponse"), 2, genaiRoles(), "genai NewContentFromFunctionResponse", 1),
		fieldSink(field(genaiPkg, "FunctionDeclaration", "Name"), policy.ToolName, "genai FunctionDeclaration.Name"),
		fieldSink(field(genaiPkg, "FunctionDeclaration", "Description"), policy.ToolDescription, "genai FunctionDeclaration.Description"),
	)
	p.Clean = []string{
		method(genaiPkg, "Models", "GenerateContent"),
		method(genaiPkg, "Models", "GenerateContentStream"),
		ptrMethod(genaiPkg, "Chat", "SendMessage"),
		ptrMethod(genaiPkg, "Chat", "Send"),
		ptrMethod(genaiPkg, "Chat", "SendMessageStream"),
		ptrMethod(genaiPkg, "Chat", "SendStream"),
	}
	p.Media = []string{
		field(genaiPkg, "Blob", "Data"),
		fn(genaiPkg, "NewPartFromBytes"),
	}
	return p
}

const generativeAIGoPkg = "github.com/google/generative-ai-go/genai"

// generativeAIGo covers github.com/google/generative-ai-go: the model's and
// a cached content's system instruction, content by role, the user content
// constructor, and function declarations.
func generativeAIGo() policy.Preset {
	const pkg = generativeAIGoPkg
	p := policy.Preset{
		Name:     "genai",
		Module:   "github.com/google/generative-ai-go",
		Version:  "v0.20.1",
		Packages: []string{pkg},
	}
	p.Sinks = []policy.Sink{
		fieldSink(field(pkg, "GenerativeModel", "SystemInstruction"), policy.System, "generative-ai-go GenerativeModel.SystemInstruction"),
		fieldSink(field(pkg, "CachedContent", "SystemInstruction"), policy.System, "generative-ai-go CachedContent.SystemInstruction"),
		roleFieldSink(field(pkg, "Content", "Parts"), "Role", genaiRoles(), "generative-ai-go Content.Parts"),
		argSink(fn(pkg, "NewUserContent"), policy.User, "generative-ai-go NewUserContent"),
		fieldSink(field(pkg, "FunctionDeclaration", "Name"), policy.ToolName, "generative-ai-go FunctionDeclaration.Name"),
		fieldSink(field(pkg, "FunctionDeclaration", "Description"), policy.ToolDescription, "generative-ai-go FunctionDeclaration.Description"),
	}
	p.Clean = []string{
		ptrMethod(pkg, "GenerativeModel", "GenerateContent"),
		ptrMethod(pkg, "GenerativeModel", "GenerateContentStream"),
		ptrMethod(pkg, "ChatSession", "SendMessage"),
		ptrMethod(pkg, "ChatSession", "SendMessageStream"),
	}
	p.Media = []string{
		field(pkg, "Blob", "Data"),
		fn(pkg, "ImageData"),
	}
	return p
}
