// Package hopathuse runs hopathlib's agents through an interface: what
// Run calls Describe on is the planner's tools, not the agent (whose own
// description is a fetched card).
package hopathuse

import "hopathlib"

func Registered() {
	var r hopathlib.Runner = &hopathlib.Agent{Planner: &hopathlib.Planner{Tools: []hopathlib.Describer{hopathlib.Local{}}}}
	r.Run() // benign: the planner's one tool is the program's own
}

func RegisteredRemote() {
	var r hopathlib.Runner = &hopathlib.Agent{Planner: &hopathlib.Planner{Tools: []hopathlib.Describer{hopathlib.Remote{}}}}
	r.Run() // want "hopathlib.Page .*web:page.* reaches the system prompt"
}
