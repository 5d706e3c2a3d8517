package peer

import (
	"context"
	"log"
	"strings"

	openai "github.com/sashabaranov/go-openai"
)

// Consult asks the peer and hands its answer to the model in a user
// message, logging it on one line first.
//
// HAZARD (fencecheck): the reply sits in the user message unfenced, so the
// model cannot tell where the peer's text ends and the user's begins; and
// the log filter replaces only "\n", so a reply holding U+2028, U+0085 or
// a bare CR still forges a second log line that starts wherever the peer
// chose. ConsultGuarded (guarded.go) is the safe version.
func (c *Client) Consult(ctx context.Context, task string) (openai.ChatCompletionMessage, error) {
	reply, err := c.Ask(ctx, task)
	if err != nil {
		return openai.ChatCompletionMessage{}, err
	}
	oneLine := strings.ReplaceAll(reply, "\n", " ")
	log.Printf("peer %s replied: %s", c.Name, oneLine)
	return openai.ChatCompletionMessage{
		Role:    openai.ChatMessageRoleUser,
		Content: "Our peer agent " + c.Name + " answered:\n" + reply,
	}, nil
}
