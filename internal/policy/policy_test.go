package policy_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/agentvet/agentvet/internal/policy"
)

func TestPackageOf(t *testing.T) {
	for name, want := range map[string]string{
		"(*github.com/mark3labs/mcp-go/client.Client).CallTool":           "github.com/mark3labs/mcp-go/client",
		"(github.com/tmc/langchaingo/tools.Tool).Call":                    "github.com/tmc/langchaingo/tools",
		"github.com/sashabaranov/go-openai.SystemMessage":                 "github.com/sashabaranov/go-openai",
		"github.com/sashabaranov/go-openai.ChatCompletionMessage.Content": "github.com/sashabaranov/go-openai",
		"os/exec.Command": "os/exec",
		"fmt.Sprintf":     "fmt",
		"nodot":           "",
	} {
		assert.Equal(t, want, policy.PackageOf(name), name)
	}
}

func TestPositions(t *testing.T) {
	for _, p := range []policy.Position{policy.System, policy.Developer, policy.Assistant, policy.ToolName, policy.ToolDescription, policy.RoleUnknown} {
		assert.True(t, p.Instruction(), p)
		assert.False(t, p.Data(), p)
	}
	for _, p := range []policy.Position{policy.User, policy.Tool} {
		assert.True(t, p.Data(), p)
		assert.False(t, p.Instruction(), p)
	}
	for _, p := range []policy.Position{policy.Argv, policy.Path, policy.Persistence} {
		assert.False(t, p.Instruction() || p.Data(), p)
	}
	assert.False(t, policy.Position("system-prompt").Valid())
	assert.False(t, policy.RoleUnknown.Valid(), "no sink may name the unresolved-role position")
}

func TestPresetPackagesAreNotConfigPackages(t *testing.T) {
	m := policy.NewModel()
	m.AddPreset(policy.Preset{Name: "sdk", Module: "example.com/sdk", Packages: []string{"example.com/sdk/chat"},
		Sinks: []policy.Sink{{Func: "example.com/sdk/chat.System", Position: policy.System, RoleArg: -1}}})
	m.AddSink(policy.Sink{Func: "example.com/app/llm.Ask", Position: policy.System, RoleArg: -1})
	assert.True(t, m.IsPresetPackage("example.com/sdk/chat"))
	assert.False(t, m.IsPresetPackage("example.com/sdk/plugins/x"), "the SDK's other packages are analysed like any code")
	assert.False(t, m.IsPresetPackage("example.com/sdk"), "the module root is a package like the others")
	assert.False(t, m.IsPresetPackage("example.com/app/llm"), "a configured sink must not switch off analysis of the user's package")
	assert.True(t, m.Packages["example.com/app/llm"], "but it makes importers relevant")
	assert.False(t, m.IsPresetPackage(policy.Self+"/examples/agent"), "code below agentvet's own module is user code")
}

// TestPresetOf: -v says which preset stands for a package it skips; a
// package two presets describe names both, sorted, once each.
func TestPresetOf(t *testing.T) {
	m := policy.NewModel()
	m.AddPreset(policy.Preset{Name: "zed", Packages: []string{"example.com/sdk/chat", "example.com/sdk/tool"}})
	m.AddPreset(policy.Preset{Name: "alpha", Packages: []string{"example.com/sdk/chat"}})
	m.AddPreset(policy.Preset{Name: "zed", Packages: []string{"example.com/sdk/chat"}})
	assert.Equal(t, "alpha, zed", m.PresetOf("example.com/sdk/chat"))
	assert.Equal(t, "zed", m.PresetOf("example.com/sdk/tool"))
	assert.Empty(t, m.PresetOf("example.com/sdk/plugins/x"))
}

func TestAllowed(t *testing.T) {
	m := policy.NewModel()
	m.Allows = []policy.Allow{{Kind: "file", Position: policy.System, Reason: "our own prompts", Source: "agentvet.yaml:3"}}
	a, ok := m.Allowed("file", policy.System)
	assert.True(t, ok)
	assert.Equal(t, "agentvet.yaml:3", a.Source)
	_, ok = m.Allowed("mcp", policy.System)
	assert.False(t, ok, "nothing is allowed by default")
	_, ok = m.Allowed("file", policy.Assistant)
	assert.False(t, ok)
}

func TestPresetEditionsAndCopies(t *testing.T) {
	m := policy.NewModel()
	m.AddPreset(policy.Preset{Name: "sdk", Module: "example.com/sdk/v2", Version: "v2.1.0",
		Editions: []policy.Edition{{Module: "example.com/sdk/v2", Version: "v2.1.0"}, {Module: "example.com/sdk", Version: "v1.9.0"}},
		Copies:   []policy.Copy{{Module: "example.com/fork/sdk", Of: "example.com/sdk"}},
		Packages: []string{"example.com/sdk/v2/chat", "example.com/sdk/chat"}})
	assert.True(t, m.Modules["example.com/sdk/v2"])
	assert.True(t, m.Modules["example.com/sdk"], "every edition's module is in force")
	assert.Equal(t, "example.com/sdk/chat", m.Canon("example.com/fork/sdk/chat"), "a shipped fork row maps the fork's packages")
	assert.True(t, m.IsPresetPackage(m.Canon("example.com/fork/sdk/chat")))
	assert.False(t, m.IsPresetPackage(m.Canon("example.com/fork/sdk/cmd/tool")))
	assert.True(t, m.Packages["example.com/fork/sdk"], "a fork makes its importers relevant")

	// A vendored copy is its original, a vendored fork the preset's.
	assert.Equal(t, "example.com/sdk/v2/chat", m.Canon("example.com/app/vendor/example.com/sdk/v2/chat"))
	assert.Equal(t, "example.com/sdk/v2/chat", m.Canon("vendor/example.com/sdk/v2/chat"))
	assert.Equal(t, "example.com/sdk/chat", m.Canon("example.com/app/vendor/example.com/fork/sdk/chat"))
	assert.True(t, m.IsPresetPackage(m.Canon("example.com/app/vendor/example.com/sdk/v2/chat")), "a vendored preset package is stood for")
	assert.Equal(t, "(*example.com/sdk/v2/chat.Client).Send", m.CanonName("(*example.com/app/vendor/example.com/sdk/v2/chat.Client).Send"))
	assert.Equal(t, "example.com/app/own", m.Canon("example.com/app/own"), "the application's own package stays")
}
