package testmod

import (
	"fmt"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// Load loads the packages matching patterns in the fixture module rooted
// at dir the way analysistest does in module mode (offline, with syntax
// and types for every dependency), failing t on any load or type error.
func Load(t testing.TB, dir string, patterns ...string) []*packages.Package {
	t.Helper()
	return loadInto(t, dir, patterns...)
}

// fataler is the part of testing.TB that loadInto fails through.
type fataler interface {
	Helper()
	Fatalf(format string, args ...any)
}

func loadInto(t fataler, dir string, patterns ...string) []*packages.Package {
	t.Helper()
	if err := prepare(dir); err != nil {
		t.Fatalf("preparing fixture module %s: %v", dir, err)
		return nil
	}
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles | packages.NeedImports |
			packages.NeedTypes | packages.NeedTypesSizes | packages.NeedSyntax | packages.NeedTypesInfo |
			packages.NeedDeps | packages.NeedModule,
		Dir:   dir,
		Tests: false,
		Env:   append(os.Environ(), "GO111MODULE=on", "GOPROXY=off", "GOWORK=off", "GOFLAGS="),
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		t.Fatalf("loading %v in %s: %v", patterns, dir, err)
		return nil
	}
	if len(pkgs) == 0 {
		t.Fatalf("loading %v in %s: no packages", patterns, dir)
		return nil
	}
	var errs []string
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			errs = append(errs, e.Error())
		}
	})
	if len(errs) > 0 {
		t.Fatalf("loading %v in %s:\n%s", patterns, dir, strings.Join(errs, "\n"))
		return nil
	}
	return pkgs
}

// Analyze runs analyzers over pkgs and fails t if any root action failed.
func Analyze(t testing.TB, pkgs []*packages.Package, analyzers ...*analysis.Analyzer) *checker.Graph {
	t.Helper()
	g, err := checker.Analyze(analyzers, pkgs, nil)
	if err != nil {
		t.Fatalf("analyze: %v", err)
	}
	for _, act := range g.Roots {
		if act.Err != nil {
			t.Fatalf("%s: %v", act, act.Err)
		}
	}
	return g
}

// Render renders the diagnostics of g's root actions as text, one line
// per diagnostic ("file:line:col: analyzer [category]: message") and one
// indented line per related position, file names relative to dir. Root
// actions are taken in package-path order; diagnostics in the order each
// analyzer reported them, which is what determinism is about.
func Render(g *checker.Graph, dir string) string {
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	roots := append([]*checker.Action(nil), g.Roots...)
	sort.SliceStable(roots, func(i, j int) bool {
		if roots[i].Package.PkgPath != roots[j].Package.PkgPath {
			return roots[i].Package.PkgPath < roots[j].Package.PkgPath
		}
		return roots[i].Analyzer.Name < roots[j].Analyzer.Name
	})
	var b strings.Builder
	for _, act := range roots {
		fset := act.Package.Fset
		for _, d := range act.Diagnostics {
			fmt.Fprintf(&b, "%s: %s [%s]: %s\n", position(fset, d.Pos, dir), act.Analyzer.Name, d.Category, d.Message)
			for _, r := range d.Related {
				fmt.Fprintf(&b, "\t%s: %s\n", position(fset, r.Pos, dir), r.Message)
			}
		}
	}
	return b.String()
}

func position(fset *token.FileSet, pos token.Pos, dir string) string {
	p := fset.Position(pos)
	if rel, err := filepath.Rel(dir, p.Filename); err == nil && !strings.HasPrefix(rel, "..") {
		p.Filename = filepath.ToSlash(rel)
	}
	return p.String()
}

// shared holds the packages LoadShared loaded, per test binary: loading a
// fixture module type-checks every SDK it imports from source, which is
// most of the time a test of the whole module takes, and the analyzers do
// not modify what they are given.
var shared sync.Map // dir + patterns → *sharedLoad

type sharedLoad struct {
	once sync.Once
	pkgs []*packages.Package
	err  string
}

// LoadShared is Load, done once per test binary for the same dir and
// patterns; later callers get the same packages.
func LoadShared(t testing.TB, dir string, patterns ...string) []*packages.Package {
	t.Helper()
	key := dir + "\x00" + strings.Join(patterns, "\x00")
	v, _ := shared.LoadOrStore(key, new(sharedLoad))
	s := v.(*sharedLoad)
	s.once.Do(func() {
		rec := new(recorder)
		s.pkgs = loadInto(rec, dir, patterns...)
		s.err = rec.msg
	})
	if s.err != "" {
		t.Fatal(s.err)
	}
	return s.pkgs
}

// recorder keeps the first fatal message of Load instead of stopping the
// goroutine of whichever test happened to load first.
type recorder struct{ msg string }

func (*recorder) Helper() {}

func (r *recorder) Fatalf(format string, args ...any) {
	if r.msg == "" {
		r.msg = fmt.Sprintf(format, args...)
	}
}

// Share records the root packages of an analysistest run over dir and
// patterns as what LoadShared(dir, patterns...) returns, unless something
// was loaded for them already: analysistest loads exactly as Load does,
// and a fixture module that imports the SDKs takes most of a test's time
// to load. A test that runs alone still loads for itself.
func Share(dir string, results []*analysistest.Result, patterns ...string) {
	var pkgs []*packages.Package
	seen := map[string]bool{}
	for _, r := range results {
		if r.Action == nil || r.Action.Package == nil || seen[r.Action.Package.ID] {
			continue
		}
		seen[r.Action.Package.ID] = true
		pkgs = append(pkgs, r.Action.Package)
	}
	if len(pkgs) == 0 {
		return
	}
	key := dir + "\x00" + strings.Join(patterns, "\x00")
	v, _ := shared.LoadOrStore(key, new(sharedLoad))
	v.(*sharedLoad).once.Do(func() { v.(*sharedLoad).pkgs = pkgs })
}
