// Package adk imports the packages the adk, a2a-go and go-github presets
// name, at the versions go.mod pins (adk v0.6.0 requires a2a-go v0.3.3), so
// the presets test can resolve every name against them.
package adk

import (
	_ "github.com/a2aproject/a2a-go/a2a"
	_ "github.com/a2aproject/a2a-go/a2aclient"
	_ "github.com/a2aproject/a2a-go/a2aclient/agentcard"
	_ "github.com/google/go-github/v45/github"
	_ "github.com/google/go-github/v74/github"
	_ "google.golang.org/adk/agent"
	_ "google.golang.org/adk/agent/llmagent"
	_ "google.golang.org/adk/agent/remoteagent"
	_ "google.golang.org/adk/memory"
	_ "google.golang.org/adk/server/adka2a"
	_ "google.golang.org/adk/session"
	_ "google.golang.org/adk/tool"
	_ "google.golang.org/adk/tool/functiontool"
	_ "google.golang.org/adk/util/instructionutil"
)
