//go:build heavy

package presets_test

import (
	"go/constant"
	"go/types"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/analyzers/presets"
)

// otherRoles are, per preset, the role types and role constants its SDK
// declares that are not the role of a message the preset's sinks take,
// each with why. Everything else named for a role must have every value
// in the preset's role tables: a role a new SDK version adds fails here,
// not silently at a user's site (where an unknown role is an instruction
// position, fail closed, but reported as such).
var otherRoles = map[string]map[string]string{
	"anthropic-sdk-go": withBeta(admin,
		"OrganizationRole", "OrganizationInviteNewParamsRole", "OrganizationUserUpdateParamsRole",
		"ServiceAccountOrganizationRole", "OrganizationServiceAccountNewParamsOrganizationRole",
		"OrganizationServiceAccountUpdateParamsOrganizationRole", "WorkspaceRole", "NoBillingWorkspaceRole",
		"ExternalStorageFailedCheckRole", "GoogleManagedProjectStorageFailedCheckRole", "GoogleManagedStorageFailedCheckRole"),
	"openai-go": withBeta(admin,
		"InviteRole", "ProjectServiceAccountRole", "AdminOrganizationInviteNewParamsRole",
		"AdminOrganizationProjectServiceAccountNewResponseRole", "AdminOrganizationProjectServiceAccountUpdateParamsRole"),
	"mcp-go":            {"Role": "the role of a server's prompt or sampling message: the preset reads the whole message as the server's, whatever its role"},
	"a2a-go":            {"MessageRole": "a peer's message: every part is the peer's, whatever the role; no sink takes an A2A role"},
	"trpc-mcp-go":       {"Role": "the role of a server's prompt message or of a resource's audience annotation: the preset reads the whole message as the server's, whatever its role"},
	"trpc-a2a-go":       {"MessageRole": "a peer's message: every part is the peer's, whatever the role; no sink takes an A2A role"},
	"mcp-golang":        {"Role": "the role of a server's prompt message or of a content annotation's audience: the preset reads the whole message as the server's, whatever its role"},
	"inference-gateway": {"ResponseRole": "the role of a Responses API input item: the generated types carry the gateway's Responses API, but the SDK's Client has no call that sends one"},
}

// admin is why an Admin API role is not a message role.
const admin = "a member's, an API key's or a storage check's role in the Admin API, not a message's"

// withBeta classifies each name and its Beta twin for the same reason.
func withBeta(why string, names ...string) map[string]string {
	m := map[string]string{}
	for _, n := range names {
		m[n] = why
		m["Beta"+n] = why
	}
	return m
}

// TestRolesClassified enumerates, for every edition, the string types
// whose name holds "Role" and the string constants whose name or type
// does, in the packages the edition describes, at the pinned version.
func TestRolesClassified(t *testing.T) {
	for _, e := range presets.Editions() {
		if e.Table.Module == "std" {
			continue
		}
		t.Run(editionName(e), func(t *testing.T) {
			p, ok := presets.Lookup(e.Family)
			require.True(t, ok)
			mapped := map[string]bool{}
			for _, s := range p.Sinks {
				for role := range s.Roles {
					mapped[role] = true
				}
			}
			r := loadFixture(t, e.Fixture)
			var unclassified []string
			// The packages it stands for, and those it has rows in
			// (lingoose's thread, whose Message is a sink by role).
			for _, path := range append(slices.Clone(e.Table.Packages), e.Table.Analysed...) {
				pkg := r.pkgs[path]
				require.NotNil(t, pkg, path)
				unclassified = append(unclassified, roleProblems(pkg, mapped, otherRoles[e.Family])...)
			}
			slices.Sort(unclassified)
			assert.Empty(t, unclassified, "roles of %s neither in the %s role tables nor classified in otherRoles", editionName(e), p.Name)
		})
	}
}

// roleProblems returns the role values of pkg that are not classified:
// the constants of a type whose name ends in "Role" (declared in pkg or
// aliased from another package), and untyped constants whose name holds
// "Role", whose values are not in mapped, unless other names the type or
// constant.
func roleProblems(pkg *types.Package, mapped map[string]bool, other map[string]string) []string {
	var probs []string
	scope := pkg.Scope()
	values := map[string][]string{} // role type or constant name → values
	for _, name := range scope.Names() {
		obj, ok := scope.Lookup(name).(*types.Const)
		if !ok || obj.Val().Kind() != constant.String || !obj.Exported() {
			continue
		}
		role := name
		if n, ok := types.Unalias(obj.Type()).(*types.Named); ok {
			role = n.Obj().Name()
			if !strings.HasSuffix(role, "Role") {
				continue
			}
		} else if !strings.Contains(name, "Role") {
			continue
		}
		values[role] = append(values[role], constant.StringVal(obj.Val()))
	}
	for role, vals := range values {
		if _, ok := other[role]; ok {
			continue
		}
		for _, v := range vals {
			if v != "" && !mapped[v] {
				probs = append(probs, pkg.Path()+"."+role+" "+strconv.Quote(v))
			}
		}
	}
	return probs
}

// TestRoleProblemsCatchesNewRoles: a role value the tables do not map is
// reported, whether its constant is typed with a *Role type or untyped
// and named for a role; a classified type and the empty role are not.
func TestRoleProblemsCatchesNewRoles(t *testing.T) {
	pkg := types.NewPackage("example.com/sdk", "sdk")
	str := types.Typ[types.String]
	chatRole := types.NewNamed(types.NewTypeName(0, pkg, "ChatRole", nil), str, nil)
	orgRole := types.NewNamed(types.NewTypeName(0, pkg, "OrgRole", nil), str, nil)
	order := types.NewNamed(types.NewTypeName(0, pkg, "RoleListOrder", nil), str, nil)
	for _, c := range []struct {
		name string
		typ  types.Type
		val  string
	}{
		{"ChatRoleUser", chatRole, "user"},
		{"ChatRoleCritic", chatRole, "critic"},
		{"ChatRoleNone", chatRole, ""},
		{"OrgRoleOwner", orgRole, "owner"},
		{"RoleListOrderAsc", order, "asc"},
		{"MessageRoleJudge", types.Typ[types.UntypedString], "judge"},
		{"Greeting", types.Typ[types.UntypedString], "hello"},
	} {
		pkg.Scope().Insert(types.NewConst(0, pkg, c.name, c.typ, constant.MakeString(c.val)))
	}
	got := roleProblems(pkg, map[string]bool{"user": true}, map[string]string{"OrgRole": "admin"})
	slices.Sort(got)
	assert.Equal(t, []string{`example.com/sdk.ChatRole "critic"`, `example.com/sdk.MessageRoleJudge "judge"`}, got)
}
