package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"go/ast"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/agentvet/agentvet/cmd/agentvet/internal/vettool"
	"github.com/agentvet/agentvet/internal/report"
)

// TestMain makes the test binary the go vet tool of the commands under
// test, with the test analyzers: the standalone checker runs go vet with
// its own executable.
func TestMain(m *testing.M) {
	if IsVetInvocation(os.Args[1:]) {
		logUnit(os.Args[1:])
		vettool.Main(hazardAnalyzer, brokenAnalyzer)
		return
	}
	os.Exit(m.Run())
}

// vetLogEnv names a file the test binary, run by go vet as its tool,
// appends the import path of every unit it analyses to: a test of go
// vet's cache sees which units were analysed and which were replayed.
const vetLogEnv = "AGENTVET_TEST_VETLOG"

// logUnit appends the unit of a go vet tool invocation (flags, then one
// unit.cfg) to the file $AGENTVET_TEST_VETLOG names, if any.
func logUnit(args []string) {
	name := os.Getenv(vetLogEnv)
	if name == "" || len(args) == 0 || !strings.HasSuffix(args[len(args)-1], ".cfg") {
		return
	}
	data, err := os.ReadFile(args[len(args)-1])
	if err != nil {
		panic(err)
	}
	var cfg struct{ ImportPath string }
	if err := json.Unmarshal(data, &cfg); err != nil {
		panic(err)
	}
	f, err := os.OpenFile(name, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		panic(err)
	}
	// One write per line: O_APPEND keeps concurrent units' lines whole.
	_, err = f.WriteString(cfg.ImportPath + "\n")
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		panic(err)
	}
}

// hazardTests is hazardAnalyzer's -tests flag, as the agentvet analyzers
// have one.
var hazardTests bool

// hazardAnalyzer is a real go/analysis analyzer with a trivial rule, so
// that the driver's formats, exit statuses and baseline can be tested on
// exact output whatever the agentvet engine finds: it reports every call
// of a function named Hazard, with a three-hop path (the argument, the
// call, the declaration in the other package) and a suggested fix,
// through internal/report like the agentvet analyzers.
var hazardAnalyzer = &analysis.Analyzer{
	Name:       "testhazard",
	Doc:        "testhazard: report calls of Hazard\n\nEvery call of a function named Hazard is a finding.",
	URL:        "https://github.com/agentvet/agentvet#testhazard",
	Requires:   []*analysis.Analyzer{inspect.Analyzer},
	ResultType: reflect.TypeFor[[]report.Finding](),
	Run: func(pass *analysis.Pass) (any, error) {
		ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
		var fs []report.Finding
		for n := range ins.PreorderSeq((*ast.CallExpr)(nil)) {
			call := n.(*ast.CallExpr)
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "Hazard" || len(call.Args) != 1 {
				continue
			}
			decl := pass.TypesInfo.Uses[sel.Sel]
			at := func(p ast.Node) (report.Pos, report.Pos) {
				return report.PosOf(pass.Fset, p.Pos()), report.PosOf(pass.Fset, p.End())
			}
			argPos, argEnd := at(call.Args[0])
			selPos, selEnd := at(sel.Sel)
			callPos, callEnd := at(call)
			declPos := report.PosOf(pass.Fset, decl.Pos())
			fs = append(fs, report.Finding{
				Pos:       callPos,
				End:       callEnd,
				Message:   "argument reaches Hazard (declared at " + filepath.Base(declPos.File) + ":" + strconv.Itoa(declPos.Line) + ")",
				Position:  "system",
				Sink:      "sink.Hazard",
				Producers: []report.Producer{{Origin: "test:argument", What: "the argument", Pos: argPos}},
				Path: []report.Hop{
					{Pos: argPos, End: argEnd, Package: pass.Pkg.Path(), What: "producer: the argument"},
					{Pos: selPos, End: selEnd, Package: pass.Pkg.Path(), What: "sink: Hazard"},
					{Pos: declPos, End: declPos, Package: decl.Pkg().Path(), What: "declared in package " + decl.Pkg().Name()},
				},
				Fixes: []report.Fix{{
					Message: "call Safe instead",
					Edits:   []report.Edit{{File: selPos.File, Start: selPos.Offset, End: selEnd.Offset, New: "Safe"}},
				}},
			})
		}
		return report.Publish(pass, fs, report.Options{Tests: hazardTests}), nil
	},
}

func init() {
	hazardAnalyzer.Flags.BoolVar(&hazardTests, "tests", false, "also report findings in _test.go files")
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

// testEnv is the environment of the go commands the command under test
// runs: offline (a fixture's missing module must fail at once, not be
// looked up), in the module's own mode.
func testEnv() []string {
	return append(os.Environ(), "GOPROXY=off", "GOFLAGS=", "GOWORK=off", "GOTOOLCHAIN=local")
}

// agentvet runs the command in dir with the test analyzer and returns
// stdout, stderr and the exit status.
func agentvet(t *testing.T, dir string, args ...string) (string, string, int) {
	t.Helper()
	return run(t, dir, []*analysis.Analyzer{hazardAnalyzer}, args...)
}

// run runs the command in dir with analyzers.
func run(t *testing.T, dir string, analyzers []*analysis.Analyzer, args ...string) (string, string, int) {
	t.Helper()
	return runEnv(t, dir, testEnv(), analyzers, args...)
}

// runEnv runs the command in dir with analyzers and environment env.
func runEnv(t *testing.T, dir string, env []string, analyzers []*analysis.Analyzer, args ...string) (string, string, int) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	c := &Command{Analyzers: analyzers, Stdout: &stdout, Stderr: &stderr, Dir: dir, Env: env}
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

// brokenAnalyzer fails on every package: the driver must say so and exit
// 3, never report a clean run.
var brokenAnalyzer = &analysis.Analyzer{
	Name: "testbroken",
	Doc:  "testbroken: fail\n\nFails on every package.",
	Run: func(pass *analysis.Pass) (any, error) {
		return nil, errors.New("cannot analyse " + pass.Pkg.Path())
	},
}
