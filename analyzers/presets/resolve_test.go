//go:build heavy

package presets_test

import (
	"fmt"
	"go/constant"
	"go/types"
	"sort"
	"strings"

	"github.com/agentvet/agentvet/internal/policy"
)

// resolver checks the names of a preset against type-checked packages of
// the real SDK: each function, method, interface method and field must
// exist under exactly the name the engine will compare with
// (types.Func.Origin().FullName(), or "pkg.Type.Field"), and each index an
// entry gives (Args, RoleArg, Params, ValueArg, OriginArg) must be a
// parameter of it.
type resolver struct {
	pkgs map[string]*types.Package // by import path
}

// check returns one line per problem in p, sorted.
func (r *resolver) check(p policy.Preset) []string {
	var probs []string
	add := func(entry, format string, args ...any) {
		probs = append(probs, entry+": "+fmt.Sprintf(format, args...))
	}
	for _, path := range p.Packages {
		if r.pkgs[path] == nil {
			add(path, "package not loaded")
		}
	}
	for _, pr := range p.Producers {
		if pr.Field != "" {
			v, _, err := r.field(pr.Field)
			if err != nil {
				add(pr.Field, "%v", err)
				continue
			}
			if len(pr.Params) > 0 {
				sig, ok := v.Type().Underlying().(*types.Signature)
				if !ok {
					add(pr.Field, "callback producer on a field of type %s, not a func type", v.Type())
					continue
				}
				for _, i := range pr.Params {
					if i < 0 || i >= sig.Params().Len() {
						add(pr.Field, "params: %d is not a parameter of %s", i, sig)
					}
				}
			}
			continue
		}
		f, err := r.fn(pr.Func)
		if err != nil {
			add(pr.Func, "%v", err)
			continue
		}
		if len(pr.Params) > 0 {
			recv := f.Type().(*types.Signature).Recv()
			if recv == nil || !types.IsInterface(recv.Type()) {
				add(pr.Func, "callback producer on %s, which is not an interface method", f.FullName())
			}
			for _, i := range pr.Params {
				if !argIndex(f, i) {
					add(pr.Func, "params: %d is not a parameter", i)
				}
			}
		}
	}
	for _, s := range append(append([]policy.Sink(nil), p.Sinks...), p.Persistence...) {
		if s.Field != "" {
			v, st, err := r.field(s.Field)
			if err != nil {
				add(s.Field, "%v", err)
				continue
			}
			if s.RoleField == "" {
				continue
			}
			role := sibling(st, s.RoleField)
			if role == nil {
				add(s.Field, "role field %q is not a sibling field of %s", s.RoleField, v.Name())
				continue
			}
			for _, e := range r.roleKeys(p.Module, role.Type(), v.Pkg(), s.Field, s.Roles) {
				add(s.Field, "%s", e)
			}
			continue
		}
		f, err := r.fn(s.Func)
		if err != nil {
			add(s.Func, "%v", err)
			continue
		}
		for _, i := range s.Args {
			if !argIndex(f, i) {
				add(s.Func, "args: %d is not a parameter", i)
			}
		}
		if s.RoleConditioned() {
			params := f.Type().(*types.Signature).Params()
			if s.RoleArg < 0 || s.RoleArg >= params.Len() {
				add(s.Func, "role argument %d is not a parameter", s.RoleArg)
				continue
			}
			for _, e := range r.roleKeys(p.Module, params.At(s.RoleArg).Type(), f.Pkg(), s.Func, s.Roles) {
				add(s.Func, "%s", e)
			}
		}
	}
	for _, s := range p.Sanitizers {
		if _, err := r.fn(s.Func); err != nil {
			add(s.Func, "%v", err)
		}
	}
	for _, w := range p.Wrappers {
		f, err := r.fn(w.Func)
		if err != nil {
			add(w.Func, "%v", err)
			continue
		}
		if !argIndex(f, w.ValueArg) {
			add(w.Func, "value argument %d is not a parameter", w.ValueArg)
		}
		if w.OriginArg != -1 && !argIndex(f, w.OriginArg) {
			add(w.Func, "origin argument %d is not a parameter", w.OriginArg)
		}
	}
	for _, u := range p.Unwrappers {
		if _, err := r.fn(u.Func); err != nil {
			add(u.Func, "%v", err)
		}
	}
	for _, c := range p.Clean {
		if _, err := r.fn(c); err != nil {
			add(c, "%v", err)
		}
	}
	sort.Strings(probs)
	return probs
}

