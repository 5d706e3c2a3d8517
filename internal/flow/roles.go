package flow

import (
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/agentvet/agentvet/internal/policy"
)

// Message roles. An agent keeps its conversation in its own message type
// (Message{Role, Content}) and converts it for the SDK in one function
// that switches on each message's role: case "system" builds the system
// message, case "assistant" the assistant turn, case "tool" the tool
// message. A slice of messages holds every role in one element path, so
// without more, a tool result in a tool message would reach every case,
// the system prompt included (trpc-agent-go's convertMessages, on the
// real-code set).
//
// So text stored in a field of a message struct whose Role is a constant
// naming one role (the table Model.MessageRoles) carries that role in its
// flags (the last message it was stored in decides), and a sink reached in
// a block that runs only when some message's role is R does not take text
// of another role. Text of no known role reaches every case (fail closed).
// The test does not check that the tested message is the one whose text
// reaches the sink: a case that mixes in another message's text of another
// role is not reported (docs/ARCHITECTURE.md, "Limits worth knowing").

// roleShift and roleMask place a label's message role in its Flags;
// roleNot, in a sink's Only, turns "only role R" into "any role but R"
// (the true edge of "m.Role != R").
//
// roleSet, in a sink's Only, says the low bits (roleBit) are the set of
// roles the block does not run for, when there are two or more: a
// switch's default case runs for none of the roles its cases name, and a
// closure that only cases call (openai's convertMessages builds the user
// message in one, called from case user and from default) runs for the
// roles its call sites run for. Only one excluded role is R|roleNot.
const (
	roleShift       = 9
	roleMask  Flags = 7 << roleShift
	roleNot   Flags = 1 << 12
	roleSet   Flags = 1 << 13
	roleCodes       = 5 // user, tool, assistant, system, developer: roleFlag's codes 1..5
	allRoles  uint8 = 1<<roleCodes - 1
)

// roleBit returns the bit of a role flag's code in a set of roles.
func roleBit(f Flags) uint8 {
	c := (f & roleMask) >> roleShift
	if c == 0 {
		return 0
	}
	return 1 << (c - 1)
}

// admittedRoles returns the set of roles a block running under only runs
// for (every role when only is 0).
func admittedRoles(only Flags) uint8 {
	switch {
	case only == 0:
		return allRoles
	case only&roleSet != 0:
		return allRoles &^ uint8(only)
	case only&roleNot != 0:
		return allRoles &^ roleBit(only)
	}
	return roleBit(only)
}

// onlyRoles encodes a set of roles as a sink's Only: 0 for every role, R
// for one, R|roleNot for all but one, else the excluded set with roleSet.
func onlyRoles(set uint8) Flags {
	set &= allRoles
	if set == allRoles {
		return 0
	}
	for c := Flags(1); c <= roleCodes; c++ {
		if set == 1<<(c-1) {
			return c << roleShift
		}
		if set == allRoles&^(1<<(c-1)) {
			return c<<roleShift | roleNot
		}
	}
	return roleSet | Flags(allRoles&^set)
}

// roleFixed reports whether only fixes one role (a case for R).
func roleFixed(only Flags) bool { return only != 0 && only&(roleNot|roleSet) == 0 }

// roleFlag returns the flag of position p's role, 0 for none.
func roleFlag(p policy.Position) Flags {
	var c Flags
	switch p {
	case policy.User:
		c = 1
	case policy.Tool:
		c = 2
	case policy.Assistant:
		c = 3
	case policy.System:
		c = 4
	case policy.Developer:
		c = 5
	default:
		return 0
	}
	return c << roleShift
}

// roleName names a role flag for a summary's description.
func roleName(f Flags) string {
	switch f & roleMask {
	case roleFlag(policy.User):
		return "user"
	case roleFlag(policy.Tool):
		return "tool"
	case roleFlag(policy.Assistant):
		return "assistant"
	case roleFlag(policy.System):
		return "system"
	case roleFlag(policy.Developer):
		return "developer"
	}
	if f&roleSet != 0 {
		var names []string
		for c := Flags(1); c <= roleCodes; c++ {
			if uint8(f)&(1<<(c-1)) != 0 {
				names = append(names, roleName(c<<roleShift))
			}
		}
		return strings.Join(names, ", ")
	}
	return "?"
}

// roleConflict reports whether text with flags cannot be what a block that
// runs only for role only receives: it is another role's content.
func roleConflict(flags, only Flags) bool {
	r := flags & roleMask
	if only == 0 || r == 0 {
		return false
	}
	return admittedRoles(only)&roleBit(r) == 0
}

// bothRoles returns the role a sink is reached under when a callee reaches
// it under callee and the call runs under site: a test that fixes the role
// wins over "is not R" (either alone says less); of two, the callee's (the
// nearer the sink). 0 when neither says anything.
func bothRoles(callee, site Flags) Flags {
	switch {
	case callee == 0:
		return site
	case site == 0 || roleFixed(callee):
		return callee
	case roleFixed(site):
		return site
	}
	return callee
}

// admitted returns the labels of l that a block running only for role only
// may receive.
func admitted(l labels, only Flags) labels {
	if only == 0 {
		return l
	}
	var out labels
	for _, e := range l {
		if !roleConflict(e.flags, only) {
			out = append(out, e)
		}
	}
	return out
}

// roleFieldIndex returns the index of st's field named Role when it holds
// a string, or -1.
func roleFieldIndex(st *types.Struct) int {
	for i := 0; i < st.NumFields(); i++ {
		fld := st.Field(i)
		if fld.Name() != "Role" {
			continue
		}
		if b, ok := fld.Type().Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
			return i
		}
		return -1
	}
	return -1
}

