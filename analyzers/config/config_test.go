package config

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/analyzers/presets"
	"github.com/agentvet/agentvet/internal/policy"
)

// good is a configuration that uses every key.
const good = `# agentvet.yaml
presets: [go-openai, mcp-go, taint]
producers:
  - func: (*example.com/agent/a2a.Client).Send
    origin: a2a:peer
    what: A2A peer reply
  - field: example.com/agent/rag.Chunk.Text
    origin: rag:chunks
  - func: (example.com/agent/hooks.Handler).OnMessage
    params: [1]
    origin: mcp:notification
sinks:
  - field: example.com/agent/llm.Request.System
    position: system
  - func: example.com/agent/llm.Say
    role-arg: 0
    roles: {system: system, bot: assistant, user: user}
    args: [1]
  - field: example.com/agent/llm.Msg.Body
    role-field: Kind
    roles:
      sys: system
      "": user
  - func: (*example.com/agent/run.Runner).Exec
    position: argv
fences:
  - func: example.com/agent/prompt.Quote
unwrappers:
  - func: example.com/agent/store.Body
persistence:
  - func: (*example.com/agent/memory.Store).Put
    args: [1]
allow:
  - kind: file
    position: system
    reason: the operator's own prompt files under prompts/ are reviewed
taintflow:
  argv: true
verbpin:
  packages: ["example.com/agent/supervise/..."]
  text: true
  verbs:
    - func: example.com/agent/tty.Type
      name: tty typing
    - argv: [tmux, send-keys]
  shells:
    - func: example.com/agent/sh.Run
    - func: (*example.com/agent/sh.Session).Send
      arg: 1
`

func TestParseGood(t *testing.T) {
	m, err := Parse("agentvet.yaml", []byte(good))
	require.NoError(t, err)

	assert.Equal(t, []string{"go-openai", "guard", "mcp-go", "scrub", "taint"}, m.Presets, "the runtime presets come with any selection")
	assert.NotNil(t, m.FieldSinks["github.com/sashabaranov/go-openai.ChatCompletionMessage.Content"], "go-openai preset in force")
	assert.Nil(t, m.FieldSinks["github.com/anthropics/anthropic-sdk-go/v2.MessageNewParams.System"], "anthropic preset not selected")

	a2a := m.Producers["(*example.com/agent/a2a.Client).Send"]
	require.NotNil(t, a2a)
	assert.Equal(t, "a2a:peer", a2a.Origin)
	assert.Equal(t, "A2A peer reply", a2a.What)
	assert.Empty(t, a2a.Preset)
	chunk := m.FieldProducers["example.com/agent/rag.Chunk.Text"]
	require.NotNil(t, chunk)
	assert.Equal(t, "example.com/agent/rag.Chunk.Text", chunk.What, "what defaults to the name")
	assert.Equal(t, []int{1}, m.Producers["(example.com/agent/hooks.Handler).OnMessage"].Params)

	sys := m.FieldSinks["example.com/agent/llm.Request.System"]
	require.NotNil(t, sys)
	assert.Equal(t, policy.System, sys.Position)
	say := m.Sinks["example.com/agent/llm.Say"]
	require.Len(t, say, 1)
	assert.True(t, say[0].RoleConditioned())
	assert.Equal(t, 0, say[0].RoleArg)
	assert.Equal(t, []int{1}, say[0].Args)
	assert.Equal(t, map[string]policy.Position{"system": policy.System, "bot": policy.Assistant, "user": policy.User}, say[0].Roles)
	body := m.FieldSinks["example.com/agent/llm.Msg.Body"]
	require.NotNil(t, body)
	assert.Equal(t, "Kind", body.RoleField)
	assert.Equal(t, map[string]policy.Position{"sys": policy.System, "": policy.User}, body.Roles)
	assert.Equal(t, policy.Argv, m.Sinks["(*example.com/agent/run.Runner).Exec"][0].Position)

	assert.Equal(t, policy.Fence, m.Sanitizers["example.com/agent/prompt.Quote"].Kind)
	assert.NotNil(t, m.Unwrappers["example.com/agent/store.Body"])
	assert.NotNil(t, m.Unwrappers["github.com/agentvet/agentvet/taint.Unwrap"], "taint preset in force")
	put := m.Persistence["(*example.com/agent/memory.Store).Put"]
	require.Len(t, put, 1)
	assert.Equal(t, policy.Persistence, put[0].Position)
	assert.Equal(t, []int{1}, put[0].Args)

	require.Len(t, m.Allows, 1)
	assert.Equal(t, policy.Allow{Kind: "file", Position: policy.System,
		Reason: "the operator's own prompt files under prompts/ are reviewed", Source: "agentvet.yaml:34"}, m.Allows[0])
	_, ok := m.Allowed("file", policy.System)
	assert.True(t, ok)

	assert.True(t, m.Argv, "taintflow.argv switches the opt-in category on")
	assert.Equal(t, policy.VerbPin{
		Packages: []string{"example.com/agent/supervise/..."},
		Text:     true,
		Verbs: []policy.Verb{
			{Func: "example.com/agent/tty.Type", Name: "tty typing"},
			{Argv: []string{"tmux", "send-keys"}, Name: "tmux send-keys"},
		},
		Shells: []policy.ShellFunc{
			{Func: "example.com/agent/sh.Run", Arg: 0},
			{Func: "(*example.com/agent/sh.Session).Send", Arg: 1},
		},
	}, m.VerbPin)
	for _, pkg := range []string{"example.com/agent/a2a", "example.com/agent/llm", "example.com/agent/prompt", "example.com/agent/memory"} {
		assert.True(t, m.Packages[pkg], "package %s noted", pkg)
	}
}

