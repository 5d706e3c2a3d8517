package flow

import (
	"go/constant"
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// Guards. A dispatcher hands what it is given on only for one kind of
// event (picoclaw's emitEvent: "if kind == KindAgentTurnEnd { bridge.
// handle(evt) }"); its callers pass the kind as a constant. A parameter
// sink reached only under such a test is kept with the test, and a call
// that passes another constant does not reach it. Any other condition, or
// an argument that is not a constant, keeps the sink (fail closed).

// guard returns the test on a parameter of the summarised function that
// the block being visited runs under: the block is reached only through
// the edge where "p == const" holds (the true edge of ==, the false edge
// of !=). The first such test in block order. A block that ends in the
// test dominates the block it guards, so only the dominators are tried;
// the answer is kept per block (sinks are hit on every pass).
func (f *fam) guard() Guard {
	b := f.block
	if b == nil || b.Parent() != f.root {
		return Guard{}
	}
	if g, ok := f.guards[b]; ok {
		return g
	}
	var g Guard
	first := -1
	for d := b.Idom(); d != nil; d = d.Idom() {
		if dg, ok := f.guardOf(d, b); ok && (first < 0 || d.Index < first) {
			g, first = dg, d.Index
		}
	}
	if f.guards == nil {
		f.guards = map[*ssa.BasicBlock]Guard{}
	}
	f.guards[b] = g
	return g
}

// guardOf reports the test d ends with when b runs only on its edge where
// a parameter equals a constant.
func (f *fam) guardOf(d, b *ssa.BasicBlock) (Guard, bool) {
	cmp, equal, ok := equalityTest(d, b)
	if !ok || !equal {
		return Guard{}, false
	}
	p, c := paramAndConst(cmp.X, cmp.Y)
	if p == nil {
		p, c = paramAndConst(cmp.Y, cmp.X)
	}
	if p == nil || c.Value == nil {
		return Guard{}, false
	}
	i := f.paramIndex(p)
	if i < 0 {
		return Guard{}, false
	}
	return Guard{Set: true, Param: i, Value: c.Value.ExactString()}, true
}

// equalityTest reports the == or != test d ends with when b runs only on
// one of its edges (only d leads into that edge's block, and it dominates
// b), and whether the operands are equal on that edge.
func equalityTest(d, b *ssa.BasicBlock) (cmp *ssa.BinOp, equal, ok bool) {
	if len(d.Instrs) == 0 || len(d.Succs) != 2 || d.Succs[0] == d.Succs[1] {
		return nil, false, false
	}
	iff, ok := d.Instrs[len(d.Instrs)-1].(*ssa.If)
	if !ok {
		return nil, false, false
	}
	cmp, ok = iff.Cond.(*ssa.BinOp)
	if !ok || (cmp.Op != token.EQL && cmp.Op != token.NEQ) {
		return nil, false, false
	}
	for i, edge := range d.Succs {
		if len(edge.Preds) == 1 && edge.Dominates(b) {
			// Succs[0] is the true edge: == holds there, != fails.
			return cmp, (i == 0) == (cmp.Op == token.EQL), true
		}
	}
	return nil, false, false
}

func paramAndConst(x, y ssa.Value) (*ssa.Parameter, *ssa.Const) {
	p, ok := x.(*ssa.Parameter)
	if !ok {
		return nil, nil
	}
	c, ok := y.(*ssa.Const)
	if !ok {
		return nil, nil
	}
	return p, c
}

// excluded reports whether a call with args cannot reach a sink under g:
// the guarded argument is a different constant.
func excluded(g Guard, args []ssa.Value) bool {
	if !g.Set || g.Param >= len(args) {
		return false
	}
	c, ok := args[g.Param].(*ssa.Const)
	if !ok || c.Value == nil {
		return false
	}
	return c.Value.ExactString() != g.Value && c.Value.Kind() != constant.Unknown
}

// guardLess orders guards (sorted summaries are deterministic).
func guardLess(a, b Guard) bool {
	if a.Set != b.Set {
		return !a.Set
	}
	if a.Param != b.Param {
		return a.Param < b.Param
	}
	return a.Value < b.Value
}
