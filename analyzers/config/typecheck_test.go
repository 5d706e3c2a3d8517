package config

import (
	"errors"
	"go/ast"
	"go/importer"
	goparser "go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/internal/policy"
)

// hooksSrc is the package the entries below name: an interface, a
// concrete type with the same method, a func-typed and a string field,
// and functions of known arity (one variadic).
const hooksSrc = `package hooks

type Handler interface{ OnMessage(id, text string) }

type Server struct{}

func (Server) OnMessage(id, text string) {}

type Options struct {
	OnMessage func(id, text string)
	Name      string
}

func Say(role, text string) {}

func Log(format string, args ...any) {}

type Prompter interface{ Prompt() string }

type Static struct{}

func (Static) Prompt() string { return "" }

type Store struct{}

func (*Store) Put(key, text string) {}
`

// typeCheckPackages type-checks hooks and an app package that imports
// it, and a package that does not.
func typeCheckPackages(t *testing.T) (app, other *types.Package) {
	t.Helper()
	fset := token.NewFileSet()
	check := func(path, src string, imp types.Importer) *types.Package {
		f, err := goparser.ParseFile(fset, path+".go", src, 0)
		require.NoError(t, err)
		pkg, err := (&types.Config{Importer: imp}).Check(path, fset, []*ast.File{f}, nil)
		require.NoError(t, err)
		return pkg
	}
	hooks := check("example.com/agent/hooks", hooksSrc, importer.Default())
	imp := importerFunc(func(path string) (*types.Package, error) {
		if path == hooks.Path() {
			return hooks, nil
		}
		return nil, errors.New("no package " + path)
	})
	app = check("example.com/agent/app", `package app

import "example.com/agent/hooks"

var _ hooks.Handler
`, imp)
	other = check("example.com/agent/other", "package other\n", imp)
	return app, other
}

type importerFunc func(string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// typeErr parses yaml and checks its claims in pkg.
func typeErr(t *testing.T, yaml string, pkg *types.Package) error {
	t.Helper()
	m, checks, err := parse("agentvet.yaml", []byte(yaml))
	require.NoError(t, err, "the file parses: the problem needs type information")
	return checkTypes("agentvet.yaml", checks, pkg, m.Canon)
}

// TestTypeChecksRefuse: a key that parses but, against the named package's
// types, would match nothing is an error naming the file, the line and
// the key, in every package that can see the name.
func TestTypeChecksRefuse(t *testing.T) {
	app, _ := typeCheckPackages(t)
	const h = "example.com/agent/hooks"
	cases := []struct {
		name string
		yaml string
		line int
		key  string
		msg  string
	}{
		{"params on a field not of func type", "producers:\n  - field: " + h + ".Options.Name\n    params: [0]\n    origin: web:x\n", 3, "producers[0].params",
			"params is for a callback, and " + h + ".Options.Name has type string, not a func type"},
		{"params past a func field's parameters", "producers:\n  - field: " + h + ".Options.OnMessage\n    params: [0, 2]\n    origin: web:x\n", 3, "producers[0].params[1]",
			"2 is not a parameter of " + h + ".Options.OnMessage, which takes 2 parameters"},
		{"params past an interface method's parameters", "producers:\n  - func: (" + h + ".Handler).OnMessage\n    params:\n      - 1\n      - 5\n    origin: web:x\n", 5, "producers[0].params[1]",
			"5 is not a parameter of (" + h + ".Handler).OnMessage, which takes 2 parameters"},
		{"params on a value method of a concrete type", "producers:\n  - func: (" + h + ".Server).OnMessage\n    params: [1]\n    origin: web:x\n", 3, "producers[0].params",
			"params is for a callback, and " + h + ".Server is a concrete type, not an interface"},
		{"args past the parameters", "sinks:\n  - func: " + h + ".Say\n    args: [1, 2]\n    position: system\n", 3, "sinks[0].args[1]",
			"2 is not a parameter of " + h + ".Say, which takes 2 parameters"},
		{"args past a variadic parameter", "sinks:\n  - func: " + h + ".Log\n    args: [2]\n    position: system\n", 3, "sinks[0].args[0]",
			"2 is not a parameter of " + h + ".Log"},
		{"role-arg past the parameters", "sinks:\n  - func: " + h + ".Say\n    role-arg: 3\n    roles: {system: system}\n", 3, "sinks[0].role-arg",
			"3 is not a parameter of " + h + ".Say"},
		{"results on a value method of a concrete type", "sinks:\n  - func: (" + h + ".Static).Prompt\n    position: system\n    results: true\n", 4, "sinks[0].results",
			"results on a func sink needs an interface method, and " + h + ".Static is a concrete type"},
		{"persistence args past the parameters", "persistence:\n  - func: (*" + h + ".Store).Put\n    args: [2]\n", 3, "persistence[0].args[0]",
			"2 is not a parameter of (*" + h + ".Store).Put, which takes 2 parameters"},
		{"a field the struct does not declare", "producers:\n  - field: " + h + ".Options.Nme\n    params: [0]\n    origin: web:x\n", 2, "producers[0].field",
			h + ".Options.Nme: " + h + " (as this module requires it) declares no such field"},
		{"a function the package does not declare", "sinks:\n  - func: " + h + ".Sya\n    position: system\n", 2, "sinks[0].func",
			h + ".Sya: " + h + " (as this module requires it) declares no such function or method"},
		{"a method the type does not have", "sinks:\n  - func: (" + h + ".Prompter).Promt\n    position: system\n    results: true\n", 2, "sinks[0].func",
			"declares no such function or method"},
		{"the first problem in file order", "sinks:\n  - func: " + h + ".Say\n    args: [1]\n    position: system\n  - func: " + h + ".Say\n    args: [4]\n    position: user\n", 6, "sinks[1].args[0]",
			"4 is not a parameter"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := typeErr(t, c.yaml, app)
			assertConfigError(t, err, c.line, c.key, c.msg)
		})
	}
}

