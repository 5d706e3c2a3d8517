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
	"github.com/agentvet/agentvet/internal/policy"
)

// otherRoles are, per preset, the role types and role constants its SDK
// declares that are not message roles the preset maps, each with why.
// Every other role type the SDK declares must be listed in the preset's
// RoleTypes, and every value of a listed type must be in the preset's
// role tables (or in failClosed): a role a new SDK version adds fails
// here, not silently at a user's site (where an unknown role is an
// instruction position, fail closed, but reported as such).
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
	"bedrock":           {"GuardrailChecksRole": "the role of the content a guardrail assessment checked, in ApplyGuardrail's result: no message is built from it"},
	"zep":               {"RoleType": "the role a stored message was kept with: stored messages are the conversation's own turns, replayed, not a producer's text, and no sink takes a Zep role"},
}

// failClosed are, per preset, values of its RoleTypes that no role table
// maps on purpose: the engine treats them as instruction positions.
var failClosed = map[string]map[string]string{
	"langchaingo": {"generic": "providers map a generic message's role differently (see langchainGoRoles)"},
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

// TestRolesClassified checks, for every edition at its pinned version,
// three things: every constant of each role type its table lists
// (RoleTypes) has its value in one of the preset's role tables; the role
// type of each of its role-conditioned sinks is listed; and every type or
// untyped constant of its packages that looks like a role (named for
// one, or a string type whose constants spell two roles) is listed or
// classified in otherRoles, so a new role type is caught too.
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
			// The packages it stands for, and those it has rows in
			// (lingoose's thread, whose Message is a sink by role).
			var pkgs []*types.Package
			for _, path := range append(slices.Clone(e.Table.Packages), e.Table.Analysed...) {
				pkg := r.pkgs[path]
				require.NotNil(t, pkg, path)
				pkgs = append(pkgs, pkg)
			}
			var probs []string
			for _, name := range e.Table.RoleTypes {
				home := r.pkgs[policy.PackageOf(name)]
				require.NotNil(t, home, "package of role type %s not loaded", name)
				probs = append(probs, listedRoleProblems(home, pkgs, name, mapped, failClosed[e.Family])...)
			}
			probs = append(probs, sinkRoleTypeProblems(r, e.Table)...)
			for _, pkg := range pkgs {
				probs = append(probs, unlistedRoles(pkg, e.Table.RoleTypes, otherRoles[e.Family])...)
			}
			slices.Sort(probs)
			assert.Empty(t, probs, "roles of %s: each value of a listed role type must be in the %s role tables (or failClosed), and each role type listed in RoleTypes (or classified in otherRoles)", editionName(e), p.Name)
		})
	}
}

// listedRoleProblems enumerates the constants of the role type name
// ("pkg.T": the constants of type T declared in home or in pkgs;
// "pkg.Prefix*": the untyped string constants of home named Prefix...)
// and returns one line per value, other than "", that neither mapped nor
// failClosed holds, or why name names no role type.
func listedRoleProblems(home *types.Package, pkgs []*types.Package, name string, mapped map[string]bool, failClosed map[string]string) []string {
	member := name[len(home.Path())+1:]
	values := map[string]bool{}
	if prefix, ok := strings.CutSuffix(member, "*"); ok {
		scope := home.Scope()
		for _, n := range scope.Names() {
			if c, ok := scope.Lookup(n).(*types.Const); ok && c.Exported() && strings.HasPrefix(n, prefix) && isUntypedString(c.Type()) {
				values[constant.StringVal(c.Val())] = true
			}
		}
		if len(values) == 0 {
			return []string{name + ": no untyped string constant of " + home.Path() + " begins with " + prefix}
		}
	} else {
		tn, ok := home.Scope().Lookup(member).(*types.TypeName)
		if !ok {
			return []string{name + ": no type " + member + " in " + home.Path()}
		}
		typ := types.Unalias(tn.Type())
		if b, ok := typ.Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
			return []string{name + ": not a string type"}
		}
		for _, pkg := range append([]*types.Package{home}, pkgs...) {
			scope := pkg.Scope()
			for _, n := range scope.Names() {
				if c, ok := scope.Lookup(n).(*types.Const); ok && types.Identical(c.Type(), typ) {
					values[constant.StringVal(c.Val())] = true
				}
			}
		}
	}
	var probs []string
	for v := range values {
		if _, ok := failClosed[v]; v != "" && !mapped[v] && !ok {
			probs = append(probs, name+" "+strconv.Quote(v)+": in no role table")
		}
	}
	return probs
}

