package argv

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"
)

const src = `package p

import (
	"fmt"
	"strings"
)

func cmd(name string, args ...string) {}

func branches(b bool) {
	name := "tmux"
	if b {
		name = "/usr/bin/tmux"
	}
	cmd(name, "send-keys")
}

func appends(pane string, extra []string) {
	args := []string{"send-keys"}
	args = append(args, "-t", pane)
	args = append(args, extra...)
	cmd("tmux", args...)
}

func split(n int) {
	argv := strings.Split(fmt.Sprintf("tmux send-keys -t %d", n), " ")
	cmd(argv[0], argv[1:]...)
}

func splitConst() {
	argv := strings.Fields(fmt.Sprintf("tmux %s -t %d", "send-keys", 3))
	cmd(argv[0], argv[1:]...)
}

func forward(args []string) {
	cmd(args[0], args[1:]...)
}

func loop(words []string) {
	var args []string
	for _, w := range words {
		args = append(args, w)
	}
	cmd("tmux", args...)
}

func concat(p string) {
	cmd("sh", "-c", "tmux "+p+" -t 0")
}

func join() {
	cmd("sh", "-c", strings.Join([]string{"tmux", "send-keys"}, " "))
}
`

// calls builds src and returns, per function, the argv candidates of its
// call of cmd.
func calls(t *testing.T) map[string][]List { return callsIn(t, src) }

func callsIn(t *testing.T, src string) map[string][]List {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	require.NoError(t, err)
	pkg, _, err := ssautil.BuildPackage(&types.Config{Importer: importer.Default()}, fset,
		types.NewPackage("p", "p"), []*ast.File{f}, ssa.SanityCheckFunctions)
	require.NoError(t, err)
	out := map[string][]List{}
	for _, m := range pkg.Members {
		fn, ok := m.(*ssa.Function)
		if !ok {
			continue
		}
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				c, ok := instr.(*ssa.Call)
				if !ok || c.Call.StaticCallee() == nil || c.Call.StaticCallee().Name() != "cmd" {
					continue
				}
				r := NewResolver(fn, nil)
				var lists []List
				for _, name := range r.String(c.Call.Args[0]) {
					for _, rest := range r.List(c.Call.Args[1]) {
						lists = append(lists, append(List{name}, rest...))
					}
				}
				out[fn.Name()] = lists
			}
		}
	}
	return out
}

func TestResolve(t *testing.T) {
	got := calls(t)
	assert.ElementsMatch(t, []List{consts("tmux", "send-keys"), consts("/usr/bin/tmux", "send-keys")}, got["branches"])
	assert.Equal(t, []List{{C("tmux"), C("send-keys"), C("-t"), {Kind: Param, P: 0, Index: -1}, {Kind: Rest, P: 1}}}, got["appends"])
	assert.Equal(t, []List{{C("tmux"), C("send-keys"), C("-t"), {Kind: Param, P: 0, Index: -1}}}, got["split"], "an int parameter formatted into the line is a slot")
	assert.Equal(t, []List{consts("tmux", "send-keys", "-t", "3")}, got["splitConst"])
	assert.Equal(t, []List{{{Kind: Param, P: 0, Index: 0}, {Kind: Rest, P: 0, Index: 1}}}, got["forward"])
	require.NotEmpty(t, got["loop"])
	for _, l := range got["loop"] {
		assert.Equal(t, C("tmux"), l.At(0))
	}
	assert.Equal(t, []List{{C("sh"), C("-c"), Str("tmux " + Slot(0) + " -t 0")}}, got["concat"])
	assert.Equal(t, []List{consts("sh", "-c", "tmux send-keys")}, got["join"])
}

const diamonds = `package p

func cmd(name string, args ...string) {}

func diamonds(b []bool) {
	s := "tmux"
	if b[0] { s = s + "" } else { s = s + " " }
	if b[1] { s = s + "" } else { s = s + " " }
	if b[2] { s = s + "" } else { s = s + " " }
	if b[3] { s = s + "" } else { s = s + " " }
	if b[4] { s = s + "" } else { s = s + " " }
	if b[5] { s = s + "" } else { s = s + " " }
	if b[6] { s = s + "" } else { s = s + " " }
	if b[7] { s = s + "" } else { s = s + " " }
	if b[8] { s = s + "" } else { s = s + " " }
	if b[9] { s = s + "" } else { s = s + " " }
	if b[10] { s = s + "" } else { s = s + " " }
	if b[11] { s = s + "" } else { s = s + " " }
	if b[12] { s = s + "" } else { s = s + " " }
	if b[13] { s = s + "" } else { s = s + " " }
	if b[14] { s = s + "" } else { s = s + " " }
	if b[15] { s = s + "" } else { s = s + " " }
	if b[16] { s = s + "" } else { s = s + " " }
	if b[17] { s = s + "" } else { s = s + " " }
	if b[18] { s = s + "" } else { s = s + " " }
	if b[19] { s = s + "" } else { s = s + " " }
	if b[20] { s = s + "" } else { s = s + " " }
	if b[21] { s = s + "" } else { s = s + " " }
	if b[22] { s = s + "" } else { s = s + " " }
	if b[23] { s = s + "" } else { s = s + " " }
	if b[24] { s = s + "" } else { s = s + " " }
	if b[25] { s = s + "" } else { s = s + " " }
	if b[26] { s = s + "" } else { s = s + " " }
	if b[27] { s = s + "" } else { s = s + " " }
	if b[28] { s = s + "" } else { s = s + " " }
	if b[29] { s = s + "" } else { s = s + " " }
	cmd(s, "send-keys")
}
`

// TestResolveBounded: a chain of branches that share their operands ends
// quickly with bounded candidates instead of exploring every path.
func TestResolveBounded(t *testing.T) {
	got := callsIn(t, diamonds)["diamonds"]
	require.NotEmpty(t, got)
	assert.LessOrEqual(t, len(got), maxCandidates*maxCandidates)
}
