package presets

import "github.com/agentvet/agentvet/internal/policy"

// netHTTP covers net/http client response bodies: a fetched page is
// third-party text whatever the URL.
func netHTTP() policy.Preset {
	const pkg = "net/http"
	p := policy.Preset{
		Name:     "net-http",
		Module:   "std",
		Version:  "go1.26",
		Packages: []string{pkg},
	}
	for _, m := range []string{"Do", "Get", "Post", "PostForm"} {
		p.Producers = append(p.Producers,
			produces(ptrMethod(pkg, "Client", m), "web:http-response", "HTTP response (http.Client."+m+")"))
	}
	for _, f := range []string{"Get", "Post", "PostForm"} {
		p.Producers = append(p.Producers,
			produces(fn(pkg, f), "web:http-response", "HTTP response (http."+f+")"))
	}
	// A transport holds no text for a prompt: the credentials and
	// endpoints it attaches to requests (client-go's bearer token,
	// fetched from a token endpoint) are not the client's text.
	p.Opaque = []string{pkg + ".RoundTripper", pkg + ".Client"}
	// Nor do Google's default credentials: the project ID and tokens the
	// metadata server hands out on Google Cloud. A model client that
	// keeps them (agent-sdk-go's Anthropic on Vertex) would otherwise make
	// every reply, and the agent holding the client, a fetched page. Token
	// sources in general are not opaque: an OAuth error can quote the
	// authorization server's reply (an MCP server's own, crush's MCP
	// state printed into a tool message).
	p.Opaque = append(p.Opaque, "golang.org/x/oauth2/google.Credentials", "cloud.google.com/go/auth.Credentials")
	// A request to a model API is a model call written by hand: its
	// response is the model's reply, derived from the request body.
	p.Requests = []policy.Request{
		{Func: ptrMethod(pkg, "Client", "Do"), Req: 0, URL: -1, Body: -1},
		{Func: ptrMethod(pkg, "Client", "Post"), Req: -1, URL: 0, Body: 2},
		{Func: fn(pkg, "Post"), Req: -1, URL: 0, Body: 2},
		// The builders of an *http.Request: URL and body.
		{Func: fn(pkg, "NewRequest"), Req: -1, URL: 1, Body: 2},
		{Func: fn(pkg, "NewRequestWithContext"), Req: -1, URL: 2, Body: 3},
		// Copies of a request go where the request goes.
		{Func: ptrMethod(pkg, "Request", "WithContext"), Req: -1, URL: -1, Body: -1, Derive: true},
		{Func: ptrMethod(pkg, "Request", "Clone"), Req: -1, URL: -1, Body: -1, Derive: true},
	}
	p.ModelEndpoints = []string{
		"/chat/completions", "/completions", "/v1/messages", "/responses",
		"/api/chat", "/api/generate", ":generateContent", ":streamGenerateContent",
		"/converse", "/converse-stream", "/v1/complete",
		// llama.cpp's own server: its native completion endpoint
		// (kubectl-ai's LlamaCppClient posts to "completion" and
		// "v1/chat/completions" through one helper).
		"/completion",
		// A model server's own catalogue (OpenAI-style /models, Ollama's
		// /api/show and /api/tags, LiteLLM's /model/info): the model IDs
		// of the provider the operator configured, not a fetched page.
		"/models", "/api/show", "/api/tags", "/model/info",
		// The rest of a model server's own API: Ollama's model management
		// (a pull's progress, the running models, the version) and
		// OpenAI-style embeddings and moderations. A client that routes
		// every call through one helper names them all.
		"/api/pull", "/api/push", "/api/create", "/api/copy", "/api/delete",
		"/api/ps", "/api/version", "/api/embed", "/embeddings", "/moderations",
		// An LLM gateway's catalogue of the providers it routes to
		// (OpenRouter's /api/v1/providers, Charm's catwalk and Hyper):
		// the service the operator sends every prompt to, describing its
		// own models, is no more a third party than its replies.
		"/providers", "/api/v1/provider",
		// DashScope's native generation API (Alibaba Cloud's Qwen models:
		// text, multimodal, image and video generation under
		// /api/v1/services/aigc/): musebot's speech recognition asks a
		// multimodal model to transcribe the user's voice, and the
		// transcript is that model's reply, not a fetched page.
		"/services/aigc/",
	}
	return p
}

// std holds the argument-vector and path sinks of the standard library:
// free text rides along as data, it never becomes a program, an argument
// or a file name.
func std() policy.Preset {
	const (
		execPkg = "os/exec"
		osPkg   = "os"
	)
	p := policy.Preset{
		Name:     "std",
		Module:   "std",
		Version:  "go1.26",
		Packages: []string{execPkg, osPkg},
	}
	p.Sinks = []policy.Sink{
		// Command(name, arg...): every argument. CommandContext(ctx, name,
		// arg...): every text argument, which is all but the context.
		argSink(fn(execPkg, "Command"), policy.Argv, "exec.Command argv"),
		argSink(fn(execPkg, "CommandContext"), policy.Argv, "exec.CommandContext argv"),
		fieldSink(field(execPkg, "Cmd", "Path"), policy.Argv, "exec.Cmd.Path"),
		fieldSink(field(execPkg, "Cmd", "Args"), policy.Argv, "exec.Cmd.Args"),
		argSink(fn(osPkg, "StartProcess"), policy.Argv, "os.StartProcess argv", 0, 1),
	}
	// File system calls: the path arguments only (never WriteFile's data).
	paths := []struct {
		name string
		args []int
	}{
		{"Open", []int{0}},
		{"OpenFile", []int{0}},
		{"Create", []int{0}},
		{"ReadFile", []int{0}},
		{"WriteFile", []int{0}},
		{"ReadDir", []int{0}},
		{"Remove", []int{0}},
		{"RemoveAll", []int{0}},
		{"Mkdir", []int{0}},
		{"MkdirAll", []int{0}},
		{"Rename", []int{0, 1}},
		{"Symlink", []int{0, 1}},
		{"Link", []int{0, 1}},
		{"Chmod", []int{0}},
		{"Chdir", []int{0}},
		{"Truncate", []int{0}},
	}
	for _, f := range paths {
		p.Sinks = append(p.Sinks, argSink(fn(osPkg, f.name), policy.Path, "os."+f.name+" path", f.args...))
	}
	// The role names of message structs no preset names (an agent's or a
	// framework's own Message{Role, Content}): their content is that
	// role's, and a branch that runs only for another role does not take
	// it. Only names that say one role; anything else leaves the text
	// untagged (it then reaches every branch, the fail-closed direction).
	p.MessageRoles = []policy.RolePosition{
		{Role: "system", Position: policy.System},
		{Role: "developer", Position: policy.Developer},
		{Role: "assistant", Position: policy.Assistant},
		{Role: "model", Position: policy.Assistant},
		{Role: "ai", Position: policy.Assistant},
		{Role: "user", Position: policy.User},
		{Role: "human", Position: policy.User},
		{Role: "tool", Position: policy.Tool},
		{Role: "function", Position: policy.Tool},
		{Role: "ipython", Position: policy.Tool},
	}
	return p
}
