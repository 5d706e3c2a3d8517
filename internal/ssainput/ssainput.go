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
	"go/token"
	"go/types"
	"reflect"
	"strings"
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
	mu   sync.Mutex
	// built, by whether the _test.go files were left out.
	built map[bool]*built
}

type built struct {
	pkg *ssa.Package
	fns []*ssa.Function
}

func run(pass *analysis.Pass) (any, error) {
	return &Lazy{pass: pass, built: map[bool]*built{}}, nil
}

// Get returns the built SSA package and its source functions (named
// functions and methods in source order, each followed by its function
// literals). With shipped, the package's _test.go files are left out: a
// test variant of a package then costs what the package costs (its
// tests' functions are not analysed unless asked for, and nothing that
// ships calls them). It is safe for concurrent use; the analyzers that
// share it ask with the same settings, so it is built once.
func (l *Lazy) Get(shipped bool) (*ssa.Package, []*ssa.Function) {
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.built[shipped]
	if b == nil {
		b = build(l.pass, shipped)
		l.built[shipped] = b
	}
	return b.pkg, b.fns
}

func build(pass *analysis.Pass, shipped bool) *built {
	files, info := pass.Files, pass.TypesInfo
	if shipped {
		files, info = shippedFiles(pass)
	}
	prog := ssa.NewProgram(pass.Fset, ssa.InstantiateGenerics)
	for _, p := range pass.Pkg.Imports() {
		prog.CreatePackage(p, nil, nil, true)
	}
	b := &built{pkg: prog.CreatePackage(pass.Pkg, files, info, false)}
	b.pkg.Build()
	if shipped {
		// Built whole when its tests shadow a name (see
		// shadowedByTests): its source functions are still the
		// shipped files' only.
		files = withoutTests(pass, files)
	}

	var add func(f *ssa.Function)
	add = func(f *ssa.Function) {
		b.fns = append(b.fns, f)
		for _, anon := range f.AnonFuncs {
			add(anon)
		}
	}
	for _, file := range files {
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
	if init := b.pkg.Func("init"); init != nil {
		for _, anon := range init.AnonFuncs {
			add(anon)
		}
	}
	return b
}

// Pass returns the pass the SSA is built from.
func (l *Lazy) Pass() *analysis.Pass { return l.pass }

// shippedFiles returns the package's files but its _test.go files, and
// type information whose initialisation order leaves out the package
// variables those declare (the SSA builder initialises every variable of
// InitOrder, and finds no member for one it did not create). An external
// test package is all tests: it is returned whole.
func shippedFiles(pass *analysis.Pass) ([]*ast.File, *types.Info) {
	files := withoutTests(pass, pass.Files)
	test := map[*token.File]bool{}
	for _, f := range pass.Files {
		if tf := pass.Fset.File(f.Pos()); isTest(tf) {
			test[tf] = true
		}
	}
	if len(files) == len(pass.Files) || shadowedByTests(pass, test) {
		return pass.Files, pass.TypesInfo
	}
	info := *pass.TypesInfo
	info.InitOrder = nil
	for _, init := range pass.TypesInfo.InitOrder {
		if len(init.Lhs) > 0 && test[pass.Fset.File(init.Lhs[0].Pos())] {
			continue
		}
		info.InitOrder = append(info.InitOrder, init)
	}
	return files, &info
}

func isTest(tf *token.File) bool { return strings.HasSuffix(tf.Name(), "_test.go") }

// withoutTests returns files but the _test.go ones; an external test
// package (all tests) is returned whole.
func withoutTests(pass *analysis.Pass, files []*ast.File) []*ast.File {
	var out []*ast.File
	for _, f := range files {
		if !isTest(pass.Fset.File(f.Pos())) {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		return files
	}
	return out
}

// shadowedByTests reports whether a shipped file of the package uses a
// package-level name that one of its _test.go files declares: a test file
// may declare min or max, which the shipped files' calls of the builtins
// then resolve to in the test variant, and the SSA builder finds no member
// for them without the test files. Such a package is built whole.
func shadowedByTests(pass *analysis.Pass, test map[*token.File]bool) bool {
	scope := pass.Pkg.Scope()
	declared := map[types.Object]bool{}
	for _, name := range scope.Names() {
		if obj := scope.Lookup(name); test[pass.Fset.File(obj.Pos())] {
			declared[obj] = true
		}
	}
	if len(declared) == 0 {
		return false
	}
	for id, obj := range pass.TypesInfo.Uses {
		if declared[obj] && !test[pass.Fset.File(id.Pos())] {
			return true
		}
	}
	return false
}
