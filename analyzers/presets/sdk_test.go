//go:build heavy

package presets_test

import (
	"go/types"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/packages"

	"github.com/agentvet/agentvet/analyzers/presets"
	"github.com/agentvet/agentvet/internal/policy"
	"github.com/agentvet/agentvet/internal/testmod"
)

// The fixture modules under testdata/ each require one or more SDKs at the
// versions the editions record. SDKs share a module where their
// requirements allow; they live in separate modules where they conflict
// when selected together (anthropic-sdk-go's invopop/jsonschema breaks
// genkit's dotprompt), exactly as they would in one application's go.mod.

// load type-checks the given packages of the fixture module in dir, after
// making sure its modules are in the cache (through the module proxy).
func load(t *testing.T, dir string, paths []string) *resolver {
	t.Helper()
	r, errs := loadTypes(t, dir, paths)
	require.Empty(t, errs, "loading %v in %s", paths, dir)
	return r
}

// loadLenient is load for a fork that may lack some of the packages asked
// for: those are left out of the resolver (and reported by check as not
// loaded).
func loadLenient(t *testing.T, dir string, paths []string) *resolver {
	t.Helper()
	r, _ := loadTypes(t, dir, paths)
	return r
}

func loadTypes(t *testing.T, dir string, paths []string) (*resolver, []string) {
	t.Helper()
	testmod.Prepare(t, dir)
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedTypes,
		Dir:  dir,
		Env:  testmod.LoadEnv(),
	}
	pkgs, err := packages.Load(cfg, paths...)
	require.NoError(t, err)
	r := &resolver{pkgs: map[string]*types.Package{}}
	var errs []string
	for _, p := range pkgs {
		for _, e := range p.Errors {
			errs = append(errs, e.Error())
		}
		if p.Types != nil && len(p.Errors) == 0 {
			r.pkgs[p.PkgPath] = p.Types
		}
	}
	return r, errs
}

// fixtures loads each fixture module once per test binary, with every
// package any edition pinned there names.
var fixtures struct {
	sync.Mutex
	loaded map[string]*resolver
}

func loadFixture(t *testing.T, fixture string) *resolver {
	t.Helper()
	fixtures.Lock()
	defer fixtures.Unlock()
	if r := fixtures.loaded[fixture]; r != nil {
		return r
	}
	set := map[string]bool{}
	for _, e := range presets.Editions() {
		if e.Fixture == fixture {
			for _, path := range packagesOf(e.Table) {
				set[path] = true
			}
		}
	}
	paths := slices.Sorted(maps.Keys(set))
	r := load(t, filepath.Join("testdata", fixture), paths)
	if fixtures.loaded == nil {
		fixtures.loaded = map[string]*resolver{}
	}
	fixtures.loaded[fixture] = r
	return r
}

// editionName names an edition in subtests: "openai-go/github.com/openai/openai-go/v2@v2.7.1".
func editionName(e presets.Edition) string {
	return e.Family + "/" + e.Table.Module + "@" + e.Table.Version
}

// TestPresetNamesResolve resolves every name of every edition of every
// preset against the real SDK at the edition's version: a typo, a renamed
// method, a pointer method named as a value method, a field that is not
// where the preset says, or an index past a function's parameters fails
// here.
func TestPresetNamesResolve(t *testing.T) {
	for _, e := range presets.Editions() {
		t.Run(editionName(e), func(t *testing.T) {
			r := loadFixture(t, e.Fixture)
			probs := r.check(e.Table)
			assert.Empty(t, probs, "edition %s:\n%s", editionName(e), strings.Join(probs, "\n"))
		})
	}
}

// TestFixtureVersions checks that each fixture module pins each SDK at the
// version its edition records, so the resolution above is against the
// version the presets document names.
func TestFixtureVersions(t *testing.T) {
	for _, e := range presets.Editions() {
		if e.Table.Module == "std" || e.Table.Module == policy.Self {
			continue
		}
		t.Run(editionName(e), func(t *testing.T) {
			dir := filepath.Join("testdata", e.Fixture)
			testmod.Prepare(t, dir)
			cfg := &packages.Config{Mode: packages.NeedName | packages.NeedModule, Dir: dir, Env: testmod.LoadEnv()}
			// A preset that stands for no package (trpc-agent-go) names
			// its module by the packages of its rows.
			first := packagesOf(e.Table)[0]
			pkgs, err := packages.Load(cfg, first)
			require.NoError(t, err)
			require.Len(t, pkgs, 1)
			require.NotNil(t, pkgs[0].Module, "no module for %s", first)
			assert.Equal(t, e.Table.Module, pkgs[0].Module.Path)
			assert.Equal(t, e.Table.Version, pkgs[0].Module.Version)
		})
	}
}

