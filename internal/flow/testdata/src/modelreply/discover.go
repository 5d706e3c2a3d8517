package modelreply

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// doRequest sends a GET to a path of base (crush's model discovery): only
// this package calls it, and every call names a model server's own
// catalogue, so its reply is the model provider's, not a fetched page.
func doRequest(ctx context.Context, base, path string) string {
	url := strings.TrimRight(base, "/") + "/" + strings.TrimLeft(path, "/")
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return ""
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

func listModels(ctx context.Context, base string) string { return doRequest(ctx, base, "/v1/models") }
func showModel(ctx context.Context, base string) string  { return doRequest(ctx, base, "/api/show") }

// pullModel is the last caller of the helper (agent-sdk-go's Ollama client
// routes chat, generate, tags and pull through one makeRequest): a pull is
// the model server's own API too, so it keeps the helper's replies the
// provider's.
func pullModel(ctx context.Context, base string) string { return doRequest(ctx, base, "/api/pull") }

// providers lists an LLM gateway's providers (OpenRouter, catwalk, Hyper).
func providers(ctx context.Context, base string) string {
	return doRequest(ctx, base, "/api/v1/providers")
}

// getURL fetches a URL its callers build.
func getURL(ctx context.Context, url string) string {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return ""
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// getShared is called for a model list and for an issue: one call that
// does not name a model API keeps the reply a fetched page.
func getShared(ctx context.Context, base, path string) string { return getURL(ctx, base+path) }

func sharedModels(ctx context.Context, base string) string { return getShared(ctx, base, "/models") }
func sharedIssue(ctx context.Context, base string) string  { return getShared(ctx, base, "/issues/1") }

// GetPath is exported: callers outside the package may pass any path.
func GetPath(ctx context.Context, base, path string) string { return getURL(ctx, base+path) }

// viaValue passes the helper on as a value: a caller may be out of sight.
func viaValue(ctx context.Context, base string, get func(context.Context, string, string) string) string {
	return get(ctx, base, "/models")
}

// getByValue is used as a value below.
func getByValue(ctx context.Context, base, path string) string { return getURL(ctx, base+path) }

func Catalogues(ctx context.Context, base string) {
	System(listModels(ctx, base))            // benign: the provider's model list
	System(showModel(ctx, base))             // benign: the provider's model details
	System(pullModel(ctx, base))             // benign: the model server's pull progress
	System(providers(ctx, base))             // benign: the gateway's own provider catalogue
	System(sharedModels(ctx, base))          // want "web:http-response.*reaches the system prompt"
	System(sharedIssue(ctx, base))           // want "web:http-response.*reaches the system prompt"
	System(GetPath(ctx, base, "/models"))    // want "web:http-response.*reaches the system prompt"
	System(viaValue(ctx, base, getByValue))  // want "web:http-response.*reaches the system prompt"
	System(getByValue(ctx, base, "/models")) // want "web:http-response.*reaches the system prompt"
}

// llamaClient routes every call to a llama.cpp server through one helper
// that joins a relative path onto its base URL (kubectl-ai's
// LlamaCppClient): "completion" and "v1/chat/completions" name the model
// server's own API, "slots/0" does not.
type llamaClient struct {
	base *url.URL
}

func (c *llamaClient) doRequest(ctx context.Context, relativePath string) string {
	u := c.base.JoinPath(relativePath)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u.String(), nil)
	if err != nil {
		return ""
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

func (c *llamaClient) complete(ctx context.Context) string { return c.doRequest(ctx, "completion") }
func (c *llamaClient) chat(ctx context.Context) string {
	return c.doRequest(ctx, "v1/chat/completions")
}

// relativeClient is the same helper called once with a path that names
// no model API: its replies stay fetched pages.
type relativeClient struct {
	base *url.URL
}

func (c *relativeClient) doRequest(ctx context.Context, relativePath string) string {
	u := c.base.JoinPath(relativePath)
	resp, err := http.Get(u.String())
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

func (c *relativeClient) chat(ctx context.Context) string {
	return c.doRequest(ctx, "v1/chat/completions")
}
func (c *relativeClient) issue(ctx context.Context) string { return c.doRequest(ctx, "issues/1") }

func RelativePaths(ctx context.Context, l *llamaClient, r *relativeClient) {
	System(l.complete(ctx)) // benign: the llama.cpp server's completion
	System(l.chat(ctx))     // benign: its chat reply
	System(r.issue(ctx))    // want "web:http-response.*reaches the system prompt"
	System(r.chat(ctx))     // want "web:http-response.*reaches the system prompt"
}
