package propagation

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/client"
)

// Phi: either branch may hold the tool text.
func Phi(ctx context.Context, c *client.Client, verbose bool) msg {
	s := "Be brief."
	if verbose {
		s = toolText(ctx, c)
	}
	return msg{Role: system, Content: s} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// Loop-carried phi.
func LoopPhi(ctx context.Context, c *client.Client, n int) msg {
	acc := ""
	for i := 0; i < n; i++ {
		acc += toolText(ctx, c)
	}
	return msg{Role: system, Content: acc} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

type note struct {
	title string
	body  string
}

// Field store and load on a local struct.
func Field(ctx context.Context, c *client.Client) msg {
	var n note
	n.title = "Tool notes"
	n.body = toolText(ctx, c)
	return msg{Role: system, Content: n.body} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// Through a pointer to a struct.
func PointerField(ctx context.Context, c *client.Client) msg {
	n := &note{title: "notes"}
	fill(n, toolText(ctx, c))
	return msg{Role: system, Content: n.body} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

func fill(n *note, s string) { n.body = s }

// Array element store and load.
func ArrayElement(ctx context.Context, c *client.Client) msg {
	var parts [2]string
	parts[0] = "Context:"
	parts[1] = toolText(ctx, c)
	return msg{Role: system, Content: parts[1]} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// Slice literal, index and re-slice.
func Slice(ctx context.Context, c *client.Client) msg {
	parts := []string{"Context:", toolText(ctx, c)}
	tail := parts[1:]
	return msg{Role: system, Content: tail[0]} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// Map store and lookup.
func Map(ctx context.Context, c *client.Client) msg {
	m := map[string]string{"greeting": "hello"}
	m["doc"] = toolText(ctx, c)
	return msg{Role: system, Content: m["doc"]} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// Append, including append of a spread slice.
func Append(ctx context.Context, c *client.Client) msg {
	var lines []string
	lines = append(lines, "Context:")
	more := []string{toolText(ctx, c)}
	lines = append(lines, more...)
	return msg{Role: system, Content: strings.Join(lines, "\n")} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// The copy builtin, on strings and on bytes.
func Copy(ctx context.Context, c *client.Client) []msg {
	src := []string{toolText(ctx, c)}
	dst := make([]string, 1)
	copy(dst, src)
	text := toolText(ctx, c)
	buf := make([]byte, len(text))
	copy(buf, text)
	return []msg{
		{Role: system, Content: dst[0]},      // want `\(mcp:tool-result\) reach(es)? the system prompt`
		{Role: system, Content: string(buf)}, // want `\(mcp:tool-result\) reach(es)? the system prompt`
	}
}

// Range over a slice and over a map.
func Range(ctx context.Context, c *client.Client) []msg {
	var out []msg
	for _, s := range []string{toolText(ctx, c)} {
		out = append(out, msg{Role: system, Content: s}) // want `\(mcp:tool-result\) reach(es)? the system prompt`
	}
	for k, v := range map[string]string{"k": toolText(ctx, c)} {
		out = append(out, msg{Role: system, Content: k + "=" + v}) // want `\(mcp:tool-result\) reach(es)? the system prompt`
	}
	return out
}

// Conversions between string, bytes and runes.
func Conversions(ctx context.Context, c *client.Client) msg {
	b := []byte(toolText(ctx, c))
	r := []rune(string(b))
	return msg{Role: system, Content: string(r[:len(r)/2])} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// Concatenation with operator text on both sides.
func Concat(ctx context.Context, c *client.Client) msg {
	return msg{Role: system, Content: "You are helpful. Context: " + toolText(ctx, c) + " End."} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// An interface round trip and a type assertion.
func AnyRoundTrip(ctx context.Context, c *client.Client) msg {
	var v any = toolText(ctx, c)
	box := map[string]any{"v": v}
	s, _ := box["v"].(string)
	return msg{Role: system, Content: s} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// A type switch.
func TypeSwitch(ctx context.Context, c *client.Client) msg {
	var v any = toolText(ctx, c)
	switch x := v.(type) {
	case string:
		return msg{Role: system, Content: x} // want `\(mcp:tool-result\) reach(es)? the system prompt`
	}
	return msg{Role: system, Content: "none"}
}

// Not followed: a length, a comparison, a rune count, a boolean.
func NotFollowed(ctx context.Context, c *client.Client) []msg {
	text := toolText(ctx, c)
	size := "short"
	if len(text) > 4000 {
		size = "long"
	}
	tone := "neutral"
	if text == "URGENT" || strings.HasPrefix(text, "!") {
		tone = "calm"
	}
	count := utf8.RuneCountInString(text)
	sys := "Answer the question."
	if strings.Contains(text, "refund") {
		sys = "Explain the refund policy."
	}
	return []msg{
		{Role: system, Content: "The document is " + size + "."}, // benign: a length selected a constant (control dependence carries no text)
		{Role: system, Content: "Keep a " + tone + " tone."},     // benign: a comparison selected a constant
		{Role: system, Content: sys},                             // benign: strings.Contains on third-party text selected a constant
		{Role: system, Content: strings.Repeat("*", count%3)},    // benign: a count of third-party text is not its text
	}
}
