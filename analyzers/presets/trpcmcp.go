package presets

import "github.com/agentvet/agentvet/internal/policy"

// trpc-mcp-go keeps client, server and protocol types in one package.
const (
	trpcMCPModule = "trpc.group/trpc-go/trpc-mcp-go"
	trpcMCP       = trpcMCPModule
)

// trpcMCPGoFamily covers trpc.group/trpc-go/trpc-mcp-go, the MCP SDK of
// tRPC-Go (trpc-agent-go's MCP toolsets), at the version real agents pin.
func trpcMCPGoFamily() family {
	return single(trpcMCPGo("v0.0.10"), "trpc")
}

// trpcMCPGo is the trpc-mcp-go table at version: as for mcp-go, everything
// an MCP server sends a client is third-party text (tool results, the tool
// list, the server's instructions, prompts and resources), by the client
// call that returns it, on the HTTP/SSE *Client, the *StdioClient and the
// Connector interface code is written against, and by the type that
// carries it wherever it comes from. The version has no sampling or
// elicitation on the client side. A server that re-exposes an upstream's
// tools puts text into tool names and descriptions.
func trpcMCPGo(version string) policy.Preset {
	p := policy.Preset{
		Name:     "trpc-mcp-go",
		Module:   trpcMCPModule,
		Version:  version,
		Packages: []string{trpcMCP},
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
		for _, c := range []string{"Client", "StdioClient"} {
			p.Producers = append(p.Producers,
				produces(ptrMethod(trpcMCP, c, r.method), r.origin, r.what+" (trpc-mcp-go "+c+"."+r.method+")"))
		}
		// SessionClient and ProcessClient embed Connector: a call through
		// either is Connector's method.
		p.Producers = append(p.Producers,
			produces(method(trpcMCP, "Connector", r.method), r.origin, r.what+" (trpc-mcp-go Connector."+r.method+")"))
	}
	p.Producers = append(p.Producers, trpcMCPTypes()...)

	// A server (a proxy re-exposing an upstream's tools) writes tool names,
	// descriptions and the instructions of its initialize response, which
	// clients hand their model. The three servers register tools alike.
	p.Sinks = []policy.Sink{
		argSink(fn(trpcMCP, "NewTool"), policy.ToolName, "trpc-mcp-go mcp.NewTool name", 0),
		argSink(fn(trpcMCP, "WithDescription"), policy.ToolDescription, "trpc-mcp-go mcp.WithDescription", 0),
		fieldSink(field(trpcMCP, "Tool", "Name"), policy.ToolName, "trpc-mcp-go mcp.Tool.Name"),
		fieldSink(field(trpcMCP, "Tool", "Description"), policy.ToolDescription, "trpc-mcp-go mcp.Tool.Description"),
	}
	for _, s := range []string{"Server", "SSEServer", "StdioServer"} {
		p.Sinks = append(p.Sinks,
			argSink(ptrMethod(trpcMCP, s, "RegisterTool"), policy.ToolDescription, "trpc-mcp-go "+s+".RegisterTool tool", 0))
	}
	p.Sinks = append(p.Sinks,
		argSink(fn(trpcMCP, "NewInitializeResponse"), policy.System, "trpc-mcp-go mcp.NewInitializeResponse instructions", 4))
	return p
}

// trpcMCPTypes are the trpc-mcp-go data types that carry what a server
// authored: a read of one of these fields is third-party text whether the
// value came from a client call, a parameter (a bridge handed []mcp.Tool),
// a struct field or a callback's argument.
func trpcMCPTypes() []policy.Producer {
	ps := []policy.Producer{}
	ps = append(ps, typeProducer(trpcMCP, "Tool", "mcp:tool-list", "trpc-mcp-go mcp.Tool",
		"Name", "Description", "InputSchema", "OutputSchema", "RawInputSchema", "RawOutputSchema")...)
	ps = append(ps, typeProducer(trpcMCP, "CallToolResult", "mcp:tool-result", "trpc-mcp-go mcp.CallToolResult", "Content", "StructuredContent")...)
	ps = append(ps, typeProducer(trpcMCP, "GetPromptResult", "mcp:prompt", "trpc-mcp-go mcp.GetPromptResult", "Description", "Messages")...)
	ps = append(ps, typeProducer(trpcMCP, "PromptMessage", "mcp:prompt", "trpc-mcp-go mcp.PromptMessage", "Role", "Content")...)
	ps = append(ps, typeProducer(trpcMCP, "InitializeResult", "mcp:instructions", "trpc-mcp-go mcp.InitializeResult", "Instructions")...)
	ps = append(ps, typeProducer(trpcMCP, "ReadResourceResult", "mcp:resource", "trpc-mcp-go mcp.ReadResourceResult", "Contents")...)
	return ps
}
