package presets

import "github.com/agentvet/agentvet/internal/policy"

const (
	mcpGoModule = "github.com/mark3labs/mcp-go"
	mcpGoClient = mcpGoModule + "/client"
	mcpGoMCP    = mcpGoModule + "/mcp"
	mcpGoServer = mcpGoModule + "/server"
)

// The mcp-go API lines the editions describe: the module path never
// changed, the client did.
const (
	// mcpGoStdio: before v0.21 a client was a *StdioMCPClient or an
	// *SSEMCPClient, and a sampling request's parameters an anonymous
	// struct.
	mcpGoStdio = iota
	// mcpGoUnified: from v0.21 one *Client over a transport; from v0.32
	// CreateMessageParams; from v0.35 the client's SamplingHandler.
	mcpGoUnified
	// mcpGoV1: v1 adds tasks and the Iter* listings.
	mcpGoV1
)

// mcpGoFamily covers github.com/mark3labs/mcp-go at the versions real
// agents pin: v1, the v0.2x–v0.4x line (v0.44.0), and the v0.1x line of
// per-transport clients (v0.17.0).
func mcpGoFamily() family {
	return family{name: "mcp-go", editions: []edition{
		{mcpGo("v1.2.1", mcpGoV1), "mcpgo"},
		{mcpGo("v0.44.0", mcpGoUnified), "mcpgo044"},
		{mcpGo("v0.17.0", mcpGoStdio), "mcpgo017"},
	}}
}

// mcpGo is the mcp-go table of one API line: everything an MCP server
// sends a client is third-party text (tool results, the tool list, the
// server's instructions, prompts, resources, and the sampling requests it
// makes of the client), by the client call that returns it and by the
// type that carries it wherever it comes from; and a server that
// re-exposes an upstream's tools puts text into tool names and
// descriptions.
func mcpGo(version string, line int) policy.Preset {
	p := policy.Preset{
		Name:     "mcp-go",
		Module:   mcpGoModule,
		Version:  version,
		Packages: []string{mcpGoClient, mcpGoMCP, mcpGoServer},
	}
	clients := []string{"Client"}
	if line == mcpGoStdio {
		clients = []string{"StdioMCPClient", "SSEMCPClient"}
	}
	// Methods every MCP client has, on the concrete clients and on the
	// MCPClient interface alike: code written against either is covered.
	results := []clientCall{
		{"CallTool", "mcp:tool-result", "MCP tool result"},
		{"ListTools", "mcp:tool-list", "MCP tool list"},
		{"Initialize", "mcp:instructions", "MCP server instructions"},
		{"GetPrompt", "mcp:prompt", "MCP prompt"},
		{"ListPrompts", "mcp:prompt-list", "MCP prompt list"},
		{"ReadResource", "mcp:resource", "MCP resource"},
		{"ListResources", "mcp:resource-list", "MCP resource list"},
		{"ListResourceTemplates", "mcp:resource-list", "MCP resource template list"},
		{"Complete", "mcp:completion", "MCP completion values"},
	}
	if line != mcpGoStdio {
		results = append(results, []clientCall{
			{"ListToolsByPage", "mcp:tool-list", "MCP tool list"},
			{"ListPromptsByPage", "mcp:prompt-list", "MCP prompt list"},
			{"ListResourcesByPage", "mcp:resource-list", "MCP resource list"},
			{"ListResourceTemplatesByPage", "mcp:resource-list", "MCP resource template list"},
		}...)
	}
	for _, r := range results {
		for _, c := range clients {
			p.Producers = append(p.Producers,
				produces(ptrMethod(mcpGoClient, c, r.method), r.origin, r.what+" (mcp-go "+c+"."+r.method+")"))
		}
		p.Producers = append(p.Producers,
			produces(method(mcpGoClient, "MCPClient", r.method), r.origin, r.what+" (mcp-go MCPClient."+r.method+")"))
	}
	if line == mcpGoV1 {
		concrete := []clientCall{
			{"IterTools", "mcp:tool-list", "MCP tool list"},
			{"IterPrompts", "mcp:prompt-list", "MCP prompt list"},
			{"IterResources", "mcp:resource-list", "MCP resource list"},
			{"IterResourceTemplates", "mcp:resource-list", "MCP resource template list"},
			{"TaskResult", "mcp:tool-result", "MCP task result"},
			{"GetTask", "mcp:task-status", "MCP task status"},
			{"WaitForTask", "mcp:task-status", "MCP task status"},
		}
		for _, r := range concrete {
			p.Producers = append(p.Producers,
				produces(ptrMethod(mcpGoClient, "Client", r.method), r.origin, r.what+" (mcp-go Client."+r.method+")"))
		}
	}
	// Requests a server makes of the client arrive as the request
	// parameter of the handler the application implements.
	if line != mcpGoStdio {
		p.Producers = append(p.Producers,
			callback(method(mcpGoClient, "SamplingHandler", "CreateMessage"), []int{1},
				"mcp:sampling-request", "MCP sampling request (mcp-go SamplingHandler.CreateMessage)"),
			callback(method(mcpGoClient, "ElicitationHandler", "Elicit"), []int{1},
				"mcp:elicitation-request", "MCP elicitation request (mcp-go ElicitationHandler.Elicit)"),
		)
	}
	p.Producers = append(p.Producers, mcpGoTypes(line)...)

	// A server (a proxy re-exposing an upstream's tools) writes tool names,
	// descriptions and its own instructions, which clients hand their model.
	p.Sinks = []policy.Sink{
		argSink(fn(mcpGoMCP, "NewTool"), policy.ToolName, "mcp-go mcp.NewTool name", 0),
		argSink(fn(mcpGoMCP, "NewToolWithRawSchema"), policy.ToolName, "mcp-go mcp.NewToolWithRawSchema name", 0),
		argSink(fn(mcpGoMCP, "NewToolWithRawSchema"), policy.ToolDescription, "mcp-go mcp.NewToolWithRawSchema description", 1),
		argSink(fn(mcpGoMCP, "WithDescription"), policy.ToolDescription, "mcp-go mcp.WithDescription", 0),
		fieldSink(field(mcpGoMCP, "Tool", "Name"), policy.ToolName, "mcp-go mcp.Tool.Name"),
		fieldSink(field(mcpGoMCP, "Tool", "Description"), policy.ToolDescription, "mcp-go mcp.Tool.Description"),
		argSink(ptrMethod(mcpGoServer, "MCPServer", "AddTool"), policy.ToolDescription, "mcp-go MCPServer.AddTool tool", 0),
		argSink(ptrMethod(mcpGoServer, "MCPServer", "AddTools"), policy.ToolDescription, "mcp-go MCPServer.AddTools tools"),
		argSink(ptrMethod(mcpGoServer, "MCPServer", "SetTools"), policy.ToolDescription, "mcp-go MCPServer.SetTools tools"),
		argSink(fn(mcpGoServer, "WithInstructions"), policy.System, "mcp-go server.WithInstructions"),
	}
	if line != mcpGoStdio {
		p.Sinks = append(p.Sinks,
			argSink(ptrMethod(mcpGoServer, "MCPServer", "AddTaskTool"), policy.ToolDescription, "mcp-go MCPServer.AddTaskTool tool", 0),
			argSink(ptrMethod(mcpGoServer, "MCPServer", "AddSessionTool"), policy.ToolDescription, "mcp-go MCPServer.AddSessionTool tool", 1),
			argSink(ptrMethod(mcpGoServer, "MCPServer", "AddSessionTools"), policy.ToolDescription, "mcp-go MCPServer.AddSessionTools tools", 1),
		)
	}
	return p
}

