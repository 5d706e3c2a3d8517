//go:build heavy

package taintflow_test

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/fencecheck"
	"github.com/agentvet/agentvet/internal/report"
	"github.com/agentvet/agentvet/internal/testmod"
	"github.com/agentvet/agentvet/taintflow"
	"github.com/agentvet/agentvet/unwrapaudit"
)

// The fixtures are two modules: genkit v1.4.0 and anthropic-sdk-go v2.17.0
// cannot share a build list (they need incompatible invopop/jsonschema
// versions), so genkit has a module of its own.
var (
	fixtures       = analysistest.TestData()
	genkitFixtures = filepath.Join(analysistest.TestData(), "genkitmod")
)

func TestMain(m *testing.M) {
	testmod.Main(m, fixtures, genkitFixtures)
}

// TestTaintflow checks every // want in the fixture module: each SDK
// preset's hazards and look-alikes, every propagation shape, helpers in
// another package both ways, generics, role resolution, argv and path
// sinks, directives and suppressions.
func TestTaintflow(t *testing.T) {
	setFlag(t, "argv", "true")
	results := analysistest.Run(t, fixtures, taintflow.Analyzer, "fixtures/...")
	testmod.Share(fixtures, results, "fixtures/...")
}

// TestTaintflowGenkit checks the genkit preset.
func TestTaintflowGenkit(t *testing.T) {
	analysistest.Run(t, genkitFixtures, taintflow.Analyzer, "fixtures/...")
}

// TestFixtureVersions pins the SDKs the fixtures import to the versions
// the presets name.
func TestFixtureVersions(t *testing.T) {
	testmod.Pinned(t, fixtures, map[string]string{
		"github.com/mark3labs/mcp-go":               "v1.2.1",
		"github.com/modelcontextprotocol/go-sdk":    "v1.8.0",
		"github.com/tmc/langchaingo":                "v0.1.14",
		"github.com/sashabaranov/go-openai":         "v1.43.0",
		"github.com/openai/openai-go/v3":            "v3.102.0",
		"github.com/anthropics/anthropic-sdk-go/v2": "v2.17.0",
		"google.golang.org/genai":                   "v1.77.0",
		"github.com/cloudwego/eino":                 "v0.7.36",
	})
	testmod.Pinned(t, genkitFixtures, map[string]string{
		"github.com/firebase/genkit/go": "v1.4.0",
		"github.com/mark3labs/mcp-go":   "v1.2.1",
	})
}

// TestArgvOffByDefault checks that the argv and path category is opt-in
// and that leaving it off silences nothing else.
func TestArgvOffByDefault(t *testing.T) {
	pkgs := testmod.LoadShared(t, fixtures, "fixtures/...")
	g := testmod.Analyze(t, pkgs, taintflow.Analyzer)
	out := testmod.Render(g, fixtures)
	assert.NotContains(t, out, "argv/argv.go", "argv findings without -taintflow.argv")
	assert.Contains(t, out, "roles/roles.go", "the flag switched off more than the argv category")
}

// TestAllowEntry checks a configuration allow entry: MCP text in the
// system prompt is the operator's reviewed choice and is not reported;
// MCP text in every other position, and web text in the system prompt,
// still are.
func TestAllowEntry(t *testing.T) {
	setFlag(t, "config", filepath.Join(fixtures, "config", "allow.yaml"))
	pkgs := testmod.LoadShared(t, fixtures, "fixtures/...")
	out := testmod.Render(testmod.Analyze(t, pkgs, taintflow.Analyzer), fixtures)
	assert.NotRegexp(t, `\(mcp:[a-z-]+\) reach(es)? the system prompt`, out)
	assert.Regexp(t, `\(mcp:tool-list\) reach(es)? a tool description`, out)
	assert.Regexp(t, `\(web:http-response\) reaches the system prompt`, out)
}

// TestDeterministic runs taintflow twice over the whole fixture module and
// requires byte-identical diagnostics, in the same order, both times.
func TestDeterministic(t *testing.T) {
	pkgs := testmod.LoadShared(t, fixtures, "fixtures/...")
	first := testmod.Render(testmod.Analyze(t, pkgs, taintflow.Analyzer), fixtures)
	second := testmod.Render(testmod.Analyze(t, pkgs, taintflow.Analyzer), fixtures)
	require.NotEmpty(t, first, "no diagnostics at all: nothing was compared")
	require.Equal(t, first, second)
	// The checker runs packages in parallel: one thread must give the
	// same answer as many.
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	third := testmod.Render(testmod.Analyze(t, pkgs, taintflow.Analyzer), fixtures)
	require.Equal(t, first, third)
	t.Logf("%d diagnostics", strings.Count(first, "\n")-strings.Count(first, "\n\t"))
}

// TestPathRunsFromProducerToSink checks that a finding carries its path:
// the related positions include the producer's call in the helper that
// returned the text, and the diagnostic itself sits at the sink.
func TestPathRunsFromProducerToSink(t *testing.T) {
	pkgs := testmod.LoadShared(t, fixtures, "fixtures/...")
	g := testmod.Analyze(t, pkgs, taintflow.Analyzer)
	file := filepath.Join(fixtures, "mcpgo", "mcpgo.go")
	producer := lineOf(t, file, "res, err := c.CallTool(ctx, mcp.CallToolRequest{})")
	sink := lineOf(t, file, "Content: text, // want")
	var found bool
	for act := range g.All() {
		if act.Package.PkgPath != "fixtures/mcpgo" || act.Analyzer != taintflow.Analyzer {
			continue
		}
		for _, d := range act.Diagnostics {
			if p := act.Package.Fset.Position(d.Pos); p.Line != sink {
				continue
			}
			found = true
			var lines []int
			for _, r := range d.Related {
				p := act.Package.Fset.Position(r.Pos)
				if p.Filename == file {
					lines = append(lines, p.Line)
				}
			}
			assert.Contains(t, lines, producer, "no related position at the producer call; path: %v", d.Related)
			assert.Contains(t, d.Message, "mcpgo.toolText", "the message names the helper the text came through")
		}
	}
	require.True(t, found, "no diagnostic at mcpgo.go:%d", sink)
}

