package verbpin

import (
	"strconv"
	"strings"

	"github.com/agentvet/agentvet/verbpin/internal/argv"
)

// verbpin's facts hold strings, ints and slices only, in an order fixed by
// the code that builds them, so their gob encoding is the same bytes on
// every run (go/analysis compares and caches them). Paths are names, not
// positions: a fact outlives its FileSet.

// FuncFact is exported for a function other packages can call (an exported
// function, or a method of a package-level type) that reaches a forbidden
// verb, or that passes its parameters into the arguments of one.
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
	// Args is the argument vector (argv primitives), the shell line
	// (shell helpers), or the arguments that decide the verb (ioctl
	// request, opened path, the writer a pty write writes into).
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

// ResultFact is exported for a callable function whose results verbpin
// can use at a call site in another package: a string that may be (or
// become, with the caller's arguments) a command line, or a pseudo-terminal
// master (or a writer over a parameter).
type ResultFact struct {
	// Results are the results that say something, by increasing Index.
	Results []Result
}

// Result is what one result of a function may be: constants, templates
// over the function's parameters ("xdotool type " + $0), parameters, or
// the pty master mark.
type Result struct {
	Index  int
	Values argv.List
}

// AFact implements analysis.Fact.
func (*ResultFact) AFact() {}

func (f *ResultFact) String() string {
	parts := make([]string, len(f.Results))
	for i, r := range f.Results {
		parts[i] = "result " + strconv.Itoa(r.Index) + " " + r.Values.String()
	}
	return strings.Join(parts, "; ")
}

// VarFact is exported for a struct field or package-level variable that
// this package stores a pseudo-terminal master in, so a write through it
// in another package is a pty write.
type VarFact struct {
	Values argv.List
}

// AFact implements analysis.Fact.
func (*VarFact) AFact() {}

func (f *VarFact) String() string { return "holds " + f.Values.String() }

// PackageFact marks a package that exports verbpin facts, so the pre-filter
// of a package that uses it does not skip it.
type PackageFact struct {
	// Pty: the package, or one it uses facts of, deals in
	// pseudo-terminal masters; its importers' writes may be pty writes.
	Pty bool
}

// AFact implements analysis.Fact.
func (*PackageFact) AFact() {}

func (f *PackageFact) String() string {
	if f.Pty {
		return "verbpin (pty)"
	}
	return "verbpin"
}
