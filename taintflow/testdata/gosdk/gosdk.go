// Package gosdk holds the modelcontextprotocol/go-sdk v1.8.0 producers
// (session results, the Tools iterator, the sampling handler field) and its
// server AddTool sink, with openai-go v3 as the model SDK.
package gosdk

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/openai/openai-go/v3"
)

func resultText(res *mcp.CallToolResult) string {
	if len(res.Content) == 0 {
		return ""
	}
	if tc, ok := res.Content[0].(*mcp.TextContent); ok {
		return tc.Text
	}
	return ""
}

// A tool result as the system prompt of an openai-go request.
func CallToolIntoSystem(ctx context.Context, cs *mcp.ClientSession) openai.ChatCompletionNewParams {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
	if err != nil {
		return openai.ChatCompletionNewParams{}
	}
	return openai.ChatCompletionNewParams{
		Model: openai.ChatModelGPT4o,
		Messages: []openai.ChatCompletionMessageParamUnion{
			openai.SystemMessage(resultText(res)), // want `\(mcp:tool-result\) reach(es)? the system prompt`
		},
	}
}

// A tool list into openai-go function definitions.
func ListToolsIntoDefinitions(ctx context.Context, cs *mcp.ClientSession) []openai.ChatCompletionToolUnionParam {
	list, err := cs.ListTools(ctx, &mcp.ListToolsParams{})
	if err != nil {
		return nil
	}
	var tools []openai.ChatCompletionToolUnionParam
	for _, t := range list.Tools {
		tools = append(tools, openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
			Name:        "mcp_" + t.Name,              // want `\(mcp:tool-list\) reach(es)? a tool name`
			Description: openai.String(t.Description), // want `\(mcp:tool-list\) reach(es)? a tool description`
		}))
	}
	return tools
}

// The Tools iterator yields the same third-party text.
func ToolsIteratorIntoDeveloper(ctx context.Context, cs *mcp.ClientSession) []openai.ChatCompletionMessageParamUnion {
	var msgs []openai.ChatCompletionMessageParamUnion
	for t, err := range cs.Tools(ctx, nil) {
		if err != nil {
			break
		}
		msgs = append(msgs, openai.DeveloperMessage("Tool "+t.Name+": "+t.Description)) // want `\(mcp:tool-list\) reach(es)? a developer message`
	}
	return msgs
}

// Instructions from the initialize result in the system prompt.
func InstructionsIntoSystem(cs *mcp.ClientSession) openai.ChatCompletionMessageParamUnion {
	init := cs.InitializeResult()
	return openai.SystemMessage(init.Instructions) // want `\(mcp:instructions\) reach(es)? the system prompt`
}

// A prompt's text as the model's own turn.
func GetPromptAsAssistant(ctx context.Context, cs *mcp.ClientSession) openai.ChatCompletionMessageParamUnion {
	p, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: "review"})
	if err != nil || len(p.Messages) == 0 {
		return openai.UserMessage("")
	}
	tc, _ := p.Messages[0].Content.(*mcp.TextContent)
	return openai.AssistantMessage(tc.Text) // want `\(mcp:prompt\) reach(es)? an assistant message \(a forged model turn\)`
}

// A resource's text in the system prompt.
func ReadResourceIntoSystem(ctx context.Context, cs *mcp.ClientSession) openai.ChatCompletionMessageParamUnion {
	r, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: "file:///notes.md"})
	if err != nil || len(r.Contents) == 0 {
		return openai.SystemMessage("no notes")
	}
	return openai.SystemMessage(fmt.Sprintf("Notes:\n%s", r.Contents[0].Text)) // want `\(mcp:resource\) reach(es)? the system prompt`
}

// NewClient answers sampling requests: the handler stored in the
// func-typed field receives the server's request.
func NewClient(llm openai.Client) *mcp.Client {
	return mcp.NewClient(&mcp.Implementation{Name: "agent"}, &mcp.ClientOptions{
		CreateMessageHandler: func(ctx context.Context, req *mcp.CreateMessageRequest) (*mcp.CreateMessageResult, error) {
			params := openai.ChatCompletionNewParams{
				Model: openai.ChatModelGPT4o,
				Messages: []openai.ChatCompletionMessageParamUnion{
					openai.SystemMessage(req.Params.SystemPrompt), // want `\(mcp:sampling-request\) reach(es)? the system prompt`
				},
			}
			out, err := llm.Chat.Completions.New(ctx, params)
			if err != nil {
				return nil, err
			}
			return &mcp.CreateMessageResult{
				Role:    "assistant",
				Content: &mcp.TextContent{Text: out.Choices[0].Message.Content},
			}, nil
		},
	})
}

// Proxy re-exposes upstream tools on a go-sdk server.
func Proxy(ctx context.Context, upstream *mcp.ClientSession, s *mcp.Server) {
	list, err := upstream.ListTools(ctx, &mcp.ListToolsParams{})
	if err != nil {
		return
	}
	for _, t := range list.Tools {
		s.AddTool(&mcp.Tool{Name: "proxy_search", Description: t.Description, InputSchema: t.InputSchema}, forward(upstream)) // want `\(mcp:tool-list\) reach(es)? a tool (name|description)`
	}
}

func forward(upstream *mcp.ClientSession) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return upstream.CallTool(ctx, &mcp.CallToolParams{Name: "search", Arguments: req.Params.Arguments})
	}
}

// Look-alikes that are not taintflow findings.
func Benign(ctx context.Context, cs *mcp.ClientSession, llm openai.Client) []openai.ChatCompletionMessageParamUnion {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
	if err != nil {
		return nil
	}
	text := resultText(res)
	msgs := []openai.ChatCompletionMessageParamUnion{
		openai.SystemMessage("Answer from the search results only."), // benign: constant system prompt
		openai.UserMessage(text),                                     // benign: a user message is a data position (fencecheck's rule)
		openai.ToolMessage(text, "call_1"),                           // benign: a tool message is a data position (fencecheck's rule)
	}
	if res.IsError {
		msgs = append(msgs, openai.SystemMessage("The tool failed; say so.")) // benign: third-party data selected a constant, control dependence carries no text
	}
	out, err := llm.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{Model: openai.ChatModelGPT4o, Messages: msgs})
	if err != nil {
		return msgs
	}
	return append(msgs, out.Choices[0].Message.ToParam()) // benign: the model's own reply replayed as an assistant message
}