// namedRole returns the flag of a role name of Model.MessageRoles, 0 when
// the name is not one.
func (p *pkgState) namedRole(name string) Flags {
	pos, ok := p.model.MessageRoles[strings.ToLower(name)]
	if !ok {
		return 0
	}
	return roleFlag(pos)
}

// messageRole returns the role flag of the message struct whose field fa
// selects: every value the family stores in its Role field is a constant
// naming the same role, and fa is another field. 0 otherwise.
func (f *fam) messageRole(fa *ssa.FieldAddr) Flags {
	if len(f.pkg.model.MessageRoles) == 0 {
		return 0
	}
	ptr, ok := fa.X.Type().Underlying().(*types.Pointer)
	if !ok {
		return 0
	}
	st, ok := ptr.Elem().Underlying().(*types.Struct)
	if !ok {
		return 0
	}
	idx := roleFieldIndex(st)
	if idx < 0 || idx == fa.Field {
		return 0
	}
	f.indexStores()
	var flag Flags
	for _, v := range f.baseStores[baseField{fa.X, idx}] {
		r := f.pkg.namedRole(constString(v))
		if r == 0 || (flag != 0 && r != flag) {
			return 0
		}
		flag = r
	}
	return flag
}

// roleGuard returns the role the block being visited runs under: the
// nearest dominator that ends in "m.Role == R" (or !=) for a role name R
// and reaches the block only through the edge where it holds, else every
// role a dominator's "m.Role != R" rules out (R|roleNot for one, a
// roleSet for more: a switch's default case). In a closure with no test
// of its own that the family only calls, the roles its calls run under.
// 0 when there is none. Kept per block (sinks are hit on every pass).
func (f *fam) roleGuard() Flags {
	if f.block == nil || len(f.pkg.model.MessageRoles) == 0 {
		return 0
	}
	return f.roleGuardAt(f.block)
}

// roleGuardAt is roleGuard for block b (a closure's call sites are
// looked up in their own blocks).
func (f *fam) roleGuardAt(b *ssa.BasicBlock) Flags {
	if r, ok := f.roleGuards[b]; ok {
		return r
	}
	if f.roleGuards == nil {
		f.roleGuards = map[*ssa.BasicBlock]Flags{}
	}
	// Provisional answer while a closure's call sites are looked at (a
	// closure that calls itself).
	f.roleGuards[b] = 0
	// The nearest test that fixes the role wins over any "is not R"
	// nearer it: a case inside "if m.Role != tool" is still that case.
	var r Flags
	excluded := uint8(0)
	for d := b.Idom(); d != nil; d = d.Idom() {
		t := f.roleTestOf(d, b)
		if roleFixed(t) {
			r = t
			break
		}
		if t != 0 {
			excluded |= roleBit(t)
		}
	}
	if r == 0 && excluded != 0 {
		r = onlyRoles(allRoles &^ excluded)
	}
	if r == 0 {
		r = f.closureRoles(b.Parent())
	}
	f.roleGuards[b] = r
	return r
}

// closureRoles returns the roles the calls of closure fn run under, when
// fn is a function literal whose only uses are calls of it in its
// family: the union of its call sites' roles. 0 otherwise.
func (f *fam) closureRoles(fn *ssa.Function) Flags {
	if fn == nil || fn.Parent() == nil || f.pkg.famOf[fn] != f {
		return 0
	}
	var val ssa.Value = fn
	for _, b := range fn.Parent().Blocks {
		for _, in := range b.Instrs {
			if mc, ok := in.(*ssa.MakeClosure); ok && mc.Fn == fn {
				val = mc
			}
		}
	}
	refs := val.Referrers()
	if refs == nil || len(*refs) == 0 {
		return 0
	}
	set := uint8(0)
	for _, in := range *refs {
		c, ok := in.(*ssa.Call)
		if !ok || c.Call.Value != val {
			return 0
		}
		for _, a := range c.Call.Args {
			if a == val {
				return 0
			}
		}
		site := f.roleGuardAt(c.Block())
		if site == 0 {
			return 0
		}
		set |= admittedRoles(site)
	}
	return onlyRoles(set)
}

// roleTestOf returns the role d tests when b runs only on one of its
// edges: R when a message's Role equals R there, R|roleNot when it does
// not.
func (f *fam) roleTestOf(d, b *ssa.BasicBlock) Flags {
	cmp, equal, ok := equalityTest(d, b)
	if !ok {
		return 0
	}
	var not Flags
	if !equal {
		not = roleNot
	}
	for _, xy := range [2][2]ssa.Value{{cmp.X, cmp.Y}, {cmp.Y, cmp.X}} {
		if _, ok := xy[1].(*ssa.Const); ok && isRoleRead(xy[0]) {
			if r := f.pkg.namedRole(constString(xy[1])); r != 0 {
				return r | not
			}
		}
	}
	return 0
}

// isRoleRead reports whether v reads the Role field of a message struct.
func isRoleRead(v ssa.Value) bool {
	switch x := v.(type) {
	case *ssa.UnOp:
		fa, ok := x.X.(*ssa.FieldAddr)
		if !ok || x.Op != token.MUL {
			return false
		}
		ptr, ok := fa.X.Type().Underlying().(*types.Pointer)
		if !ok {
			return false
		}
		st, ok := ptr.Elem().Underlying().(*types.Struct)
		return ok && roleFieldIndex(st) == fa.Field
	case *ssa.Field:
		st, ok := x.X.Type().Underlying().(*types.Struct)
		return ok && roleFieldIndex(st) == x.Field
	}
	return false
}
