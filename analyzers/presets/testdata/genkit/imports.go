// Package genkit imports the packages the genkit preset names, at the version
// go.mod pins, so the presets test can resolve every name against them.
package genkit

import (
	_ "github.com/firebase/genkit/go/ai"
	_ "github.com/firebase/genkit/go/genkit"
)
