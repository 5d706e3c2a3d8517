package flow

import (
	"go/constant"
	"go/token"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// Dead branches. A function of the package whose every return gives the
// same constant as result i (a placeholder: `return "", "", input`)
// decides each test of that result against a constant: the branch the
// test cannot take is dead, and so is every block only that branch
// reaches. agent-sdk-go's extractPlanAction always returns an empty task
// ID, so `if taskID != "" { return a.handlePlanAction(...) }` never runs
// and nothing flows through it. Another package's function is known by
// its ConstFact (consts.go).

// live returns the blocks of fn that can run, or nil when every block
// can (the common case: no test is decided).
func (f *fam) live(fn *ssa.Function) map[*ssa.BasicBlock]bool {
	if l, ok := f.liveBlocks[fn]; ok {
		return l
	}
	var live map[*ssa.BasicBlock]bool
	if f.pkg.unreachable(fn) {
		live = map[*ssa.BasicBlock]bool{}
	} else {
		live = f.pkg.liveBlocks(fn)
	}
	if f.liveBlocks == nil {
		f.liveBlocks = map[*ssa.Function]map[*ssa.BasicBlock]bool{}
	}
	f.liveBlocks[fn] = live
	return live
}

// liveBlocks returns the blocks of fn that the decided tests leave
// running, or nil when every block can run.
func (p *pkgState) liveBlocks(fn *ssa.Function) map[*ssa.BasicBlock]bool {
	if l, ok := p.blocksLive[fn]; ok {
		return l
	}
	if p.blocksLive == nil {
		p.blocksLive = map[*ssa.Function]map[*ssa.BasicBlock]bool{}
	}
	l := p.decideBlocks(fn)
	p.blocksLive[fn] = l
	return l
}

// decideBlocks computes liveBlocks.
func (p *pkgState) decideBlocks(fn *ssa.Function) map[*ssa.BasicBlock]bool {
	var dead map[*ssa.BasicBlock]int // block → the successor edge that cannot run
	for _, b := range fn.Blocks {
		iff, ok := lastInstr(b).(*ssa.If)
		if !ok || len(b.Succs) != 2 {
			continue
		}
		if taken, ok := p.decided(iff.Cond); ok {
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
	return live
}

// unreachable reports whether fn (or the function literal fn is in) can
// never run: the package sees every call of it (callSites) and each is in
// a block that cannot run or in a function that cannot. agent-sdk-go's
// modifyPlan is called only from handlePlanAction, called only from
// branches extractPlanAction's constant rules out.
func (p *pkgState) unreachable(fn *ssa.Function) bool {
	for fn.Parent() != nil {
		fn = fn.Parent()
	}
	if o := fn.Origin(); o != nil {
		fn = o // reach marks a generic function's origin
	}
	if p.reached == nil {
		p.reach()
	}
	return p.famOf[fn] != nil && !p.reached[fn]
}

// reach marks the functions of the package that can run: from every one
// the package cannot see all the callers of (exported, used as a value,
// init, main), through the static calls of the blocks that can run.
func (p *pkgState) reach() {
	p.reached = map[*ssa.Function]bool{}
	var work []*ssa.Function
	mark := func(fn *ssa.Function) {
		if o := fn.Origin(); o != nil {
			fn = o
		}
		if !p.reached[fn] {
			p.reached[fn] = true
			work = append(work, fn)
		}
	}
	for _, f := range p.fams {
		if _, ok := p.callSites(f.root); !ok || entryPoint(f.root) {
			mark(f.root)
		}
	}
	for len(work) > 0 {
		fn := work[len(work)-1]
		work = work[:len(work)-1]
		for _, anon := range fn.AnonFuncs {
			mark(anon)
		}
		live := p.liveBlocks(fn)
		for _, b := range fn.Blocks {
			if live != nil && !live[b] {
				continue
			}
			for _, instr := range b.Instrs {
				if ci, ok := instr.(ssa.CallInstruction); ok && !ci.Common().IsInvoke() {
					if callee, ok := ci.Common().Value.(*ssa.Function); ok {
						mark(callee)
					}
				}
			}
		}
	}
}

// entryPoint reports whether fn is run by the runtime: a package
// initializer, or main.
func entryPoint(fn *ssa.Function) bool {
	name := fn.Name()
	return name == "init" || strings.HasPrefix(name, "init#") || (name == "main" && fn.Pkg != nil && fn.Pkg.Pkg.Name() == "main")
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
