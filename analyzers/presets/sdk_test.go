package presets_test

import (
	"go/parser"
	"go/token"
	"go/types"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/packages"

	"github.com/agentvet/agentvet/analyzers/presets"
	"github.com/agentvet/agentvet/internal/policy"
	"github.com/agentvet/agentvet/internal/testmod"
)

// fixtureDir names, for each preset, the module under testdata/ that
// requires its SDK at the version the preset records. The SDKs live in
// separate modules because their requirements conflict when selected
// together (anthropic-sdk-go's invopop/jsonschema breaks genkit's
// dotprompt), exactly as they would in one application's go.mod.
var fixtureDir = map[string]string{
	"anthropic-sdk-go": "anthropic",
	"eino":             "eino",
	"genai":            "genai",
	"genkit":           "genkit",
	"go-openai":        "goopenai",
	"guard":            "agentvet",
	"langchaingo":      "langchaingo",
	"mcp-go":           "mcpgo",
	"mcp-go-sdk":       "gosdk",
	"net-http":         "agentvet",
	"openai-go":        "openaigo",
	"scrub":            "agentvet",
	"std":              "agentvet",
	"taint":            "agentvet",
}

// load type-checks the given packages of the fixture module in dir, after
// making sure its modules are in the cache (through the module proxy).
func load(t *testing.T, dir string, paths []string) *resolver {
	t.Helper()
	testmod.Prepare(t, dir)
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedTypes,
		Dir:  dir,
		Env:  testmod.Env(),
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
	require.Empty(t, errs, "loading %v in %s", paths, dir)
	return r
}

// packagesOf returns every import path p names: its Packages and the
// package of each entry, sorted.
func packagesOf(p policy.Preset) []string {
	set := map[string]bool{}
	for _, path := range p.Packages {
		set[path] = true
	}
	for _, name := range entryNames(p) {
		set[policy.PackageOf(name)] = true
	}
	var paths []string
	for path := range set {
		paths = append(paths, path)
	}
	sort.Strings(paths)
	return paths
}

// TestPresetNamesResolve resolves every name of every preset against the
// real SDK at the preset's version: a typo, a renamed method, a pointer
// method named as a value method, a field that is not where the preset
// says, or an index past a function's parameters fails here.
func TestPresetNamesResolve(t *testing.T) {
	for _, p := range presets.All() {
		t.Run(p.Name, func(t *testing.T) {
			dir, ok := fixtureDir[p.Name]
			require.True(t, ok, "preset %s has no fixture module in testdata/", p.Name)
			r := load(t, filepath.Join("testdata", dir), packagesOf(p))
			probs := r.check(p)
			assert.Empty(t, probs, "preset %s:\n%s", p.Name, strings.Join(probs, "\n"))
		})
	}
}

// TestFixtureVersions checks that each fixture module pins the SDK at the
// version its preset records, so the resolution above is against the
// version the README's table names.
func TestFixtureVersions(t *testing.T) {
	for _, p := range presets.All() {
		if p.Module == "std" || p.Module == "github.com/agentvet/agentvet" {
			continue
		}
		t.Run(p.Name, func(t *testing.T) {
			dir := filepath.Join("testdata", fixtureDir[p.Name])
			testmod.Prepare(t, dir)
			cfg := &packages.Config{Mode: packages.NeedName | packages.NeedModule, Dir: dir, Env: testmod.Env()}
			pkgs, err := packages.Load(cfg, p.Packages[0])
			require.NoError(t, err)
			require.Len(t, pkgs, 1)
			require.NotNil(t, pkgs[0].Module, "no module for %s", p.Packages[0])
			assert.Equal(t, p.Module, pkgs[0].Module.Path)
			assert.Equal(t, p.Version, pkgs[0].Module.Version)
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

// TestFixtureImports: each fixture module imports every package its
// presets name, so its go.mod and go.sum (kept tidy) pin everything the
// resolution loads, and the test never has to edit them.
func TestFixtureImports(t *testing.T) {
	imported := map[string]map[string]bool{}
	for _, dir := range fixtureDir {
		if imported[dir] != nil {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), filepath.Join("testdata", dir, "imports.go"), nil, parser.ImportsOnly)
		require.NoError(t, err)
		imported[dir] = map[string]bool{}
		for _, spec := range f.Imports {
			path, err := strconv.Unquote(spec.Path.Value)
			require.NoError(t, err)
			imported[dir][path] = true
		}
	}
	for _, p := range presets.All() {
		for _, path := range packagesOf(p) {
			assert.True(t, imported[fixtureDir[p.Name]][path], "testdata/%s/imports.go does not import %s (preset %s)", fixtureDir[p.Name], path, p.Name)
		}
	}
}
