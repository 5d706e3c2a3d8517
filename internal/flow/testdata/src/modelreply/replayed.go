package modelreply

import (
	"context"
	"encoding/json"
)

// A model's reply replayed as the next turn's input through a conversion
// that does not keep the message's shape (openai-agents-go turns its
// output items into input items by a JSON round trip, and its converter
// switches on each item's role): the reply is the model's turn, and the
// converter's system case is for the program's own system messages. A
// reply the program itself files under the system role is another matter:
// the package's turns hold it, so the system case reports what it reads.
type turn struct {
	Role    string
	Content string
}

// replay reads a reply back as a turn of the conversation.
func replay(reply string) turn {
	var t turn
	_ = json.Unmarshal([]byte(reply), &t)
	return t
}

// sendTurns converts each turn under its role.
func sendTurns(turns []turn) {
	for _, t := range turns {
		switch t.Role {
		case "system":
			System(t.Content) // want "derived text: a model's reply to a prompt that held .*mcp:tool-result.* reaches the system prompt"
		case "assistant":
			Assistant(t.Content)
		}
	}
}

func ReplayedReplies(ctx context.Context, c *client) {
	reply := c.complete(ctx, "Summarize: "+ToolResult())
	sendTurns([]turn{replay(reply)})                    // benign: the model's own turn, replayed
	sendTurns([]turn{{Role: "system", Content: reply}}) // want "derived text: .*mcp:tool-result.* reaches the system prompt at modelreply.turn.Content \\(role \"system\", a message the program keeps\\)"
}
