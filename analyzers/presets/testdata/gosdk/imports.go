// Package gosdk imports the packages the gosdk preset names, at the version
// go.mod pins, so the presets test can resolve every name against them.
package gosdk

import (
	_ "github.com/modelcontextprotocol/go-sdk/mcp"
)
