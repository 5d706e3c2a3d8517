package presets

import "github.com/agentvet/agentvet/internal/policy"

const (
	genkitPkg = "github.com/firebase/genkit/go"
	genkitAI  = genkitPkg + "/ai"
	genkitGK  = genkitPkg + "/genkit"
)

// genkitRoles maps ai.Role values to positions.
func genkitRoles() map[string]policy.Position {
	return map[string]policy.Position{
		"system": policy.System,
		"model":  policy.Assistant,
		"user":   policy.User,
		"tool":   policy.Tool,
	}
}

// genkit covers github.com/firebase/genkit/go: retrievers produce
// third-party text; the system option and system/model messages, message
// content by role, and tool names, descriptions and input schemas are
// positions.
func genkit() policy.Preset {
	p := policy.Preset{
		Name:     "genkit",
		Module:   genkitPkg,
		Version:  "v1.4.0",
		Packages: []string{genkitAI, genkitGK},
	}
	p.Producers = []policy.Producer{
		produces(method(genkitAI, "Retriever", "Retrieve"), "rag:retriever", "genkit retriever (ai.Retriever.Retrieve)"),
		produces(fn(genkitAI, "Retrieve"), "rag:retriever", "genkit retriever (ai.Retrieve)"),
		produces(fn(genkitGK, "Retrieve"), "rag:retriever", "genkit retriever (genkit.Retrieve)"),
	}
	p.RoleTypes = []string{roleType(genkitAI, "Role")}
	p.Sinks = []policy.Sink{
		// WithSystem(text, args...): the format arguments land in the
		// system prompt too, so every argument is the slot.
		argSink(fn(genkitAI, "WithSystem"), policy.System, "genkit ai.WithSystem"),
		argSink(fn(genkitAI, "WithPrompt"), policy.User, "genkit ai.WithPrompt"),
		argSink(fn(genkitAI, "NewSystemMessage"), policy.System, "genkit ai.NewSystemMessage"),
		argSink(fn(genkitAI, "NewSystemTextMessage"), policy.System, "genkit ai.NewSystemTextMessage", 0),
		argSink(fn(genkitAI, "NewModelMessage"), policy.Assistant, "genkit ai.NewModelMessage"),
		argSink(fn(genkitAI, "NewModelTextMessage"), policy.Assistant, "genkit ai.NewModelTextMessage", 0),
		argSink(fn(genkitAI, "NewUserMessage"), policy.User, "genkit ai.NewUserMessage"),
		argSink(fn(genkitAI, "NewUserTextMessage"), policy.User, "genkit ai.NewUserTextMessage", 0),
		roleArgSink(fn(genkitAI, "NewMessage"), 0, genkitRoles(), "genkit ai.NewMessage"),
		roleArgSink(fn(genkitAI, "NewTextMessage"), 0, genkitRoles(), "genkit ai.NewTextMessage", 1),
		roleFieldSink(field(genkitAI, "Message", "Content"), "Role", genkitRoles(), "genkit ai.Message.Content"),
		fieldSink(field(genkitAI, "ToolDefinition", "Name"), policy.ToolName, "genkit ai.ToolDefinition.Name"),
		fieldSink(field(genkitAI, "ToolDefinition", "Description"), policy.ToolDescription, "genkit ai.ToolDefinition.Description"),
		// A tool's input schema: its property descriptions are read by the
		// model like the tool's own description (genkit's MCP plugin passes
		// an MCP tool's input schema, its server's text, to WithInputSchema).
		// WithInputSchema is also DefinePrompt's option for a prompt's input
		// schema; a schema drawn from third-party text is a finding there too.
		fieldSink(field(genkitAI, "ToolDefinition", "InputSchema"), policy.ToolDescription, "genkit ai.ToolDefinition.InputSchema"),
		argSink(fn(genkitAI, "WithInputSchema"), policy.ToolDescription, "genkit ai.WithInputSchema", 0),
		argSink(fn(genkitAI, "NewToolWithInputSchema"), policy.ToolDescription, "genkit ai.NewToolWithInputSchema input schema", 2),
		argSink(fn(genkitAI, "DefineToolWithInputSchema"), policy.ToolDescription, "genkit ai.DefineToolWithInputSchema input schema", 3),
		argSink(fn(genkitGK, "DefineToolWithInputSchema"), policy.ToolDescription, "genkit genkit.DefineToolWithInputSchema input schema", 3),
	}
	// Tool constructors: (name, description, …) or, for the registry forms,
	// (registry, name, description, …).
	tools := []struct {
		pkg, name string
		nameArg   int
	}{
		{genkitAI, "NewTool", 0},
		{genkitAI, "NewToolWithInputSchema", 0},
		{genkitAI, "NewMultipartTool", 0},
		{genkitAI, "DefineTool", 1},
		{genkitAI, "DefineToolWithInputSchema", 1},
		{genkitAI, "DefineMultipartTool", 1},
		{genkitGK, "DefineTool", 1},
		{genkitGK, "DefineToolWithInputSchema", 1},
		{genkitGK, "DefineMultipartTool", 1},
	}
	for _, t := range tools {
		short := "genkit " + t.pkg[len(genkitPkg)+1:] + "." + t.name
		p.Sinks = append(p.Sinks,
			argSink(fn(t.pkg, t.name), policy.ToolName, short+" name", t.nameArg),
			argSink(fn(t.pkg, t.name), policy.ToolDescription, short+" description", t.nameArg+1),
		)
	}
	p.Clean = []string{
		fn(genkitAI, "Generate"),
		fn(genkitAI, "GenerateText"),
		fn(genkitAI, "GenerateData"),
		fn(genkitGK, "Generate"),
		fn(genkitGK, "GenerateText"),
		fn(genkitGK, "GenerateData"),
	}
	return p
}
