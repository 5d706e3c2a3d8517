package flow

import (
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// Iterators. A function value that calls the function it is given with
// some values (an iter.Seq's yield) carries them as its parts, at the path
// "#yieldN" for the N-th argument: a function literal of the family that
// calls its parameter stores what it passes there, in the memory of the
// closure made of it; summaries carry those paths like any other; and a
// call of such a value with a function literal of the family (the body of
// a range-over-func loop) gives the literal's parameters what was yielded.

// yieldStep is the path of the n-th argument a function value yields.
func yieldStep(n int) string { return "#yield" + strconv.Itoa(n) }

// recordYield notes a call, inside a function literal of the family, of
// one of the literal's own parameters: what it passes is yielded by the
// closure values made of the literal.
func (f *fam) recordYield(fn *ssa.Function, c *ssa.CallCommon) {
	if fn == f.root || c.IsInvoke() {
		return
	}
	p, ok := c.Value.(*ssa.Parameter)
	if !ok || p.Parent() != fn {
		return
	}
	for _, v := range f.closureValues(fn) {
		for i, a := range c.Args {
			f.storeParts(memKey{v, yieldStep(i)}, a)
		}
	}
}

// closureValues returns the values of the family that are fn as a
// function value: its MakeClosure instructions, or fn itself when it
// captures nothing.
func (f *fam) closureValues(fn *ssa.Function) []ssa.Value {
	if len(fn.FreeVars) == 0 {
		return []ssa.Value{fn}
	}
	var out []ssa.Value
	if refs := fn.Referrers(); refs != nil {
		for _, r := range *refs {
			if mc, ok := r.(*ssa.MakeClosure); ok && mc.Fn == fn {
				out = append(out, mc)
			}
		}
	}
	return out
}

// feedYields gives the parameters of the function literals of the family
// passed to a call of a function value what that value yields.
func (f *fam) feedYields(c *ssa.CallCommon) {
	var yields []part
	for _, p := range f.parts(c.Value) {
		if strings.HasPrefix(p.path, "#yield") {
			yields = append(yields, p)
		}
	}
	if len(yields) == 0 {
		return
	}
	for _, a := range c.Args {
		for _, target := range f.funcTargets(a) {
			if f.pkg.famOf[target] != f {
				continue
			}
			for _, y := range yields {
				step, rest := firstStep(y.path)
				n, err := strconv.Atoi(strings.TrimPrefix(step, "#yield"))
				if err != nil || n >= len(target.Params) {
					continue
				}
				if rest == "" {
					f.set(target.Params[n], y.l)
				} else {
					f.storeAt(memKey{target.Params[n], rest}, y.l)
				}
			}
		}
	}
}
