package cli

import (
	"bytes"
	"fmt"
	"go/ast"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/agentvet/agentvet/internal/report"
)

// hazardAnalyzer is a real go/analysis analyzer with a trivial rule, so
// that the driver's formats, exit statuses and baseline can be tested on
// exact output whatever the agentvet engine finds: it reports every call
// of a function named Hazard, with a two-hop path (the argument, then the
// call) and a suggested fix, through internal/report like the agentvet
// analyzers.
var hazardAnalyzer = &analysis.Analyzer{
	Name:     "testhazard",
	Doc:      "testhazard: report calls of Hazard\n\nEvery call of a function named Hazard is a finding.",
	URL:      "https://github.com/agentvet/agentvet#testhazard",
	Requires: []*analysis.Analyzer{inspect.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
		var diags []analysis.Diagnostic
		for n := range ins.PreorderSeq((*ast.CallExpr)(nil)) {
			call := n.(*ast.CallExpr)
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "Hazard" || len(call.Args) != 1 {
				continue
			}
			decl := pass.TypesInfo.Uses[sel.Sel]
			declPos := pass.Fset.Position(decl.Pos())
			diags = append(diags, analysis.Diagnostic{
				Pos: call.Pos(),
				End: call.End(),
				Message: fmt.Sprintf("argument reaches Hazard (declared at %s:%d)",
					filepath.Base(declPos.Filename), declPos.Line),
				SuggestedFixes: []analysis.SuggestedFix{{
					Message:   "call Safe instead",
					TextEdits: []analysis.TextEdit{{Pos: sel.Sel.Pos(), End: sel.Sel.End(), NewText: []byte("Safe")}},
				}},
				Related: []analysis.RelatedInformation{
					{Pos: call.Args[0].Pos(), End: call.Args[0].End(), Message: "producer: the argument"},
					{Pos: sel.Sel.Pos(), Message: "sink: Hazard"},
				},
			})
		}
		report.Report(pass, diags)
		return nil, nil
	},
}

// copyModule copies the testdata module name into a fresh directory and
// returns the directory.
func copyModule(t *testing.T, name string) string {
	t.Helper()
	src := filepath.Join("testdata", name)
	dst := filepath.Join(t.TempDir(), name)
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
	require.NoError(t, err)
	// The real path: go list reports resolved file names.
	dst, err = filepath.EvalSymlinks(dst)
	require.NoError(t, err)
	return dst
}

// agentvet runs the command in dir with the test analyzer and -test=false
// and returns stdout, stderr and the exit status. Test variants make the
// driver load package testing and its dependencies from source; only the
// tests of the default (agentvetDefault) need them.
func agentvet(t *testing.T, dir string, args ...string) (string, string, int) {
	t.Helper()
	return agentvetDefault(t, dir, append([]string{"-test=false"}, args...)...)
}

// agentvetDefault runs the command with args as given.
func agentvetDefault(t *testing.T, dir string, args ...string) (string, string, int) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	c := &Command{Analyzers: []*analysis.Analyzer{hazardAnalyzer}, Stdout: &stdout, Stderr: &stderr, Dir: dir}
	code := c.Run(args)
	return stdout.String(), stderr.String(), code
}

// insertLines inserts text before line n (1-based) of file.
func insertLines(t *testing.T, file string, n int, text string) {
	t.Helper()
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	lines := bytes.SplitAfter(data, []byte("\n"))
	require.Less(t, n-1, len(lines))
	var out []byte
	for i, l := range lines {
		if i == n-1 {
			out = append(out, text...)
		}
		out = append(out, l...)
	}
	require.NoError(t, os.WriteFile(file, out, 0o644))
}
