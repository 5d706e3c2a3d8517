// Package newline filters third-party text for newlines only: U+2028,
// U+2029, U+0085, CR, VT and FF pass every one of these filters, so a
// message with "no newline" still renders as two lines. Newline handling
// of the operator's own text is not a finding.
package newline

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"strings"

	"github.com/agentvet/agentvet/scrub"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

func toolText(ctx context.Context, c *client.Client) string {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || len(res.Content) == 0 {
		return ""
	}
	return mcp.GetTextFromContent(res.Content[0])
}

var errMultiline = errors.New("multi-line message refused")

// Refusal filters that refuse only LF.
func Refuse(ctx context.Context, c *client.Client) (string, error) {
	summary := toolText(ctx, c)
	if strings.Contains(summary, "\n") { // want `newline-only filter on untrusted text: U\+2028, U\+2029, U\+0085, CR, VT and FF pass .*use scrub.Line`
		return "", errMultiline
	}
	if strings.ContainsRune(summary, '\n') { // want `newline-only filter on untrusted text`
		return "", errMultiline
	}
	if strings.IndexByte(summary, '\n') >= 0 { // want `newline-only filter on untrusted text`
		return "", errMultiline
	}
	if strings.Index(summary, "\n") >= 0 { // want `newline-only filter on untrusted text`
		return "", errMultiline
	}
	if bytes.Contains([]byte(summary), []byte("\n")) { // want `newline-only filter on untrusted text`
		return "", errMultiline
	}
	if bytes.IndexByte([]byte(summary), '\n') >= 0 { // want `newline-only filter on untrusted text`
		return "", errMultiline
	}
	return summary, nil
}

// Splitting and rewriting on LF only.
func Rewrite(ctx context.Context, c *client.Client) []string {
	summary := toolText(ctx, c)
	head, _, _ := strings.Cut(summary, "\n")  // want `newline-only filter on untrusted text`
	parts := strings.SplitN(summary, "\n", 2) // want `newline-only filter on untrusted text`
	words := strings.Fields(summary)          // benign: Fields splits on every Unicode space, U+2028 and U+0085 included
	_, _, _ = head, parts, words
	first := strings.Split(summary, "\n")[0]           // want `newline-only filter on untrusted text`
	flat := strings.ReplaceAll(summary, "\n", " ")     // want `newline-only filter on untrusted text`
	flat2 := strings.Replace(summary, "\n", "\\n", -1) // want `newline-only filter on untrusted text`
	return []string{first, flat, flat2}
}

// A line scanner on third-party text.
func Lines(ctx context.Context, c *client.Client) []string {
	sc := bufio.NewScanner(strings.NewReader(toolText(ctx, c)))
	sc.Split(bufio.ScanLines) // want `newline-only filter on untrusted text`
	var lines []string
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	return lines
}

// usage is the operator's own help text.
const usage = "agent [flags]\n\nFlags:\n  -v  verbose"

// What is not a finding.
func Benign(ctx context.Context, c *client.Client) ([]string, error) {
	summary := toolText(ctx, c)
	lines := strings.Split(usage, "\n")                         // benign: the operator's own constant
	hasBlank := strings.Contains(usage, "\n\n")                 // benign: the operator's own constant
	one := scrub.Line(summary)                                  // benign: scrub.Line handles every line-break class
	if err := scrub.Validate(summary, scrub.Line); err != nil { // benign: refuse whole with scrub.Line
		return nil, err
	}
	if hasBlank {
		lines = append(lines, one)
	}
	return lines, nil
}
