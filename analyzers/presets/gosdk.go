package presets

import "github.com/agentvet/agentvet/internal/policy"

const goSDKMCP = "github.com/modelcontextprotocol/go-sdk/mcp"

// mcpGoSDK covers the official github.com/modelcontextprotocol/go-sdk: the
// same MCP surfaces as mcp-go, through ClientSession methods, the
// InitializeResult accessor, and the func-typed handler fields of
// ClientOptions through which a server's requests reach the client.
func mcpGoSDK() policy.Preset {
	p := policy.Preset{
		Name:     "mcp-go-sdk",
		Module:   "github.com/modelcontextprotocol/go-sdk",
		Version:  "v1.8.0",
		Packages: []string{goSDKMCP},
	}
	results := []struct{ method, origin, what string }{
		{"CallTool", "mcp:tool-result", "MCP tool result"},
		{"ListTools", "mcp:tool-list", "MCP tool list"},
		{"Tools", "mcp:tool-list", "MCP tool list"},
		{"InitializeResult", "mcp:instructions", "MCP server instructions"},
		{"GetPrompt", "mcp:prompt", "MCP prompt"},
		{"ListPrompts", "mcp:prompt-list", "MCP prompt list"},
		{"Prompts", "mcp:prompt-list", "MCP prompt list"},
		{"ReadResource", "mcp:resource", "MCP resource"},
		{"ListResources", "mcp:resource-list", "MCP resource list"},
		{"Resources", "mcp:resource-list", "MCP resource list"},
		{"ListResourceTemplates", "mcp:resource-list", "MCP resource template list"},
		{"ResourceTemplates", "mcp:resource-list", "MCP resource template list"},
		{"Complete", "mcp:completion", "MCP completion values"},
	}
	for _, r := range results {
		p.Producers = append(p.Producers,
			produces(ptrMethod(goSDKMCP, "ClientSession", r.method), r.origin, r.what+" (go-sdk ClientSession."+r.method+")"))
	}
	// Handlers the application stores in ClientOptions: their request
	// parameter (index 1, after the context) is what the server sent.
	handlers := []struct{ field, origin, what string }{
		{"CreateMessageHandler", "mcp:sampling-request", "MCP sampling request"},
		{"CreateMessageWithToolsHandler", "mcp:sampling-request", "MCP sampling request"},
		{"ElicitationHandler", "mcp:elicitation-request", "MCP elicitation request"},
		{"LoggingMessageHandler", "mcp:log-message", "MCP log message"},
	}
	for _, h := range handlers {
		p.Producers = append(p.Producers,
			callbackField(field(goSDKMCP, "ClientOptions", h.field), []int{1}, h.origin, h.what+" (go-sdk ClientOptions."+h.field+")"))
	}

	// A server re-exposing an upstream's tools or instructions.
	p.Sinks = []policy.Sink{
		argSink(ptrMethod(goSDKMCP, "Server", "AddTool"), policy.ToolDescription, "go-sdk Server.AddTool tool", 0),
		argSink(fn(goSDKMCP, "AddTool"), policy.ToolDescription, "go-sdk mcp.AddTool tool", 1),
		fieldSink(field(goSDKMCP, "Tool", "Name"), policy.ToolName, "go-sdk mcp.Tool.Name"),
		fieldSink(field(goSDKMCP, "Tool", "Description"), policy.ToolDescription, "go-sdk mcp.Tool.Description"),
		fieldSink(field(goSDKMCP, "ServerOptions", "Instructions"), policy.System, "go-sdk ServerOptions.Instructions"),
	}
	return p
}
