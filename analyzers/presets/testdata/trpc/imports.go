// Package trpc imports the packages the trpc-mcp-go and trpc-a2a-go
// presets name, at the versions go.mod pins, so the presets test can
// resolve every name against them.
package trpc

import (
	_ "trpc.group/trpc-go/trpc-a2a-go/client"
	_ "trpc.group/trpc-go/trpc-a2a-go/protocol"
	_ "trpc.group/trpc-go/trpc-a2a-go/server"
	_ "trpc.group/trpc-go/trpc-a2a-go/taskmanager"
	_ "trpc.group/trpc-go/trpc-mcp-go"
)
