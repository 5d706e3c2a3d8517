package verbpin

import (
	_ "embed"
	"fmt"
	"go/token"
	"go/types"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/analyzers/config"
	"github.com/agentvet/agentvet/internal/analysisdoc"
	"github.com/agentvet/agentvet/internal/policy"
	"github.com/agentvet/agentvet/internal/report"
	"github.com/agentvet/agentvet/internal/ssainput"
	"github.com/agentvet/agentvet/internal/stdlib"
)

//go:generate go test ./internal/verbs -run TestDocTable -update

//go:embed doc.go
var doc string

// Analyzer reports calls from designated packages that reach a forbidden
// actuation verb.
var Analyzer = &analysis.Analyzer{
	Name:      "verbpin",
	Doc:       analysisdoc.MustExtract(doc, "verbpin"),
	URL:       "https://github.com/agentvet/agentvet#verbpin",
	Run:       run,
	Requires:  []*analysis.Analyzer{ssainput.Analyzer, config.Analyzer},
	FactTypes: []analysis.Fact{new(FuncFact), new(ResultFact), new(VarFact), new(PackageFact)},
	// The findings, suppressed ones included, for the standalone driver.
	ResultType: reflect.TypeFor[[]report.Finding](),
}

func run(pass *analysis.Pass) (any, error) {
	if len(pass.Files) == 0 || isStd(pass) {
		return []report.Finding(nil), nil
	}
	st := pass.ResultOf[config.Analyzer].(*policy.Settings)
	if st.Err != nil {
		return nil, fmt.Errorf("verbpin: %w", st.Err)
	}
	return check(pass, st.Model.VerbPin, report.OptionsOf(st)), nil
}

// check runs both rules on a package that is not in the standard library
// and publishes the findings (see report.Publish: findings in _test.go
// files only with opt.Tests).
func check(pass *analysis.Pass, cfg policy.VerbPin, opt report.Options) []report.Finding {
	designated := isDesignated(pass, cfg.Packages)

	var diags []analysis.Diagnostic
	if designated && (textFlag || cfg.Text) {
		diags = append(diags, textRule(pass)...)
	}
	if sc := prefilter(pass, cfg); sc.relevant {
		diags = append(diags, analyze(pass, designated, newDecider(pass.Pkg, cfg, sc.pty), !opt.Tests)...)
	}
	sort.SliceStable(diags, func(i, j int) bool { return diags[i].Pos < diags[j].Pos })
	fs := make([]report.Finding, len(diags))
	for i, d := range diags {
		fs[i] = report.FromDiagnostic(pass, d)
	}
	return report.Publish(pass, fs, opt)
}

// isStd reports whether the package is in the standard library or in
// golang.org/x/sys: it can neither be designated nor hold a helper that
// reaches a verb other than the primitives, which are known by name.
func isStd(pass *analysis.Pass) bool {
	if strings.HasPrefix(pass.Pkg.Path(), "golang.org/x/sys/") {
		return true
	}
	return stdlib.Is(pass)
}

func isDesignated(pass *analysis.Pass, patterns []string) bool {
	for _, f := range pass.Files {
		if hasDirective(f) {
			return true
		}
	}
	// An external test package (a_test) is its own package: designated
	// neither by a's directive nor by a's pattern.
	for _, p := range patterns {
		if matchPattern(p, pass.Pkg.Path()) {
			return true
		}
	}
	return false
}

// analyze builds the package's SSA (without its _test.go files when
// shipped: their findings would not be reported), computes what its
// functions reach, exports the facts other packages need, and, for a
// designated package, returns its findings.
func analyze(pass *analysis.Pass, designated bool, d *decider, shipped bool) []analysis.Diagnostic {
	lazy := pass.ResultOf[ssainput.Analyzer].(*ssainput.Lazy)
	ssaPkg, roots := lazy.Get(shipped)
	if ssaPkg == nil {
		return nil
	}
	// The package initializer stores package-level function values and
	// runs package-level initializers and init functions.
	pkgInit := ssaPkg.Func("init")
	roots = append(roots[:len(roots):len(roots)], pkgInit)
	hasFacts := func(p *types.Package) bool { return pass.ImportPackageFact(p, new(PackageFact)) }
	g := newGraph(pass.Pkg, ssaPkg, roots, hasFacts, d.pty)
	s := newSolver(pass, g, d)
	decided := s.solve(budgetFlag)
	s.export(decided)
	if !designated {
		return nil
	}

	var diags []analysis.Diagnostic
	if !decided {
		diags = append(diags, analysis.Diagnostic{
			Pos:      pass.Files[0].Package,
			Category: "undecided",
			Message:  "verbpin could not follow every call of this designated package within its budget (-verbpin.budget): the package is not proven free of actuation verbs",
		})
	}
	mod := ""
	if pass.Module != nil && pass.Module.Path != "" {
		mod = pass.Module.Path + "/"
	}
	for _, fn := range g.funcs {
		if fn.Synthetic != "" && fn != pkgInit {
			continue // wrappers and instances: their calls are reported where they are called
		}
		r := s.resolver(fn)
		for i := range g.sites[fn] {
			st := &g.sites[fn][i]
			if h, _ := s.effect(st, r, true); h != nil {
				diags = append(diags, diagnostic(pass, st.pos, h, mod))
			}
		}
	}
	return diags
}

// callable reports whether another package can call obj: an exported
// package-level function, or an exported method of a package-level type
// (an interface call can reach even an unexported type's method).
func callable(obj *types.Func, pkg *types.Package) bool {
	sig, ok := obj.Type().(*types.Signature)
	if !ok || !obj.Exported() {
		return false
	}
	if sig.Recv() == nil {
		return obj.Exported() && obj.Parent() == pkg.Scope()
	}
	t := sig.Recv().Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Parent() == pkg.Scope()
}

func diagnostic(pass *analysis.Pass, pos token.Pos, h *hit, mod string) analysis.Diagnostic {
	display := func(name string) string {
		if mod != "" {
			name = strings.ReplaceAll(name, mod, "")
		}
		return name
	}
	p := pass.Fset.Position(pos)
	path := []string{filepath.Base(p.Filename) + ":" + strconv.Itoa(p.Line)}
	var related []analysis.RelatedInformation
	for i, st := range h.steps {
		path = append(path, display(st.name))
		if i > 0 && st.pos.IsValid() {
			related = append(related, analysis.RelatedInformation{Pos: st.pos, Message: "calls " + display(st.name)})
		}
	}
	if h.verb == undecidedVerb {
		return analysis.Diagnostic{
			Pos:      pos,
			Category: "undecided",
			Message:  "designated package calls a function verbpin could not decide (it may reach a forbidden verb): " + strings.Join(path, " → "),
			Related:  related,
		}
	}
	return analysis.Diagnostic{
		Pos:      pos,
		Category: "verb",
		Message:  "designated package reaches forbidden verb " + h.verb + ": " + strings.Join(path, " → "),
		Related:  related,
	}
}
