// Package anthropic imports the packages the anthropic-sdk-go editions
// name, at the versions go.mod pins, so the presets test can resolve every
// name against them.
package anthropic

import (
	_ "github.com/anthropics/anthropic-sdk-go"
	_ "github.com/anthropics/anthropic-sdk-go/v2"
)
