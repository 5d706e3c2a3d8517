package flow

import (
	"github.com/agentvet/agentvet/internal/policy"
	"github.com/agentvet/agentvet/internal/report"
)

// Flags say what happened to a tainted value on its way.
type Flags uint16

// The flags.
const (
	// Fenced: the value passed through a fence sanitizer.
	Fenced Flags = 1 << iota
	// Laundered: the value passed through an unwrapper; the runtime guard
	// no longer sees its taint.
	Laundered
	// Wrapped: the value is inside a taint wrapper the runtime guard sees.
	Wrapped
)

// apply returns f after passing through a step that adds g. Unwrapping
// ends wrapping.
func (f Flags) apply(g Flags) Flags {
	if g&roleMask != 0 {
		// A message role is the last message's the text was put in.
		f &^= roleMask
	}
	f |= g
	if g&Laundered != 0 {
		f &^= Wrapped
	}
	return f
}

// Source is a concrete producer as exported in a fact. Its path keeps
// file positions, not token.Pos, because a fact outlives its FileSet: a
// finding in an importer shows every hop, in whichever package.
type Source struct {
	Origin   string
	Producer string
	Flags    Flags
	Path     []report.Hop
	// PathRef, in a FuncFact, names the path in the fact's Paths
	// (1-based) and Path is empty; 0 is no path, or Path itself.
	PathRef int
	// Res and At say where the text is: in result Res of a function, at
	// the path At below it ("" the whole result, ".f2" its third field,
	// through a pointer); for a field fact, At is below the field.
	Res int
	At  string
	// Impl or Func, when set, make the source a concrete type ("*pkg.T")
	// or a named function ("pkg.F", "(*pkg.T).M") carried for dispatch,
	// not third-party text.
	Impl string
	Func string
}

// ParamFlow is a flow from parameter From (receiver first for methods) to
// result (To == -1) or to the memory of parameter To.
type ParamFlow struct {
	// Call, when set, makes the flow higher-order: what flows is what
	// calling the value at From.At returns (callFunc "()" for a function
	// value, else the name of the method invoked on it), resolved at the
	// caller from the concrete type or function it passes.
	Call string
	// CallAt, for a higher-order flow, is the path below what the call
	// returns that flows ("" all of it).
	CallAt string
	// FromGlobal, when set, is the package-level variable ("pkg.v") the
	// flow starts from instead of parameter From; ToGlobal, with To ==
	// ToGlobalIndex, the variable it ends in.
	FromGlobal string
	ToGlobal   string
	// Res is the result index when To == -1; ToAt the path below the
	// result (or below parameter To) that receives the flow.
	Res  int
	ToAt string
	From int
	// At is the memory below parameter From that flows (".f2": the
	// third field of the struct it points to; "" the whole argument):
	// a method that reads one field of its receiver does not pass on
	// the taint of the others.
	At    string
	To    int
	Flags Flags
}

// ParamSink is a flow from parameter Param to a sink inside the function
// (or one of its callees). When RoleParam >= 0 the position depends on the
// role passed in that parameter (or held in its field RoleField), mapped
// by Roles.
type ParamSink struct {
	Param     int
	At        string // as in ParamFlow
	Call      string // as in ParamFlow: what calling the value returns reaches the sink
	CallAt    string // as in ParamFlow: the path below the call's result
	Global    string // when set, the package-level variable ("pkg.v") that reaches the sink instead of parameter Param
	Position  policy.Position
	RoleParam int
	// RoleField, if set, says the role is not parameter RoleParam itself
	// but its field of that name (the message the parameter points to: a
	// builder method that appends to its receiver's contents).
	RoleField string
	Roles     []policy.RolePosition // sorted by role: facts hold no maps (gob encodes maps in random order)
	Flags     Flags
	Sink      string
	Path      []report.Hop
	PathRef   int // as in Source
	// When, if set, says the sink is reached only when a parameter holds
	// one constant (a dispatcher that hands an event on for one kind only).
	When Guard
	// Only, if set, is a message role (Flags' role bits): the sink is
	// reached in a branch that runs only for messages of that role, so
	// text of another role does not reach it (see roles.go).
	Only Flags
}

// Guard is "parameter Param equals the constant Value" (Value as
// go/constant's ExactString); the zero Guard is no condition.
type Guard struct {
	Set   bool
	Param int
	Value string
}

// FuncFact is a function's summary, exported for functions other packages
// can call. A function without a fact in a package agentvet skipped is
// assumed to pass its arguments' taint to its results and nowhere else.
type FuncFact struct {
	Results []Source
	// Stores is the third-party text the function stores through a
	// pointer parameter: Res is the parameter's index, At the path below
	// it.
	Stores     []Source
	ParamFlows []ParamFlow
	ParamSinks []ParamSink
	// Fence: the function is a //agentvet:fence sanitizer.
	Fence bool
	// Summarized: the function was analysed; with no ParamFlows its
	// results carry no taint from its arguments.
	Summarized bool
	// Paths holds each path of the results and sinks once; they name it
	// by PathRef (see factpaths.go).
	Paths [][]report.Hop
}

// AFact implements analysis.Fact.
func (*FuncFact) AFact() {}

func (f *FuncFact) String() string { return describeFunc(f) }

// FieldFact records that a field of a struct declared in this package holds
// third-party text once some function of the package stored it there.
type FieldFact struct {
	Sources []Source
	// Sink is set when a //agentvet:sink directive names the field.
	Sink     policy.Position
	SinkWhat string
}

// AFact implements analysis.Fact.
func (*FieldFact) AFact() {}

func (f *FieldFact) String() string { return describeField(f) }

// PackageFact marks a package whose functions or fields carry facts, so an
// importer cannot be skipped by the relevance pre-filter.
type PackageFact struct{}

// AFact implements analysis.Fact.
func (*PackageFact) AFact() {}

func (*PackageFact) String() string { return "agentvet-relevant" }

// ToGlobalIndex is ParamFlow.To for a flow into a package-level variable.
const ToGlobalIndex = -2
