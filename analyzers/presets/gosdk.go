package presets

import "github.com/agentvet/agentvet/internal/policy"

const goSDKMCP = "github.com/modelcontextprotocol/go-sdk/mcp"

// mcpGoSDKFamily covers the official github.com/modelcontextprotocol/go-sdk
// from v0.5 (the first release real agents pin) to v1: the client API kept
// its names; v1.4 added tool-enabled sampling.
func mcpGoSDKFamily() family {
	return family{name: "mcp-go-sdk", editions: []edition{
		{mcpGoSDK("v1.8.0", true), "gosdk"},
		{mcpGoSDK("v0.5.0", false), "gosdk05"},
	}}
}

// mcpGoSDK is the go-sdk table at version (withTools: the version has
// tool-enabled sampling): the same MCP surfaces as mcp-go, through
// ClientSession methods, the InitializeResult accessor, the func-typed
// handler fields of ClientOptions through which a server's requests reach
// the client, and the types that carry what a server authored.
func mcpGoSDK(version string, withTools bool) policy.Preset {
	p := policy.Preset{
		Name:     "mcp-go-sdk",
		Module:   "github.com/modelcontextprotocol/go-sdk",
		Version:  version,
		Packages: []string{goSDKMCP},
	}
	results := []clientCall{
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
		{"ElicitationHandler", "mcp:elicitation-request", "MCP elicitation request"},
		{"LoggingMessageHandler", "mcp:log-message", "MCP log message"},
	}
	if withTools {
		handlers = append(handlers, struct{ field, origin, what string }{"CreateMessageWithToolsHandler", "mcp:sampling-request", "MCP sampling request"})
	}
	for _, h := range handlers {
		p.Producers = append(p.Producers,
			callbackField(field(goSDKMCP, "ClientOptions", h.field), []int{1}, h.origin, h.what+" (go-sdk ClientOptions."+h.field+")"))
	}

	p.Producers = append(p.Producers, goSDKTypes(withTools)...)

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

// goSDKTypes are the go-sdk data types that carry what a server authored:
// a read of one of these fields is third-party text wherever the value
// came from.
func goSDKTypes(withTools bool) []policy.Producer {
	ps := []policy.Producer{}
	ps = append(ps, typeProducer(goSDKMCP, "Tool", "mcp:tool-list", "go-sdk mcp.Tool", "Name", "Title", "Description", "InputSchema", "OutputSchema")...)
	ps = append(ps, typeProducer(goSDKMCP, "CallToolResult", "mcp:tool-result", "go-sdk mcp.CallToolResult", "Content", "StructuredContent")...)
	ps = append(ps, typeProducer(goSDKMCP, "GetPromptResult", "mcp:prompt", "go-sdk mcp.GetPromptResult", "Description", "Messages")...)
	ps = append(ps, typeProducer(goSDKMCP, "PromptMessage", "mcp:prompt", "go-sdk mcp.PromptMessage", "Role", "Content")...)
	ps = append(ps, typeProducer(goSDKMCP, "InitializeResult", "mcp:instructions", "go-sdk mcp.InitializeResult", "Instructions")...)
	ps = append(ps, typeProducer(goSDKMCP, "CreateMessageParams", "mcp:sampling-request", "go-sdk mcp.CreateMessageParams", "SystemPrompt", "Messages")...)
	ps = append(ps, typeProducer(goSDKMCP, "SamplingMessage", "mcp:sampling-request", "go-sdk mcp.SamplingMessage", "Role", "Content")...)
	if withTools {
		ps = append(ps, typeProducer(goSDKMCP, "CreateMessageWithToolsParams", "mcp:sampling-request", "go-sdk mcp.CreateMessageWithToolsParams", "SystemPrompt", "Messages")...)
		ps = append(ps, typeProducer(goSDKMCP, "SamplingMessageV2", "mcp:sampling-request", "go-sdk mcp.SamplingMessageV2", "Role", "Content")...)
	}
	return ps
}
