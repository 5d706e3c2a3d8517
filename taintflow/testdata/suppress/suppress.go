// Package suppress checks //agentvet:ignore: a suppression with a reason
// silences the named analyzer on its line and the next; one without a
// reason is itself reported and silences nothing.
package suppress

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	openai "github.com/sashabaranov/go-openai"
)

type msg = openai.ChatCompletionMessage

func instructions(ctx context.Context, c *client.Client) string {
	init, err := c.Initialize(ctx, mcp.InitializeRequest{})
	if err != nil {
		return ""
	}
	return init.Instructions
}

func Suppressed(ctx context.Context, c *client.Client) []msg {
	text := instructions(ctx, c)
	return []msg{
		//agentvet:ignore taintflow the operator runs this MCP server and reviews its instructions
		{Role: openai.ChatMessageRoleSystem, Content: text}, // suppressed: by the directive on the line above, with a reason
		{Role: openai.ChatMessageRoleSystem, Content: text}, //agentvet:ignore taintflow same reviewed server, suppressed on its own line
	}
}

func NoReason(ctx context.Context, c *client.Client) msg {
	text := instructions(ctx, c)
	// want +1 `has no reason`
	//agentvet:ignore taintflow
	return msg{Role: openai.ChatMessageRoleSystem, Content: text} // want `\(mcp:instructions\) reach(es)? the system prompt`
}

func OtherAnalyzer(ctx context.Context, c *client.Client) msg {
	text := instructions(ctx, c)
	//agentvet:ignore fencecheck a reason for another analyzer does not silence taintflow
	return msg{Role: openai.ChatMessageRoleSystem, Content: text} // want `\(mcp:instructions\) reach(es)? the system prompt`
}
