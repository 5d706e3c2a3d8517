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
	return p
}
