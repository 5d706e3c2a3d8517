package propagation

import (
	"bytes"
	"context"
	"fmt"
	htmltemplate "html/template"
	"strings"
	"text/template"

	"github.com/mark3labs/mcp-go/client"
)

// fmt.Sprint, Sprintf and Sprintln.
func Sprint(ctx context.Context, c *client.Client) []msg {
	text := toolText(ctx, c)
	return []msg{
		{Role: system, Content: fmt.Sprintf("Context: %s", text)},  // want `\(mcp:tool-result\) reach(es)? the system prompt`
		{Role: system, Content: fmt.Sprint("Context: ", text)},     // want `\(mcp:tool-result\) reach(es)? the system prompt`
		{Role: system, Content: fmt.Sprintln("Context:", text)},    // want `\(mcp:tool-result\) reach(es)? the system prompt`
		{Role: system, Content: fmt.Sprintf("%q", []any{1, text})}, // want `\(mcp:tool-result\) reach(es)? the system prompt`
	}
}

// fmt.Fprintf into a strings.Builder and fmt.Fprintln into a bytes.Buffer.
func Fprint(ctx context.Context, c *client.Client) []msg {
	text := toolText(ctx, c)
	var sb strings.Builder
	fmt.Fprintf(&sb, "Context: %s\n", text)
	var buf bytes.Buffer
	fmt.Fprintln(&buf, "Context:", text)
	return []msg{
		{Role: system, Content: sb.String()},  // want `\(mcp:tool-result\) reach(es)? the system prompt`
		{Role: system, Content: buf.String()}, // want `\(mcp:tool-result\) reach(es)? the system prompt`
	}
}

// strings.Builder and bytes.Buffer writes.
func Builders(ctx context.Context, c *client.Client) []msg {
	text := toolText(ctx, c)
	var sb strings.Builder
	sb.WriteString("Context: ")
	sb.WriteString(text)
	var buf bytes.Buffer
	buf.WriteString("Context: ")
	buf.Write([]byte(text))
	var runes strings.Builder
	for _, r := range text {
		runes.WriteRune(r)
	}
	return []msg{
		{Role: system, Content: sb.String()},    // want `\(mcp:tool-result\) reach(es)? the system prompt`
		{Role: system, Content: buf.String()},   // want `\(mcp:tool-result\) reach(es)? the system prompt`
		{Role: system, Content: runes.String()}, // want `\(mcp:tool-result\) reach(es)? the system prompt`
	}
}

// The strings and bytes packages.
func StringsAndBytes(ctx context.Context, c *client.Client) []msg {
	text := toolText(ctx, c)
	first, _, _ := strings.Cut(text, "\n\n")
	return []msg{
		{Role: system, Content: strings.TrimSpace(strings.ToLower(text))},                        // want `\(mcp:tool-result\) reach(es)? the system prompt`
		{Role: system, Content: strings.Fields(text)[0]},                                         // want `\(mcp:tool-result\) reach(es)? the system prompt`
		{Role: system, Content: strings.Join(strings.Split(text, ","), ";")},                     // want `\(mcp:tool-result\) reach(es)? the system prompt`
		{Role: system, Content: strings.NewReplacer("a", "b").Replace(text)},                     // want `\(mcp:tool-result\) reach(es)? the system prompt`
		{Role: system, Content: first},                                                           // want `\(mcp:tool-result\) reach(es)? the system prompt`
		{Role: system, Content: string(bytes.TrimSpace(bytes.ToUpper([]byte(text))))},            // want `\(mcp:tool-result\) reach(es)? the system prompt`
		{Role: system, Content: string(bytes.Join(bytes.Split([]byte(text), []byte(",")), nil))}, // want `\(mcp:tool-result\) reach(es)? the system prompt`
	}
}

// text/template and html/template with the tool text as data.
func Templates(ctx context.Context, c *client.Client) []msg {
	text := toolText(ctx, c)
	t := template.Must(template.New("sys").Parse("You are helpful.\nContext: {{.Doc}}\n"))
	var sb strings.Builder
	_ = t.Execute(&sb, struct{ Doc string }{Doc: text})
	h := htmltemplate.Must(htmltemplate.New("sys").Parse("<p>{{.}}</p>"))
	var buf bytes.Buffer
	_ = h.Execute(&buf, text)
	var named bytes.Buffer
	_ = t.ExecuteTemplate(&named, "sys", map[string]string{"Doc": text})
	return []msg{
		{Role: system, Content: sb.String()},    // want `\(mcp:tool-result\) reach(es)? the system prompt`
		{Role: system, Content: buf.String()},   // want `\(mcp:tool-result\) reach(es)? the system prompt`
		{Role: system, Content: named.String()}, // want `\(mcp:tool-result\) reach(es)? the system prompt`
	}
}

// A template whose data is operator text only.
func OperatorTemplate(name string) msg {
	t := template.Must(template.New("sys").Parse("You are {{.}}."))
	var sb strings.Builder
	_ = t.Execute(&sb, "a careful assistant")
	return msg{Role: system, Content: sb.String()} // benign: template data is an operator constant
}