func TestParseIsDeterministic(t *testing.T) {
	a, err := Parse("agentvet.yaml", []byte(good))
	require.NoError(t, err)
	b, err := Parse("agentvet.yaml", []byte(good))
	require.NoError(t, err)
	assert.Equal(t, a, b)
}

func TestPresetSelection(t *testing.T) {
	all := presets.Names()
	cases := []struct {
		name string
		yaml string
		want []string
	}{
		{"no file contents", "", all},
		{"comments only", "# nothing yet\n", all},
		{"null document", "~\n", all},
		{"no presets key", "taintflow: {argv: true}\n", all},
		{"all", "presets: all\n", all},
		{"all in a list", "presets: [all]\n", nil},
		{"none", "presets: none\n", nil},
		{"one", "presets: genai\n", []string{"genai", "guard", "scrub", "taint"}},
		{"list", "presets: [std, eino]\n", []string{"eino", "guard", "scrub", "std", "taint"}},
		{"runtime listed", "presets: [taint, genai]\n", []string{"genai", "guard", "scrub", "taint"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, err := Parse("agentvet.yaml", []byte(c.yaml))
			if c.name == "all in a list" {
				require.Error(t, err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, c.want, m.Presets)
		})
	}
}

// TestParseErrors: every refusal names the file, the line and the key.
func TestParseErrors(t *testing.T) {
	cases := []struct {
		name string
		yaml string
		line int
		key  string
		msg  string
	}{
		// Syntax and document shape.
		{"yaml syntax", "presets: [a\nsinks: x\n", 1, "", "YAML syntax: did not find expected ',' or ']'"},
		{"tab indentation", "sinks:\n\t- func: a.B\n", 2, "", "YAML syntax: found character that cannot start any token"},
		{"two documents", "presets: all\n---\npresets: none\n", 2, "", "a second YAML document (want one)"},
		{"top level not a mapping", "- presets\n", 1, "", "want a mapping, got a list"},
		// Unknown keys, anywhere.
		{"unknown top-level key", "presets: all\nsink:\n  - func: a.B\n", 2, "sink", `unknown key "sink" (want one of presets, producers, sinks`},
		{"unknown producer key", "producers:\n  - func: a.B\n    origin: mcp:x\n    orign: web:y\n", 4, "producers[0].orign", `unknown key "orign" (want one of func, field, type, fields, origin, what, params)`},
		{"unknown sink key", "sinks:\n  - func: a.B\n    position: system\n    arg: [0]\n", 4, "sinks[0].arg", `unknown key "arg"`},
		{"unknown verbpin key", "verbpin:\n  package: [a/b]\n", 2, "verbpin.package", `unknown key "package" (want one of packages, text, verbs, shells)`},
		{"unknown verb key", "verbpin:\n  verbs:\n    - args: [tmux]\n", 3, "verbpin.verbs[0].args", `unknown key "args" (want one of func, argv, name)`},
		{"unknown taintflow key", "taintflow:\n  args: true\n", 2, "taintflow.args", `unknown key "args" (want one of argv)`},
		{"unknown allow key", "allow:\n  - kind: file\n    position: system\n    reason: r\n    why: w\n", 5, "allow[0].why", `unknown key "why"`},
		{"unknown fence key", "fences:\n  - fn: a.B\n", 2, "fences[0].fn", `unknown key "fn" (want one of func)`},
		{"analyzer with no section", "fencecheck:\n  strict: true\n", 1, "fencecheck", "the fencecheck analyzer has no settings"},
		{"duplicate key", "presets: all\npresets: none\n", 2, "presets", `duplicate key "presets"`},
		{"non-string key", "1: x\n", 1, "", "want a string key, got a number"},
		// Wrong types.
		{"presets not a list", "presets: {a: b}\n", 1, "presets", "want a list, got a mapping"},
		{"preset name a number", "presets: [genai, 7]\n", 1, "presets[1]", "want a string, got a number"},
		{"sinks not a list", "sinks: {func: a.B}\n", 1, "sinks", "want a list, got a mapping"},
		{"sink not a mapping", "sinks:\n  - a.B\n", 2, "sinks[0]", "want a mapping, got a string"},
		{"null list", "sinks:\n", 1, "sinks", "want a list, got null"},
		{"func a number", "sinks:\n  - func: 12\n    position: system\n", 2, "sinks[0].func", "want a string, got a number"},
		{"args not a list", "sinks:\n  - func: a.B\n    position: system\n    args: 1\n", 4, "sinks[0].args", "want a list, got a number"},
		{"negative arg", "sinks:\n  - func: a.B\n    position: system\n    args: [-1]\n", 4, "sinks[0].args[0]", "want an argument index (0, 1, …), got -1"},
		{"arg a string", "sinks:\n  - func: a.B\n    position: system\n    args: [one]\n", 4, "sinks[0].args[0]", "want an argument index (0, 1, …), got a string"},
		{"argv a string", "taintflow:\n  argv: \"yes\"\n", 2, "taintflow.argv", "want true or false, got a string"},
		{"verbpin text a number", "verbpin:\n  text: 1\n", 2, "verbpin.text", "want true or false, got a number"},
		{"roles a list", "sinks:\n  - field: a.T.F\n    role-field: Role\n    roles: [system]\n", 4, "sinks[0].roles", "want a mapping of role values to positions, got a list"},
		// Presets.
		{"unknown preset", "presets: [go-openai, go-opena1]\n", 1, "presets[1]", `unknown preset "go-opena1" (want one of all, none, a2a-go, adk, anthropic-sdk-go`},
		{"unknown single preset", "presets: everything\n", 1, "presets", `unknown preset "everything"`},
		{"none in a list", "presets: [genai, none]\n", 1, "presets[1]", "none stands alone (write presets: none)"},
		{"preset twice", "presets: [genai, genai]\n", 1, "presets[1]", `preset "genai" listed twice`},
		{"empty preset list", "presets: []\n", 1, "presets", "empty list (write none for no presets)"},
		// Sinks.
		{"unknown position", "sinks:\n  - field: a.T.F\n    position: sistem\n", 3, "sinks[0].position", `unknown position "sistem" (want one of system, developer, assistant, tool-name, tool-description, user, tool, argv, path, persistence)`},
		{"sink with no position", "sinks:\n  - func: a.B\n    what: x\n", 2, "sinks[0]", "a sink needs a position, or a role map"},
		{"sink with both", "sinks:\n  - field: a.T.F\n    position: system\n    role-field: Role\n    roles: {system: system}\n", 2, "sinks[0]", "position and role-field/role-arg/roles are exclusive"},
		{"sink with neither func nor field", "sinks:\n  - position: system\n", 2, "sinks[0]", "want exactly one of func and field"},
		{"sink with func and field", "sinks:\n  - func: a.B\n    field: a.T.F\n    position: system\n", 2, "sinks[0]", "want exactly one of func and field"},
		{"roles without role-field", "sinks:\n  - field: a.T.F\n    roles: {system: system}\n", 3, "sinks[0].roles", "roles on a field sink need role-field"},
		{"roles without role-arg", "sinks:\n  - func: a.B\n    roles: {system: system}\n", 3, "sinks[0].roles", "roles on a func sink need role-arg"},
		{"role-field without roles", "sinks:\n  - field: a.T.F\n    role-field: Role\n", 2, "sinks[0]", "a role-conditioned sink needs roles"},
		{"role-field on a func sink", "sinks:\n  - func: a.B\n    role-field: Role\n    roles: {system: system}\n", 3, "sinks[0].role-field", "role-field is for a field sink"},
		{"role-arg on a field sink", "sinks:\n  - field: a.T.F\n    role-arg: 0\n    roles: {system: system}\n", 3, "sinks[0].role-arg", "role-arg is for a func sink"},
		{"args on a field sink", "sinks:\n  - field: a.T.F\n    position: system\n    args: [0]\n", 4, "sinks[0].args", "args is for a func sink"},
		{"results on a package function", "sinks:\n  - func: a.B\n    position: system\n    results: true\n", 4, "sinks[0].results", "results on a func sink needs an interface method"},
		{"results on a pointer method", "sinks:\n  - func: (*a.T).M\n    position: system\n    results: true\n", 4, "sinks[0].results", "results on a func sink needs an interface method"},
		{"results with args", "sinks:\n  - func: (a.I).M\n    position: system\n    results: true\n    args: [0]\n", 5, "sinks[0].args", "args and results are exclusive"},
		{"results with roles", "sinks:\n  - field: a.T.F\n    role-field: Role\n    roles: {system: system}\n    results: true\n", 5, "sinks[0].results", "results needs a fixed position"},
		{"results not a bool", "sinks:\n  - field: a.T.F\n    position: system\n    results: yes please\n", 4, "sinks[0].results", "want true or false"},
		{"role arg is the slot", "sinks:\n  - func: a.B\n    role-arg: 0\n    roles: {system: system}\n    args: [0, 1]\n", 5, "sinks[0].args", "argument 0 is the role argument, not the slot"},
		{"role maps to unknown position", "sinks:\n  - field: a.T.F\n    role-field: Role\n    roles:\n      system: sistem\n", 5, `sinks[0].roles["system"]`, `unknown position "sistem"`},
		{"empty role map", "sinks:\n  - field: a.T.F\n    role-field: Role\n    roles: {}\n", 4, "sinks[0].roles", "empty role map"},
		{"duplicate role", "sinks:\n  - field: a.T.F\n    role-field: Role\n    roles:\n      system: system\n      system: user\n", 6, `sinks[0].roles["system"]`, `duplicate role "system"`},
		{"role-field a path", "sinks:\n  - field: a.T.F\n    role-field: a.T.Role\n    roles: {system: system}\n", 3, "sinks[0].role-field", `"a.T.Role" is not a field name`},
		// Names.
		{"func name without a package", "sinks:\n  - func: Send\n    position: system\n", 2, "sinks[0].func", `"Send" is not a function name (want pkg/path.Func`},
		{"method without parens", "sinks:\n  - func: example.com/a.Client.Send\n    position: system\n", 2, "sinks[0].func", `"example.com/a.Client.Send" is not a function name`},
		{"method bad receiver", "sinks:\n  - func: (*example.com/a).Send\n    position: system\n", 2, "sinks[0].func", "is not a function name"},
		{"field name too short", "sinks:\n  - field: example.com/a.T\n    position: system\n", 2, "sinks[0].field", `"example.com/a.T" is not a field name (want pkg/path.Type.Field)`},
		{"blank func", "fences:\n  - func: \"  \"\n", 2, "fences[0].func", "empty value"},
		{"fence with no func", "fences:\n  - {}\n", 2, "fences[0]", "want func"},
		// Producers.
		{"producer with no origin", "producers:\n  - func: a.B\n", 2, "producers[0]", "a producer needs an origin (KIND:DETAIL, KIND one of tool, mcp, a2a, subagent, web, rag, file, memory, summary, model, unknown)"},
		{"origin kind out of vocabulary", "producers:\n  - func: a.B\n    origin: email:inbox\n", 3, "producers[0].origin", `origin "email:inbox": kind "email" is not one of tool, mcp`},
		{"origin with no kind", "producers:\n  - func: a.B\n    origin: \":x\"\n", 3, "producers[0].origin", `kind "" is not one of`},
		{"producer with func and field", "producers:\n  - func: a.B\n    field: a.T.F\n    origin: web:x\n", 2, "producers[0]", "want exactly one of func and field"},
		{"negative param", "producers:\n  - func: (a.I).M\n    origin: web:x\n    params: [-2]\n", 4, "producers[0].params[0]", "want an argument index"},
		// Persistence.
		{"persistence with no func", "persistence:\n  - args: [1]\n", 2, "persistence[0]", "want func"},
		// Allow.
		{"allow without reason", "allow:\n  - kind: file\n    position: system\n", 2, "allow[0]", "an allow entry needs reason"},
		{"allow with blank reason", "allow:\n  - kind: file\n    position: system\n    reason: \" \"\n", 4, "allow[0].reason", "empty value"},
		{"allow unknown kind", "allow:\n  - kind: files\n    position: system\n    reason: r\n", 2, "allow[0].kind", `unknown origin kind "files"`},
		{"allow the unknown kind", "allow:\n  - kind: unknown\n    position: system\n    reason: r\n", 2, "allow[0].kind", "unknown cannot be allowed"},
		{"allow unknown position", "allow:\n  - kind: web\n    position: prompt\n    reason: r\n", 3, "allow[0].position", `unknown position "prompt"`},
		// verbpin: an empty allowlist must not become allow-everything.
		{"empty package pattern", "verbpin:\n  packages: [\"example.com/a/...\", \"\"]\n", 2, "verbpin.packages[1]", "empty package pattern (it would match every package)"},
		{"blank package pattern", "verbpin:\n  packages:\n    - \"   \"\n", 3, "verbpin.packages[0]", "empty package pattern"},
		{"package pattern with space", "verbpin:\n  packages:\n    - \"example.com/a /b\"\n", 3, "verbpin.packages[0]", "contains white space"},
		{"package pattern null", "verbpin:\n  packages:\n    - ~\n", 3, "verbpin.packages[0]", "want a string, got null"},
		{"verb with both", "verbpin:\n  verbs:\n    - func: a.B\n      argv: [tmux]\n", 3, "verbpin.verbs[0]", "want exactly one of func and argv"},
		{"verb with neither", "verbpin:\n  verbs:\n    - name: x\n", 3, "verbpin.verbs[0]", "want exactly one of func and argv"},
		{"empty argv", "verbpin:\n  verbs:\n    - argv: []\n", 3, "verbpin.verbs[0].argv", "empty argv pattern (it would match every command)"},
		{"blank argv element", "verbpin:\n  verbs:\n    - argv: [tmux, \"\"]\n", 3, "verbpin.verbs[0].argv[1]", "empty value"},
		// verbpin shells: a row that names no function, or the wrong kind of
		// value, would silently follow nothing.
		{"unknown shell key", "verbpin:\n  shells:\n    - func: a.B\n      args: [1]\n", 4, "verbpin.shells[0].args", `unknown key "args" (want one of func, arg)`},
		{"shells not a list", "verbpin:\n  shells: {func: a.B}\n", 2, "verbpin.shells", "want a list, got a mapping"},
		{"shell not a mapping", "verbpin:\n  shells:\n    - a.B\n", 3, "verbpin.shells[0]", "want a mapping, got a string"},
		{"shell with no func", "verbpin:\n  shells:\n    - arg: 1\n", 3, "verbpin.shells[0]", "want func"},
		{"shell with blank func", "verbpin:\n  shells:\n    - func: \"\"\n", 3, "verbpin.shells[0].func", "empty value"},
		{"shell func not a name", "verbpin:\n  shells:\n    - func: Run\n", 3, "verbpin.shells[0].func", `"Run" is not a function name`},
		{"shell arg a string", "verbpin:\n  shells:\n    - func: a.B\n      arg: first\n", 4, "verbpin.shells[0].arg", "want an argument index (0, 1, …), got a string"},
		{"shell arg negative", "verbpin:\n  shells:\n    - func: a.B\n      arg: -1\n", 4, "verbpin.shells[0].arg", "want an argument index (0, 1, …), got -1"},
		{"shell arg null", "verbpin:\n  shells:\n    - func: a.B\n      arg:\n", 4, "verbpin.shells[0].arg", "want an argument index (0, 1, …), got null"},
		{"shell twice", "verbpin:\n  shells:\n    - func: a.B\n    - func: a.B\n      arg: 1\n", 4, "verbpin.shells[1]", "shell function a.B listed twice"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("agentvet.yaml", []byte(c.yaml))
			assertConfigError(t, err, c.line, c.key, c.msg)
			prefix := "agentvet.yaml:" + strconv.Itoa(c.line) + ": "
			if c.key != "" {
				prefix += c.key + ": "
			}
			assert.True(t, strings.HasPrefix(err.Error(), prefix), "%q does not start with %q", err.Error(), prefix)
		})
	}
}

