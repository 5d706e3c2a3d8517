package modelreply

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
)

// vertex calls a partner model on Vertex AI (agent-sdk-go's Anthropic
// client on Vertex): no constant holds a whole endpoint (the method,
// rawPredict or streamRawPredict, follows a colon), but the format names
// the model resource (/publishers/anthropic/models/), and a model
// resource is a model API.
type vertex struct{ base, project, region string }

func (v *vertex) predict(ctx context.Context, model, prompt string, stream bool) string {
	method := "rawPredict"
	if stream {
		method = "streamRawPredict"
	}
	url := fmt.Sprintf("%s/v1/projects/%s/locations/%s/publishers/anthropic/models/%s:%s", v.base, v.project, v.region, model, method)
	body, _ := json.Marshal(map[string]any{"messages": []map[string]string{{"role": "user", "content": prompt}}})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
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

// dataset reads a Vertex AI dataset's metadata: the same host, a URL of
// the same shape, but no model answers it.
func (v *vertex) dataset(ctx context.Context, id string) string {
	return getURL(ctx, fmt.Sprintf("%s/v1/projects/%s/locations/%s/datasets/%s", v.base, v.project, v.region, id))
}

func VertexReplies(ctx context.Context, v *vertex) {
	Assistant(v.predict(ctx, "claude", "Hello", false))                // benign: the model's own turn
	System(v.predict(ctx, "claude", "Summarize: "+ToolResult(), true)) // want "derived text: a model's reply to a prompt that held .*mcp:tool-result.* reaches the system prompt"
	System(v.dataset(ctx, "d1"))                                       // want "web:http-response.*reaches the system prompt"
}
