// Package replyfields pins a false positive of the real-code triage
// (MuseBot, rag.go:76 and robot.go:1390): a chat client's streaming turn
// whose summary is past the bound on flows (the model's reply, tool calls
// and MCP results moved between three message slices of the client and the
// app's session object). Its flows used to be joined into whole-to-whole
// ones, so the model's reply covered the whole session, and the operator's
// persona template, read from the session, was reported in the system
// prompt. The reply is derived third-party text only where it is kept.
package replyfields

import (
	"bytes"
	"context"
	"errors"
	"io"
	"text/template"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	openai "github.com/sashabaranov/go-openai"
)

// Chunk is a piece of the reply streamed to the chat user.
type Chunk struct {
	Text  string
	Limit int
	Done  bool
}

// Session is the app's object for one user's turn.
type Session struct {
	Out      chan *Chunk
	Lines    chan string
	Model    string
	Persona  map[string]string // the operator's template data
	Chat     *Chat
	Tools    []openai.Tool
	Answer   string // the model's whole reply
	Rounds   int
	MCP      *client.Client
	Template string
}

// Chat holds the conversation sent to the model.
type Chat struct {
	Calls   []openai.ToolCall
	Done    []openai.ChatCompletionMessage
	Pending []openai.ChatCompletionMessage
	History []openai.ChatCompletionMessage
}

func (s *Session) push(c *Chunk, delta string) *Chunk {
	if s.Out == nil {
		s.Answer += delta
		s.Lines <- delta
		return nil
	}
	if len(c.Text) > c.Limit {
		c.Done = true
		s.Out <- c
		c = &Chunk{Limit: 64}
	}
	c.Text += delta
	s.Answer += delta
	return c
}

func (s *Session) tooMany() bool {
	s.Rounds++
	return s.Rounds > 8
}

func (s *Session) runTool(ctx context.Context, name string) (string, error) {
	res, err := s.MCP.CallTool(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Name: name}})
	if err != nil {
		return "", err
	}
	return mcp.GetTextFromContent(res.Content[0]), nil
}

func (c *Chat) answerCalls(ctx context.Context, choice openai.ChatCompletionStreamChoice, s *Session) error {
	for _, call := range choice.Delta.ToolCalls {
		c.Calls = append(c.Calls, call)
		last := c.Calls[len(c.Calls)-1]
		out, err := s.runTool(ctx, last.Function.Name)
		if err != nil {
			return err
		}
		c.Pending = append(c.Pending, openai.ChatCompletionMessage{
			Role:       openai.ChatMessageRoleTool,
			Content:    out,
			ToolCallID: last.ID,
		})
	}
	return nil
}

// Stream runs one streamed turn, answers the model's tool calls and goes
// on until the model stops calling tools.
func (c *Chat) Stream(ctx context.Context, oc *openai.Client, s *Session) error {
	if s.tooMany() {
		return errors.New("too many rounds")
	}
	stream, err := oc.CreateChatCompletionStream(ctx, openai.ChatCompletionRequest{
		Model:    s.Model,
		Stream:   true,
		Messages: c.History,
		Tools:    s.Tools,
	})
	if err != nil {
		return err
	}
	defer stream.Close()
	chunk := &Chunk{Limit: 16}
	calls := false
	for {
		resp, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return err
		}
		for _, choice := range resp.Choices {
			if len(choice.Delta.ToolCalls) > 0 {
				calls = true
				if err := c.answerCalls(ctx, choice, s); err != nil {
					return err
				}
			}
			if !calls {
				chunk = s.push(chunk, choice.Delta.Content)
			}
		}
	}
	if s.Out != nil {
		s.Out <- chunk
	}
	if calls && len(c.Pending) != 0 {
		c.Pending = append([]openai.ChatCompletionMessage{{
			Role:      openai.ChatMessageRoleAssistant,
			Content:   s.Answer,
			ToolCalls: c.Calls,
		}}, c.Pending...)
		c.Done = append(c.Done, c.Pending...)
		c.History = append(c.History, c.Pending...)
		c.Pending = nil
		c.Calls = nil
		return c.Stream(ctx, oc, s)
	}
	return nil
}

// persona fills the operator's template with the operator's data.
func (s *Session) persona() string {
	t, err := template.New("persona").Parse(s.Template)
	if err != nil {
		return ""
	}
	var b bytes.Buffer
	if err := t.Execute(&b, s.Persona); err != nil {
		return ""
	}
	return b.String()
}

// Turn puts the persona in the system prompt and runs the turn: the reply
// the turn keeps in s.Answer does not make the persona third-party.
func Turn(ctx context.Context, oc *openai.Client, s *Session, question string) error {
	s.Chat.History = append(s.Chat.History,
		openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: s.persona()}, // benign: the operator's template and data; the reply is kept in s.Answer only
		openai.ChatCompletionMessage{Role: openai.ChatMessageRoleUser, Content: question})
	return s.Chat.Stream(ctx, oc, s)
}

// Recap makes the kept reply, a model's answer to a prompt that held MCP
// tool results, the next turn's system prompt: derived third-party text.
func Recap(ctx context.Context, oc *openai.Client, s *Session) error {
	if err := s.Chat.Stream(ctx, oc, s); err != nil {
		return err
	}
	next := &Chat{History: []openai.ChatCompletionMessage{{
		Role:    openai.ChatMessageRoleSystem,
		Content: "Earlier: " + s.Answer, // want `derived text: a model's reply to a prompt that held .*\(mcp:tool-result\) reaches the system prompt`
	}}}
	return next.Stream(ctx, oc, s)
}
