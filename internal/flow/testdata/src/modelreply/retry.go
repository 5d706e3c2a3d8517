package modelreply

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
)

// retry runs call until it succeeds or gives up (agent-sdk-go's
// retryExecutor.Execute): the request it sends is the caller's, captured
// by the closure.
func retry(call func() error) error { return call() }

// viaRetry asks the model through a retry closure: the request the
// closure sends is the one built here, for a chat-completions endpoint.
func (c *client) viaRetry(ctx context.Context, prompt string) string {
	body, _ := json.Marshal(map[string]any{"messages": []map[string]string{{"role": "user", "content": prompt}}})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/v1/chat/completions", bytes.NewReader(body))
	if err != nil {
		return ""
	}
	var resp *http.Response
	err = retry(func() error {
		var doErr error
		resp, doErr = http.DefaultClient.Do(req)
		return doErr
	})
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// fetchRetry fetches a page through the same kind of closure.
func fetchRetry(ctx context.Context, url string) string {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return ""
	}
	var resp *http.Response
	err = retry(func() error {
		var doErr error
		resp, doErr = http.DefaultClient.Do(req)
		return doErr
	})
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// swapped builds a request for the model, then, in the closure, sends
// another: the closure's own store decides, and it names no model API.
func (c *client) swapped(ctx context.Context, url string) string {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/v1/chat/completions", nil)
	if err != nil {
		return ""
	}
	var resp *http.Response
	err = retry(func() error {
		req, _ = http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		var doErr error
		resp, doErr = http.DefaultClient.Do(req)
		return doErr
	})
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

func RetryReplies(ctx context.Context, c *client) {
	Assistant(c.viaRetry(ctx, "Hello"))                 // benign: the model's own turn, sent from a retry closure
	System(c.viaRetry(ctx, "Summarize: "+ToolResult())) // want "derived text: a model's reply to a prompt that held .*mcp:tool-result.* reaches the system prompt"
	System(fetchRetry(ctx, "https://example.com/docs")) // want "web:http-response.*reaches the system prompt"
	System(c.swapped(ctx, "https://example.com/docs"))  // want "web:http-response.*reaches the system prompt"
}
