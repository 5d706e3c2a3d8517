//go:build heavy

package verbpin

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/internal/policy"
	"github.com/agentvet/agentvet/internal/report"
	"github.com/agentvet/agentvet/internal/testmod"
)

func fixtureDir(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("testdata", "fixture"))
	require.NoError(t, err)
	testmod.Prepare(t, dir)
	return dir
}

// withConfig is verbpin with a fixed configuration instead of the one
// config.Resolve finds, so the rules a configuration adds are tested on
// their own.
func withConfig(cfg policy.VerbPin) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:      Analyzer.Name,
		Doc:       Analyzer.Doc,
		Requires:  Analyzer.Requires,
		FactTypes: Analyzer.FactTypes,
		Run: func(pass *analysis.Pass) (any, error) {
			if len(pass.Files) > 0 && !isStd(pass) {
				check(pass, cfg, report.Options{})
			}
			return nil, nil
		},
	}
}

// TestConfiguredVerbs: a package designated by a pattern, a function
// declared a verb, and an argv pattern resolved through a helper in another
// package.
func TestConfiguredVerbs(t *testing.T) {
	dir := fixtureDir(t)
	a := withConfig(policy.VerbPin{
		Packages: []string{"example.com/verbfix/byconfig/..."},
		Verbs: []policy.Verb{
			{Func: "example.com/verbfix/internal/ops.Beep", Name: "beep"},
			{Argv: []string{"kitty", "@", "send-text"}, Name: "kitty send-text"},
		},
		Shells: []policy.ShellFunc{
			{Func: "example.com/verbfix/internal/ops.Sh"},
			{Func: "(*example.com/verbfix/internal/ops.Session).Send", Arg: 1},
			{Func: "example.com/verbfix/byconfig.run"},
		},
	})
	analysistest.Run(t, dir, a, "./byconfig")
}

// TestConfiguredTextRule: verbpin.text in the configuration turns the text
// rule on like the flag does.
func TestConfiguredTextRule(t *testing.T) {
	dir := fixtureDir(t)
	analysistest.Run(t, dir, withConfig(policy.VerbPin{Text: true}), "./textrule")
}

// TestPreFilter records, per package, whether the pre-filter let it through
// to SSA.
func TestPreFilter(t *testing.T) {
	dir := fixtureDir(t)
	probe := &analysis.Analyzer{
		Name:       Analyzer.Name,
		Doc:        Analyzer.Doc,
		Requires:   Analyzer.Requires,
		FactTypes:  Analyzer.FactTypes,
		ResultType: reflect.TypeFor[string](),
		Run: func(pass *analysis.Pass) (any, error) {
			if isStd(pass) {
				return "std", nil
			}
			sc := prefilter(pass, policy.VerbPin{})
			check(pass, policy.VerbPin{}, report.Options{})
			switch {
			case sc.pty:
				return "analysed (pty)", nil
			case sc.relevant:
				return "analysed", nil
			}
			return "skipped", nil
		},
	}
	results := analysistest.Run(t, dir, probe, "strings", "./nothing", "./quiet", "./importonly", "./relay", "./benign",
		"./writer", "./cmdline", "./ptyhelp", "./ptyread")
	got := map[string]any{}
	for _, r := range results {
		require.NoError(t, r.Err)
		if !strings.HasSuffix(r.Pass.Pkg.Path(), ".test") && !strings.HasSuffix(r.Pass.Pkg.Path(), "_test") {
			got[r.Pass.Pkg.Path()] = r.Result
		}
	}
	assert.Equal(t, map[string]any{
		"strings":                        "std",
		"example.com/verbfix/quiet":      "skipped",  // syscall for an errno, os.Open of another file
		"example.com/verbfix/nothing":    "skipped",  // fmt and strings only
		"example.com/verbfix/importonly": "analysed", // ops carries facts
		"example.com/verbfix/relay":      "analysed",
		"example.com/verbfix/benign":     "analysed",
		"example.com/verbfix/writer":     "skipped",        // fmt.Fprintf and io.Copy only: writes, no master
		"example.com/verbfix/cmdline":    "analysed",       // a literal names xdotool
		"example.com/verbfix/ptyhelp":    "analysed (pty)", // calls pty.Start
		"example.com/verbfix/ptyread":    "analysed (pty)", // calls pty.Start
	}, got)
}
