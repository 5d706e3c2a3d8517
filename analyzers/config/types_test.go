package config

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/internal/policy"
)

// TestTypeProducer: a producer by type makes every listed field of the
// type a field producer, named after the type unless what says otherwise.
func TestTypeProducer(t *testing.T) {
	m, err := Parse("agentvet.yaml", []byte(`producers:
  - type: example.com/agent/hooks.Ticket
    fields: [Title, Body]
    origin: web:ticket
  - type: example.com/agent/hooks.Reply
    fields: [Text]
    origin: a2a:peer
    what: peer reply
`))
	require.NoError(t, err)
	title := m.FieldProducers["example.com/agent/hooks.Ticket.Title"]
	require.NotNil(t, title)
	assert.Equal(t, policy.Producer{Field: "example.com/agent/hooks.Ticket.Title", Origin: "web:ticket", What: "example.com/agent/hooks.Ticket.Title"}, *title)
	require.NotNil(t, m.FieldProducers["example.com/agent/hooks.Ticket.Body"])
	assert.Nil(t, m.FieldProducers["example.com/agent/hooks.Ticket.Number"], "only the listed fields")
	reply := m.FieldProducers["example.com/agent/hooks.Reply.Text"]
	require.NotNil(t, reply)
	assert.Equal(t, "peer reply.Text", reply.What)
	assert.Empty(t, reply.Params)
	assert.True(t, m.Packages["example.com/agent/hooks"], "the type's package makes importers relevant")
}

// TestCopies: a copies entry maps a fork's packages to the preset module
// it copies, as the shipped rows do.
func TestCopies(t *testing.T) {
	m, err := Parse("agentvet.yaml", []byte(`copies:
  - module: example.com/forks/openai-go
    of: github.com/openai/openai-go/v3
presets: [openai-go]
`))
	require.NoError(t, err)
	assert.Equal(t, "github.com/openai/openai-go/v3/responses", m.Canon("example.com/forks/openai-go/responses"))
	assert.Equal(t, "github.com/anthropics/anthropic-sdk-go", m.Canon("github.com/anthropics/anthropic-sdk-go"))

	d, err := Parse("agentvet.yaml", nil)
	require.NoError(t, err)
	assert.Equal(t, "github.com/anthropics/anthropic-sdk-go", d.Canon("github.com/charmbracelet/anthropic-sdk-go"), "shipped fork rows come with the presets")
	assert.Equal(t, "github.com/tmc/langchaingo/llms", d.Canon("github.com/yincongcyincong/langchaingo/llms"))
	n, err := Parse("agentvet.yaml", []byte("presets: [genai]\n"))
	require.NoError(t, err)
	assert.Equal(t, "github.com/charmbracelet/anthropic-sdk-go", n.Canon("github.com/charmbracelet/anthropic-sdk-go"), "a fork row belongs to its preset")
}

