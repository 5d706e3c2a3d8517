package modelreply

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
)

// transcribe asks a multimodal model to write down a voice message
// through DashScope's native generation API (musebot's speech
// recognition, Qwen on Alibaba Cloud): the reply is the model's text, as a
// chat completion's is, derived from what the request carried.
func transcribe(ctx context.Context, audio string) string {
	body, _ := json.Marshal(map[string]any{"input": map[string]any{"messages": []any{map[string]any{"role": "user", "content": []any{map[string]string{"audio": audio}}}}}})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost,
		"https://dashscope.aliyuncs.com/api/v1/services/aigc/multimodal-generation/generation", bytes.NewReader(body))
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

// appInfo reads an application's settings from the same provider's
// console API: not a generation endpoint, a page like any.
func appInfo(ctx context.Context) string {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, "https://dashscope.aliyuncs.com/api/v1/apps/settings", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

func Transcripts(ctx context.Context, voice string) {
	Assistant(transcribe(ctx, voice))     // benign: the model's own text
	System(transcribe(ctx, ToolResult())) // want "derived text: a model's reply to a prompt that held .*mcp:tool-result.* reaches the system prompt"
	System(appInfo(ctx))                  // want "web:http-response.*reaches the system prompt"
}
