// Package agentvet imports the packages the guard, taint, scrub, std
// and net-http presets name, so the presets test can resolve every name
// against them: this repository's runtime through a replace directive,
// and the standard library.
package agentvet

import (
	_ "net/http"
	_ "os"
	_ "os/exec"

	_ "github.com/agentvet/agentvet/guard"
	_ "github.com/agentvet/agentvet/scrub"
	_ "github.com/agentvet/agentvet/taint"
)
