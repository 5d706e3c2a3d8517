package peer

import (
	"context"
	"log"

	"github.com/agentvet/agentvet/guard"
	"github.com/agentvet/agentvet/scrub"
	"github.com/agentvet/agentvet/taint"
)

// ConsultGuarded asks the peer and returns its answer as fenced data for
// the user message. The log line goes through scrub.Line, which removes
// every line-break class, not only "\n".
func (c *Client) ConsultGuarded(ctx context.Context, task string) (guard.Text, error) {
	reply, err := c.Ask(ctx, task)
	if err != nil {
		return guard.Text{}, err
	}
	log.Printf("peer %s replied: %s", c.Name, scrub.Line(reply))
	return guard.Untrusted(taint.New(reply, "a2a:"+c.Name)), nil
}
