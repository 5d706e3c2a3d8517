package verbpin

import (
	"strings"

	"github.com/agentvet/agentvet/verbpin/internal/argv"
)

// FuncFact is exported for a function other packages can call (an exported
// function, or a method of a package-level type) that reaches a forbidden
// verb, or that passes its parameters into the argument vector of one.
// Paths are names, not positions: a fact outlives its FileSet.
type FuncFact struct {
	// Verb is the verb the function reaches ("tmux send-keys"), or "".
	Verb string
	// Path is the call path from the function to the verb: the callees in
	// order, then the primitive call ("os/exec.Command(\"tmux\", …)").
	Path []string
	// Templates are the argument vectors the function builds from its
	// parameters; they become verbs at call sites that supply the rest.
	Templates []Template
}

// Template is a verb primitive whose arguments refer to parameters of the
// function the fact is about (receiver first, for methods).
type Template struct {
	// Prim is the primitive's full name ("os/exec.Command").
	Prim string
	// Args is the argument vector (argv primitives) or the arguments that
	// decide the verb (ioctl request, opened path).
	Args argv.List
	// Path is the callees between the function and the primitive.
	Path []string
}

// AFact implements analysis.Fact.
func (*FuncFact) AFact() {}

func (f *FuncFact) String() string {
	var parts []string
	if f.Verb != "" {
		parts = append(parts, "reaches "+f.Verb+" via "+strings.Join(f.Path, " → "))
	}
	for _, t := range f.Templates {
		parts = append(parts, "argv "+shortPrim(t.Prim)+t.Args.String())
	}
	return strings.Join(parts, "; ")
}

// PackageFact marks a package that exports FuncFacts, so the pre-filter of
// a package that imports it (directly or not) does not skip it.
type PackageFact struct{}

// AFact implements analysis.Fact.
func (*PackageFact) AFact() {}

func (*PackageFact) String() string { return "verbpin" }
