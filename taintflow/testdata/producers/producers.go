// Package producers holds findings reached by more than one producer: a
// finding names every distinct producer (by name and origin), sorted by
// origin then name, not only the first of each origin; one producer seen
// twice is named once, and a client call is not named a second time by
// the SDK type its result is made of.
package producers

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	openai "github.com/sashabaranov/go-openai"
)

func body(resp *http.Response, err error) string {
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

func toolText(ctx context.Context, c *client.Client) string {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		return ""
	}
	return mcp.GetTextFromContent(res.Content[0])
}

// Two HTTP calls of one origin: both are named.
func GetAndPostIntoSystem(u string) openai.ChatCompletionMessage {
	page := body(http.Get(u))
	reply := body(http.Post(u, "text/plain", strings.NewReader("q")))
	return openai.ChatCompletionMessage{
		Role:    openai.ChatMessageRoleSystem,
		Content: page + reply, // want `^HTTP response \(http\.Get\) \(web:http-response\) and HTTP response \(http\.Post\) \(web:http-response\) reach the system prompt`
	}
}

// Producers of two origins: both are named, the MCP one first (by
// origin).
func ToolAndPageIntoSystem(ctx context.Context, c *client.Client, u string) openai.ChatCompletionMessage {
	page := body(http.Get(u))
	return openai.ChatCompletionMessage{
		Role:    openai.ChatMessageRoleSystem,
		Content: page + toolText(ctx, c), // want `^MCP tool result \(mcp-go Client\.CallTool\) \(mcp:tool-result\) and HTTP response \(http\.Get\) \(web:http-response\) reach the system prompt`
	}
}

// One producer at two call sites is one producer.
func TwoGetsIntoSystem(u, v string) openai.ChatCompletionMessage {
	a := body(http.Get(u))
	b := body(http.Get(v))
	return openai.ChatCompletionMessage{
		Role:    openai.ChatMessageRoleSystem,
		Content: a + b, // want `^HTTP response \(http\.Get\) \(web:http-response\) reaches the system prompt`
	}
}

// Past three producers the message counts the rest.
func FourCallsIntoSystem(hc *http.Client, u string) openai.ChatCompletionMessage {
	a := body(http.Get(u))
	b := body(http.Post(u, "text/plain", nil))
	c := body(http.PostForm(u, url.Values{}))
	d := body(hc.Get(u))
	return openai.ChatCompletionMessage{
		Role:    openai.ChatMessageRoleSystem,
		Content: a + b + c + d, // want `^HTTP response \(http\.Client\.Get\) \(web:http-response\), HTTP response \(http\.Get\) \(web:http-response\), HTTP response \(http\.Post\) \(web:http-response\) and 1 more reach the system prompt`
	}
}

// The same producers into a user message: data, not instructions.
func GetAndPostIntoUser(ctx context.Context, c *client.Client, u string) openai.ChatCompletionMessage {
	page := body(http.Get(u))
	reply := body(http.Post(u, "text/plain", strings.NewReader("q")))
	return openai.ChatCompletionMessage{
		Role:    openai.ChatMessageRoleUser,
		Content: page + reply + toolText(ctx, c), // benign: third-party text in a user message is data (fencecheck's rule)
	}
}

func resultText(res *mcp.CallToolResult) string {
	return mcp.GetTextFromContent(res.Content[0])
}

// A client call and the type its result is made of name the same text:
// the call is named, not the type as well.
func CallToolThroughHelperIntoSystem(ctx context.Context, c *client.Client) openai.ChatCompletionMessage {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		return openai.ChatCompletionMessage{}
	}
	return openai.ChatCompletionMessage{
		Role:    openai.ChatMessageRoleSystem,
		Content: resultText(res), // want `^MCP tool result \(mcp-go Client\.CallTool\) \(mcp:tool-result\) reaches the system prompt`
	}
}

// A result handed in (a bridge's) is named by its type, beside a page.
func HandedResultAndPageIntoSystem(res *mcp.CallToolResult, u string) openai.ChatCompletionMessage {
	page := body(http.Get(u))
	return openai.ChatCompletionMessage{
		Role:    openai.ChatMessageRoleSystem,
		Content: resultText(res) + page, // want `^mcp-go mcp\.CallToolResult\.Content \(mcp:tool-result\) and HTTP response \(http\.Get\) \(web:http-response\) reach the system prompt`
	}
}
