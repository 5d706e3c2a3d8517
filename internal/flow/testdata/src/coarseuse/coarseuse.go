// Package coarseuse calls coarse's steps with third-party text in the
// input that reaches the system prompt, and in the tools beside it.
package coarseuse

import "coarse"

type hooks struct{}

func (hooks) Note() string { return "" }

func HazardHooks() {
	r := coarse.StepHooks(coarse.ToolDescription(), nil, hooks{})
	coarse.System(r.Input) // want "mcp:tool-list.*reaches the system prompt"
}

func HazardConfig() {
	r := coarse.StepConfig(coarse.ToolDescription(), nil, coarse.Config{})
	coarse.System(r.Input) // want "mcp:tool-list.*reaches the system prompt"
}

// MissedCoarse was a limit while the bound was 64 flows: the large group
// became one whole-to-whole flow, which moved what lies at a path of the
// configuration to the same path of the result (C00 onto Input), not to
// N00 where it goes. Under the bound the flows stay as they are, and the
// configuration's C00 is found at N00.
func MissedCoarse() {
	r := coarse.StepConfig("", nil, coarse.Config{C00: coarse.ToolDescription()})
	coarse.System(r.N00) // want "mcp:tool-list.*reaches the system prompt"
}

func BenignHooks() {
	r := coarse.StepHooks("", []string{coarse.ToolDescription()}, hooks{})
	coarse.System(r.Input)
}

func BenignConfig() {
	r := coarse.StepConfig("", []string{coarse.ToolDescription()}, coarse.Config{})
	coarse.System(r.Input)
}