// fn resolves a function or method name and checks that the object found
// carries exactly that FullName, so "(T).M" for a pointer method, or an
// interface method named on an interface that only embeds it, is refused.
func (r *resolver) fn(name string) (*types.Func, error) {
	pkgPath := policy.PackageOf(name)
	pkg := r.pkgs[pkgPath]
	if pkg == nil {
		return nil, fmt.Errorf("package %q not loaded", pkgPath)
	}
	var obj types.Object
	if strings.HasPrefix(name, "(") {
		end := strings.Index(name, ").")
		if end < 0 {
			return nil, fmt.Errorf("malformed method name")
		}
		recv := strings.TrimPrefix(name[1:end], "*")
		typeName := recv[len(pkgPath)+1:]
		tn, ok := pkg.Scope().Lookup(typeName).(*types.TypeName)
		if !ok {
			return nil, fmt.Errorf("no type %s in %s", typeName, pkgPath)
		}
		obj, _, _ = types.LookupFieldOrMethod(tn.Type(), true, pkg, name[end+2:])
	} else {
		obj = pkg.Scope().Lookup(name[len(pkgPath)+1:])
	}
	f, ok := obj.(*types.Func)
	if !ok {
		return nil, fmt.Errorf("no such function or method")
	}
	if got := f.Origin().FullName(); got != name {
		return nil, fmt.Errorf("found as %s", got)
	}
	return f, nil
}

// field resolves "pkg.Type.Field" to a field declared directly in the
// struct (a promoted field has another owner and another name).
func (r *resolver) field(name string) (*types.Var, *types.Struct, error) {
	pkgPath := policy.PackageOf(name)
	pkg := r.pkgs[pkgPath]
	if pkg == nil {
		return nil, nil, fmt.Errorf("package %q not loaded", pkgPath)
	}
	typeName, fieldName, ok := strings.Cut(name[len(pkgPath)+1:], ".")
	if !ok {
		return nil, nil, fmt.Errorf("malformed field name (want pkg.Type.Field)")
	}
	tn, ok := pkg.Scope().Lookup(typeName).(*types.TypeName)
	if !ok {
		return nil, nil, fmt.Errorf("no type %s in %s", typeName, pkgPath)
	}
	st, ok := tn.Type().Underlying().(*types.Struct)
	if !ok {
		return nil, nil, fmt.Errorf("%s is not a struct type", typeName)
	}
	v := sibling(st, fieldName)
	if v == nil {
		return nil, nil, fmt.Errorf("struct %s has no field %s", typeName, fieldName)
	}
	return v, st, nil
}

func sibling(st *types.Struct, name string) *types.Var {
	for i := 0; i < st.NumFields(); i++ {
		if f := st.Field(i); f.Name() == name {
			return f
		}
	}
	return nil
}

// argIndex reports whether i is an argument index of f as the policy
// counts them: receiver excluded, variadic arguments counted individually
// from the variadic parameter's index.
func argIndex(f *types.Func, i int) bool {
	sig := f.Type().(*types.Signature)
	n := sig.Params().Len()
	return i >= 0 && (i < n || sig.Variadic())
}

// documentedRoles are the role values of sinks whose SDK declares no
// exported constant for them, as the SDK's documentation spells them:
// generative-ai-go keeps "user" and "model" in unexported constants
// (Content's comment: "Must be either 'user' or 'model'"), and ollama's
// Message.Role is a plain string ("system", "user", "assistant", "tool").
var documentedRoles = map[string]map[string]bool{
	"github.com/google/generative-ai-go/genai.Content.Parts": {"user": true, "model": true},
	"github.com/ollama/ollama/api.Message.Content":           {"system": true, "user": true, "assistant": true, "tool": true},
}

// roleKeys checks a role map against the role's type: each key other than
// "" must be the value of a string constant the SDK declares. When the
// role has a named type with constants of its own (eino's RoleType,
// go-openai's ThreadMessageRole), only those count; otherwise any string
// constant of the package that declares the role type or the sink, or of
// a package of the same module it imports (langchaingo's prompts takes
// the llms role values as plain strings). A typo ("sistem") is a role no
// SDK spells, and would make the slot silently fail closed everywhere.
func (r *resolver) roleKeys(module string, roleType types.Type, sinkPkg *types.Package, sink string, roles map[string]policy.Position) []string {
	if len(roles) == 0 {
		return []string{"role-conditioned sink with no roles"}
	}
	if b, ok := roleType.Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
		return []string{fmt.Sprintf("role has type %s, not a string type", roleType)}
	}
	home := sinkPkg
	named, _ := types.Unalias(roleType).(*types.Named)
	if named != nil && named.Obj().Pkg() != nil {
		home = named.Obj().Pkg()
	}
	typed, all := map[string]bool{}, map[string]bool{}
	collect := func(pkg *types.Package) {
		scope := pkg.Scope()
		for _, n := range scope.Names() {
			c, ok := scope.Lookup(n).(*types.Const)
			if !ok || c.Val().Kind() != constant.String {
				continue
			}
			all[constant.StringVal(c.Val())] = true
			if named != nil && types.Identical(c.Type(), named) {
				typed[constant.StringVal(c.Val())] = true
			}
		}
	}
	collect(home)
	values := typed
	if len(typed) == 0 {
		for _, imp := range home.Imports() {
			if strings.HasPrefix(imp.Path(), module) {
				collect(imp)
			}
		}
		values = all
	}
	var probs []string
	for k, pos := range roles {
		if !pos.Valid() {
			probs = append(probs, fmt.Sprintf("role %q maps to unknown position %q", k, pos))
		}
		if k != "" && !values[k] && !documentedRoles[sink][k] {
			probs = append(probs, fmt.Sprintf("role %q is not a role constant the SDK declares", k))
		}
	}
	sort.Strings(probs)
	return probs
}
