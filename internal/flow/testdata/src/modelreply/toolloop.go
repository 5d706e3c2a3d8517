package modelreply

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
)

// The shapes of a hand-written chat-completions client with a tool loop
// (agent-sdk-go's DeepSeekClient): the reply's message is appended to
// the conversation beside the tool results, and the conversation is
// sent again.
type loopMessage struct {
	Role      string
	Content   string
	ToolCalls []string
}

type loopChoice struct{ Message loopMessage }

type loopResponse struct{ Choices []loopChoice }

type loopRequest struct{ Messages []loopMessage }

func (c *client) send(ctx context.Context, req loopRequest) (*loopResponse, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	httpReq, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/v1/chat/completions", bytes.NewBuffer(body))
	if err != nil {
		return nil, err
	}
	httpResp, err := http.DefaultClient.Do(httpReq)
	if err != nil {
		return nil, err
	}
	defer httpResp.Body.Close()
	b, err := io.ReadAll(httpResp.Body)
	if err != nil {
		return nil, err
	}
	var resp loopResponse
	if err := json.Unmarshal(b, &resp); err != nil {
		return nil, err
	}
	return &resp, nil
}

// toolLoop returns the model's last reply; the tool results only ever
// went into the requests.
func (c *client) toolLoop(ctx context.Context, prompt string) string {
	messages := []loopMessage{{Role: "user", Content: prompt}}
	for i := 0; i < 3; i++ {
		resp, err := c.send(ctx, loopRequest{Messages: messages})
		if err != nil || len(resp.Choices) == 0 {
			return ""
		}
		if len(resp.Choices[0].Message.ToolCalls) == 0 {
			return resp.Choices[0].Message.Content
		}
		messages = append(messages, resp.Choices[0].Message)
		for range c.runTools(resp.Choices[0].Message.ToolCalls) {
			messages = append(messages, loopMessage{Role: "tool", Content: ToolResult()})
		}
	}
	return ""
}

// runTools gets the reply's tool calls: it can write them, not the
// reply's text beside them.
func (c *client) runTools(calls []string) []string { return calls }

// onMessage is code the analysis does not see (set elsewhere).
var onMessage func(*loopMessage)

// handedOut gives the reply's message itself to unseen code, which may
// put there anything the package puts in a message: a tool result.
func (c *client) handedOut(ctx context.Context, prompt string) string {
	resp, err := c.send(ctx, loopRequest{Messages: []loopMessage{{Role: "user", Content: prompt}}})
	if err != nil || len(resp.Choices) == 0 {
		return ""
	}
	onMessage(&resp.Choices[0].Message)
	return resp.Choices[0].Message.Content
}

// ask sends one message it builds by appending to a request of its own:
// the request holds the prompt only, whatever other functions of the
// package put in a request's messages (toolLoop's tool results).
func (c *client) ask(ctx context.Context, prompt string) string {
	req := loopRequest{}
	req.Messages = append(req.Messages, loopMessage{Role: "user", Content: prompt})
	resp, err := c.send(ctx, req)
	if err != nil || len(resp.Choices) == 0 {
		return ""
	}
	return resp.Choices[0].Message.Content
}

func ToolLoopReplies(ctx context.Context, c *client) {
	Assistant(c.toolLoop(ctx, "Hello"))            // benign: the model's own turn
	System(c.toolLoop(ctx, "Hello"))               // want "derived text: a model's reply to a prompt that held .*mcp:tool-result.* reaches the system prompt"
	System(c.ask(ctx, "Hello"))                    // benign: a request of the prompt alone
	System(c.handedOut(ctx, "Hello"))              // want "modelreply.ToolResult .*mcp:tool-result.* reaches the system prompt"
	System(c.ask(ctx, "Summarize: "+ToolResult())) // want "derived text: a model's reply to a prompt that held .*mcp:tool-result.* reaches the system prompt"
}