// TestAliases: YAML anchors are followed, so a shared role map is read as
// if written out.
func TestAliases(t *testing.T) {
	const y = `sinks:
  - field: a/b.T.F
    role-field: Role
    roles: &roles {system: system, user: user}
  - field: a/b.U.F
    role-field: Role
    roles: *roles
`
	m, err := Parse("agentvet.yaml", []byte(y))
	require.NoError(t, err)
	assert.Equal(t, m.FieldSinks["a/b.T.F"].Roles, m.FieldSinks["a/b.U.F"].Roles)
}

func TestDefault(t *testing.T) {
	m := Default()
	assert.Equal(t, presets.Names(), m.Presets)
	assert.False(t, m.Argv, "the argv category is opt-in")
	assert.Empty(t, m.Allows)
	assert.NotNil(t, m.Producers["(*github.com/mark3labs/mcp-go/client.Client).CallTool"])
	// Each call builds a fresh model: analyses of different packages never
	// share one they could mutate.
	m.Presets = nil
	assert.NotNil(t, Default().Presets)
}

func writeFile(t *testing.T, path, data string) {
	t.Helper()
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o777))
	require.NoError(t, os.WriteFile(path, []byte(data), 0o666))
}

func TestResolve(t *testing.T) {
	root := t.TempDir()
	writeFile(t, filepath.Join(root, "go.mod"), "module example.com/agent\n")
	writeFile(t, filepath.Join(root, FileName), "presets: [genai]\n")
	pkgDir := filepath.Join(root, "internal", "llm")
	require.NoError(t, os.MkdirAll(pkgDir, 0o777))

	t.Run("module root file", func(t *testing.T) {
		m, err := Resolve("", pkgDir)
		require.NoError(t, err)
		assert.Equal(t, []string{"genai", "guard", "scrub", "taint"}, m.Presets)
	})
	t.Run("nested module without a file gets the default", func(t *testing.T) {
		nested := filepath.Join(root, "tools", "gen")
		writeFile(t, filepath.Join(nested, "go.mod"), "module example.com/agent/tools/gen\n")
		m, err := Resolve("", nested)
		require.NoError(t, err)
		assert.Equal(t, presets.Names(), m.Presets, "the nearest go.mod is the module root; the parent's file is not used")
	})
	t.Run("explicit path wins", func(t *testing.T) {
		other := filepath.Join(t.TempDir(), "strict.yaml")
		writeFile(t, other, "presets: none\n")
		m, err := Resolve(other, pkgDir)
		require.NoError(t, err)
		assert.Empty(t, m.Presets)
	})
	t.Run("explicit path missing", func(t *testing.T) {
		_, err := Resolve(filepath.Join(root, "nope.yaml"), pkgDir)
		require.Error(t, err)
		assert.Contains(t, err.Error(), "nope.yaml")
	})
	t.Run("no module", func(t *testing.T) {
		m, err := Resolve("", "")
		require.NoError(t, err)
		assert.Equal(t, presets.Names(), m.Presets)
	})
	t.Run("a dependency's own file is not the user's policy", func(t *testing.T) {
		cache := t.TempDir()
		t.Setenv("GOMODCACHE", cache)
		dep := filepath.Join(cache, "example.com", "sdk@v1.0.0")
		writeFile(t, filepath.Join(dep, "go.mod"), "module example.com/sdk\n")
		writeFile(t, filepath.Join(dep, FileName), "presets: [not-a-preset]\n")
		m, err := Resolve("", filepath.Join(dep, "client"))
		require.NoError(t, err)
		assert.Equal(t, presets.Names(), m.Presets)
		// Outside the cache the same file is read (and refused).
		other := t.TempDir()
		writeFile(t, filepath.Join(other, "go.mod"), "module example.com/sdk\n")
		writeFile(t, filepath.Join(other, FileName), "presets: [not-a-preset]\n")
		_, err = Resolve("", other)
		require.Error(t, err)
	})
	t.Run("bad file names its path", func(t *testing.T) {
		bad := t.TempDir()
		writeFile(t, filepath.Join(bad, "go.mod"), "module example.com/bad\n")
		writeFile(t, filepath.Join(bad, FileName), "presets: all\nsinks:\n  - func: a.B\n    position: sistem\n")
		_, err := Resolve("", bad)
		var cerr *Error
		require.True(t, errors.As(err, &cerr), "%v", err)
		assert.Equal(t, filepath.Join(bad, FileName), cerr.File)
		assert.Equal(t, 4, cerr.Line)
		assert.Equal(t, "sinks[0].position", cerr.Key)
	})
}