// TestEveryProducerNamed checks the structured finding of a line two
// HTTP calls of one origin reach, and of a line an MCP tool result and an
// HTTP call reach: every distinct producer is listed, sorted by origin
// then name, each at a call in the fixture; one producer called twice is
// listed once; past three the list is whole (only the message counts); a
// client call is not named twice by the type its result is made of.
func TestEveryProducerNamed(t *testing.T) {
	pkgs := testmod.LoadShared(t, fixtures, "fixtures/...")
	g := testmod.Analyze(t, pkgs, taintflow.Analyzer)
	file := filepath.Join(fixtures, "producers", "producers.go")
	byLine := map[int][]string{}
	for act := range g.All() {
		if act.Package.PkgPath != "fixtures/producers" || act.Analyzer != taintflow.Analyzer {
			continue
		}
		for _, f := range act.Result.([]report.Finding) {
			for _, p := range f.Producers {
				assert.Equal(t, file, p.Pos.File, "%s: the producer's call", p.What)
				assert.Less(t, p.Pos.Line, f.Pos.Line, "%s: the producer's call", p.What)
				byLine[f.Pos.Line] = append(byLine[f.Pos.Line], p.Origin+" "+p.What)
			}
		}
	}
	for want, sink := range map[string]string{
		"web:http-response HTTP response (http.Get)|web:http-response HTTP response (http.Post)":              "Content: page + reply, // want",
		"mcp:tool-result MCP tool result (mcp-go Client.CallTool)|web:http-response HTTP response (http.Get)": "Content: page + toolText(ctx, c), // want",
		"web:http-response HTTP response (http.Get)":                                                          "Content: a + b, // want",
		"web:http-response HTTP response (http.Client.Get)|web:http-response HTTP response (http.Get)|" +
			"web:http-response HTTP response (http.Post)|web:http-response HTTP response (http.PostForm)": "Content: a + b + c + d, // want",
		"mcp:tool-result MCP tool result (mcp-go Client.CallTool)":                                     "Content: resultText(res), // want",
		"mcp:tool-result mcp-go mcp.CallToolResult.Content|web:http-response HTTP response (http.Get)": "Content: resultText(res) + page, // want",
	} {
		assert.Equal(t, want, strings.Join(byLine[lineOf(t, file, sink)], "|"), sink)
	}
}

// lineOf returns the 1-based line of the only line of file holding s.
func lineOf(t *testing.T, file, s string) int {
	t.Helper()
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	found := 0
	for i, l := range strings.Split(string(data), "\n") {
		if strings.Contains(l, s) {
			require.Zero(t, found, "%q on two lines of %s", s, file)
			found = i + 1
		}
	}
	require.NotZero(t, found, "%q not in %s", s, file)
	return found
}

// BenchmarkTaintflowFixtures measures taintflow (and the engine and SSA
// it requires, on every package of the graph) over the fixture module,
// loaded once.
func BenchmarkTaintflowFixtures(b *testing.B) {
	pkgs := testmod.Load(b, fixtures, "fixtures/...")
	b.ReportAllocs()
	b.ResetTimer()
	var packages int
	for b.Loop() {
		g := testmod.Analyze(b, pkgs, taintflow.Analyzer)
		seen := map[string]bool{}
		for act := range g.All() {
			seen[act.Package.ID] = true
		}
		packages = len(seen)
	}
	b.ReportMetric(float64(packages), "packages")
	b.ReportMetric(float64(len(pkgs)), "roots")
}

// TestOneFlowOneFinding checks the split of flows between the analyzers
// on this module: no flow here passes through taint.Unwrap, so unwrapaudit
// is silent; fencecheck may report only the user- and tool-message lines
// the fixtures mark as "(fencecheck's rule)".
func TestOneFlowOneFinding(t *testing.T) {
	pkgs := testmod.LoadShared(t, fixtures, "fixtures/...")
	g := testmod.Analyze(t, pkgs, unwrapaudit.Analyzer, fencecheck.Analyzer)
	marked := markedLines(t, fixtures, "(fencecheck's rule)")
	for _, l := range strings.Split(testmod.Render(g, fixtures), "\n") {
		if l == "" || strings.HasPrefix(l, "\t") {
			continue
		}
		assert.NotContains(t, l, " unwrapaudit [", "unwrapaudit on a flow with no unwrap")
		if strings.Contains(l, " fencecheck [") {
			file, line := fileLine(l)
			assert.True(t, marked[file+":"+line], "fencecheck on a line not marked as its rule: %s", l)
		}
	}
}

// markedLines returns "file:line" (relative to dir) of every line of the
// Go files under dir that holds s.
func markedLines(t *testing.T, dir, s string) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		for i, l := range strings.Split(string(data), "\n") {
			if strings.Contains(l, s) {
				out[fmt.Sprintf("%s:%d", filepath.ToSlash(rel), i+1)] = true
			}
		}
		return nil
	})
	require.NoError(t, err)
	require.NotEmpty(t, out)
	return out
}

// fileLine splits "file:line:col: …" into file and line.
func fileLine(diag string) (string, string) {
	parts := strings.SplitN(diag, ":", 3)
	if len(parts) < 3 {
		return diag, ""
	}
	return parts[0], parts[1]
}
