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

// TestRoleSets checks a block that runs for several roles: a switch's
// default case (none of its cases' roles), a closure called from two
// cases.
func TestRoleSets(t *testing.T) {
	user, tool, asst, system := roleFlag(policy.User), roleFlag(policy.Tool), roleFlag(policy.Assistant), roleFlag(policy.System)
	dev := roleFlag(policy.Developer)
	assert.Equal(t, Flags(0), onlyRoles(allRoles))
	assert.Equal(t, user, onlyRoles(roleBit(user)))
	assert.Equal(t, tool|roleNot, onlyRoles(allRoles&^roleBit(tool)))
	notFour := onlyRoles(roleBit(dev))
	assert.Equal(t, dev, notFour, "one role left is that role")
	userOrOther := onlyRoles(roleBit(user) | roleBit(dev))
	assert.NotZero(t, userOrOther&roleSet)
	assert.True(t, roleConflict(system, userOrOther))
	assert.True(t, roleConflict(asst, userOrOther))
	assert.False(t, roleConflict(user, userOrOther))
	assert.False(t, roleConflict(Fenced, userOrOther), "text of no known role reaches every case")
	assert.Equal(t, "tool, assistant, system", roleName(userOrOther))
	assert.Equal(t, user, bothRoles(userOrOther, user), "a case fixes the role")
	assert.Equal(t, userOrOther, bothRoles(userOrOther, tool|roleNot), "of two, the callee's")
}