// mcpGoTypes are the mcp-go data types that carry what a server authored:
// a read of one of these fields is third-party text whether the value came
// from a client call, a parameter (a bridge handed []mcp.Tool), a struct
// field or a callback's argument.
func mcpGoTypes(line int) []policy.Producer {
	ps := []policy.Producer{}
	ps = append(ps, typeProducer(mcpGoMCP, "Tool", "mcp:tool-list", "mcp-go mcp.Tool", "Name", "Description", "InputSchema", "RawInputSchema")...)
	ps = append(ps, typeProducer(mcpGoMCP, "ToolInputSchema", "mcp:tool-list", "mcp-go mcp.ToolInputSchema", "Properties")...)
	ps = append(ps, typeProducer(mcpGoMCP, "CallToolResult", "mcp:tool-result", "mcp-go mcp.CallToolResult", "Content")...)
	ps = append(ps, typeProducer(mcpGoMCP, "GetPromptResult", "mcp:prompt", "mcp-go mcp.GetPromptResult", "Description", "Messages")...)
	ps = append(ps, typeProducer(mcpGoMCP, "PromptMessage", "mcp:prompt", "mcp-go mcp.PromptMessage", "Role", "Content")...)
	ps = append(ps, typeProducer(mcpGoMCP, "InitializeResult", "mcp:instructions", "mcp-go mcp.InitializeResult", "Instructions")...)
	ps = append(ps, typeProducer(mcpGoMCP, "SamplingMessage", "mcp:sampling-request", "mcp-go mcp.SamplingMessage", "Role", "Content")...)
	if line == mcpGoStdio {
		// The request's parameters are an anonymous struct: the whole of
		// it is the server's.
		ps = append(ps, typeProducer(mcpGoMCP, "CreateMessageRequest", "mcp:sampling-request", "mcp-go mcp.CreateMessageRequest", "Params")...)
	} else {
		ps = append(ps, typeProducer(mcpGoMCP, "CreateMessageParams", "mcp:sampling-request", "mcp-go mcp.CreateMessageParams", "SystemPrompt", "Messages")...)
	}
	return ps
}
