// Package presets holds agentvet's built-in policy tables: one per SDK,
// matched only where the SDK is imported.
//
// Every name in a table is the FullName of a function, method or interface
// method at the SDK version the preset records, or "importpath.Type.Field"
// for a struct field (see internal/policy). The presets test resolves each
// one against the real SDK source, so a typo or an SDK rename fails the
// build rather than silently matching nothing.
package presets

import (
	"sort"

	"github.com/agentvet/agentvet/internal/policy"
)

// All returns every built-in preset, in a stable order (by name).
func All() []policy.Preset {
	var ps []policy.Preset
	for _, f := range families() {
		ps = append(ps, f.preset())
	}
	sort.Slice(ps, func(i, j int) bool { return ps[i].Name < ps[j].Name })
	return ps
}

// families returns every SDK family, each with its editions and the
// fixture module that pins each one.
func families() []family {
	return []family{
		mcpGoFamily(),
		mcpGoSDKFamily(),
		langchainGoFamily(),
		single(goOpenAI(), "goopenai"),
		openAIGoFamily(),
		anthropicFamily(),
		genAIFamily(),
		single(eino(), "eino"),
		single(genkit(), "genkit"),
		single(adk(), "adk"),
		single(fantasy(), "agents"),
		single(bedrock(), "agents"),
		single(ollama(), "agents"),
		single(deepseek(), "deepseek"),
		single(igSDK(), "igsdk"),
		single(lingoose(), "lingoose"),
		single(zep(), "zep"),
		single(a2aGo(), "adk"),
		trpcMCPGoFamily(),
		single(mcpGolangPreset(), "mcpgolang"),
		trpcA2AGoFamily(),
		trpcAgentGoFamily(),
		goGitHubFamily(),
		single(netHTTP(), "agentvet"),
		single(std(), "agentvet"),
		single(guardPreset(), "agentvet"),
		single(taintPreset(), "agentvet"),
		single(scrubPreset(), "agentvet"),
	}
}

// Names returns the names of the built-in presets, sorted.
func Names() []string {
	var names []string
	for _, p := range All() {
		names = append(names, p.Name)
	}
	return names
}

// Runtime returns the names of the presets that describe agentvet's own
// runtime packages (guard, scrub, taint), sorted. A configuration that
// selects presets by name gets these too.
func Runtime() []string {
	return []string{"guard", "scrub", "taint"}
}

// Lookup returns the built-in preset called name.
func Lookup(name string) (policy.Preset, bool) {
	for _, p := range All() {
		if p.Name == name {
			return p, true
		}
	}
	return policy.Preset{}, false
}

// stamp records the preset's name on each of its entries, so a diagnostic
// or a SARIF rule can say which table a producer or sink came from.
func stamp(p policy.Preset) policy.Preset {
	for i := range p.Producers {
		p.Producers[i].Preset = p.Name
	}
	for i := range p.Sinks {
		p.Sinks[i].Preset = p.Name
	}
	for i := range p.Sanitizers {
		p.Sanitizers[i].Preset = p.Name
	}
	for i := range p.Wrappers {
		p.Wrappers[i].Preset = p.Name
	}
	for i := range p.Unwrappers {
		p.Unwrappers[i].Preset = p.Name
	}
	for i := range p.Persistence {
		p.Persistence[i].Preset = p.Name
	}
	for i := range p.Requests {
		p.Requests[i].Preset = p.Name
	}
	return p
}
