// Package mcptools connects the agent to an MCP server over stdio: it
// lists the server's tools and calls them on the model's behalf.
//
// Everything the server returns was written by the server's operator, not
// ours: its instructions, its tool names and descriptions, its tool results.
package mcptools

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// Session is one initialised connection to an MCP server.
type Session struct {
	// Server is the operator's name for the server, used in origin labels.
	Server string
	// Instructions are the server's own usage notes, sent at initialisation.
	Instructions string
	// Tools is the server's tool list.
	Tools []mcp.Tool

	client *client.Client
}

// Connect starts the server command, initialises the connection and reads
// the tool list.
func Connect(ctx context.Context, server, command string, args ...string) (*Session, error) {
	c, err := client.NewStdioMCPClient(command, os.Environ(), args...)
	if err != nil {
		return nil, fmt.Errorf("mcp %s: start: %w", server, err)
	}
	s, err := Open(ctx, server, c)
	if err != nil {
		_ = c.Close()
		return nil, err
	}
	return s, nil
}

// Open initialises the connection of an MCP client (stdio, HTTP or in
// process) and reads the tool list.
func Open(ctx context.Context, server string, c *client.Client) (*Session, error) {
	if err := c.Start(ctx); err != nil {
		return nil, fmt.Errorf("mcp %s: start: %w", server, err)
	}
	var init mcp.InitializeRequest
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "agentvet-example", Version: "0.1.0"}
	res, err := c.Initialize(ctx, init)
	if err != nil {
		return nil, fmt.Errorf("mcp %s: initialize: %w", server, err)
	}
	list, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		return nil, fmt.Errorf("mcp %s: list tools: %w", server, err)
	}
	return &Session{Server: server, Instructions: res.Instructions, Tools: list.Tools, client: c}, nil
}

// Close stops the server.
func (s *Session) Close() error { return s.client.Close() }

// callText runs a tool and returns the text parts of its result.
func (s *Session) callText(ctx context.Context, name string, args map[string]any) (string, error) {
	var req mcp.CallToolRequest
	req.Params.Name = name
	req.Params.Arguments = args
	res, err := s.client.CallTool(ctx, req)
	if err != nil {
		return "", fmt.Errorf("mcp %s: call %s: %w", s.Server, name, err)
	}
	if res.IsError {
		return "", fmt.Errorf("mcp %s: tool %s reported an error", s.Server, name)
	}
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := mcp.AsTextContent(c); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String(), nil
}
