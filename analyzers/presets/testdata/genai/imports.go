// Package genai imports the packages the genai preset names, at the version
// go.mod pins, so the presets test can resolve every name against them.
package genai

import (
	_ "google.golang.org/genai"
)
