// Package argv checks the rule that free third-party text rides along as
// data and never becomes an argument vector or a file path.
package argv

import (
	"context"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

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

func fetchName(u string) string {
	resp, err := http.Get(u)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// A tool result as a command argument.
func Command(ctx context.Context, c *client.Client) error {
	branch := toolText(ctx, c)
	return exec.Command("git", "checkout", branch).Run() // want `\(mcp:tool-result\) reach(es)? an argument vector`
}

// A tool result as the program itself, with a context.
func CommandContext(ctx context.Context, c *client.Client) error {
	prog := toolText(ctx, c)
	return exec.CommandContext(ctx, prog, "--version").Run() // want `\(mcp:tool-result\) reach(es)? an argument vector`
}

// A command literal whose Args hold the text.
func CmdLiteral(ctx context.Context, c *client.Client) *exec.Cmd {
	return &exec.Cmd{
		Path: "/usr/bin/printf",
		Args: []string{"printf", toolText(ctx, c)}, // want `\(mcp:tool-result\) reach(es)? an argument vector`
	}
}

// A fetched name joined onto a directory and opened.
func OpenJoined(dir, u string) (*os.File, error) {
	name := fetchName(u)
	return os.Open(filepath.Join(dir, name)) // want `\(web:http-response\) reaches a file path`
}

// A fetched name as the path written to.
func WriteNamed(dir, u string) error {
	return os.WriteFile(filepath.Join(dir, fetchName(u)), []byte("cache"), 0o600) // want `\(web:http-response\) reaches a file path`
}

// Look-alikes that are not findings.
func Benign(ctx context.Context, c *client.Client, dir string) error {
	text := toolText(ctx, c)
	if err := os.WriteFile(filepath.Join(dir, "last-result.txt"), []byte(text), 0o600); err != nil { // benign: third-party text as file data, not as its path
		return err
	}
	cmd := exec.Command("grep", "-c", "--", "TODO", filepath.Join(dir, "notes.md")) // benign: constant argv and operator path
	if len(text) > 0 {
		cmd = exec.Command("wc", "-c", filepath.Join(dir, "last-result.txt")) // benign: a length selected a constant command
	}
	cmd.Stdin = strings.NewReader(text) // benign: third-party text on stdin is data, not argv
	return cmd.Run()
}
