package presets

import "github.com/agentvet/agentvet/internal/policy"

// mcp-golang keeps client, server and protocol types in one package (its
// package name is mcp_golang).
const mcpGolang = "github.com/metoro-io/mcp-golang"

// mcpGolangPreset covers github.com/metoro-io/mcp-golang, an MCP SDK whose
// client and server live in the module's root package: as for mcp-go,
// everything an MCP server sends a client is third-party text (tool
// results, the tool list, the server's instructions, prompts and
// resources), by the *Client call that returns it and by the type that
// carries it wherever it comes from. The version has no sampling or
// elicitation. A server that re-exposes an upstream's tools puts text
// into tool names and descriptions, and its instructions reach clients'
// system prompts.
func mcpGolangPreset() policy.Preset {
	p := policy.Preset{
		Name:     "mcp-golang",
		Module:   mcpGolang,
		Version:  "v0.16.1",
		Packages: []string{mcpGolang},
	}
	results := []clientCall{
		{"CallTool", "mcp:tool-result", "MCP tool result"},
		{"ListTools", "mcp:tool-list", "MCP tool list"},
		{"Initialize", "mcp:instructions", "MCP server instructions"},
		{"GetPrompt", "mcp:prompt", "MCP prompt"},
		{"ListPrompts", "mcp:prompt-list", "MCP prompt list"},
		{"ReadResource", "mcp:resource", "MCP resource"},
		{"ListResources", "mcp:resource-list", "MCP resource list"},
	}
	for _, r := range results {
		p.Producers = append(p.Producers,
			produces(ptrMethod(mcpGolang, "Client", r.method), r.origin, r.what+" (mcp-golang Client."+r.method+")"))
	}
	p.Producers = append(p.Producers, mcpGolangTypes()...)

	// A server (a proxy re-exposing an upstream's tools) writes tool
	// names, descriptions and the instructions of its initialize
	// response, which clients hand their model.
	p.Sinks = []policy.Sink{
		argSink(ptrMethod(mcpGolang, "Server", "RegisterTool"), policy.ToolName, "mcp-golang Server.RegisterTool name", 0),
		argSink(ptrMethod(mcpGolang, "Server", "RegisterTool"), policy.ToolDescription, "mcp-golang Server.RegisterTool description", 1),
		argSink(fn(mcpGolang, "WithInstructions"), policy.System, "mcp-golang WithInstructions", 0),
	}
	return p
}

// mcpGolangTypes are the mcp-golang data types that carry what a server
// authored: a read of one of these fields is third-party text whether the
// value came from a client call, a parameter, a struct field or a
// callback's argument.
func mcpGolangTypes() []policy.Producer {
	ps := []policy.Producer{}
	ps = append(ps, typeProducer(mcpGolang, "ToolRetType", "mcp:tool-list", "mcp-golang ToolRetType", "Name", "Description", "InputSchema")...)
	ps = append(ps, typeProducer(mcpGolang, "ToolResponse", "mcp:tool-result", "mcp-golang ToolResponse", "Content")...)
	ps = append(ps, typeProducer(mcpGolang, "PromptResponse", "mcp:prompt", "mcp-golang PromptResponse", "Description", "Messages")...)
	ps = append(ps, typeProducer(mcpGolang, "PromptMessage", "mcp:prompt", "mcp-golang PromptMessage", "Role", "Content")...)
	ps = append(ps, typeProducer(mcpGolang, "InitializeResponse", "mcp:instructions", "mcp-golang InitializeResponse", "Instructions")...)
	ps = append(ps, typeProducer(mcpGolang, "ResourceResponse", "mcp:resource", "mcp-golang ResourceResponse", "Contents")...)
	return ps
}
