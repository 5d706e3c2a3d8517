package flow

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/agentvet/agentvet/internal/policy"
)

// TestRoleFlags checks the role a label carries: the last message it was
// put in decides, and other flags survive.
func TestRoleFlags(t *testing.T) {
	user, tool := roleFlag(policy.User), roleFlag(policy.Tool)
	assert.NotEqual(t, user, tool)
	assert.Zero(t, roleFlag(policy.Argv), "not a message role")

	f := (Fenced | tool).apply(user)
	assert.Equal(t, Fenced|user, f, "a new message's role replaces the old one")
	assert.Equal(t, Fenced|user|Sunk, f.apply(Sunk), "a step without a role keeps it")
}

// TestRoleConflict checks which text a branch for one role drops.
func TestRoleConflict(t *testing.T) {
	user, tool, system := roleFlag(policy.User), roleFlag(policy.Tool), roleFlag(policy.System)
	cases := []struct {
		name        string
		flags, only Flags
		drop        bool
	}{
		{"no test", tool, 0, false},
		{"no known role", Fenced, system, false},
		{"same role", system, system, false},
		{"another role", tool, system, true},
		{"any role but tool: tool", tool, tool | roleNot, true},
		{"any role but tool: user", user, tool | roleNot, false},
	}
	for _, c := range cases {
		assert.Equal(t, c.drop, roleConflict(c.flags, c.only), c.name)
	}
	l := labels{{1, tool}, {2, user}, {3, 0}}
	assert.Equal(t, labels{{2, user}, {3, 0}}, admitted(l, user))
	assert.Equal(t, l, admitted(l, 0))
}

// TestBothRoles checks how a callee's role test joins its call site's.
func TestBothRoles(t *testing.T) {
	user, tool, asst := roleFlag(policy.User), roleFlag(policy.Tool), roleFlag(policy.Assistant)
	assert.Equal(t, asst, bothRoles(tool|roleNot, asst), "the site's case fixes the role the callee's != leaves open")
	assert.Equal(t, asst, bothRoles(asst, user|roleNot))
	assert.Equal(t, user, bothRoles(0, user))
	assert.Equal(t, tool|roleNot, bothRoles(tool|roleNot, 0))
	assert.Equal(t, tool|roleNot, bothRoles(tool|roleNot, user|roleNot), "of two, the callee's")
}

// TestRoleName checks the names summaries print.
func TestRoleName(t *testing.T) {
	assert.Equal(t, "tool", roleName(roleFlag(policy.Tool)))
	assert.Equal(t, "system", roleName(roleFlag(policy.System)|roleNot))
	assert.Equal(t, "?", roleName(0))
}
