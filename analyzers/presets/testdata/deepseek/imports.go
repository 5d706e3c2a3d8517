// Package deepseek imports the packages the deepseek-go preset names, at
// the version go.mod pins, so the presets test can resolve every name
// against them.
package deepseek

import (
	_ "github.com/cohesion-org/deepseek-go"
)
