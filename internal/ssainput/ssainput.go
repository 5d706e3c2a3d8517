// Package ssainput builds SSA for the package under analysis on demand.
//
// It replaces x/tools' buildssa for agentvet: buildssa requires ctrlflow,
// which declares facts, so requiring it makes go vet build SSA for every
// dependency of every package. This analyzer declares no facts and does no
// work until an analyzer that found the package relevant asks for SSA; the
// analyzers that share it build it at most once per package.
package ssainput

import (
	"go/ast"
	"go/types"
	"reflect"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// Analyzer provides a *Lazy for the package.
var Analyzer = &analysis.Analyzer{
	Name:       "agentvetssa",
	Doc:        "build SSA for the package on demand (agentvet internal)",
	Run:        run,
	ResultType: reflect.TypeFor[*Lazy](),
}

// Lazy builds the package's SSA the first time Get is called.
type Lazy struct {
	pass *analysis.Pass
	once sync.Once
	pkg  *ssa.Package
	fns  []*ssa.Function
}

func run(pass *analysis.Pass) (any, error) {
	return &Lazy{pass: pass}, nil
}

// Get returns the built SSA package and its source functions (named
// functions and methods in source order, each followed by its function
// literals). It is safe for concurrent use.
func (l *Lazy) Get() (*ssa.Package, []*ssa.Function) {
	l.once.Do(l.build)
	return l.pkg, l.fns
}

func (l *Lazy) build() {
	pass := l.pass
	prog := ssa.NewProgram(pass.Fset, ssa.InstantiateGenerics)
	for _, p := range pass.Pkg.Imports() {
		prog.CreatePackage(p, nil, nil, true)
	}
	l.pkg = prog.CreatePackage(pass.Pkg, pass.Files, pass.TypesInfo, false)
	l.pkg.Build()

	var add func(f *ssa.Function)
	add = func(f *ssa.Function) {
		l.fns = append(l.fns, f)
		for _, anon := range f.AnonFuncs {
			add(anon)
		}
	}
	for _, file := range pass.Files {
		for _, decl := range file.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok {
				continue
			}
			obj, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if !ok {
				continue
			}
			if f := prog.FuncValue(obj); f != nil {
				add(f)
			}
		}
	}
	// Package initialisers hold the function literals of package-level
	// variables.
	if init := l.pkg.Func("init"); init != nil {
		for _, anon := range init.AnonFuncs {
			add(anon)
		}
	}
}

// Pass returns the pass the SSA is built from.
func (l *Lazy) Pass() *analysis.Pass { return l.pass }