// TestTypeChecksAccept: each key where it has an effect (params on an
// interface method and on a func-typed field, args, role-arg and results
// on an interface method, persistence args, the variadic parameter's
// index) passes; so does every entry in a package that cannot see the
// name (a name it cannot see is not checked: see TestTypeChecksRefuse for
// one that does not resolve where it is seen).
func TestTypeChecksAccept(t *testing.T) {
	app, other := typeCheckPackages(t)
	const h = "example.com/agent/hooks"
	const accepted = `producers:
  - func: (` + h + `.Handler).OnMessage
    params: [1]
    origin: mcp:notification
  - field: ` + h + `.Options.OnMessage
    params: [0, 1]
    origin: mcp:notification
sinks:
  - func: ` + h + `.Say
    role-arg: 0
    roles: {system: system, user: user}
    args: [1]
  - func: ` + h + `.Log
    args: [1]
    position: system
  - func: (` + h + `.Prompter).Prompt
    position: system
    results: true
  - func: (` + h + `.Static).Prompt
    position: system
persistence:
  - func: (*` + h + `.Store).Put
    args: [1]
`
	assert.NoError(t, typeErr(t, accepted, app))
	const refused = "producers:\n  - field: " + h + ".Options.Name\n    params: [0]\n    origin: web:x\n"
	require.Error(t, typeErr(t, refused, app))
	assert.NoError(t, typeErr(t, refused, other), "a package that cannot see hooks has nothing to check")
	assert.NoError(t, typeErr(t, "producers:\n  - field: "+h+".Options.Nme\n    params: [0]\n    origin: web:x\n", other), "an unknown name a package cannot see is left alone")
}

// TestAnalyzerReportsTypeChecks: the Analyzer hands a failed claim to the
// analyzers as the package's configuration error, as it does a parse
// error, and the file still loads for a package that cannot see the name.
func TestAnalyzerReportsTypeChecks(t *testing.T) {
	app, other := typeCheckPackages(t)
	file := filepath.Join(t.TempDir(), "agentvet.yaml")
	require.NoError(t, os.WriteFile(file, []byte("producers:\n  - func: (example.com/agent/hooks.Server).OnMessage\n    params: [1]\n    origin: web:x\n"), 0o666))
	r := &resolver{path: file, models: map[string]cached{}}
	res, err := r.run(&analysis.Pass{Pkg: app})
	require.NoError(t, err)
	s := res.(*policy.Settings)
	var cerr *Error
	require.True(t, errors.As(s.Err, &cerr), "got %v", s.Err)
	assert.Equal(t, file+":3: producers[0].params: ", cerr.Error()[:len(file)+len(":3: producers[0].params: ")])
	res, err = r.run(&analysis.Pass{Pkg: other})
	require.NoError(t, err)
	assert.NoError(t, res.(*policy.Settings).Err)
	assert.NotNil(t, res.(*policy.Settings).Model)
}

// assertConfigError checks that err is a *Error of agentvet.yaml at line,
// under key, whose message holds msg.
func assertConfigError(t *testing.T, err error, line int, key, msg string) {
	t.Helper()
	require.Error(t, err)
	var cerr *Error
	require.True(t, errors.As(err, &cerr), "want *config.Error, got %T: %v", err, err)
	assert.Equal(t, "agentvet.yaml", cerr.File)
	assert.Equal(t, line, cerr.Line, "line of %v", err)
	assert.Equal(t, key, cerr.Key, "key of %v", err)
	assert.Contains(t, cerr.Msg, msg)
}
