package flow

import (
	"go/types"
	"hash/fnv"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// Dynamic types. A value put in an interface keeps the concrete type it
// was made from as a step of its paths ("#t" and a hash of the type's
// name): a slice of an interface holding a reply and a tool's output keeps
// field 1 of each apart ("[]#tA.f1", "[]#tB.f1"), where without the step
// both were "[].f1" and every item's field was every other's
// (openai-agents-go's RunItem: a tool output's MCP text came out through
// the message item's method, which reads the same field of another type).
// A type assertion to a concrete type, and a method called on the
// interface and run by one concrete type's method, see the paths of that
// type and the paths of no known type; a path without the step (stored
// before the value was put in an interface, or through a conversion that
// does not say) matches every type: the step is optional, so a path that
// lacks it errs coarse, the fail-closed direction.

const typeStepPrefix = "#t"

// typeStep is the path step of concrete type t held in an interface: a
// hash of its full name, the same in every package (facts carry it).
func typeStep(t types.Type) string {
	h := fnv.New32a()
	h.Write([]byte(types.TypeString(t, nil)))
	return typeStepPrefix + strconv.FormatUint(uint64(h.Sum32()), 36)
}

func isTypeStep(step string) bool { return strings.HasPrefix(step, typeStepPrefix) }

// hasTypeStep reports whether path has a dynamic-type step anywhere.
func hasTypeStep(path string) bool { return strings.Contains(path, typeStepPrefix) }

// lastTypeStep returns the dynamic-type step path ends with, or "".
func lastTypeStep(path string) string {
	i := strings.LastIndex(path, typeStepPrefix)
	if i < 0 || strings.ContainsAny(path[i+1:], ".[#") {
		return ""
	}
	return path[i:]
}

// narrowPath returns path seen as a value of the concrete type whose step
// is step: path itself when it ends in that step, path followed by the
// step when it ends in none; false when it ends in another type's (the
// value cannot hold that type).
func narrowPath(path, step string) (string, bool) {
	switch last := lastTypeStep(path); last {
	case step:
		return path, true
	case "":
		return path + step, true
	default:
		return "", false
	}
}

// typeStepOf is typeStep, remembered per type for the package (the
// points-to fixpoint asks for it at every pass over a conversion).
func (p *pkgState) typeStepOf(t types.Type) string {
	if s, ok := p.steps[t]; ok {
		return s
	}
	if p.steps == nil {
		p.steps = map[types.Type]string{}
	}
	s := typeStep(t)
	p.steps[t] = s
	if p.stepTypes == nil {
		p.stepTypes = map[string]types.Type{}
	}
	if _, ok := p.stepTypes[s]; !ok {
		// The type a step met later stands for (typeAtPath): a
		// value stored in an interface at its step is read back
		// below it as that type.
		p.stepTypes[s] = t
	}
	return s
}

// narrowKeys returns the locations ks seen as a value of concrete type t:
// a location that holds another type is left out.
func (p *pkgState) narrowKeys(ks []memKey, t types.Type) []memKey {
	if len(ks) == 0 || types.IsInterface(t) || !hasParts(t) {
		// An interface says nothing of the type held; a value of no
		// parts (a string) has no paths to tell apart.
		return ks
	}
	step := p.typeStepOf(t)
	out := make([]memKey, 0, len(ks))
	for _, k := range ks {
		if np, ok := narrowPath(k.path, step); ok {
			out = append(out, memKey{k.root, np})
		}
	}
	return out
}

// typed prefixes rel, a path below a value seen through step (a value in
// an interface), with that step, unless rel already names a type.
func typed(step, rel string) string {
	if step == "" {
		return rel
	}
	if first, _ := firstStep(rel); isTypeStep(first) {
		return rel
	}
	return step + rel
}

// descend returns the path rel below path, where rel may begin with a
// dynamic-type step (a method of one concrete type run on an interface
// value): false when path holds another type.
func descend(path, rel string) (string, bool) {
	step, rest := firstStep(rel)
	if rel == "" || !isTypeStep(step) {
		return path + rel, true
	}
	p, ok := narrowPath(path, step)
	return p + rest, ok
}

// staticPath drops the dynamic-type steps of path that follow a value
// of a concrete type (t is the type of the value path lies below): such a
// step says what the static type already does (a pointer parameter, or a
// field of one, put in an interface). A step below an interface is kept,
// and so is all that follows it (the type it names is not known here).
func staticPath(t types.Type, path string) string {
	if !hasTypeStep(path) {
		return path
	}
	var b strings.Builder
	for path != "" {
		step, rest := firstStep(path)
		switch {
		case t == nil:
			b.WriteString(path)
			return b.String()
		case isTypeStep(step):
			if types.IsInterface(t) {
				t = nil
				b.WriteString(step)
			}
		default:
			t = typeAtPath(t, step, nil)
			b.WriteString(step)
		}
		path = rest
	}
	return b.String()
}

// matchSteps walks a and b a step at a time while they may name the same
// memory ("[]" matches any index; a dynamic-type step on one side only is
// skipped: that side knows the type, the other does not), and returns
// what is left of each.
func matchSteps(a, b string) (ra, rb string, ok bool) {
	for a != "" && b != "" {
		sa, na := firstStep(a)
		sb, nb := firstStep(b)
		ta, tb := isTypeStep(sa), isTypeStep(sb)
		switch {
		case ta && !tb:
			a = na
			continue
		case tb && !ta:
			b = nb
			continue
		case !sameStep(sa, sb):
			return a, b, false
		}
		a, b = na, nb
	}
	return a, b, true
}

// onlyTypeSteps reports whether path is made of dynamic-type steps only.
func onlyTypeSteps(path string) bool {
	for path != "" {
		step, rest := firstStep(path)
		if !isTypeStep(step) {
			return false
		}
		path = rest
	}
	return true
}

// covers reports whether a flow or sink at outer says all that one at
// inner does: inner lies at or below outer, and outer names no more
// dynamic types (".f0" covers ".f0#tA"; ".f0#tA" does not cover ".f0",
// which holds every type: without the count the two would cover each
// other and a pruning would drop both).
func covers(inner, outer string) (string, bool) {
	rel, ok := below(inner, outer)
	if !ok || strings.Count(outer, typeStepPrefix) > strings.Count(inner, typeStepPrefix) {
		return "", false
	}
	return rel, true
}

// stepCount counts the steps of p that bound a path's depth: field,
// index, key and yield steps; a dynamic-type step is not one (it names
// the same memory more narrowly).
func stepCount(p string) int {
	return strings.Count(p, ".") + strings.Count(p, "[") + strings.Count(p, "#") - strings.Count(p, typeStepPrefix)
}

// assertedCover returns what covers x.(T): what covers x, except that an
// interface parameter seen as T is that type's path of the parameter, not
// all of it (a type switch on a parameter: each case's summary entries
// name that case's type, so a caller's value of another type does not
// reach them).
func (f *fam) assertedCover(ta *ssa.TypeAssert) labels {
	l := f.own(ta.X)
	if p, base, ok := f.paramAs(ta.X, ta.AssertedType, 0); ok && base != "" {
		l, _ = union(f.notParams(l), f.rootLabelsAt(p, base))
	}
	return l
}

// assertedText returns the labels of x.(T) for T a type of no parts (a
// string type): what x holds, except the parts stored below it as values
// of other concrete types (ItemsToMessages' `case InputString:` is not
// the items an `InputItems` holds). For an interface T, everything x
// holds.
func (f *fam) assertedText(ta *ssa.TypeAssert) labels {
	t := ta.AssertedType
	if types.IsInterface(t) {
		return f.deep(ta.X)
	}
	step := f.pkg.typeStepOf(t)
	l := f.own(ta.X)
	if p, base, ok := f.paramValue(ta.X, 0); ok {
		l, _ = union(f.notParams(l), f.rootLabelsAt(p, base+step))
	}
	for _, k := range f.addrs(ta.X) {
		if path, ok := narrowPath(k.path, step); ok {
			l, _ = union(l, f.load(memKey{k.root, path}))
		}
	}
	return l
}
