// Package goopenai imports the packages the goopenai preset names, at the version
// go.mod pins, so the presets test can resolve every name against them.
package goopenai

import (
	_ "github.com/sashabaranov/go-openai"
)
