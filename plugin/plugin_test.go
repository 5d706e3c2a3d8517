package plugin

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/golangci/plugin-module-register/register"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/analyzers"
)

// restoreFlags puts every analyzer flag back to its default after a test:
// the flags are the analyzers' package state, shared with other tests.
func restoreFlags(t *testing.T) {
	t.Cleanup(func() {
		for _, a := range analyzers.All() {
			a.Flags.VisitAll(func(f *flag.Flag) {
				require.NoError(t, f.Value.Set(f.DefValue))
			})
		}
	})
}

func newPlugin(t *testing.T, name string, conf any) (register.LinterPlugin, error) {
	t.Helper()
	ctor, err := register.GetPlugin(name)
	require.NoError(t, err)
	return ctor(conf)
}

func flagValue(a *analysis.Analyzer, name string) string {
	return a.Flags.Lookup(name).Value.String()
}

func TestOnePluginPerAnalyzer(t *testing.T) {
	restoreFlags(t)
	all := analyzers.All()
	require.Len(t, all, 4)
	for _, a := range all {
		p, err := newPlugin(t, a.Name, nil)
		require.NoError(t, err, a.Name)
		got, err := p.BuildAnalyzers()
		require.NoError(t, err)
		require.Len(t, got, 1, a.Name)
		assert.Same(t, a, got[0], "plugin %s must run its own analyzer, so rule ids stay per analyzer", a.Name)
		assert.Equal(t, register.LoadModeTypesInfo, p.GetLoadMode())
	}
	for _, name := range []string{"taintflow", "unwrapaudit", "fencecheck", "verbpin"} {
		_, err := register.GetPlugin(name)
		assert.NoError(t, err, name)
	}
	_, err := register.GetPlugin("agentvetflow")
	assert.Error(t, err, "the internal engine is not a linter of its own")
}

func TestEmptySettings(t *testing.T) {
	restoreFlags(t)
	_, err := newPlugin(t, "fencecheck", map[string]any{})
	require.NoError(t, err)
}

func TestSettingSetsTheFlag(t *testing.T) {
	restoreFlags(t)
	a := byName(t, "taintflow")
	require.Equal(t, "false", flagValue(a, "argv"), "the argv category is opt-in")
	_, err := newPlugin(t, "taintflow", map[string]any{"argv": true})
	require.NoError(t, err)
	assert.Equal(t, "true", flagValue(a, "argv"))

	// A quoted YAML value arrives as a string and means the same.
	_, err = newPlugin(t, "taintflow", map[string]any{"argv": "false"})
	require.NoError(t, err)
	assert.Equal(t, "false", flagValue(a, "argv"))
}

// TestSharedSettings: the settings every analyzer shares (tests,
// examples) are keys of each linter and set the one value.
func TestSharedSettings(t *testing.T) {
	restoreFlags(t)
	for _, key := range []string{"tests", "examples"} {
		require.Equal(t, "false", flagValue(byName(t, "fencecheck"), key), key)
		_, err := newPlugin(t, "taintflow", map[string]any{key: true})
		require.NoError(t, err, key)
		assert.Equal(t, "true", flagValue(byName(t, "taintflow"), key), key)
		assert.Equal(t, "true", flagValue(byName(t, "fencecheck"), key), "%s is shared", key)
	}
}

func TestVerbpinText(t *testing.T) {
	restoreFlags(t)
	v := byName(t, "verbpin")
	require.Equal(t, "false", flagValue(v, "text"))
	_, err := newPlugin(t, "verbpin", map[string]any{"text": true})
	require.NoError(t, err)
	assert.Equal(t, "true", flagValue(v, "text"))
}

func TestUnknownKeyIsAnError(t *testing.T) {
	restoreFlags(t)
	_, err := newPlugin(t, "taintflow", map[string]any{"argvv": false})
	require.Error(t, err)
	assert.Contains(t, err.Error(), `taintflow: settings: unknown key "argvv"`)
	assert.Contains(t, err.Error(), "argv", "the error lists the keys that exist")
	assert.Contains(t, err.Error(), "config")

	// argv is taintflow's alone.
	_, err = newPlugin(t, "unwrapaudit", map[string]any{"argv": false})
	require.Error(t, err)
	assert.Contains(t, err.Error(), `unwrapaudit: settings: unknown key "argv"`)
}

func TestBadValues(t *testing.T) {
	restoreFlags(t)
	for _, tc := range []struct {
		conf any
		want string
	}{
		{map[string]any{"argv": "maybe"}, "taintflow: settings: argv:"},
		{map[string]any{"argv": map[string]any{"x": 1}}, "taintflow: settings: argv: want a string, boolean or number"},
		{map[string]any{"argv": []any{true}}, "taintflow: settings: argv: want a string, boolean or number"},
		{map[string]any{"argv": nil}, "taintflow: settings: argv: no value"},
		{[]any{"argv"}, "taintflow: settings must be a mapping"},
		{"argv=false", "taintflow: settings must be a mapping"},
	} {
		_, err := newPlugin(t, "taintflow", tc.conf)
		require.Error(t, err, "%#v", tc.conf)
		assert.Contains(t, err.Error(), tc.want, "%#v", tc.conf)
	}
	assert.Equal(t, "false", flagValue(byName(t, "taintflow"), "argv"), "a refused setting changes nothing")

	// Nor does a good setting beside a refused one.
	_, err := newPlugin(t, "taintflow", map[string]any{"argv": true, "zzz": 1})
	require.Error(t, err)
	assert.Equal(t, "false", flagValue(byName(t, "taintflow"), "argv"))
}

