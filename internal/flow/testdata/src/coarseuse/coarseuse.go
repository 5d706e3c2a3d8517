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

// MissedCoarse is a limit: the large group itself becomes one
// whole-to-whole flow, which moves what lies at a path of the
// configuration to the same path of the result (C00, the first field,
// lands on Input, the first field), not to N00 where it went: a coarse
// flow between values of two types is a guess.
func MissedCoarse() {
	r := coarse.StepConfig("", nil, coarse.Config{C00: coarse.ToolDescription()})
	coarse.System(r.N00)
}

func BenignHooks() {
	r := coarse.StepHooks("", []string{coarse.ToolDescription()}, hooks{})
	coarse.System(r.Input)
}

func BenignConfig() {
	r := coarse.StepConfig("", []string{coarse.ToolDescription()}, coarse.Config{})
	coarse.System(r.Input)
}
