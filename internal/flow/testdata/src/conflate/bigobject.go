package conflate

// An object with more fields than the analysis keeps apart under one value
// (agent-sdk-go's Agent: its options, clients, sub-agents and tools): past
// the bound, its memory still keeps each top-level field apart, so the
// tools it discovered do not become the system prompt that sits beside
// them (issue 18.1, real-code triage).

// wide is a block of settings, each read from the operator's config.
type wide struct {
	F0  string
	F1  string
	F2  string
	F3  string
	F4  string
	F5  string
	F6  string
	F7  string
	F8  string
	F9  string
	F10 string
	F11 string
	F12 string
	F13 string
	F14 string
	F15 string
	F16 string
	F17 string
	F18 string
	F19 string
	F20 string
	F21 string
	F22 string
	F23 string
	F24 string
	F25 string
	F26 string
	F27 string
	F28 string
	F29 string
	F30 string
	F31 string
	F32 string
	F33 string
	F34 string
	F35 string
	F36 string
	F37 string
	F38 string
	F39 string
	F40 string
	F41 string
	F42 string
	F43 string
	F44 string
	F45 string
	F46 string
	F47 string
}

type bigAgent struct {
	A, B, C wide
	Prompt  string
	Tools   []string
}

func newBigAgent(s string) *bigAgent {
	a := &bigAgent{Prompt: "You are helpful."}
	a.A = wide{s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s}
	a.B = wide{s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s}
	a.C = wide{s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s}
	a.Tools = []string{Page()}
	return a
}

func BigAgent(setting string) {
	a := newBigAgent(setting)
	System(a.Prompt)   // benign: the operator's prompt, beside the tools
	System(a.Tools[0]) // want "reaches the system prompt"
}