func TestNameShapes(t *testing.T) {
	for _, s := range []string{"os.Open", "example.com/a/b.F", "(example.com/a.I).M", "(*example.com/a.T).M", "github.com/openai/openai-go/v3.SystemMessage", "(*github.com/x/y.T).M"} {
		assert.True(t, validFunc(s), s)
	}
	for _, s := range []string{"", "F", ".F", "os.", "example.com/a.T.M", "(example.com/a.T.M", "(*example.com/a).M", "(example.com/a.T).", "(example.com/a.T).M.N", "a b.F", "example.com//a.F", "gopkg.in/yaml.v3.Marshal"} {
		assert.False(t, validFunc(s), s)
	}
	for _, s := range []string{"example.com/a.T.F", "os/exec.Cmd.Path", "google.golang.org/genai.Content.Parts"} {
		assert.True(t, validField(s), s)
	}
	for _, s := range []string{"", "a.T", "a.T.", "(a.T).F", "example.com/a.T.F.G"} {
		assert.False(t, validField(s), s)
	}
}

// TestDocExamplesParse: every yaml block of docs/config.md is a valid
// configuration, so the reference cannot teach a key the loader refuses.
func TestDocExamplesParse(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "docs", "config.md"))
	require.NoError(t, err)
	blocks := strings.Split(string(data), "```yaml\n")[1:]
	require.GreaterOrEqual(t, len(blocks), 10, "docs/config.md should show every section")
	for i, b := range blocks {
		end := strings.Index(b, "```")
		require.GreaterOrEqual(t, end, 0, "block %d is not closed", i)
		_, err := Parse("config.md block "+strconv.Itoa(i), []byte(b[:end]))
		assert.NoError(t, err, "block %d:\n%s", i, b[:end])
	}
	// And every key the loader knows is documented.
	for _, keys := range [][]string{topKeys, producerKeys, sinkKeys, persistenceKeys, allowKeys, taintflowKeys, verbpinKeys, verbKeys, shellKeys} {
		for _, k := range keys {
			assert.True(t, strings.Contains(string(data), "`"+k+"`"), "key %s is not documented in docs/config.md", k)
		}
	}
}

