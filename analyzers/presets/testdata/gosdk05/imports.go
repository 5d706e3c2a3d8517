// Package gosdk05 imports the packages the go-sdk v0.5.0 edition names, at the version
// go.mod pins, so the presets test can resolve every name against them.
package gosdk05

import (
	_ "github.com/modelcontextprotocol/go-sdk/mcp"
)
