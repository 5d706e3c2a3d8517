// Package mcpgo imports the packages the mcpgo preset names, at the version
// go.mod pins, so the presets test can resolve every name against them.
package mcpgo

import (
	_ "github.com/mark3labs/mcp-go/client"
	_ "github.com/mark3labs/mcp-go/mcp"
	_ "github.com/mark3labs/mcp-go/server"
)
