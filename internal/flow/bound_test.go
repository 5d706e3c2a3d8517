package flow_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/analyzers/engine"
	"github.com/agentvet/agentvet/internal/flow"
	"github.com/agentvet/agentvet/taintflow"
)

// pathological writes a GOPATH tree with one package holding a deep call
// chain (with recursion) and a giant composite literal, the kind of code
// that makes a data-flow engine hang.
func pathological(t *testing.T, depth, elems int) string {
	var b strings.Builder
	b.WriteString("package patho\n\n//agentvet:producer origin=web:page\nfunc Page() string { return \"\" }\n\n")
	b.WriteString("//agentvet:sink position=system\nfunc System(s string) {}\n\n")
	for i := 0; i < depth; i++ {
		fmt.Fprintf(&b, "func f%d(s string, n int) string {\n\tif n > 1000 {\n\t\treturn f0(s, n-1)\n\t}\n\treturn f%d(s+\".\", n+1)\n}\n\n", i, i+1)
	}
	fmt.Fprintf(&b, "func f%d(s string, n int) string { return s }\n\n", depth)
	b.WriteString("func Giant() []string {\n\treturn []string{\n")
	for i := 0; i < elems; i++ {
		if i == elems/2 {
			b.WriteString("\t\tPage(),\n")
			continue
		}
		fmt.Fprintf(&b, "\t\t\"e%d\",\n", i)
	}
	b.WriteString("\t}\n}\n\n")
	b.WriteString("func Use() {\n\tSystem(f0(Page(), 0)) // the finding\n\tSystem(Giant()[7])\n}\n")
	return gopathPackage(t, "patho", b.String())
}

// gopathPackage writes src as the one file of package name in a new
// GOPATH tree and returns the tree's root.
func gopathPackage(t *testing.T, name, src string) string {
	dir := t.TempDir()
	pkg := filepath.Join(dir, "src", name)
	require.NoError(t, os.MkdirAll(pkg, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(pkg, name+".go"), []byte(src), 0o644))
	return dir
}

// recorder collects analysistest's complaints instead of failing.
type recorder struct{ errs []string }

func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

// TestBoundFailsClosed: past the budget the engine says it could not
// decide, naming the bound, instead of hanging or passing silently.
func TestBoundFailsClosed(t *testing.T) {
	dir := pathological(t, 200, 3000)
	require.NoError(t, taintflow.Analyzer.Flags.Set("budget", "5000"))
	defer func() { require.NoError(t, taintflow.Analyzer.Flags.Set("budget", "4000000")) }()
	var r recorder
	analysistest.Run(&r, dir, taintflow.Analyzer, "patho")
	joined := strings.Join(r.errs, "\n")
	assert.Contains(t, joined, "could not decide the flows of")
	assert.Contains(t, joined, "budget of 5000 instruction visits")
	assert.Equal(t, 1, strings.Count(joined, "could not decide"), "one undecided finding per package, not one per function")
}

// TestPathologicalWithinBudget: the same code with the default budget is
// decided, and the flows are found.
func TestPathologicalWithinBudget(t *testing.T) {
	dir := pathological(t, 200, 3000)
	var r recorder
	analysistest.Run(&r, dir, taintflow.Analyzer, "patho")
	joined := strings.Join(r.errs, "\n")
	assert.NotContains(t, joined, "could not decide")
	assert.Equal(t, 2, strings.Count(joined, "reaches the system prompt"), joined)
}

// wide writes a GOPATH package where one function reaches many sinks of
// one position (Fan, through sinks S0…Sn) at the end of a long call chain
// (c0 → … → Fan), the shape of a large agent loop.
func wide(t *testing.T, sinks, depth int) string {
	var b strings.Builder
	b.WriteString("package wide\n\n//agentvet:producer origin=web:page\nfunc Page() string { return \"\" }\n\n")
	b.WriteString("func Fan(s string) {\n")
	for i := 0; i < sinks; i++ {
		fmt.Fprintf(&b, "\tS%d(s)\n", i)
	}
	b.WriteString("}\n\n")
	for i := 0; i < sinks; i++ {
		fmt.Fprintf(&b, "//agentvet:sink position=system\nfunc S%d(s string) {}\n\n", i)
	}
	for i := 0; i < depth; i++ {
		fmt.Fprintf(&b, "func C%d(s string) { C%d(s) }\n\n", i, i+1)
	}
	fmt.Fprintf(&b, "func C%d(s string) { Fan(s) }\n\n", depth)
	b.WriteString("func Use() {\n\tC0(Page()) // the finding\n}\n")
	return gopathPackage(t, "wide", b.String())
}

