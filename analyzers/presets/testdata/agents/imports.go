// Package agents imports the packages the fantasy, bedrock and ollama
// presets name, at the versions go.mod pins, so the presets test can
// resolve every name against them.
package agents

import (
	_ "charm.land/fantasy"
	_ "github.com/aws/aws-sdk-go-v2/service/bedrockruntime"
	_ "github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types"
	_ "github.com/ollama/ollama/api"
)
