package propagation

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/agentvet/agentvet/guard"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// A function value bound to a variable, then called.
func FuncValue(ctx context.Context, c *client.Client) msg {
	get := toolText
	return msg{Role: system, Content: get(ctx, c)} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// A producer called through a bound method value.
func MethodValue(ctx context.Context, c *client.Client) msg {
	call := c.CallTool
	res, err := call(ctx, mcp.CallToolRequest{})
	if err != nil || len(res.Content) == 0 {
		return msg{Role: system, Content: "The tool failed."}
	}
	return msg{Role: system, Content: mcp.GetTextFromContent(res.Content[0])} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// Through a pointer to a string.
func StringPointer(ctx context.Context, c *client.Client) msg {
	p := new(string)
	*p = toolText(ctx, c)
	return msg{Role: system, Content: *p} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// A struct copied by value, and a slice of structs.
func StructCopies(ctx context.Context, c *client.Client) []msg {
	n := note{title: "t", body: toolText(ctx, c)}
	copied := n
	notes := []note{{title: "first"}}
	notes = append(notes, copied)
	return []msg{
		{Role: system, Content: copied.body},   // want `\(mcp:tool-result\) reach(es)? the system prompt`
		{Role: system, Content: notes[1].body}, // want `\(mcp:tool-result\) reach(es)? the system prompt`
	}
}

// A helper that writes its second argument into its first.
func writeDoc(w io.Writer, doc string) {
	fmt.Fprintf(w, "<doc>%s</doc>", doc)
}

// The builder a helper wrote into.
func WrittenByHelper(ctx context.Context, c *client.Client) msg {
	var sb strings.Builder
	writeDoc(&sb, toolText(ctx, c))
	return msg{Role: system, Content: sb.String()} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// Named results assigned in a helper with several results.
func split(ctx context.Context, c *client.Client) (head, tail string, ok bool) {
	head, tail, ok = strings.Cut(toolText(ctx, c), ":")
	return
}

func MultipleResults(ctx context.Context, c *client.Client) msg {
	_, tail, ok := split(ctx, c)
	status := "missing"
	if ok {
		status = "present"
	}
	return msg{Role: system, Content: "Field " + status + ": " + tail} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// The fence does not make third-party text acceptable in an instruction
// position: fenced text in the system prompt is still a finding.
func FencedInSystem(ctx context.Context, c *client.Client) msg {
	return msg{Role: system, Content: guard.Fence(toolText(ctx, c), "mcp:tool-result")} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// An operator-written note selected by a boolean result of a helper.
func SelectedByHelper(ctx context.Context, c *client.Client) msg {
	_, _, ok := split(ctx, c)
	hint := "The field is missing."
	if ok {
		hint = "The field is present."
	}
	return msg{Role: system, Content: hint} // benign: a boolean result of a helper selected a constant
}
