package mcptools

import (
	"context"
	"encoding/json"

	"github.com/agentvet/agentvet/guard"
	"github.com/agentvet/agentvet/taint"
)

// ToolSpec is a tool the operator reviewed: its name, description and
// schema are the operator's words, not the server's.
type ToolSpec struct {
	Name        string
	Description string
	InputSchema json.RawMessage
}

// Offered returns the reviewed specs of the tools the server really lists.
// The server's names only select which specs are offered (a comparison);
// the text the model reads is the operator's.
func (s *Session) Offered(reviewed []ToolSpec) []guard.Tool {
	var out []guard.Tool
	for _, spec := range reviewed {
		for _, t := range s.Tools {
			if t.Name == spec.Name {
				out = append(out, guard.Tool{
					Name:        guard.Plain(spec.Name),
					Description: guard.Plain(spec.Description),
					InputSchema: spec.InputSchema,
				})
				break
			}
		}
	}
	return out
}

// InstructionsText is the server's instructions as data for a user
// message: fenced, with their origin, never in the system prompt.
func (s *Session) InstructionsText() guard.Text {
	return guard.Untrusted(taint.New(s.Instructions, "mcp:"+s.Server+"/instructions"))
}

// Call runs a tool for the model and returns its result as fenced text for
// a user message.
func (s *Session) Call(ctx context.Context, name string, args map[string]any) (guard.Text, error) {
	out, err := s.callText(ctx, name, args)
	if err != nil {
		return guard.Text{}, err
	}
	return guard.ToolResultContent(name, taint.New(out, "mcp:"+s.Server+"/"+name))
}
