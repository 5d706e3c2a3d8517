// Package mcpgolang imports the packages the mcp-golang preset names, at
// the version go.mod pins, so the presets test can resolve every name
// against them.
package mcpgolang

import (
	_ "github.com/metoro-io/mcp-golang"
)
