package verbpin

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/agentvet/agentvet/verbpin/internal/argv"
	"github.com/agentvet/agentvet/verbpin/internal/verbs"
)

// What a function returns, as far as verbpin cares: the command lines a
// string result may hold (constants, and templates over the function's
// parameters), and whether a result is a pseudo-terminal master (or one
// of the function's parameters passed back, as a writer over it). A
// helper of this package is summarised on demand; a helper of another
// package through its ResultFact. This is how a command line assembled in
// one package and run in another is followed.

// resolver is a string resolver for values of fn that follows calls of
// helpers through their results.
func (s *solver) resolver(fn *ssa.Function) *argv.Resolver {
	return argv.NewResolver(fn, s.stringResults)
}

// stringResults is the argv.Results hook: the string values of result i
// of a statically called function.
func (s *solver) stringResults(c *ssa.CallCommon, i int) []argv.Elem {
	callee := c.StaticCallee()
	if callee == nil {
		return nil
	}
	var out []argv.Elem
	for _, e := range s.resultsOf(callee, i) {
		switch e.Kind {
		case argv.Const, argv.Template, argv.Param:
			out = append(out, e)
		}
	}
	return out
}

// resultsOf returns the values of result i of callee.
func (s *solver) resultsOf(callee *ssa.Function, i int) []argv.Elem {
	if o := callee.Origin(); o != nil && !s.g.seen[callee] {
		callee = o
	}
	var rs [][]argv.Elem
	if s.g.seen[callee] {
		rs = s.localResults(callee)
	} else if obj, ok := callee.Object().(*types.Func); ok {
		rs = s.importedResults(obj.Origin())
	}
	if i < len(rs) {
		return rs[i]
	}
	return nil
}

// localResults summarises the results of a function of this package: the
// union over its return statements.
func (s *solver) localResults(fn *ssa.Function) [][]argv.Elem {
	if rs, ok := s.results[fn]; ok {
		return rs
	}
	s.results[fn] = nil // a recursive call adds nothing
	n := fn.Signature.Results().Len()
	rs := make([][]argv.Elem, n)
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		for i, v := range ret.Results {
			if i >= n {
				break
			}
			if isStringType(v.Type()) {
				rs[i] = union(rs[i], s.resolver(fn).String(v))
			} else if s.d.pty && mayHoldMaster(v.Type()) {
				rs[i] = union(rs[i], s.marks(fn, v))
			}
		}
	}
	s.results[fn] = rs
	return rs
}

// importedResults reads the ResultFact of a function of another package.
func (s *solver) importedResults(obj *types.Func) [][]argv.Elem {
	if obj.Pkg() == nil || obj.Pkg() == s.pass.Pkg {
		return nil
	}
	if rs, ok := s.imported[obj]; ok {
		return rs
	}
	var f ResultFact
	var rs [][]argv.Elem
	if s.pass.ImportObjectFact(obj, &f) {
		for _, r := range f.Results {
			for len(rs) <= r.Index {
				rs = append(rs, nil)
			}
			rs[r.Index] = r.Values
		}
	}
	s.imported[obj] = rs
	return rs
}

// resultFact is the ResultFact of a callable function of this package, or
// nil when its results say nothing another package could use.
func (s *solver) resultFact(fn *ssa.Function) *ResultFact {
	var f ResultFact
	results := fn.Signature.Results()
	for i, vals := range s.localResults(fn) {
		var keep argv.List
		for _, e := range vals {
			if s.worthExporting(e, isStringType(results.At(i).Type())) {
				keep = append(keep, e)
			}
		}
		if len(keep) > 0 {
			f.Results = append(f.Results, Result{Index: i, Values: keep})
		}
	}
	if len(f.Results) == 0 {
		return nil
	}
	return &f
}

// worthExporting reports whether a result value can matter to a caller:
// the pty master or a parameter passed back as a writer (in a package
// that deals in masters), or a string that runs a verb as a command line,
// or that names a program of the table and may run one once the caller's
// arguments fill it in. A string helper that names no program (a
// parameter passed back trimmed, a greeting) gets no fact: exporting one
// for every string function would make every package that calls it worth
// analysing.
func (s *solver) worthExporting(e argv.Elem, str bool) bool {
	switch {
	case e.Kind == argv.Mark:
		return true
	case !str:
		return e.Kind == argv.Param && e.Index < 0
	case e.Kind != argv.Const && e.Kind != argv.Template:
		return false
	}
	if _, st := s.d.matcher.Script(e); st == verbs.Yes {
		return true
	}
	return wordIn(argv.WithHoles(e.S), litWords) != ""
}

func isStringType(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// mayHoldMaster reports whether a value of type t can be a pty master or
// a writer or descriptor over one.
func mayHoldMaster(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Pointer, *types.Interface:
		return true
	case *types.Basic:
		return u.Kind() == types.Uintptr || u.Kind() == types.Int
	}
	return false
}
