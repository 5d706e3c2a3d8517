// Package modelreply: the model's own reply read through a hand-written
// HTTP client of a model API, beside a fetched page.
package modelreply

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
)

//agentvet:producer origin=mcp:tool-result
func ToolResult() string { return "" }

//agentvet:sink position=system
func System(s string) {}

//agentvet:sink position=assistant
func Assistant(s string) {}

type client struct{ base string }

// complete asks the model: a POST to a chat-completions endpoint.
func (c *client) complete(ctx context.Context, prompt string) string {
	body, _ := json.Marshal(map[string]any{"messages": []map[string]string{{"role": "user", "content": prompt}}})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/v1/chat/completions", bytes.NewReader(body))
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

// stream asks the model through a copy of the request (genkit's ollama
// plugin: req = req.WithContext(ctx)); the copy goes where the original
// goes.
func (c *client) stream(ctx context.Context, prompt string) string {
	body, _ := json.Marshal(map[string]any{"prompt": prompt})
	req, err := http.NewRequest(http.MethodPost, c.base+"/api/generate", bytes.NewReader(body))
	if err != nil {
		return ""
	}
	req = req.WithContext(ctx)
	resp, err := http.DefaultClient.Do(req.Clone(ctx))
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// retry asks the model and builds the request again on each retry
// (picoclaw's membench client): every builder goes to the model.
func (c *client) retry(ctx context.Context, prompt string) string {
	body, _ := json.Marshal(map[string]any{"prompt": prompt})
	endpoint := c.base + "/chat/completions"
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(body))
	if err != nil {
		return ""
	}
	var resp *http.Response
	for i := 0; i < 3; i++ {
		if i > 0 {
			req, err = http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(body))
			if err != nil {
				return ""
			}
		}
		if resp, err = http.DefaultClient.Do(req); err == nil {
			break
		}
	}
	if resp == nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// fallback asks the model, or fetches a page when the model is down: one
// of the builders does not go to a model API, so the reply may be a page.
func (c *client) fallback(ctx context.Context, prompt, page string) string {
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/chat/completions", nil)
	if prompt == "" {
		req, _ = http.NewRequestWithContext(ctx, http.MethodGet, page, nil)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// fetchCopy reads a page through a copy of its request: still a page.
func fetchCopy(ctx context.Context, url string) string {
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	resp, err := http.DefaultClient.Do(req.WithContext(ctx))
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// fetch reads a page.
func fetch(ctx context.Context, url string) string {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// newRequest builds a request to a path of base (agent-sdk-go's
// CreateVertexHTTPRequest): the caller says which path.
func newRequest(ctx context.Context, base, path string, payload any) (*http.Request, error) {
	body, err := json.Marshal(payload)
	if err != nil {
		return nil, err
	}
	return http.NewRequestWithContext(ctx, http.MethodPost, base+path, bytes.NewReader(body))
}

// viaHelper asks the model through a request a helper built for the
// messages endpoint.
func (c *client) viaHelper(ctx context.Context, prompt string) string {
	req, err := newRequest(ctx, c.base, "/v1/messages", map[string]string{"prompt": prompt})
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

// fetchViaHelper fetches a page through the same helper.
func fetchViaHelper(ctx context.Context, url string) string {
	req, err := newRequest(ctx, url, "", nil)
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

func Replies(ctx context.Context, c *client) {
	Assistant(c.complete(ctx, "Hello"))                     // benign: the model's own turn
	System(c.complete(ctx, "Write a persona."))             // benign: a reply to the operator's prompt
	Assistant(c.complete(ctx, "Summarize: "+ToolResult()))  // benign: replayed as the assistant turn
	System(c.complete(ctx, "Summarize: "+ToolResult()))     // want "derived text: a model's reply to a prompt that held .*mcp:tool-result.* reaches the system prompt"
	System(fetch(ctx, "https://example.com/docs"))          // want "web:http-response.*reaches the system prompt"
	Assistant(fetch(ctx, "https://example.com/docs"))       // want "web:http-response.*reaches an assistant message"
	Assistant(c.stream(ctx, "Hello"))                       // benign: the model's own turn, through req.WithContext and req.Clone
	System(c.stream(ctx, "Summarize: "+ToolResult()))       // want "derived text: a model's reply to a prompt that held .*mcp:tool-result.* reaches the system prompt"
	System(fetchCopy(ctx, "https://example.com/docs"))      // want "web:http-response.*reaches the system prompt"
	Assistant(c.retry(ctx, "Hello"))                        // benign: the model's own turn, the request built again on retry
	System(c.fallback(ctx, "", "https://example.com/docs")) // want "web:http-response.*reaches the system prompt"
	Assistant(c.viaHelper(ctx, "Hello"))                    // benign: the model's own turn, the request built by a helper of the package
	System(c.viaHelper(ctx, "Summarize: "+ToolResult()))    // want "derived text: a model's reply to a prompt that held .*mcp:tool-result.* reaches the system prompt"
	System(fetchViaHelper(ctx, "https://example.com/docs")) // want "web:http-response.*reaches the system prompt"
}

// Message is a turn of a conversation the program keeps (its own type).
type Message struct {
	Role    string
	Content string
}

// Memory keeps the conversation, replayed elsewhere by role.
type Memory struct{ msgs []Message }

// KeepSummary keeps the model's summary of a tool result as the system
// message of the memory: derived text kept as instructions.
func (m *Memory) KeepSummary(ctx context.Context, c *client) {
	m.msgs = append(m.msgs, Message{Role: "system", Content: c.complete(ctx, "Summarize: "+ToolResult())}) // want `derived text: a model's reply to a prompt that held .*mcp:tool-result.* reaches the system prompt at modelreply.Message.Content \(role "system", a message the program keeps\)`
}

// KeepReply keeps the model's reply as its own turn: benign.
func (m *Memory) KeepReply(ctx context.Context, c *client) {
	m.msgs = append(m.msgs, Message{Role: "assistant", Content: c.complete(ctx, ToolResult())}) // benign: the model's reply as the assistant turn
}

// KeepNote keeps the operator's note as a system message: no model.
func (m *Memory) KeepNote(note string) {
	m.msgs = append(m.msgs, Message{Role: "system", Content: note}) // benign: the operator's text
}