func TestConfigFile(t *testing.T) {
	restoreFlags(t)
	dir := t.TempDir()
	a := filepath.Join(dir, "a.yaml")
	b := filepath.Join(dir, "b.yaml")
	require.NoError(t, os.WriteFile(a, []byte("{}\n"), 0o644))
	require.NoError(t, os.WriteFile(b, []byte("{}\n"), 0o644))

	_, err := newPlugin(t, "unwrapaudit", map[string]any{"config": filepath.Join(dir, "missing.yaml")})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "unwrapaudit: settings: config:")
	assert.Contains(t, err.Error(), "missing.yaml")

	_, err = newPlugin(t, "taintflow", map[string]any{"config": a})
	require.NoError(t, err)
	for _, an := range analyzers.All() {
		if f := an.Flags.Lookup("config"); f != nil {
			assert.Equal(t, a, f.Value.String(), "%s shares the one policy file", an.Name)
		}
	}
	// The same file again is fine; another one is a contradiction.
	_, err = newPlugin(t, "unwrapaudit", map[string]any{"config": a})
	require.NoError(t, err)
	_, err = newPlugin(t, "fencecheck", map[string]any{"config": b})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "fencecheck: settings: config:")
	assert.Contains(t, err.Error(), "conflicts")
}

func TestKeysAreCaseInsensitive(t *testing.T) {
	restoreFlags(t)
	_, err := newPlugin(t, "taintflow", map[string]any{"ARGV": false})
	require.NoError(t, err)
	assert.Equal(t, "false", flagValue(byName(t, "taintflow"), "argv"))
}

func TestErrorsAreDeterministic(t *testing.T) {
	restoreFlags(t)
	conf := map[string]any{"zzz": 1, "aaa": 2, "mmm": 3}
	_, first := newPlugin(t, "taintflow", conf)
	require.Error(t, first)
	for range 20 {
		_, err := newPlugin(t, "taintflow", conf)
		require.Error(t, err)
		assert.Equal(t, first.Error(), err.Error())
	}
	assert.Contains(t, first.Error(), `"aaa"`, "keys are checked in sorted order")

	nested := map[string]any{"zzz": []any{1}, "aaa": map[string]any{}, "mmm": nil}
	_, first = newPlugin(t, "taintflow", nested)
	require.Error(t, first)
	for range 20 {
		_, err := newPlugin(t, "taintflow", nested)
		assert.Equal(t, first.Error(), err.Error())
	}
	assert.Contains(t, first.Error(), "settings: aaa:")
}

func byName(t *testing.T, name string) *analysis.Analyzer {
	t.Helper()
	for _, a := range analyzers.All() {
		if a.Name == name {
			return a
		}
	}
	t.Fatalf("no analyzer %s", name)
	return nil
}

// golangci-lint hashes the settings maps into its cache key after building
// the linters; the plugin records the policy file's hash there so a policy
// edit is a cache miss.
func TestPolicyHashIsRecordedInTheSettings(t *testing.T) {
	restoreFlags(t)
	policy := filepath.Join(t.TempDir(), "agentvet.yaml")
	require.NoError(t, os.WriteFile(policy, []byte("allow: []\n"), 0o644))

	conf := map[string]any{"config": policy}
	_, err := newPlugin(t, "taintflow", conf)
	require.NoError(t, err)
	first, ok := conf[policyHashKey].(string)
	require.True(t, ok, "the hash is recorded in golangci-lint's settings map")
	assert.Len(t, first, 64)

	// The map goes through the plugin again unchanged (the key is ours).
	_, err = newPlugin(t, "taintflow", conf)
	require.NoError(t, err)
	assert.Equal(t, first, conf[policyHashKey])

	require.NoError(t, os.WriteFile(policy, []byte("allow: []\npresets: [mcp-go]\n"), 0o644))
	_, err = newPlugin(t, "taintflow", conf)
	require.NoError(t, err)
	assert.NotEqual(t, first, conf[policyHashKey], "another policy, another cache key")
}

func TestPolicyHashOfTheDefaultFile(t *testing.T) {
	restoreFlags(t)
	root := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(root, "go.mod"), []byte("module example.com/m\n"), 0o644))
	sub := filepath.Join(root, "internal", "x")
	require.NoError(t, os.MkdirAll(sub, 0o755))
	t.Chdir(sub)

	conf := map[string]any{}
	_, err := newPlugin(t, "fencecheck", conf)
	require.NoError(t, err)
	assert.Equal(t, "none", conf[policyHashKey], "no agentvet.yaml at the module root")

	require.NoError(t, os.WriteFile(filepath.Join(root, "agentvet.yaml"), []byte("allow: []\n"), 0o644))
	_, err = newPlugin(t, "fencecheck", conf)
	require.NoError(t, err)
	assert.Len(t, conf[policyHashKey], 64, "agentvet.yaml at the module root is hashed")

	// Without a settings block there is no map to record into, and no error.
	_, err = newPlugin(t, "fencecheck", nil)
	require.NoError(t, err)
}