// TestNewKeyErrors: the keys this file tests are strict like the rest:
// unknown keys, wrong types, empty values, and entries that would parse
// yet change nothing, each named by file, line and key.
func TestNewKeyErrors(t *testing.T) {
	cases := []struct {
		name string
		yaml string
		line int
		key  string
		msg  string
	}{
		// producers by type.
		{"type without fields", "producers:\n  - type: a/b.T\n    origin: web:x\n", 2, "producers[0]", "a type producer needs fields"},
		{"fields without type", "producers:\n  - fields: [Body]\n    origin: web:x\n", 2, "producers[0].fields", "fields are the fields of a type: name it with type"},
		{"type and func", "producers:\n  - type: a/b.T\n    func: a/b.F\n    fields: [Body]\n    origin: web:x\n", 2, "producers[0]", "want exactly one of func and field (or type with fields)"},
		{"type and field", "producers:\n  - type: a/b.T\n    field: a/b.T.F\n    fields: [Body]\n    origin: web:x\n", 2, "producers[0]", "want exactly one of func and field (or type with fields)"},
		{"type with params", "producers:\n  - type: a/b.T\n    fields: [Body]\n    params: [1]\n    origin: web:x\n", 4, "producers[0].params", "params is for a callback; a type producer taints reads of its fields"},
		{"type without origin", "producers:\n  - type: a/b.T\n    fields: [Body]\n", 2, "producers[0]", "a producer needs an origin"},
		{"type a number", "producers:\n  - type: 3\n    fields: [Body]\n    origin: web:x\n", 2, "producers[0].type", "want a string, got a number"},
		{"type blank", "producers:\n  - type: \"\"\n    fields: [Body]\n    origin: web:x\n", 2, "producers[0].type", "empty value"},
		{"type not a type name", "producers:\n  - type: Ticket\n    fields: [Body]\n    origin: web:x\n", 2, "producers[0].type", `"Ticket" is not a type name (want pkg/path.Type)`},
		{"type a field name", "producers:\n  - type: a/b.T.Body\n    fields: [Body]\n    origin: web:x\n", 2, "producers[0].type", `"a/b.T.Body" is not a type name`},
		{"fields not a list", "producers:\n  - type: a/b.T\n    fields: Body\n    origin: web:x\n", 3, "producers[0].fields", "want a list, got a string"},
		{"fields empty", "producers:\n  - type: a/b.T\n    fields: []\n    origin: web:x\n", 3, "producers[0].fields", "empty list"},
		{"field blank", "producers:\n  - type: a/b.T\n    fields: [Body, \" \"]\n    origin: web:x\n", 3, "producers[0].fields[1]", "empty value"},
		{"field a number", "producers:\n  - type: a/b.T\n    fields: [1]\n    origin: web:x\n", 3, "producers[0].fields[0]", "want a string, got a number"},
		{"field a path", "producers:\n  - type: a/b.T\n    fields: [T.Body]\n    origin: web:x\n", 3, "producers[0].fields[0]", `"T.Body" is not a field name`},
		{"field twice", "producers:\n  - type: a/b.T\n    fields: [Body, Body]\n    origin: web:x\n", 3, "producers[0].fields[1]", "field Body listed twice"},
		{"unknown producer key", "producers:\n  - type: a/b.T\n    field: [Body]\n    origin: web:x\n", 3, "producers[0].field", "want a string, got a list"},
		// params that would match nothing.
		{"params on a package function", "producers:\n  - func: a/b.Handle\n    params: [1]\n    origin: web:x\n", 3, "producers[0].params", "params is for a callback, and a/b.Handle is a package function"},
		{"params on a pointer method", "producers:\n  - func: (*a/b.S).Handle\n    params: [1]\n    origin: web:x\n", 3, "producers[0].params", "is a pointer method, not an interface method"},
		{"params empty", "producers:\n  - func: (a/b.I).Handle\n    params: []\n    origin: web:x\n", 3, "producers[0].params", "empty list (leave params out"},
		{"params twice", "producers:\n  - func: (a/b.I).Handle\n    params: [1, 1]\n    origin: web:x\n", 3, "producers[0].params[1]", "parameter 1 listed twice"},
		{"params not a list", "producers:\n  - func: (a/b.I).Handle\n    params: 1\n    origin: web:x\n", 3, "producers[0].params", "want a list, got a number"},
		// copies.
		{"copies not a list", "copies: {module: a/b, of: c/d}\n", 1, "copies", "want a list, got a mapping"},
		{"copy not a mapping", "copies:\n  - a/b\n", 2, "copies[0]", "want a mapping, got a string"},
		{"unknown copy key", "copies:\n  - module: example.com/fork\n    from: github.com/tmc/langchaingo\n", 3, "copies[0].from", `unknown key "from" (want one of module, of)`},
		{"copy without of", "copies:\n  - module: example.com/fork\n", 2, "copies[0]", "a copy needs module (the fork's module path) and of"},
		{"copy without module", "copies:\n  - of: github.com/tmc/langchaingo\n", 2, "copies[0]", "a copy needs module"},
		{"copy module blank", "copies:\n  - module: \"\"\n    of: github.com/tmc/langchaingo\n", 2, "copies[0].module", "empty value"},
		{"copy module a number", "copies:\n  - module: 7\n    of: github.com/tmc/langchaingo\n", 2, "copies[0].module", "want a string, got a number"},
		{"copy module not a path", "copies:\n  - module: \"example.com/a b\"\n    of: github.com/tmc/langchaingo\n", 2, "copies[0].module", `"example.com/a b" is not a module path`},
		{"copy of itself", "copies:\n  - module: github.com/tmc/langchaingo\n    of: github.com/tmc/langchaingo\n", 2, "copies[0]", "module and of are the same path"},
		{"copy twice", "copies:\n  - module: example.com/fork\n    of: github.com/tmc/langchaingo\n  - module: example.com/fork\n    of: github.com/sashabaranov/go-openai\n", 4, "copies[1]", "module example.com/fork listed twice"},
		{"copy of no preset", "copies:\n  - module: example.com/fork\n    of: example.com/sdk\n", 3, "copies[0].of", "no preset in force covers module example.com/sdk (want one of "},
		{"copy of a preset not selected", "presets: [genai]\ncopies:\n  - module: example.com/fork\n    of: github.com/tmc/langchaingo\n", 4, "copies[0].of", "no preset in force covers module github.com/tmc/langchaingo"},
		{"copy of with no presets", "presets: none\ncopies:\n  - module: example.com/fork\n    of: github.com/tmc/langchaingo\n", 4, "copies[0].of", "(no preset is in force)"},
		{"copy holding a preset module", "copies:\n  - module: github.com/anthropics/anthropic-sdk-go/v2\n    of: github.com/anthropics/anthropic-sdk-go\n", 2, "copies[0].module", "holds the preset module github.com/anthropics/anthropic-sdk-go/v2"},
		{"copy holding a preset module below", "copies:\n  - module: github.com/anthropics\n    of: github.com/anthropics/anthropic-sdk-go\n", 2, "copies[0].module", "holds the preset module"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("agentvet.yaml", []byte(c.yaml))
			assertConfigError(t, err, c.line, c.key, c.msg)
		})
	}
}

