// Package generics holds generic helpers instantiated with third-party
// text: a generic source, a generic transformer and a generic sink helper.
package generics

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	openai "github.com/sashabaranov/go-openai"
)

// Text is any string-like type.
type Text interface{ ~string }

// First returns the first element.
func First[T any](xs []T) T {
	var zero T
	if len(xs) == 0 {
		return zero
	}
	return xs[0]
}

// Joined joins string-like parts.
func Joined[S Text](parts []S, sep string) S {
	ss := make([]string, len(parts))
	for i, p := range parts {
		ss[i] = string(p)
	}
	return S(strings.Join(ss, sep))
}

// AsSystem makes any string-like value a system message.
func AsSystem[S Text](s S) openai.ChatCompletionMessage {
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: string(s)}
}

// Stack is a generic container.
type Stack[T any] struct{ items []T }

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }

func (s *Stack[T]) Pop() T {
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v
}

// Doc is a named string type.
type Doc string

func results(ctx context.Context, c *client.Client) []Doc {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		return nil
	}
	var out []Doc
	for _, ct := range res.Content {
		out = append(out, Doc(mcp.GetTextFromContent(ct)))
	}
	return out
}

func Instantiated(ctx context.Context, c *client.Client) []openai.ChatCompletionMessage {
	docs := results(ctx, c)
	var st Stack[Doc]
	st.Push(First(docs))
	return []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleSystem, Content: string(First(docs))},        // want `\(mcp:tool-result\) reach(es)? the system prompt`
		{Role: openai.ChatMessageRoleSystem, Content: string(Joined(docs, "\n"))}, // want `\(mcp:tool-result\) reach(es)? the system prompt`
		{Role: openai.ChatMessageRoleSystem, Content: string(st.Pop())},           // want `\(mcp:tool-result\) reach(es)? the system prompt`
		AsSystem(Joined(docs, " ")),                                               // want `\(mcp:tool-result\) reach(es)? the system prompt`
		AsSystem(First([]string{"You are helpful."})),                             // benign: a generic helper instantiated with operator text
	}
}
