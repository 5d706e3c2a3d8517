package config

import (
	"flag"
	"path/filepath"
	"reflect"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/internal/policy"
)

// Analyzer resolves the settings of a package once, for every agentvet
// analyzer that requires it: the -config file (or agentvet.yaml at the
// package's module root, or the presets alone) and the -tests flag. Its
// result is a *policy.Settings that nothing changes afterwards.
//
// A configuration file is parsed once per process and shared by every
// package that uses it (the standalone driver and golangci-lint analyse
// many packages in one process; go vet runs one process per package).
var Analyzer = newAnalyzer()

// resolver holds the Analyzer's flags and its cache of parsed files.
type resolver struct {
	path     string
	tests    bool
	examples bool

	mu     sync.Mutex
	models map[string]cached // by file ("" = presets only)
}

type cached struct {
	model  *policy.Model
	checks []typeCheck
	err    error
}

func newAnalyzer() *analysis.Analyzer {
	r := &resolver{models: map[string]cached{}}
	a := &analysis.Analyzer{
		Name:       "agentvetconfig",
		Doc:        "agentvet's settings for a package (internal; required by every agentvet analyzer)",
		Run:        r.run,
		ResultType: reflect.TypeFor[*policy.Settings](),
	}
	a.Flags.StringVar(&r.path, "config", "", "agentvet configuration file (default: agentvet.yaml at the module root, if present)")
	a.Flags.BoolVar(&r.tests, "tests", false, "also report findings in _test.go files (test code does not ship; left out by default)")
	a.Flags.BoolVar(&r.examples, "examples", false, "also report findings under examples/, example/ and _examples/ directories of the module (demos do not ship; left out by default)")
	return a
}

func (r *resolver) run(pass *analysis.Pass) (any, error) {
	s := &policy.Settings{Tests: r.tests, Examples: r.examples, Dependency: len(pass.Files) > 0 && dependency(pkgDir(pass))}
	if len(pass.Files) > 0 {
		// The module root: where examples/ directories are counted from
		// (a module that is itself an example is reported).
		s.Root, _ = moduleRoot(pkgDir(pass))
	}
	file, err := r.file(pass)
	if err != nil {
		s.Err = err
		return s, nil
	}
	s.Source = file
	c := r.model(file)
	s.Model, s.Err = c.model, c.err
	if s.Err == nil {
		// What the file claims of the names this package can see.
		s.Err = checkTypes(file, c.checks, pass.Pkg, c.model.Canon)
	}
	return s, nil
}

// file returns the configuration file that applies to the package of
// pass, or "" for the presets alone (see Find).
func (r *resolver) file(pass *analysis.Pass) (string, error) {
	if r.path != "" {
		return r.path, nil
	}
	if len(pass.Files) == 0 {
		return "", nil
	}
	return Find(pkgDir(pass))
}

// pkgDir is the directory of the package of pass (which has files). The
// adjusted position: a cgo package's first file is generated in the build
// cache, but its //line directives name the source file.
func pkgDir(pass *analysis.Pass) string {
	return filepath.Dir(pass.Fset.Position(pass.Files[0].Package).Filename)
}

func (r *resolver) model(file string) cached {
	r.mu.Lock()
	defer r.mu.Unlock()
	c, ok := r.models[file]
	if !ok {
		if file == "" {
			c.model = Default()
		} else {
			c.model, c.checks, c.err = load(file)
		}
		r.models[file] = c
	}
	return c
}

// ShareFlags registers the Analyzer's flags (-config, -tests) on fs, bound
// to the same values: every user-facing analyzer offers them, and any of
// them sets them for all.
func ShareFlags(fs *flag.FlagSet) {
	Analyzer.Flags.VisitAll(func(f *flag.Flag) { fs.Var(f.Value, f.Name, f.Usage) })
}