// sinkRoleTypeProblems returns the role-conditioned sinks of p whose role
// has a named type p.RoleTypes does not list.
func sinkRoleTypeProblems(r *resolver, p policy.Preset) []string {
	var probs []string
	for _, s := range p.Sinks {
		if !s.RoleConditioned() {
			continue
		}
		var role types.Type
		if s.Field != "" {
			if _, st, err := r.field(s.Field); err == nil {
				if v := sibling(st, s.RoleField); v != nil {
					role = v.Type()
				}
			}
		} else if f, err := r.fn(s.Func); err == nil && s.RoleArg < f.Signature().Params().Len() {
			role = f.Signature().Params().At(s.RoleArg).Type()
		}
		// An unresolved name is TestPresetNamesResolve's to report.
		n, ok := types.Unalias(role).(*types.Named)
		if !ok || n.Obj().Pkg() == nil {
			continue
		}
		if name := n.Obj().Pkg().Path() + "." + n.Obj().Name(); !slices.Contains(p.RoleTypes, name) {
			probs = append(probs, s.Func+s.Field+": its role type "+name+" is not in RoleTypes")
		}
	}
	return probs
}

// roleWords are role values as SDKs spell them; a string type whose
// constants spell two of them is a role type whatever its name
// (langchaingo's ChatMessageType).
var roleWords = map[string]bool{"system": true, "developer": true, "assistant": true, "user": true, "model": true, "human": true, "ai": true}

// unlistedRoles returns the role-like declarations of pkg neither listed
// nor classified in other (by type or constant name): the string types
// whose name ends in "Role" or whose exported constants (in pkg) spell two
// role words, and the untyped exported string constants whose name holds
// "Role".
func unlistedRoles(pkg *types.Package, listed []string, other map[string]string) []string {
	words := map[string]map[string]bool{} // type → role words its constants spell
	namedRole := map[string]bool{}        // type → its name ends in "Role"
	var names []string
	scope := pkg.Scope()
	for _, n := range scope.Names() {
		c, ok := scope.Lookup(n).(*types.Const)
		if !ok || c.Val().Kind() != constant.String || !c.Exported() {
			continue
		}
		named, ok := types.Unalias(c.Type()).(*types.Named)
		if !ok || named.Obj().Pkg() == nil {
			if strings.Contains(n, "Role") && !listedConst(pkg.Path(), n, listed) {
				names = append(names, n)
			}
			continue
		}
		tn := named.Obj()
		full := tn.Pkg().Path() + "." + tn.Name()
		if words[full] == nil {
			words[full] = map[string]bool{}
		}
		if v := constant.StringVal(c.Val()); roleWords[v] {
			words[full][v] = true
		}
		namedRole[full] = strings.HasSuffix(tn.Name(), "Role")
	}
	var probs []string
	for full, w := range words {
		short := full[strings.LastIndexByte(full, '.')+1:]
		if _, ok := other[short]; (namedRole[full] || len(w) >= 2) && !ok && !slices.Contains(listed, full) {
			probs = append(probs, full+": a role type neither in RoleTypes nor in otherRoles")
		}
	}
	for _, n := range names {
		if _, ok := other[n]; !ok {
			probs = append(probs, pkg.Path()+"."+n+": a role constant neither in RoleTypes nor in otherRoles")
		}
	}
	return probs
}

// listedConst reports whether the untyped constant pkg.name is in a
// "pkg.Prefix*" entry of listed.
func listedConst(pkg, name string, listed []string) bool {
	for _, l := range listed {
		if prefix, ok := strings.CutSuffix(l, "*"); ok && strings.HasPrefix(pkg+"."+name, prefix) {
			return true
		}
	}
	return false
}