// TestSinkBounds: a function that reaches more sinks of one position than
// a summary keeps exports one per parameter and position, and a sink's
// path through a long call chain is cut in the middle: the facts every
// importer repeats stay small (on picoclaw's pkg/agent they were 209 MB),
// and the flow is still reported at the caller.
func TestSinkBounds(t *testing.T) {
	dir := wide(t, 80, 24)
	var r recorder
	results := analysistest.Run(&r, dir, engine.Analyzer, "wide")
	require.Len(t, results, 1)
	facts := map[string]*flow.FuncFact{}
	for obj, fs := range results[0].Facts {
		for _, f := range fs {
			if ff, ok := f.(*flow.FuncFact); ok {
				facts[obj.Name()] = ff
			}
		}
	}
	require.Contains(t, facts, "Fan")
	require.Contains(t, facts, "C0")
	assert.Equal(t, 1, len(facts["Fan"].ParamSinks), "80 system sinks of one parameter: one stands for them")
	require.NotEmpty(t, facts["C0"].ParamSinks)
	for _, ps := range facts["C0"].ParamSinks {
		path := facts["C0"].SinkPath(ps)
		require.NotEmpty(t, path)
		assert.LessOrEqual(t, len(path), 16, "a sink's path is cut past 16 hops")
		assert.Equal(t, "passed to wide.C1", path[0].What, "the path starts where the text enters the chain")
		assert.Contains(t, path[len(path)-1].What, "enters wide.S", "and ends at a sink")
	}

	var found recorder
	analysistest.Run(&found, dir, taintflow.Analyzer, "wide")
	assert.Equal(t, 1, strings.Count(strings.Join(found.errs, "\n"), "reaches the system prompt"), "the flow is still reported at the caller")
}

// manyFields writes a GOPATH package whose Configure sets n fields of an
// agent before it appends a tool whose description is third-party text:
// agent-sdk-go's WithAgentConfig sets some forty fields and their paths
// before it appends the configured tools.
func manyFields(t *testing.T, n int) string {
	var b strings.Builder
	b.WriteString("package many\n\n//agentvet:producer origin=mcp:tool-list\nfunc List() string { return \"\" }\n\n")
	b.WriteString("//agentvet:sink position=system\nfunc System(s string) {}\n\n")
	b.WriteString("type Tool interface{ Description() string }\n\n")
	b.WriteString("type listed struct{ desc string }\n\nfunc (l *listed) Description() string { return l.desc }\n\n")
	b.WriteString("type Agent struct {\n\tPrompt string\n\tTools  []Tool\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "\tF%d string\n", i)
	}
	b.WriteString("}\n\nfunc Configure(a *Agent, s string) {\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "\ta.F%d = s\n", i)
	}
	b.WriteString("\ta.Tools = append(a.Tools, &listed{desc: List()})\n}\n\n")
	b.WriteString("func Use() {\n\ta := &Agent{Prompt: \"operator\"}\n\tConfigure(a, \"x\")\n")
	b.WriteString("\tSystem(a.Prompt) // benign: the prompt is the operator's\n")
	b.WriteString("\tfor _, t := range a.Tools {\n\t\tSystem(t.Description()) // want `\\(mcp:tool-list\\) reaches the system prompt`\n\t}\n}\n")
	return gopathPackage(t, "many", b.String())
}

// TestManyPathsKeepFieldsApart: past the bound on the paths one function
// keeps under a root, a new path is kept at its first field, not at the
// root: the tool list a constructor appends after setting many fields
// stays in the agent's tool list and does not cover its prompt.
func TestManyPathsKeepFieldsApart(t *testing.T) {
	analysistest.Run(t, manyFields(t, 150), taintflow.Analyzer, "many")
}
