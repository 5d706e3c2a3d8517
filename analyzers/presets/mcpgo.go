package presets

import "github.com/agentvet/agentvet/internal/policy"

const (
	mcpGoClient = "github.com/mark3labs/mcp-go/client"
	mcpGoMCP    = "github.com/mark3labs/mcp-go/mcp"
	mcpGoServer = "github.com/mark3labs/mcp-go/server"
)

// mcpGo covers github.com/mark3labs/mcp-go: everything an MCP server sends
// a client is third-party text (tool results, the tool list, the server's
// instructions, prompts, resources, and the sampling requests it makes of
// the client), and a server that re-exposes an upstream's tools puts text
// into tool names and descriptions.
func mcpGo() policy.Preset {
	p := policy.Preset{
		Name:     "mcp-go",
		Module:   "github.com/mark3labs/mcp-go",
		Version:  "v1.2.1",
		Packages: []string{mcpGoClient, mcpGoMCP, mcpGoServer},
	}
	// Methods every MCP client has, on the concrete client and on the
	// MCPClient interface alike: code written against either is covered.
	results := []struct{ method, origin, what string }{
		{"CallTool", "mcp:tool-result", "MCP tool result"},
		{"ListTools", "mcp:tool-list", "MCP tool list"},
		{"ListToolsByPage", "mcp:tool-list", "MCP tool list"},
		{"Initialize", "mcp:instructions", "MCP server instructions"},
		{"GetPrompt", "mcp:prompt", "MCP prompt"},
		{"ListPrompts", "mcp:prompt-list", "MCP prompt list"},
		{"ListPromptsByPage", "mcp:prompt-list", "MCP prompt list"},
		{"ReadResource", "mcp:resource", "MCP resource"},
		{"ListResources", "mcp:resource-list", "MCP resource list"},
		{"ListResourcesByPage", "mcp:resource-list", "MCP resource list"},
		{"ListResourceTemplates", "mcp:resource-list", "MCP resource template list"},
		{"ListResourceTemplatesByPage", "mcp:resource-list", "MCP resource template list"},
		{"Complete", "mcp:completion", "MCP completion values"},
	}
	for _, r := range results {
		p.Producers = append(p.Producers,
			produces(ptrMethod(mcpGoClient, "Client", r.method), r.origin, r.what+" (mcp-go Client."+r.method+")"),
			produces(method(mcpGoClient, "MCPClient", r.method), r.origin, r.what+" (mcp-go MCPClient."+r.method+")"),
		)
	}
	// Only on the concrete client.
	concrete := []struct{ method, origin, what string }{
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
	// Requests a server makes of the client arrive as the request parameter
	// of the handler the application implements.
	p.Producers = append(p.Producers,
		callback(method(mcpGoClient, "SamplingHandler", "CreateMessage"), []int{1},
			"mcp:sampling-request", "MCP sampling request (mcp-go SamplingHandler.CreateMessage)"),
		callback(method(mcpGoClient, "ElicitationHandler", "Elicit"), []int{1},
			"mcp:elicitation-request", "MCP elicitation request (mcp-go ElicitationHandler.Elicit)"),
	)

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
		argSink(ptrMethod(mcpGoServer, "MCPServer", "AddTaskTool"), policy.ToolDescription, "mcp-go MCPServer.AddTaskTool tool", 0),
		argSink(ptrMethod(mcpGoServer, "MCPServer", "AddTools"), policy.ToolDescription, "mcp-go MCPServer.AddTools tools"),
		argSink(ptrMethod(mcpGoServer, "MCPServer", "SetTools"), policy.ToolDescription, "mcp-go MCPServer.SetTools tools"),
		argSink(ptrMethod(mcpGoServer, "MCPServer", "AddSessionTool"), policy.ToolDescription, "mcp-go MCPServer.AddSessionTool tool", 1),
		argSink(ptrMethod(mcpGoServer, "MCPServer", "AddSessionTools"), policy.ToolDescription, "mcp-go MCPServer.AddSessionTools tools", 1),
		argSink(fn(mcpGoServer, "WithInstructions"), policy.System, "mcp-go server.WithInstructions"),
	}
	return p
}
