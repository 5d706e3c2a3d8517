package config

import (
	"fmt"
	"go/types"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/agentvet/agentvet/internal/policy"
)

// Some keys parse in any shape and still match nothing: params on a field
// whose type is not a func type (no function is ever stored there),
// params on a value method of a concrete type (the engine seeds the
// implementations of an interface method only), results on such a method,
// and an index past the function's parameters (args, role-arg, params).
// Only type information tells them apart, so the file records each claim
// as a typeCheck, and the Analyzer checks it in every package that can
// see the named package (itself or one of its imports, at any depth). A
// claim that fails there is an *Error of the file, reported like any
// other; a name the package cannot see, or that does not resolve, is left
// alone (names are the analyzers' business, see names.go).

// site is where a key sat in the file, for errors.
type site struct {
	line int
	key  string
}

func siteOf(n *yaml.Node, key string) site {
	return site{line: deref(n).Line, key: key}
}

// itemSites returns the site of each item of the list n (key its path).
func itemSites(n *yaml.Node, key string) []site {
	n = deref(n)
	var out []site
	for i, item := range n.Content {
		out = append(out, siteOf(item, key+"["+itoa(i)+"]"))
	}
	return out
}

// A typeCheck is what one entry claims of the function or field it names.
type typeCheck struct {
	name  string // the FullName of a function, or "pkg.Type.Field"
	field bool
	// callback: params was given (an interface method or a func-typed
	// field); params are its indexes.
	callback   bool
	callbackAt site
	params     []int
	paramsAt   []site
	// results: a func sink whose slot is what implementations return.
	results   bool
	resultsAt site
	args      []int
	argsAt    []site
	roleArg   int // -1: none
	roleArgAt site
	// resolve: the name itself must resolve where its package is seen
	// (a function, method, field or package-level variable it declares).
	resolve bool
	nameAt  site
}

// needed reports whether c claims anything to check.
func (c typeCheck) needed() bool {
	return c.resolve || c.callback || c.results || len(c.args) > 0 || c.roleArg >= 0
}

// checkTypes checks each claim whose package pkg can see and returns the
// first that fails, as an *Error of file. canon maps an import path to
// the path the model's names use (a vendored copy or a fork to its
// original).
func checkTypes(file string, checks []typeCheck, pkg *types.Package, canon func(string) string) error {
	if len(checks) == 0 || pkg == nil {
		return nil
	}
	visible := map[string]*types.Package{}
	var walk func(*types.Package)
	walk = func(p *types.Package) {
		path := canon(p.Path())
		if visible[path] != nil {
			return
		}
		visible[path] = p
		for _, imp := range p.Imports() {
			walk(imp)
		}
	}
	walk(pkg)
	for _, c := range checks {
		if home := visible[policy.PackageOf(c.name)]; home != nil {
			if s, msg := c.check(home, policy.PackageOf(c.name)); msg != "" {
				return &Error{File: file, Line: s.line, Key: s.key, Msg: msg}
			}
		}
	}
	return nil
}

