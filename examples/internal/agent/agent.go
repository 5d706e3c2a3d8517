// Package agent runs one turn of the example agent: it gathers context
// from an MCP server, a vector store and a peer agent, asks the model, and
// runs the tools the model calls.
package agent

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/anthropics/anthropic-sdk-go/v2"
	openai "github.com/sashabaranov/go-openai"

	"github.com/agentvet/agentvet/examples/internal/llm"
	"github.com/agentvet/agentvet/examples/internal/mcptools"
	"github.com/agentvet/agentvet/examples/internal/peer"
	"github.com/agentvet/agentvet/examples/internal/rag"
	"github.com/agentvet/agentvet/guard"
)

// BasePrompt is the operator's system prompt.
const BasePrompt = "You are the support agent for the Acme issue tracker. Answer the user's question; cite the tickets you used."

// maxToolRounds bounds the model's tool calls in one turn.
const maxToolRounds = 4

// Agent holds the clients of one turn.
type Agent struct {
	Model     string
	OpenAI    *openai.Client
	Anthropic *anthropic.Client // when set, used instead of OpenAI
	MCP       *mcptools.Session
	RAG       *rag.Retriever
	Peer      *peer.Client
	// Reviewed are the operator's specs of the MCP tools the model may use.
	Reviewed []mcptools.ToolSpec
}

// Turn answers question. Every third-party text rides in the user message
// as fenced data; the system prompt is the operator's alone, plus
// guard.SystemNote, which tells the model what the fence means.
func (a *Agent) Turn(ctx context.Context, question string) (string, error) {
	chunks, err := a.RAG.Chunks(ctx, question)
	if err != nil {
		return "", err
	}
	peerText, err := a.Peer.ConsultGuarded(ctx, question)
	if err != nil {
		return "", err
	}
	content := []guard.Text{guard.Plain(question), a.MCP.InstructionsText(), peerText}
	content = append(content, rag.Context(chunks)...)
	in := guard.Input{
		System:   []guard.Text{guard.Plain(BasePrompt), guard.Plain(guard.SystemNote)},
		Messages: []guard.Message{{Role: guard.RoleUser, Content: content}},
		Tools:    a.MCP.Offered(a.Reviewed),
	}
	for range maxToolRounds {
		req, err := guard.Check(in)
		if err != nil {
			return "", err
		}
		answer, calls, err := a.complete(ctx, req)
		if err != nil {
			return "", err
		}
		if len(calls) == 0 {
			return answer, nil
		}
		if answer != "" {
			in.Messages = append(in.Messages, guard.Message{Role: guard.RoleAssistant, Content: []guard.Text{guard.Plain(answer)}})
		}
		results := make([]guard.Text, 0, len(calls))
		for _, c := range calls {
			out, err := a.MCP.Call(ctx, c.name, c.args)
			if err != nil {
				return "", err
			}
			results = append(results, out)
		}
		in.Messages = append(in.Messages, guard.Message{Role: guard.RoleUser, Content: results})
	}
	return "", errors.New("agent: too many tool rounds")
}

type toolCall struct {
	name string
	args map[string]any
}

// complete sends a checked request to the configured provider.
func (a *Agent) complete(ctx context.Context, req guard.Request) (string, []toolCall, error) {
	if a.Anthropic != nil {
		params, err := llm.Anthropic(anthropic.Model(a.Model), 1024, req)
		if err != nil {
			return "", nil, err
		}
		msg, err := a.Anthropic.Messages.New(ctx, params)
		if err != nil {
			return "", nil, err
		}
		var text string
		var calls []toolCall
		for _, block := range msg.Content {
			switch b := block.AsAny().(type) {
			case anthropic.TextBlock:
				text += b.Text
			case anthropic.ToolUseBlock:
				var args map[string]any
				if err := json.Unmarshal(b.Input, &args); err != nil {
					return "", nil, fmt.Errorf("tool %s: arguments: %w", b.Name, err)
				}
				calls = append(calls, toolCall{name: b.Name, args: args})
			}
		}
		return text, calls, nil
	}
	resp, err := a.OpenAI.CreateChatCompletion(ctx, llm.OpenAI(a.Model, req))
	if err != nil {
		return "", nil, err
	}
	if len(resp.Choices) == 0 {
		return "", nil, errors.New("openai: no choices")
	}
	m := resp.Choices[0].Message
	var calls []toolCall
	for _, tc := range m.ToolCalls {
		var args map[string]any
		if err := json.Unmarshal([]byte(tc.Function.Arguments), &args); err != nil {
			return "", nil, fmt.Errorf("tool %s: arguments: %w", tc.Function.Name, err)
		}
		calls = append(calls, toolCall{name: tc.Function.Name, args: args})
	}
	return m.Content, calls, nil
}
