// Package anthropic imports the packages the anthropic preset names, at the version
// go.mod pins, so the presets test can resolve every name against them.
package anthropic

import (
	_ "github.com/anthropics/anthropic-sdk-go/v2"
)
