package presets

import (
	"fmt"
	"maps"
	"slices"

	"github.com/agentvet/agentvet/internal/policy"
)

// A family is one SDK under every module path real code imports: each
// major version (openai-go, /v2, /v3), an older line whose API differs
// (mcp-go before its unified client), each as an edition. The editions'
// tables are built by the same function from the module path, and differ
// only where the SDK's API does; the preset in force is their union.
type family struct {
	name     string
	editions []edition
	// copies are well-known forks of one of the editions' modules.
	copies []policy.Copy
}

// An edition is the table of one module path at the version a fixture
// module under testdata/ pins: the presets tests resolve every name of it
// against that version, and its fixture shows its hazards.
type edition struct {
	table   policy.Preset // Module, Version, Packages and the entries of this path
	fixture string        // directory under testdata/
}

// single is the family of an SDK with one module path.
func single(p policy.Preset, fixture string) family {
	return family{name: p.Name, editions: []edition{{table: p, fixture: fixture}}}
}

// preset merges the editions of f into the one table the model uses: the
// first edition names the family's module and version, each entry appears
// once (the first edition's), and a role-conditioned sink that two
// editions share takes the roles of both.
func (f family) preset() policy.Preset {
	first := f.editions[0].table
	p := policy.Preset{Name: f.name, Module: first.Module, Version: first.Version, Copies: slices.Clone(f.copies)}
	producers := map[string]int{}
	sinks := map[string]int{}
	seen := map[string]bool{}
	once := func(kind, name string) bool {
		if seen[kind+"\x00"+name] {
			return false
		}
		seen[kind+"\x00"+name] = true
		return true
	}
	for _, e := range f.editions {
		t := e.table
		p.Editions = append(p.Editions, policy.Edition{Module: t.Module, Version: t.Version})
		for _, path := range t.Packages {
			if once("package", path) {
				p.Packages = append(p.Packages, path)
			}
		}
		for _, path := range t.Analysed {
			if once("analysed", path) {
				p.Analysed = append(p.Analysed, path)
			}
		}
		for _, pr := range t.Producers {
			if _, ok := producers[pr.Func+pr.Field]; !ok {
				producers[pr.Func+pr.Field] = len(p.Producers)
				p.Producers = append(p.Producers, pr)
			}
		}
		for _, s := range t.Sinks {
			key := sinkKey(s)
			if i, ok := sinks[key]; ok {
				if s.RoleConditioned() {
					merged := maps.Clone(p.Sinks[i].Roles)
					maps.Copy(merged, s.Roles)
					p.Sinks[i].Roles = merged
				}
				continue
			}
			sinks[key] = len(p.Sinks)
			s.Roles = maps.Clone(s.Roles)
			p.Sinks = append(p.Sinks, s)
		}
		for _, s := range t.Sanitizers {
			if once("sanitizer", s.Func) {
				p.Sanitizers = append(p.Sanitizers, s)
			}
		}
		for _, w := range t.Wrappers {
			if once("wrapper", w.Func) {
				p.Wrappers = append(p.Wrappers, w)
			}
		}
		for _, u := range t.Unwrappers {
			if once("unwrapper", u.Func) {
				p.Unwrappers = append(p.Unwrappers, u)
			}
		}
		for _, s := range t.Persistence {
			if once("persistence", sinkKey(s)) {
				p.Persistence = append(p.Persistence, s)
			}
		}
		for _, c := range t.Clean {
			if once("clean", c) {
				p.Clean = append(p.Clean, c)
			}
		}
		for _, c := range t.Media {
			if once("media", c) {
				p.Media = append(p.Media, c)
			}
		}
		for _, r := range t.Requests {
			if once("request", r.Func) {
				p.Requests = append(p.Requests, r)
			}
		}
		for _, m := range t.ModelEndpoints {
			if once("endpoint", m) {
				p.ModelEndpoints = append(p.ModelEndpoints, m)
			}
		}
		for _, o := range t.Opaque {
			if once("opaque", o) {
				p.Opaque = append(p.Opaque, o)
			}
		}
		for _, r := range t.RoleTypes {
			if once("role type", r) {
				p.RoleTypes = append(p.RoleTypes, r)
			}
		}
		for _, r := range t.MessageRoles {
			if once("message role", r.Role) {
				p.MessageRoles = append(p.MessageRoles, r)
			}
		}
	}
	if len(f.editions) == 1 {
		p.Editions = nil
	}
	return stamp(p)
}

// sinkKey identifies a sink across editions: the same slot of the same
// name with the same fixed position, or conditioned on the same role.
func sinkKey(s policy.Sink) string {
	return fmt.Sprint(s.Func, s.Field, s.Args, s.Position, s.RoleField, s.RoleArg)
}
