package flow

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWiringOffer: what a package offers the wiring pass. A method
// declared with an alias of a type has the signature of the interface
// method declared with the type, at any depth; interfaces are listed
// with their whole method sets, embedded ones included; a type is
// offered only with a method whose summary matters.
func TestWiringOffer(t *testing.T) {
	const src = `package p

type Result struct{ Text string }
type Alias = Result
type Names = map[string][]*Alias

type Describer interface{ Describe() *Result }
type Tool interface {
	Describer
	Run(in map[string][]*Result, opts ...func(*Result)) (<-chan Result, error)
	private()
}

type Impl struct{}

func (*Impl) Describe() *Alias                                            { return nil }
func (Impl) Run(in Names, opts ...func(*Alias)) (<-chan Alias, error) { return nil, nil }
func (Impl) private()                                                     {}

type Other struct{}

func (Other) Describe() *Result { return nil }
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	require.NoError(t, err)
	pkg, err := new(types.Config).Check("example.com/p", fset, []*ast.File{f}, nil)
	require.NoError(t, err)

	ifaces := declaredInterfaces(pkg)
	require.Len(t, ifaces, 2)
	assert.Equal(t, "example.com/p.Describer", ifaces[0].Name)
	tool := ifaces[1]
	assert.Equal(t, "example.com/p.Tool", tool.Name)
	assert.Equal(t, []Method{
		{Name: "Describe", Sig: "()(*example.com/p.Result)"},
		{Name: "Run", Sig: "(map[string][]*example.com/p.Result, ...func(*example.com/p.Result)())(<-chan example.com/p.Result, error)"},
		{Name: "example.com/p.private", Sig: "()()"},
	}, tool.Methods)

	implT := pkg.Scope().Lookup("Impl").Type()
	describe, _, _ := types.LookupFieldOrMethod(types.NewPointer(implT), true, pkg, "Describe")
	fact := &FuncFact{Summarized: true, Results: []Source{{Origin: "mcp:tool-list", Producer: "MCP tool"}}}
	impls := offeredImpls(pkg, map[*types.Func]*FuncFact{describe.(*types.Func): fact})
	require.Len(t, impls, 1, "Other has no method whose summary matters")
	assert.Equal(t, "*example.com/p.Impl", impls[0].Type)
	assert.Equal(t, tool.Methods, impls[0].Methods, "the alias-declared methods match the interface's")
	require.Len(t, impls[0].Facts, 1)
	assert.Equal(t, "(*example.com/p.Impl).Describe", impls[0].Facts[0].Func)
}

// TestWiringRelevant: an offered fact keeps third-party results and
// sinks, one per parameter, path and position, within the bounds, and a
// model call's derived flows to its results; it drops dispatch targets,
// results of the skipped origins (HTTP calls) and other flows, and is nil
// when nothing is left.
func TestWiringRelevant(t *testing.T) {
	skip := map[string]bool{"web:http-response": true}
	f := &FuncFact{
		Summarized: true,
		Results: []Source{
			{Origin: "mcp:tool-list", Producer: "MCP tool"},
			{Origin: "mcp:tool-list", Producer: "MCP tool"},
			{Origin: "web:http-response", Producer: "HTTP response"},
			{Impl: "*example.com/p.T"},
		},
		ParamFlows: []ParamFlow{{From: 1, To: -1}},
	}
	for i := range maxWiredSinks + 4 {
		f.ParamSinks = append(f.ParamSinks, ParamSink{Param: 1 + i%(maxWiredSinks+2), Position: "system"})
	}
	got := wiringRelevant(f, skip)
	require.NotNil(t, got)
	assert.Equal(t, []Source{{Origin: "mcp:tool-list", Producer: "MCP tool"}}, got.Results)
	assert.Len(t, got.ParamSinks, maxWiredSinks)
	assert.Empty(t, got.ParamFlows)

	assert.Nil(t, wiringRelevant(&FuncFact{Results: []Source{{Origin: "web:http-response"}}, ParamFlows: f.ParamFlows}, skip))

	// A model call's reply (a flow marked derived, to a result) is kept,
	// alone too; a derived flow into a parameter, from what calling a
	// parameter returns, or from the receiver is not.
	model := &FuncFact{Summarized: true, ParamFlows: []ParamFlow{
		{From: 1, To: -1},
		{From: 2, To: -1, Flags: Derived},
		{From: 2, To: 0, ToAt: ".f1", Flags: Derived},
		{From: 3, Call: "Execute", To: -1, Flags: Derived},
		{From: 0, At: ".f1", To: -1, Flags: Derived},
	}}
	got = wiringRelevant(model, skip)
	require.NotNil(t, got)
	assert.Equal(t, []ParamFlow{{From: 2, To: -1, Flags: Derived}}, got.ParamFlows)

	// A request processor's store through its request parameter is
	// offered like a result (the same origin in a result and a store is
	// kept in both).
	st := &FuncFact{
		Results: []Source{{Origin: "memory:summary", Res: 0}},
		Stores:  []Source{{Origin: "memory:summary", Res: 0, At: ".f0[].f1"}, {Origin: "memory:summary", Res: 0, At: ".f0[].f1"}, {Origin: "web:http-response", Res: 1}},
	}
	got = wiringRelevant(st, skip)
	require.NotNil(t, got)
	assert.Equal(t, []Source{{Origin: "memory:summary", Res: 0, At: ".f0[].f1"}}, got.Stores)
	assert.Len(t, got.Results, 1)
	assert.Nil(t, wiringRelevant(&FuncFact{Stores: []Source{{Origin: "web:http-response"}}}, skip))
}

func TestFuncPkg(t *testing.T) {
	assert.Equal(t, "example.com/a/p", funcPkg("(*example.com/a/p.T).M"))
	assert.Equal(t, "example.com/a/p", funcPkg("(example.com/a/p.T).M"))
	assert.Equal(t, "example.com/a.b/p", funcPkg("(*example.com/a.b/p.T).M"))
}
