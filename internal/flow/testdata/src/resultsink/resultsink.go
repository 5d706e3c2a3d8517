// Package resultsink: sinks that are what a function returns — an
// instruction provider stored in a field, and every implementation of an
// interface method.
package resultsink

//agentvet:producer origin=web:page
func Page() string { return "" }

// Agent takes its system prompt from a function.
type Agent struct{ Instruction func() string }

// Tool describes itself to the model.
type Tool interface{ Describe() string }

type fetched struct{}

func (fetched) Describe() string { return "Reads: " + Page() } // want "web:page.*reaches a tool description"

type fixed struct{}

func (fixed) Describe() string { return "Lists files." }

func persona() string { return "Be brief." }

func Wire() []Agent {
	return []Agent{
		{Instruction: func() string { return Page() }},      // want "web:page.*reaches the system prompt"
		{Instruction: func() string { return "Be brief." }}, // benign
		{Instruction: Page},    // want "web:page.*reaches the system prompt"
		{Instruction: persona}, // benign
	}
}

var _ = []Tool{fetched{}, fixed{}}
