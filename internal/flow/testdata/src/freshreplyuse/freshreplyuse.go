// Package freshreplyuse puts what freshreply's client returns in the
// system prompt.
package freshreplyuse

import (
	"context"

	"freshreply"
)

//agentvet:sink position=system
func System(s string) {}

func Benign(ctx context.Context, c *freshreply.Client, data []byte) {
	System(c.Generate(ctx, "Write a persona.")) // benign: the model's reply to the operator's prompt, decoded fresh
	System(freshreply.Decode(data))             // benign: the caller's bytes, decoded fresh
}

func Hazards(ctx context.Context, c *freshreply.Client) {
	System(c.LastTool())        // want `mcp:tool-result.*reaches the system prompt`
	System(freshreply.Filled()) // want `mcp:tool-result.*reaches the system prompt`
	System(c.Kept())            // want `mcp:tool-result.*reaches the system prompt`
}

func HazardCopy() {
	m := &freshreply.Message{Role: "user"}
	freshreply.Fill(m)
	System(freshreply.ReadCopy(m)) // want `mcp:tool-result.*reaches the system prompt`
}
