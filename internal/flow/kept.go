package flow

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/agentvet/agentvet/internal/policy"
)

// A program that keeps its conversation in its own message type
// (Message{Role, Content}, see roles.go) and stores a model's summary of
// it as a message of the system role (agent-sdk-go's ConversationSummary
// and RedisMemory) has placed derived third-party text in a memory used as
// instructions: every later request replays it as the system prompt. The
// replay is seldom followed to the SDK's system slot (the memory is an
// interface value handed to the model client through a functional option
// and read back in another call), so the store is where it is reported:
// derived text, only, and only under a constant instruction role other
// than the assistant's (a model's reply kept as the assistant turn of the
// same conversation stays benign; as a user or tool message it is data).
// Raw third-party text in such a message is left to the SDK's sinks, as
// before. An SDK's own message field (a policy sink) decides by its sink.

// keptInstruction reports the derived labels of the value st stores into
// field fa of a message struct whose Role is the constant role (a role
// flag), and returns the parts to store with those labels Sunk (reported
// here: one flow, one finding).
func (f *fam) keptInstruction(st *ssa.Store, fa *ssa.FieldAddr, name string, v *types.Var, role Flags, ps []part) []part {
	pos := keptPosition(role)
	if pos == "" || name == "" || f.pkg.fieldSinkFor(name, v) != nil {
		return ps
	}
	var derived labels
	for _, e := range f.deep(st.Val) {
		if e.flags&Derived != 0 {
			derived, _ = union(derived, labels{e})
		}
	}
	if len(derived) == 0 {
		return ps
	}
	at := st.Pos()
	if !at.IsValid() {
		at = fa.Pos()
	}
	what := shortName(name) + " (role " + quote(roleName(role)) + ", a message the program keeps)"
	f.sinkHit(derived.withFlags(role), pos, what, at, []Hop{{Pos: at, What: "kept as " + what}}, -1, "", nil)
	return sinkDerived(ps)
}

// keptPosition is the instruction position of a role flag a kept message
// may carry: system and developer.
func keptPosition(role Flags) policy.Position {
	switch role & roleMask {
	case roleFlag(policy.System):
		return policy.System
	case roleFlag(policy.Developer):
		return policy.Developer
	}
	return ""
}

// sinkDerived marks the derived labels of ps Sunk.
func sinkDerived(ps []part) []part {
	out := make([]part, len(ps))
	for i, p := range ps {
		var l labels
		for _, e := range p.l {
			if e.flags&Derived != 0 {
				e.flags |= Sunk
			}
			l, _ = union(l, labels{e})
		}
		out[i] = part{p.path, l}
	}
	return out
}
