// Package openaigo imports the packages the openai-go editions name, at the
// versions go.mod pins, so the presets test can resolve every name against
// them.
package openaigo

import (
	_ "github.com/openai/openai-go"
	_ "github.com/openai/openai-go/responses"
	_ "github.com/openai/openai-go/shared"
	_ "github.com/openai/openai-go/v2"
	_ "github.com/openai/openai-go/v2/responses"
	_ "github.com/openai/openai-go/v2/shared"
	_ "github.com/openai/openai-go/v3"
	_ "github.com/openai/openai-go/v3/responses"
	_ "github.com/openai/openai-go/v3/shared"
)
