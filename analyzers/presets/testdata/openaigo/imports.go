// Package openaigo imports the packages the openaigo preset names, at the version
// go.mod pins, so the presets test can resolve every name against them.
package openaigo

import (
	_ "github.com/openai/openai-go/v3"
	_ "github.com/openai/openai-go/v3/responses"
	_ "github.com/openai/openai-go/v3/shared"
)
