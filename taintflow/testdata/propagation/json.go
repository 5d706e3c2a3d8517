package propagation

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/mark3labs/mcp-go/client"
)

type envelope struct {
	Tool   string `json:"tool"`
	Result string `json:"result"`
}

// encoding/json Marshal of a value holding the text.
func Marshal(ctx context.Context, c *client.Client) msg {
	b, _ := json.Marshal(envelope{Tool: "search", Result: toolText(ctx, c)})
	return msg{Role: system, Content: string(b)} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// encoding/json Unmarshal of the text into a struct.
func Unmarshal(ctx context.Context, c *client.Client) msg {
	var e envelope
	_ = json.Unmarshal([]byte(toolText(ctx, c)), &e)
	return msg{Role: system, Content: e.Result} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// A json.Decoder reading the text, into a map.
func Decoder(ctx context.Context, c *client.Client) msg {
	var m map[string]any
	_ = json.NewDecoder(strings.NewReader(toolText(ctx, c))).Decode(&m)
	s, _ := m["summary"].(string)
	return msg{Role: system, Content: s} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// A json.Encoder writing the text.
func Encoder(ctx context.Context, c *client.Client) msg {
	var sb strings.Builder
	_ = json.NewEncoder(&sb).Encode(map[string]string{"doc": toolText(ctx, c)})
	return msg{Role: system, Content: sb.String()} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// Decoding operator configuration is not third-party text.
func OperatorJSON() msg {
	var cfg struct{ Persona string }
	_ = json.Unmarshal([]byte(`{"Persona":"a careful assistant"}`), &cfg)
	return msg{Role: system, Content: "You are " + cfg.Persona} // benign: JSON decoded from an operator constant
}