// TestResolverRejectsBadNames feeds the resolver a preset of deliberate
// mistakes against go-openai (a small SDK) and requires every one to be
// caught: a check that cannot fail checks nothing.
func TestResolverRejectsBadNames(t *testing.T) {
	const pkg = "github.com/sashabaranov/go-openai"
	r := load(t, filepath.Join("testdata", "goopenai"), []string{pkg})
	roles := map[string]policy.Position{"system": policy.System}
	cases := []struct {
		name  string
		entry policy.Preset
		want  string
	}{
		{"unknown function", policy.Preset{Clean: []string{pkg + ".NewClientt"}}, "no such function or method"},
		{"unknown method", policy.Preset{Clean: []string{"(*" + pkg + ".Client).CreateChatCompletions"}}, "no such function or method"},
		{"pointer method named as value method", policy.Preset{Clean: []string{"(" + pkg + ".Client).CreateChatCompletion"}}, "found as (*" + pkg + ".Client).CreateChatCompletion"},
		{"unknown type", policy.Preset{Clean: []string{"(*" + pkg + ".Clientt).CreateChatCompletion"}}, "no type Clientt"},
		{"unknown package", policy.Preset{Clean: []string{"github.com/sashabaranov/go-openaii.NewClient"}}, "not loaded"},
		{"unknown field", policy.Preset{Sinks: []policy.Sink{{Field: pkg + ".ChatCompletionMessage.Contnet", Position: policy.System}}}, "has no field Contnet"},
		{"field of a non-struct", policy.Preset{Sinks: []policy.Sink{{Field: pkg + ".ChatMessagePartType.Text", Position: policy.System}}}, "not a struct type"},
		{"role field not a sibling", policy.Preset{Sinks: []policy.Sink{{Field: pkg + ".ChatCompletionMessage.Content", RoleField: "Rol", Roles: roles}}}, `role field "Rol" is not a sibling`},
		{"misspelt role value", policy.Preset{Sinks: []policy.Sink{{Field: pkg + ".ChatCompletionMessage.Content", RoleField: "Role", Roles: map[string]policy.Position{"sistem": policy.System}}}}, `role "sistem" is not a role constant`},
		{"argument past the parameters", policy.Preset{Sinks: []policy.Sink{{Func: pkg + ".NewClient", Args: []int{1}, Position: policy.System}}}, "args: 1 is not a parameter"},
		{"role argument past the parameters", policy.Preset{Sinks: []policy.Sink{{Func: pkg + ".NewClient", RoleArg: 3, Roles: roles}}}, "role argument 3 is not a parameter"},
		{"role argument not a string", policy.Preset{Sinks: []policy.Sink{{Func: pkg + ".NewClientWithConfig", RoleArg: 0, Roles: roles}}}, "not a string type"},
		{"callback on a concrete method", policy.Preset{Producers: []policy.Producer{{Func: "(*" + pkg + ".Client).CreateChatCompletion", Params: []int{1}, Origin: "web:x"}}}, "not an interface method"},
		{"callback on a non-func field", policy.Preset{Producers: []policy.Producer{{Field: pkg + ".ChatCompletionMessage.Content", Params: []int{0}, Origin: "web:x"}}}, "not a func type"},
		{"wrapper value argument", policy.Preset{Wrappers: []policy.Wrapper{{Func: pkg + ".NewClient", ValueArg: 2, OriginArg: -1}}}, "value argument 2"},
		{"wrapper origin argument", policy.Preset{Wrappers: []policy.Wrapper{{Func: pkg + ".NewClient", ValueArg: 0, OriginArg: 5}}}, "origin argument 5"},
		{"unknown sanitizer", policy.Preset{Sanitizers: []policy.Sanitizer{{Func: pkg + ".Fence"}}}, "no such function or method"},
		{"unknown unwrapper", policy.Preset{Unwrappers: []policy.Unwrapper{{Func: pkg + ".Unwrap"}}}, "no such function or method"},
		{"unloaded preset package", policy.Preset{Packages: []string{pkg + "/jsonschemaa"}}, "package not loaded"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			probs := r.check(c.entry)
			require.Len(t, probs, 1, "%v", probs)
			assert.Contains(t, probs[0], c.want)
		})
	}
	// And the real go-openai preset passes the same resolver.
	p, ok := presets.Lookup("go-openai")
	require.True(t, ok)
	assert.Empty(t, r.check(p))
}