// TestCallbackParamsAccepted: params stays accepted where it has an
// effect: an interface method (or a value method the loader cannot tell
// from one: the Analyzer refuses it where the type is concrete, see
// TestTypeChecksRefuse) and a func-typed field.
func TestCallbackParamsAccepted(t *testing.T) {
	m, err := Parse("agentvet.yaml", []byte(`producers:
  - func: (example.com/agent/hooks.Handler).OnMessage
    params: [1]
    origin: mcp:notification
  - field: example.com/agent/hooks.Options.OnMessage
    params: [0, 1]
    origin: mcp:notification
`))
	require.NoError(t, err)
	assert.Equal(t, []int{1}, m.Producers["(example.com/agent/hooks.Handler).OnMessage"].Params)
	assert.Equal(t, []int{0, 1}, m.FieldProducers["example.com/agent/hooks.Options.OnMessage"].Params)
}

// TestNewKeysDocumented: the keys of a copies entry are in docs/config.md
// (TestDocExamplesParse checks the others and parses every example).
func TestNewKeysDocumented(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "docs", "config.md"))
	require.NoError(t, err)
	for _, k := range append(copyKeys, "type", "fields", "copies") {
		assert.Contains(t, string(data), "`"+k+"`", "key %s is not documented in docs/config.md", k)
	}
}

// TestEntriesOverPresets: an entry naming what a preset names replaces the
// preset's, wherever the presets key sits in the file (or when there is
// none): otherwise it would parse and change nothing.
func TestEntriesOverPresets(t *testing.T) {
	const callTool = "(*github.com/mark3labs/mcp-go/client.Client).CallTool"
	const content = "github.com/sashabaranov/go-openai.ChatCompletionMessage.Content"
	entries := "producers:\n  - func: " + callTool + "\n    origin: tool:internal-mcp\n" +
		"sinks:\n  - field: " + content + "\n    position: system\n"
	for name, yaml := range map[string]string{
		"no presets key":     entries,
		"presets after":      entries + "presets: [mcp-go, go-openai]\n",
		"presets before":     "presets: [mcp-go, go-openai]\n" + entries,
		"presets all after":  entries + "presets: all\n",
		"presets all before": "presets: all\n" + entries,
	} {
		t.Run(name, func(t *testing.T) {
			m, err := Parse("agentvet.yaml", []byte(yaml))
			require.NoError(t, err)
			require.NotNil(t, m.Producers[callTool])
			assert.Equal(t, "tool:internal-mcp", m.Producers[callTool].Origin)
			assert.Empty(t, m.Producers[callTool].Preset, "the file's entry, not the preset's")
			require.NotNil(t, m.FieldSinks[content])
			assert.Equal(t, policy.System, m.FieldSinks[content].Position)
			assert.Empty(t, m.FieldSinks[content].Roles)
		})
	}
}

// TestDuplicateEntries: a second entry for the same producer or field
// sink would replace the first, so it is refused.
func TestDuplicateEntries(t *testing.T) {
	cases := []struct {
		name, yaml, key string
		line            int
	}{
		{"producer twice", "producers:\n  - func: a/b.F\n    origin: web:x\n  - func: a/b.F\n    origin: web:y\n", "producers[1]", 4},
		{"field producer twice", "producers:\n  - field: a/b.T.F\n    origin: web:x\n  - field: a/b.T.F\n    origin: web:y\n", "producers[1]", 4},
		{"type field and field", "producers:\n  - field: a/b.T.Body\n    origin: web:x\n  - type: a/b.T\n    fields: [Title, Body]\n    origin: web:y\n", "producers[1].fields[1]", 5},
		{"field sink twice", "sinks:\n  - field: a/b.T.F\n    position: system\n  - field: a/b.T.F\n    position: assistant\n", "sinks[1]", 4},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("agentvet.yaml", []byte(c.yaml))
			var cerr *Error
			require.True(t, errors.As(err, &cerr), "want *config.Error, got %v", err)
			assert.Equal(t, c.key, cerr.Key)
			assert.Equal(t, c.line, cerr.Line)
			assert.Contains(t, cerr.Msg, "declared twice")
		})
	}
	// Two slots of one function are two func sinks, not a duplicate.
	m, err := Parse("agentvet.yaml", []byte("sinks:\n  - func: a/b.Say\n    args: [0]\n    position: system\n  - func: a/b.Say\n    args: [1]\n    position: user\n"))
	require.NoError(t, err)
	assert.Len(t, m.Sinks["a/b.Say"], 2)
}