// check returns where and why c fails against home, the package that
// declares its name (at path in the model's names: home may be a fork or
// a vendored copy), or "" when it holds (or the name does not resolve).
func (c typeCheck) check(home *types.Package, path string) (site, string) {
	// "F", "T).M" (of "(pkg.T).M" or "(*pkg.T).M") or "Type.Field".
	member := strings.TrimPrefix(strings.TrimPrefix(c.name, "("), "*")[len(path)+1:]
	if c.resolve {
		if !home.Complete() {
			// A package known only through another's export data
			// holds just the objects that one refers to: a name
			// missing there may be declared all the same.
			return site{}, ""
		}
		return c.nameAt, unresolved(c.name, c.field, home, member, path)
	}
	if c.field {
		v := lookupField(home, member)
		if v == nil {
			return site{}, ""
		}
		sig, ok := v.Type().Underlying().(*types.Signature)
		if !ok {
			return c.callbackAt, fmt.Sprintf("params is for a callback, and %s has type %s, not a func type: no function is stored there, so the entry would match nothing", c.name, v.Type())
		}
		return indexProblem(c.name, sig, c.params, c.paramsAt)
	}
	f, recv := lookupFunc(home, member)
	if f == nil {
		return site{}, ""
	}
	if recv != nil && !types.IsInterface(recv) {
		switch {
		case c.callback:
			return c.callbackAt, fmt.Sprintf("params is for a callback, and %s is a concrete type, not an interface: the engine seeds the parameters of the implementations of an interface method, so the entry would match nothing; name the interface method it implements ((pkg/path.Interface).Method) or the func-typed field it is stored into (field:)", recv)
		case c.results:
			return c.resultsAt, fmt.Sprintf("results on a func sink needs an interface method, and %s is a concrete type: name the interface method ((pkg/path.Interface).Method) whose implementations' results are the slot", recv)
		}
	}
	sig := f.Signature()
	if s, msg := indexProblem(c.name, sig, c.params, c.paramsAt); msg != "" {
		return s, msg
	}
	if s, msg := indexProblem(c.name, sig, c.args, c.argsAt); msg != "" {
		return s, msg
	}
	if c.roleArg >= 0 {
		return indexProblem(c.name, sig, []int{c.roleArg}, []site{c.roleArgAt})
	}
	return site{}, ""
}

// unresolved says why name, member in home (seen at path), declares
// nothing an entry could match: a mistyped or renamed function, method or
// field in the version of the package the module requires. "" when it
// resolves.
func unresolved(name string, field bool, home *types.Package, member, path string) string {
	if field {
		if lookupField(home, member) != nil {
			return ""
		}
		if v, ok := home.Scope().Lookup(member).(*types.Var); ok && v.Parent() == home.Scope() {
			return "" // a package-level variable
		}
		return fmt.Sprintf("%s: %s (as this module requires it) declares no such field (a field of the struct itself: a promoted field is named by the type that declares it) nor package-level variable, so the entry would match nothing", name, path)
	}
	if f, _ := lookupFunc(home, member); f != nil {
		return ""
	}
	return fmt.Sprintf("%s: %s (as this module requires it) declares no such function or method, so the entry would match nothing", name, path)
}

// indexProblem names the first of idx that is not a parameter of sig
// (receiver excluded; a variadic parameter is one index).
func indexProblem(name string, sig *types.Signature, idx []int, at []site) (site, string) {
	n := sig.Params().Len()
	for i, x := range idx {
		if x >= n {
			return at[i], fmt.Sprintf("%d is not a parameter of %s, which takes %s (indexes count from 0, the receiver excluded): the entry would match nothing there", x, name, plural(n, "parameter"))
		}
	}
	return site{}, ""
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return itoa(n) + " " + what + "s"
}

// lookupFunc resolves member, "F" or "T).M" (a name past its package
// path), in home; recv is T for a method.
func lookupFunc(home *types.Package, member string) (*types.Func, types.Type) {
	end := strings.Index(member, ").")
	if end < 0 {
		f, _ := home.Scope().Lookup(member).(*types.Func)
		return f, nil
	}
	tn, ok := home.Scope().Lookup(member[:end]).(*types.TypeName)
	if !ok {
		return nil, nil
	}
	obj, _, _ := types.LookupFieldOrMethod(tn.Type(), true, home, member[end+2:])
	f, _ := obj.(*types.Func)
	if f == nil {
		return nil, nil
	}
	return f, tn.Type()
}

// lookupField resolves member, "Type.Field", in home to a field declared
// in the struct itself (the engine names a promoted field by its own
// type).
func lookupField(home *types.Package, member string) *types.Var {
	typeName, fieldName, ok := strings.Cut(member, ".")
	if !ok {
		return nil
	}
	tn, ok := home.Scope().Lookup(typeName).(*types.TypeName)
	if !ok {
		return nil
	}
	st, ok := tn.Type().Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	for i := range st.NumFields() {
		if f := st.Field(i); f.Name() == fieldName {
			return f
		}
	}
	return nil
}
