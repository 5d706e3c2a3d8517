// Package mcpgo017 imports the packages the mcp-go v0.17.0 edition names, at the
// version go.mod pins, so the presets test can resolve every name against
// them.
package mcpgo017

import (
	_ "github.com/mark3labs/mcp-go/client"
	_ "github.com/mark3labs/mcp-go/mcp"
	_ "github.com/mark3labs/mcp-go/server"
)
