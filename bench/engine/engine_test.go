package engine

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/agentvet/agentvet/analyzers"
	"github.com/agentvet/agentvet/bench/internal/benchenv"
	"github.com/agentvet/agentvet/bench/internal/floor"
)

// load returns mcp-go's packages and tests with syntax and types, from the
// bench's copy of the module.
func load(b *testing.B) []*packages.Package {
	b.Helper()
	g := benchenv.NewGo()
	work, err := benchenv.WorkDir(os.Getenv("AGENTVET_BENCH_WORK"))
	require.NoError(b, err)
	// AGENTVET_BENCH_DIR loads another module instead (a real-code
	// tree, when profiling the package that costs most there).
	dir := os.Getenv("AGENTVET_BENCH_DIR")
	if dir == "" {
		dir, err = benchenv.Fetch(g, work, "github.com/mark3labs/mcp-go", "v1.2.1")
		require.NoError(b, err)
	}
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Dir: dir, Tests: true, Env: g.Env}
	// AGENTVET_BENCH_PATTERNS narrows the load to some packages (say
	// ./client/transport) when profiling one package's cost.
	patterns := strings.Fields(os.Getenv("AGENTVET_BENCH_PATTERNS"))
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	pkgs, err := packages.Load(cfg, patterns...)
	require.NoError(b, err)
	require.Zero(b, packages.PrintErrors(pkgs), "%s loads without errors", dir)
	return pkgs
}

// BenchmarkAnalyze runs the floor and the agentvet suite over mcp-go and
// its dependencies (facts are computed for every package, as under go
// vet). The difference per iteration is what agentvet's analysis costs.
func BenchmarkAnalyze(b *testing.B) {
	pkgs := load(b)
	for _, tc := range []struct {
		name      string
		analyzers []*analysis.Analyzer
	}{
		{"floor", []*analysis.Analyzer{floor.Analyzer}},
		{"agentvet", analyzers.All()},
	} {
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				g, err := checker.Analyze(tc.analyzers, pkgs, nil)
				require.NoError(b, err)
				for act := range g.All() {
					require.NoError(b, act.Err, "%s on %s", act.Analyzer, act.Package)
				}
			}
		})
	}
}
