package verbpin

import (
	"path/filepath"
	"reflect"
	"strconv"
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

func TestMatchPattern(t *testing.T) {
	for _, tc := range []struct {
		pattern, path string
		want          bool
	}{
		{"example.com/a/...", "example.com/a", true},
		{"example.com/a/...", "example.com/a/b/c", true},
		{"example.com/a/...", "example.com/ab", false},
		{"example.com/.../supervise", "example.com/x/y/supervise", true},
		{"example.com/a", "example.com/a/b", false},
		{"example.com/a.b", "example.com/aXb", false},
	} {
		assert.Equal(t, tc.want, matchPattern(tc.pattern, tc.path), "%s ~ %s", tc.pattern, tc.path)
	}
}

func TestVerbToken(t *testing.T) {
	assert.Equal(t, "send-keys", verbToken("tmux send-keys -t 0"))
	assert.Equal(t, "keystroke", verbToken(`tell app to Keystroke "x"`))
	assert.Equal(t, "xdotool type", verbToken("xdotool  type"[:0]+"xdotool type hi"))
	assert.Equal(t, "", verbToken("keystrokes and sendkeys"))
	assert.Equal(t, "/dev/uinput", verbToken("open /dev/uinput"))
}

func TestCompress(t *testing.T) {
	var steps []step
	for i := range 40 {
		steps = append(steps, step{name: strconv.Itoa(i)})
	}
	got := compress(steps)
	require.Len(t, got, maxPath)
	assert.Equal(t, "0", got[0].name)
	assert.Equal(t, "…", got[maxPath-2].name)
	assert.Equal(t, "39", got[maxPath-1].name)
	assert.Equal(t, steps[:3], compress(steps[:3]))

	var ts []tmpl
	ts = addTemplate(ts, tmpl{prim: "os/exec.Command", steps: steps})
	require.Len(t, ts, 1)
	assert.Len(t, ts[0].steps, maxPath-1, "room is left for the primitive call")
}
