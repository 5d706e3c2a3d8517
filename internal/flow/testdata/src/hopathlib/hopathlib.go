// Package hopathlib: a method called on a field of what a function is
// given is called on that field, also in its callers' summaries
// (agent-sdk-go: the plan generator calls Parameters on its tools; the
// agent's Run came to call Parameters on the agent itself, and a sub-agent
// wrapper's Run took the MCP tools of any agent object). The calls are in
// hopathuse.
package hopathlib

//agentvet:producer origin=web:page
func Page() string { return "" }

//agentvet:sink position=system
func System(s string) {}

// Describer is a tool, or an agent: something that says what it is.
type Describer interface{ Describe() string }

// Local is a tool the program wrote.
type Local struct{}

func (Local) Describe() string { return "looks things up" }

// Remote is a tool a server describes.
type Remote struct{}

func (Remote) Describe() string { return Page() }

// Planner writes its tools' descriptions into the system prompt.
type Planner struct{ Tools []Describer }

func (p *Planner) Plan() {
	for _, t := range p.Tools {
		System(t.Describe())
	}
}

// Agent plans with its planner; it describes itself from a fetched card.
type Agent struct{ Planner *Planner }

func (a *Agent) Describe() string { return Page() }

func (a *Agent) Run() { a.Planner.Plan() }

// Runner is how a registry holds its agents.
type Runner interface {
	Describer
	Run()
}
