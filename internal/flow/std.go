package flow

import (
	"go/token"
	"go/types"
	"sort"

	"golang.org/x/tools/go/ssa"
)

// stdFlow is a built-in summary of a standard-library function that moves
// its arguments' taint into the memory of another argument (a writer, a
// decode target). Everything else in the standard library follows the
// default rule (arguments to results), so std packages need no analysis.
type stdFlow struct {
	from []int // argument indexes, receiver first; -1: every argument from `rest`
	rest int
	to   int
}

var stdFlows = map[string]stdFlow{
	"fmt.Fprintf":                               {from: []int{-1}, rest: 1, to: 0},
	"fmt.Fprint":                                {from: []int{-1}, rest: 1, to: 0},
	"fmt.Fprintln":                              {from: []int{-1}, rest: 1, to: 0},
	"io.WriteString":                            {from: []int{1}, to: 0},
	"io.Copy":                                   {from: []int{1}, to: 0},
	"io.CopyN":                                  {from: []int{1}, to: 0},
	"io.CopyBuffer":                             {from: []int{1}, to: 0},
	"(*strings.Builder).WriteString":            {from: []int{1}, to: 0},
	"(*strings.Builder).Write":                  {from: []int{1}, to: 0},
	"(*strings.Builder).WriteByte":              {from: []int{1}, to: 0},
	"(*strings.Builder).WriteRune":              {from: []int{1}, to: 0},
	"(*bytes.Buffer).WriteString":               {from: []int{1}, to: 0},
	"(*bytes.Buffer).Write":                     {from: []int{1}, to: 0},
	"(*bytes.Buffer).WriteByte":                 {from: []int{1}, to: 0},
	"(*bytes.Buffer).WriteRune":                 {from: []int{1}, to: 0},
	"(*bytes.Buffer).ReadFrom":                  {from: []int{1}, to: 0},
	"(*bufio.Writer).WriteString":               {from: []int{1}, to: 0},
	"(*bufio.Writer).Write":                     {from: []int{1}, to: 0},
	"(io.Writer).Write":                         {from: []int{1}, to: 0},
	"(io.StringWriter).WriteString":             {from: []int{1}, to: 0},
	"(io.Reader).Read":                          {from: []int{0}, to: 1},
	"encoding/json.Unmarshal":                   {from: []int{0}, to: 1},
	"(*encoding/json.Decoder).Decode":           {from: []int{0}, to: 1},
	"(*encoding/json.Encoder).Encode":           {from: []int{1}, to: 0},
	"(*text/template.Template).Execute":         {from: []int{2}, to: 1},
	"(*text/template.Template).ExecuteTemplate": {from: []int{3}, to: 1},
	"(*html/template.Template).Execute":         {from: []int{2}, to: 1},
	"(*html/template.Template).ExecuteTemplate": {from: []int{3}, to: 1},
}

// stdAliases are constructors whose result writes into (or reads from)
// the memory of one argument: the index of that argument.
var stdAliases = map[string]int{
	"encoding/json.NewEncoder": 0,
	"bufio.NewWriter":          0,
	"bufio.NewWriterSize":      0,
}

// stdCopies are generic standard-library functions whose result is made
// of their arguments' elements. The default rule joins every path of the
// arguments at the result's root; these keep them at their paths, so a
// method that concatenates a run's item lists (openai-agents-go's
// GeneratedItems, slices.Concat) does not make each item every other's.
var stdCopies = map[string]bool{
	"slices.Clone":  true,
	"slices.Concat": true,
	"maps.Clone":    true,
}

// stdCopy applies stdCopies: what lies at each path below the arguments
// (below each element of the variadic list of slices.Concat) lies at that
// path of the result.
func (f *fam) stdCopy(name string, sig *types.Signature, args []ssa.Value, res ssa.Value) (labels, bool) {
	if !stdCopies[name] || res == nil || !hasParts(res.Type()) {
		return nil, false
	}
	var src []part
	for _, a := range args {
		if sig.Variadic() && len(args) == 1 {
			src = append(src, f.partsAt(a, "[]")...)
		} else {
			src = append(src, f.parts(a)...)
		}
	}
	var l labels
	for _, pt := range src {
		if pt.path == "" {
			l, _ = union(l, pt.l)
			continue
		}
		f.storeAt(memKey{res, pt.path}, pt.l)
	}
	return l, true
}

// stdCall applies a built-in standard-library summary.
func (f *fam) stdCall(name string, args []ssa.Value) (labels, bool) {
	sf, ok := stdFlows[name]
	if !ok {
		return nil, false
	}
	var l labels
	for _, i := range sf.from {
		if i == -1 {
			for _, a := range args[min(sf.rest, len(args)):] {
				l, _ = union(l, f.deep(a))
			}
			continue
		}
		if i < len(args) {
			l, _ = union(l, f.deep(args[i]))
		}
	}
	if sf.to < len(args) {
		for _, k := range f.addrs(args[sf.to]) {
			f.storeAt(k, l)
		}
	}
	return nil, true
}

func sortByPos[T any](xs []T, pos func(T) token.Pos) {
	sort.Slice(xs, func(i, j int) bool { return pos(xs[i]) < pos(xs[j]) })
}
