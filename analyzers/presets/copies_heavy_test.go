//go:build heavy

package presets_test

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/analyzers/presets"
	"github.com/agentvet/agentvet/internal/policy"
)

// forkGaps are the names of the edition a fork copies that the fork, at
// the version real agents pin, does not have: the fork branched from an
// older release. Every other name of the edition must resolve in the fork
// exactly as in the original, or the copy row would make agentvet match
// names that are not there.
var forkGaps = map[string][]string{
	// charm's fork branched at anthropic-sdk-go v1.26: no per-message
	// system role yet (MessageParamRole and BetaMessageParamRole have user
	// and assistant only, so the role maps' "system" key names a value the
	// fork cannot send) and no NewBetaSystemMessage.
	"github.com/charmbracelet/anthropic-sdk-go": {
		"github.com/charmbracelet/anthropic-sdk-go.BetaMessageParam.Content",
		"github.com/charmbracelet/anthropic-sdk-go.MessageParam.Content",
		"github.com/charmbracelet/anthropic-sdk-go.NewBetaSystemMessage",
	},
	// The langchaingo fork has no RecursiveDirectoryLoader.
	"github.com/yincongcyincong/langchaingo": {
		"(*github.com/yincongcyincong/langchaingo/documentloaders.RecursiveDirectoryLoader).Load",
		"(*github.com/yincongcyincong/langchaingo/documentloaders.RecursiveDirectoryLoader).LoadAndSplit",
	},
}

// TestCopiesMatch resolves every name of the edition each shipped copy
// row names against the fork, under the fork's path.
func TestCopiesMatch(t *testing.T) {
	var n int
	for _, p := range presets.All() {
		for _, c := range p.Copies {
			n++
			t.Run(c.Module, func(t *testing.T) {
				var original *presets.Edition
				for _, e := range presets.Editions() {
					if e.Family == p.Name && e.Table.Module == c.Of {
						original = &e
					}
				}
				require.NotNil(t, original, "copy of %s: no edition of %s has that module", c.Of, p.Name)
				fork := renamed(original.Table, c.Of, c.Module)
				r := loadLenient(t, filepath.Join("testdata", "forks"), packagesOf(fork))
				var missing []string
				for _, prob := range r.check(fork) {
					name, _, _ := strings.Cut(prob, ": ")
					missing = append(missing, name)
				}
				slices.Sort(missing)
				missing = slices.Compact(missing)
				assert.Equal(t, forkGaps[c.Module], missing, "names of %s@%s the fork %s lacks", c.Of, original.Table.Version, c.Module)
			})
		}
	}
	assert.Positive(t, n, "no preset ships a copy row")
}

// renamed returns p with every name under module from moved under module
// to.
func renamed(p policy.Preset, from, to string) policy.Preset {
	move := func(name string) string {
		pkg := policy.PackageOf(name)
		if pkg == "" {
			pkg = name
		}
		if pkg != from && !strings.HasPrefix(pkg, from+"/") {
			return name
		}
		return strings.Replace(name, pkg, to+pkg[len(from):], 1)
	}
	q := p
	q.Module = move(p.Module)
	q.Packages = nil
	for _, path := range p.Packages {
		q.Packages = append(q.Packages, move(path))
	}
	q.Analysed = nil
	for _, path := range p.Analysed {
		q.Analysed = append(q.Analysed, move(path))
	}
	q.Producers = slices.Clone(p.Producers)
	for i := range q.Producers {
		q.Producers[i].Func, q.Producers[i].Field = move(q.Producers[i].Func), move(q.Producers[i].Field)
	}
	q.Sinks = slices.Clone(p.Sinks)
	for i := range q.Sinks {
		q.Sinks[i].Func, q.Sinks[i].Field = move(q.Sinks[i].Func), move(q.Sinks[i].Field)
	}
	q.Media = nil
	for _, c := range p.Media {
		q.Media = append(q.Media, move(c))
	}
	q.Clean = nil
	for _, c := range p.Clean {
		q.Clean = append(q.Clean, move(c))
	}
	return q
}
