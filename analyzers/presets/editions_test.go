package presets_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/analyzers/presets"
	"github.com/agentvet/agentvet/internal/policy"
)

// TestEditionsMerge: the preset in force is the union of its editions:
// every edition's module and version is listed, every entry of every
// edition is in it unchanged, and a role-conditioned sink two editions
// share takes the roles of both.
func TestEditionsMerge(t *testing.T) {
	byFamily := map[string][]presets.Edition{}
	for _, e := range presets.Editions() {
		byFamily[e.Family] = append(byFamily[e.Family], e)
	}
	for name, eds := range byFamily {
		t.Run(name, func(t *testing.T) {
			p, ok := presets.Lookup(name)
			require.True(t, ok)
			assert.Equal(t, eds[0].Table.Module, p.Module)
			assert.Equal(t, eds[0].Table.Version, p.Version)
			if len(eds) > 1 {
				require.Len(t, p.Editions, len(eds))
				for i, e := range eds {
					assert.Equal(t, policy.Edition{Module: e.Table.Module, Version: e.Table.Version}, p.Editions[i])
				}
			} else {
				assert.Empty(t, p.Editions, "a single-edition preset is its Module and Version")
			}
			producers := map[string]policy.Producer{}
			for _, pr := range p.Producers {
				producers[pr.Func+pr.Field] = pr
			}
			sinks := map[string]policy.Sink{}
			for _, s := range p.Sinks {
				sinks[fmt.Sprint(s.Func, s.Field, s.Args, s.Position, s.RoleField, s.RoleArg)] = s
			}
			for _, e := range eds {
				for _, pr := range e.Table.Producers {
					assert.Equal(t, pr, producers[pr.Func+pr.Field], "edition %s@%s: producer %s differs from the merged one", e.Table.Module, e.Table.Version, pr.Func+pr.Field)
				}
				for _, s := range e.Table.Sinks {
					m, ok := sinks[fmt.Sprint(s.Func, s.Field, s.Args, s.Position, s.RoleField, s.RoleArg)]
					if !assert.True(t, ok, "edition %s@%s: sink %s missing", e.Table.Module, e.Table.Version, s.Func+s.Field) {
						continue
					}
					for role, pos := range s.Roles {
						assert.Equal(t, pos, m.Roles[role], "sink %s role %q", s.Func+s.Field, role)
					}
					s.Roles, m.Roles = nil, nil
					assert.Equal(t, s, m)
				}
				for _, path := range e.Table.Packages {
					assert.Contains(t, p.Packages, path)
				}
				for _, rt := range e.Table.RoleTypes {
					assert.Contains(t, p.RoleTypes, rt)
				}
			}
		})
	}
}

// TestEditionsNameTheirOwnModule: an edition's entries name packages of
// its own module only, so resolving it against its version checks all of
// it.
func TestEditionsNameTheirOwnModule(t *testing.T) {
	for _, e := range presets.Editions() {
		mod := e.Table.Module
		if mod == "std" || mod == policy.Self {
			continue
		}
		for _, name := range append(entryNames(e.Table), e.Table.RoleTypes...) {
			pkg := policy.PackageOf(name)
			assert.True(t, pkg == mod || strings.HasPrefix(pkg, mod+"/"), "%s@%s names %s, outside its module", mod, e.Table.Version, name)
			// A major version path is a module of its own.
			assert.False(t, strings.HasPrefix(pkg, mod+"/v") && len(pkg) > len(mod)+2 && strings.Trim(pkg[len(mod)+2:], "0123456789") == "",
				"%s@%s names %s, a package of another major version", mod, e.Table.Version, name)
		}
	}
}

// TestToolRolesAreData: a function or tool role is the tool data position
// in every role table (third-party text may sit there fenced), never an
// instruction position and never left to fail closed.
func TestToolRolesAreData(t *testing.T) {
	var n int
	for _, p := range presets.All() {
		for _, s := range p.Sinks {
			for role, pos := range s.Roles {
				if role == "tool" || role == "function" {
					n++
					assert.Equal(t, policy.Tool, pos, "%s: role %q of %s", p.Name, role, s.Func+s.Field)
				}
			}
		}
	}
	assert.Positive(t, n, "no role table maps a tool role")
}

// TestCopiesNameEditions: a shipped copy row names a module one of its
// preset's editions covers, under another path.
func TestCopiesNameEditions(t *testing.T) {
	var n int
	for _, p := range presets.All() {
		for _, c := range p.Copies {
			n++
			var found bool
			for _, e := range presets.Editions() {
				found = found || e.Family == p.Name && e.Table.Module == c.Of
			}
			assert.True(t, found, "%s: copy of %s, which no edition covers", p.Name, c.Of)
			assert.NotEqual(t, c.Of, c.Module)
			assert.False(t, strings.HasPrefix(c.Of, c.Module+"/"), "%s holds the original %s", c.Module, c.Of)
		}
	}
	assert.Positive(t, n)
}
