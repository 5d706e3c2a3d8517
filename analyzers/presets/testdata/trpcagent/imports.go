// Package trpcagent imports the packages the trpc-agent-go preset names,
// at the version go.mod pins (with the openai-go its model adapter
// requires), so the presets test can resolve every name against them.
package trpcagent

import (
	_ "github.com/openai/openai-go"
	_ "trpc.group/trpc-go/trpc-agent-go/memory"
	_ "trpc.group/trpc-go/trpc-agent-go/session"
	_ "trpc.group/trpc-go/trpc-agent-go/skill"
)
