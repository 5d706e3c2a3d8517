package verbpin

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/internal/policy"
	"github.com/agentvet/agentvet/verbpin/internal/verbs"
)

// scope is what the pre-filter learns of a package before any SSA.
type scope struct {
	// relevant: the package may reach a verb or hold a helper that does;
	// otherwise no SSA is built for it.
	relevant bool
	// pty: the package deals in pseudo-terminal masters (it calls a pty
	// source of the table, opens /dev/ptmx, or uses a package whose facts
	// say it does), so the pty rows are in force in it.
	pty bool
}

// prefilter decides a package's scope from what it uses, not what it
// imports: a package that imports syscall for an errno, or sits above a
// package with facts without calling into it, is skipped. A package is
// relevant if it uses os/exec, a row of the table (an open only with a
// string literal that names a device of the table), TIOCSTI, a function of
// the configuration's verbs or shells (or is their package), or anything
// of a package with verbpin facts; or if one of its string literals names
// a program of the table (it may assemble a command line another package
// runs). The writes of the pty rows are everywhere, so they alone make
// nothing relevant.
func prefilter(pass *analysis.Pass, cfg policy.VerbPin) scope {
	var sc scope
	cfgPkgs := map[string]bool{}
	for _, v := range cfg.Verbs {
		if v.Func != "" {
			cfgPkgs[policy.PackageOf(v.Func)] = true
		}
	}
	for _, sh := range cfg.Shells {
		cfgPkgs[policy.PackageOf(sh.Func)] = true
	}
	if cfgPkgs[pass.Pkg.Path()] {
		sc.relevant = true
	}
	facts := map[*types.Package]*PackageFact{}
	factOf := func(p *types.Package) *PackageFact {
		f, ok := facts[p]
		if !ok {
			f = new(PackageFact)
			if !pass.ImportPackageFact(p, f) {
				f = nil
			}
			facts[p] = f
		}
		return f
	}
	opens := false
	for _, obj := range pass.TypesInfo.Uses {
		pkg := obj.Pkg()
		if pkg == nil || pkg == pass.Pkg {
			continue
		}
		if pkg.Path() == "os/exec" || cfgPkgs[pkg.Path()] {
			sc.relevant = true
		}
		if f := factOf(pkg); f != nil {
			sc.relevant = true
			sc.pty = sc.pty || f.Pty
		}
		switch obj := obj.(type) {
		case *types.Func:
			if !rowPackages[pkg.Path()] {
				continue
			}
			pr, ok := builtinPrim(obj.Origin().FullName())
			switch {
			case !ok, pr.kind == verbs.PtyPass, pr.kind == verbs.PtyWriteCall:
			case pr.kind == verbs.PtySource:
				sc.relevant, sc.pty = true, true
			case pr.kind == verbs.OpenCall:
				opens = true
			default:
				sc.relevant = true
			}
		case *types.Const:
			if obj.Name() == "TIOCSTI" {
				sc.relevant = true
			}
		}
	}
	if !sc.relevant || opens && !sc.pty {
		lits := scanLiterals(pass.Files)
		switch {
		case opens && lits.ptmx:
			sc.relevant, sc.pty = true, true
		case opens && lits.uinput, lits.program:
			sc.relevant = true
		}
	}
	return sc
}

// rowPackages are the packages of the table's rows: a use of anything
// else is not a row, whatever its name.
var rowPackages = func() map[string]bool {
	m := map[string]bool{}
	for _, r := range verbs.Rows {
		name := strings.TrimPrefix(strings.TrimPrefix(r.Func, "("), "*")
		if i := strings.LastIndexByte(name, '/'); i >= 0 {
			m[name[:i+strings.IndexByte(name[i:], '.')]] = true
		} else {
			m[name[:strings.IndexByte(name, '.')]] = true
		}
	}
	return m
}()

// literals is what a package's string literals mention.
type literals struct {
	uinput, ptmx, program bool
}

// litWords are the words whose mention in a string literal makes a
// package relevant: the table's programs and verb tokens. "screen" is
// left out: it is an English word far more often than a program, and its
// verb is still found by its token (-X stuff).
var litWords = func() []string {
	var out []string
	for _, c := range verbs.Classes {
		for _, p := range c.Programs {
			if p != "screen" {
				out = append(out, p)
			}
		}
		if len(c.Programs) > 0 {
			out = append(out, c.Tokens...)
		}
	}
	return out
}()

func scanLiterals(files []*ast.File) literals {
	var l literals
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			l.uinput = l.uinput || strings.Contains(lit.Value, "uinput")
			l.ptmx = l.ptmx || strings.Contains(lit.Value, "/dev/ptmx")
			l.program = l.program || wordIn(lit.Value, litWords) != ""
			return true
		})
	}
	return l
}