// BenchmarkResolve measures what go vet pays per package: the stat walk
// to the module root and, with a file, one parse (nothing is memoised).
func BenchmarkResolve(b *testing.B) {
	root := b.TempDir()
	pkgDir := filepath.Join(root, "a", "b", "c")
	require.NoError(b, os.MkdirAll(pkgDir, 0o777))
	require.NoError(b, os.WriteFile(filepath.Join(root, "go.mod"), []byte("module example.com/agent\n"), 0o666))
	b.Run("no-file", func(b *testing.B) {
		for b.Loop() {
			if _, err := Resolve("", pkgDir); err != nil {
				b.Fatal(err)
			}
		}
	})
	require.NoError(b, os.WriteFile(filepath.Join(root, FileName), []byte(good), 0o666))
	b.Run("file", func(b *testing.B) {
		for b.Loop() {
			if _, err := Resolve("", pkgDir); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// TestVendoredIsDependency: a package under vendor/ is another module's,
// like one in the module cache; a directory merely named like it is not.
func TestVendoredIsDependency(t *testing.T) {
	assert.True(t, dependency("/src/app/vendor/github.com/openai/openai-go/v3"))
	assert.False(t, dependency("/src/app/internal/vendors"))
	assert.False(t, dependency("/src/app/internal/agent"))
}
