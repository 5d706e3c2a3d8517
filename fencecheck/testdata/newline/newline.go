// Package newline filters third-party text for newlines only and then
// shows it as one line: U+2028, U+2029, U+0085, CR, VT and FF pass every
// one of these filters, so a message with "no newline" still renders as
// two lines. Splitting text into lines, cutting its first line, and
// newline handling of the operator's own text are not findings.
package newline

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
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
	fmt.Println("summary:", summary)
	return summary, nil
}

// Rewriting on LF only, then showing the result.
func Rewrite(ctx context.Context, c *client.Client) {
	summary := toolText(ctx, c)
	flat := strings.ReplaceAll(summary, "\n", " ")     // want `newline-only filter on untrusted text`
	flat2 := strings.Replace(summary, "\n", "\\n", -1) // want `newline-only filter on untrusted text`
	fmt.Println(flat, flat2)
}

// Splitting into lines, cutting the first line, counting lines: not
// filters.
func Split(ctx context.Context, c *client.Client) []string {
	summary := toolText(ctx, c)
	head, _, _ := strings.Cut(summary, "\n")  // benign: the first line, shown as such
	parts := strings.SplitN(summary, "\n", 2) // benign: splitting
	words := strings.Fields(summary)          // benign: Fields splits on every Unicode space, U+2028 and U+0085 included
	n := strings.Count(summary, "\n")         // benign: counting
	fmt.Println(head, parts, words, n)
	return strings.Split(summary, "\n")
}

// A line scanner on third-party text: splitting, not a filter.
func Lines(ctx context.Context, c *client.Client) []string {
	sc := bufio.NewScanner(strings.NewReader(toolText(ctx, c)))
	sc.Split(bufio.ScanLines) // benign: splitting into lines
	var lines []string
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	return lines
}

// A rewrite whose result is never shown or sent: not a finding.
func Unused(ctx context.Context, c *client.Client) int {
	return len(strings.ReplaceAll(toolText(ctx, c), "\n", " ")) // benign: only measured
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
