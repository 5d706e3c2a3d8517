// Package bedrockhazard holds the hazards and look-alikes of the Converse
// API of github.com/aws/aws-sdk-go-v2/service/bedrockruntime at v1.63.13:
// System blocks, messages by role, and tool specifications.
package bedrockhazard

import (
	"context"
	"io"
	"net/http"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types"
)

func fetch(u string) string {
	resp, err := http.Get(u)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// Converse puts a page in the System blocks and a forged assistant turn.
func Converse(u string) *bedrockruntime.ConverseInput {
	page := fetch(u)
	return &bedrockruntime.ConverseInput{
		ModelId: aws.String("anthropic.claude-3-haiku"),
		System:  []types.SystemContentBlock{&types.SystemContentBlockMemberText{Value: page}}, // want `\(web:http-response\) reaches the system prompt`
		Messages: []types.Message{
			{Role: types.ConversationRoleAssistant, Content: []types.ContentBlock{&types.ContentBlockMemberText{Value: page}}}, // want `\(web:http-response\) reaches an assistant message \(a forged model turn\)`
		},
	}
}

// Stream puts a page in a streaming call's System blocks and a tool's
// description.
func Stream(u string) *bedrockruntime.ConverseStreamInput {
	page := fetch(u)
	return &bedrockruntime.ConverseStreamInput{
		System: []types.SystemContentBlock{&types.SystemContentBlockMemberText{Value: page}}, // want `\(web:http-response\) reaches the system prompt`
		ToolConfig: &types.ToolConfiguration{Tools: []types.Tool{&types.ToolMemberToolSpec{Value: types.ToolSpecification{
			Name:        aws.String("lookup"),
			Description: aws.String(page), // want `\(web:http-response\) reaches a tool description`
		}}}},
	}
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(ctx context.Context, c *bedrockruntime.Client, u string) (*bedrockruntime.ConverseInput, error) {
	page := fetch(u)
	in := &bedrockruntime.ConverseInput{
		ModelId: aws.String("anthropic.claude-3-haiku"),
		System:  []types.SystemContentBlock{&types.SystemContentBlockMemberText{Value: "Summarise what the user quotes."}}, // benign: constant system block
		Messages: []types.Message{
			{Role: types.ConversationRoleUser, Content: []types.ContentBlock{&types.ContentBlockMemberText{Value: page}}}, // benign: a user turn is a data position (fencecheck's rule)
		},
	}
	out, err := c.Converse(ctx, in)
	if err != nil {
		return nil, err
	}
	if msg, ok := out.Output.(*types.ConverseOutputMemberMessage); ok {
		in.Messages = append(in.Messages, msg.Value) // benign: the model's own reply kept as history
	}
	return in, nil
}