func isUntypedString(t types.Type) bool {
	b, ok := t.(*types.Basic)
	return ok && b.Kind() == types.UntypedString
}

// TestRoleChecksCatchNewRoles: a value of a listed role type (typed, or
// untyped under a listed prefix) that the tables do not map is reported,
// unless it is the empty role or fails closed on purpose; a listed name
// that is no role type is reported; a role type not listed, whether named
// for a role, spelling roles or an untyped role constant, is reported
// unless otherRoles classifies it.
func TestRoleChecksCatchNewRoles(t *testing.T) {
	pkg := types.NewPackage("example.com/sdk", "sdk")
	str := types.Typ[types.String]
	newType := func(name string) *types.Named {
		tn := types.NewTypeName(0, pkg, name, nil)
		pkg.Scope().Insert(tn)
		return types.NewNamed(tn, str, nil)
	}
	chatRole, orgRole, order, kind, msgType := newType("ChatRole"), newType("OrgRole"), newType("RoleListOrder"), newType("Kind"), newType("ChatMessageType")
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
		{"KindModel", kind, "model"},
		{"KindTool", kind, "tool"},
		{"ChatMessageTypeHuman", msgType, "human"},
		{"ChatMessageTypeAI", msgType, "ai"},
		{"ChatMessageTypeGeneric", msgType, "generic"},
		{"ChatMessageTypeJudge", msgType, "judge"},
		{"MessageRoleUser", types.Typ[types.UntypedString], "user"},
		{"MessageRoleJudge", types.Typ[types.UntypedString], "judge"},
		{"ScopeRoleAdmin", types.Typ[types.UntypedString], "admin"},
		{"Greeting", types.Typ[types.UntypedString], "hello"},
	} {
		pkg.Scope().Insert(types.NewConst(0, pkg, c.name, c.typ, constant.MakeString(c.val)))
	}
	mapped := map[string]bool{"user": true, "human": true, "ai": true}
	closed := map[string]string{"generic": "fails closed on purpose"}
	var got []string
	for _, name := range []string{"example.com/sdk.ChatRole", "example.com/sdk.ChatMessageType", "example.com/sdk.MessageRole*", "example.com/sdk.Missing", "example.com/sdk.Nothing*"} {
		got = append(got, listedRoleProblems(pkg, nil, name, mapped, closed)...)
	}
	slices.Sort(got)
	assert.Equal(t, []string{
		`example.com/sdk.ChatMessageType "judge": in no role table`,
		`example.com/sdk.ChatRole "critic": in no role table`,
		`example.com/sdk.MessageRole* "judge": in no role table`,
		"example.com/sdk.Missing: no type Missing in example.com/sdk",
		"example.com/sdk.Nothing*: no untyped string constant of example.com/sdk begins with Nothing",
	}, got)

	// Nothing listed: every role-like declaration is reported but those
	// otherRoles classifies (OrgRole) and those that are not role-like
	// (RoleListOrder, Kind: one role word; Greeting).
	got = unlistedRoles(pkg, nil, map[string]string{"OrgRole": "admin", "ScopeRoleAdmin": "admin"})
	slices.Sort(got)
	assert.Equal(t, []string{
		"example.com/sdk.ChatMessageType: a role type neither in RoleTypes nor in otherRoles",
		"example.com/sdk.ChatRole: a role type neither in RoleTypes nor in otherRoles",
		"example.com/sdk.MessageRoleJudge: a role constant neither in RoleTypes nor in otherRoles",
		"example.com/sdk.MessageRoleUser: a role constant neither in RoleTypes nor in otherRoles",
	}, got)
	// Listed, they are not.
	assert.Empty(t, unlistedRoles(pkg, []string{"example.com/sdk.ChatRole", "example.com/sdk.ChatMessageType", "example.com/sdk.MessageRole*"},
		map[string]string{"OrgRole": "admin", "ScopeRoleAdmin": "admin"}))
}
