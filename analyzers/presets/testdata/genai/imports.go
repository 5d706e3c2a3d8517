// Package genai imports the packages the genai editions name, at the
// versions go.mod pins, so the presets test can resolve every name against
// them.
package genai

import (
	_ "github.com/google/generative-ai-go/genai"
	_ "google.golang.org/genai"
)
