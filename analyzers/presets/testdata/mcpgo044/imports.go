// Package mcpgo044 imports the packages the mcp-go v0.44.0 edition names, at the
// version go.mod pins, so the presets test can resolve every name against
// them.
package mcpgo044

import (
	_ "github.com/mark3labs/mcp-go/client"
	_ "github.com/mark3labs/mcp-go/mcp"
	_ "github.com/mark3labs/mcp-go/server"
)
