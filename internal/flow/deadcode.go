package flow

import (
	"go/constant"
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// Dead branches. A function of the package whose every return gives the
// same constant as result i (a placeholder: `return "", "", input`)
// decides each test of that result against a constant: the branch the
// test cannot take is dead, and so is every block only that branch
// reaches. agent-sdk-go's extractPlanAction always returns an empty task
// ID, so `if taskID != "" { return a.handlePlanAction(...) }` never runs
// and nothing flows through it. Only functions whose bodies the package
// has are read (another package's constant results would need a fact).

// live returns the blocks of fn that can run, or nil when every block
// can (the common case: no test is decided).
func (f *fam) live(fn *ssa.Function) map[*ssa.BasicBlock]bool {
	if l, ok := f.liveBlocks[fn]; ok {
		return l
	}
	var dead map[*ssa.BasicBlock]int // block → the successor edge that cannot run
	for _, b := range fn.Blocks {
		iff, ok := lastInstr(b).(*ssa.If)
		if !ok || len(b.Succs) != 2 {
			continue
		}
		if taken, ok := f.pkg.decided(iff.Cond); ok {
			if dead == nil {
				dead = map[*ssa.BasicBlock]int{}
			}
			dead[b] = 1
			if !taken {
				dead[b] = 0
			}
		}
	}
	var live map[*ssa.BasicBlock]bool
	if dead != nil && len(fn.Blocks) > 0 {
		live = map[*ssa.BasicBlock]bool{}
		var walk func(b *ssa.BasicBlock)
		walk = func(b *ssa.BasicBlock) {
			if live[b] {
				return
			}
			live[b] = true
			for i, s := range b.Succs {
				if d, ok := dead[b]; ok && d == i {
					continue
				}
				walk(s)
			}
		}
		walk(fn.Blocks[0])
		if fn.Recover != nil {
			walk(fn.Recover)
		}
	}
	if f.liveBlocks == nil {
		f.liveBlocks = map[*ssa.Function]map[*ssa.BasicBlock]bool{}
	}
	f.liveBlocks[fn] = live
	return live
}

func lastInstr(b *ssa.BasicBlock) ssa.Instruction {
	if len(b.Instrs) == 0 {
		return nil
	}
	return b.Instrs[len(b.Instrs)-1]
}

// decided reports whether cond, a comparison of a call's constant result
// with a constant, is always true or always false.
func (p *pkgState) decided(cond ssa.Value) (taken, ok bool) {
	bin, isBin := cond.(*ssa.BinOp)
	if !isBin || (bin.Op != token.EQL && bin.Op != token.NEQ) {
		return false, false
	}
	x, c := bin.X, bin.Y
	if _, isConst := x.(*ssa.Const); isConst {
		x, c = c, x
	}
	k, isConst := c.(*ssa.Const)
	if !isConst || k.Value == nil {
		return false, false
	}
	v, ok := p.constResult(x)
	if !ok || v.Kind() != k.Value.Kind() {
		return false, false
	}
	eq := constant.Compare(v, token.EQL, k.Value)
	return eq == (bin.Op == token.EQL), true
}

// constResult returns the constant a call's result always is: the
// callee, a function of this package, returns that constant at that
// index from every return.
func (p *pkgState) constResult(v ssa.Value) (constant.Value, bool) {
	idx := 0
	if e, ok := v.(*ssa.Extract); ok {
		v, idx = e.Tuple, e.Index
	}
	call, ok := v.(*ssa.Call)
	if !ok {
		return nil, false
	}
	callee := call.Call.StaticCallee()
	if callee == nil || callee.Pkg != p.ssaPkg || len(callee.Blocks) == 0 || callee.Recover != nil {
		return nil, false
	}
	key := constKey{callee, idx}
	if r, ok := p.consts[key]; ok {
		return r.v, r.ok
	}
	var out constant.Value
	found := true
	for _, b := range callee.Blocks {
		ret, ok := lastInstr(b).(*ssa.Return)
		if !ok {
			continue
		}
		if idx >= len(ret.Results) {
			found = false
			break
		}
		k, ok := ret.Results[idx].(*ssa.Const)
		if !ok || k.Value == nil || (out != nil && (out.Kind() != k.Value.Kind() || !constant.Compare(out, token.EQL, k.Value))) {
			found = false
			break
		}
		out = k.Value
	}
	found = found && out != nil
	if p.consts == nil {
		p.consts = map[constKey]constResultOf{}
	}
	p.consts[key] = constResultOf{out, found}
	return out, found
}

type constKey struct {
	fn  *ssa.Function
	idx int
}

type constResultOf struct {
	v  constant.Value
	ok bool
}
