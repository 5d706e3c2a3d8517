package argv

import (
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// Resolver resolves SSA values of one function to strings and lists. A
// parameter of that function resolves to a Param reference; everything it
// cannot follow resolves to Unknown. It is not safe for concurrent use.
type Resolver struct {
	fn       *ssa.Function
	results  Results
	visiting map[ssa.Value]bool
	steps    int
}

// Results gives the candidate values of result i of a call the resolver
// does not know by name (a helper of the same package, or of another
// through a fact): constants and templates over the callee's parameters,
// numbered like the call's arguments (receiver first). The resolver
// completes them with the call's arguments. nil: nothing is known.
type Results func(c *ssa.CallCommon, i int) []Elem

// NewResolver returns a resolver for values of fn; results may be nil.
func NewResolver(fn *ssa.Function, results Results) *Resolver {
	return &Resolver{fn: fn, results: results, visiting: map[ssa.Value]bool{}}
}

// maxDepth bounds the recursion through SSA values, and maxSteps the
// values one resolution visits: phis that share their operands would
// otherwise make it exponential.
const (
	maxDepth = 32
	maxSteps = 4096
)

// String returns the candidate values of v as single elements.
func (r *Resolver) String(v ssa.Value) []Elem {
	r.steps = 0
	return r.str(v, 0)
}

// List returns the candidate lists v (a slice of strings) can hold.
func (r *Resolver) List(v ssa.Value) []List {
	r.steps = 0
	return r.list(v, 0)
}

func unknownElem() []Elem { return []Elem{{Kind: Unknown}} }

func unknownList() []List { return []List{{{Kind: UnknownRest}}} }

func (r *Resolver) enter(v ssa.Value, depth int) bool {
	r.steps++
	if depth > maxDepth || r.steps > maxSteps || r.visiting[v] {
		return false
	}
	r.visiting[v] = true
	return true
}

func (r *Resolver) leave(v ssa.Value) { delete(r.visiting, v) }

func (r *Resolver) str(v ssa.Value, depth int) []Elem {
	if !r.enter(v, depth) {
		return unknownElem()
	}
	defer r.leave(v)
	depth++
	switch v := v.(type) {
	case *ssa.Const:
		if v.Value == nil {
			return unknownElem()
		}
		switch v.Value.Kind() {
		case constant.String:
			return []Elem{C(constant.StringVal(v.Value))}
		case constant.Int:
			return []Elem{C(v.Value.ExactString())}
		}
	case *ssa.Parameter:
		for i, p := range r.fn.Params {
			if p == v && scalar(v.Type()) {
				return []Elem{{Kind: Param, P: i, Index: -1}}
			}
		}
	case *ssa.Phi:
		var out []Elem
		seen := map[Elem]bool{}
		for _, e := range v.Edges {
			for _, c := range r.str(e, depth) {
				if !seen[c] && len(out) < maxCandidates {
					seen[c] = true
					out = append(out, c)
				}
			}
		}
		return out
	case *ssa.ChangeType:
		return r.str(v.X, depth)
	case *ssa.Convert:
		if scalar(v.X.Type()) {
			return r.str(v.X, depth)
		}
	case *ssa.MakeInterface:
		return r.str(v.X, depth)
	case *ssa.BinOp:
		if v.Op == token.ADD && isString(v.Type()) {
			return concat(r.str(v.X, depth), r.str(v.Y, depth))
		}
	case *ssa.UnOp:
		if v.Op == token.MUL {
			if ia, ok := v.X.(*ssa.IndexAddr); ok {
				return r.index(ia.X, ia.Index, depth)
			}
		}
	case *ssa.Index:
		return r.index(v.X, v.Index, depth)
	case *ssa.Call:
		return r.strCall(v, depth)
	case *ssa.Extract:
		if c, ok := v.Tuple.(*ssa.Call); ok {
			return r.result(&c.Call, v.Index, depth)
		}
	}
	return unknownElem()
}

// result resolves result i of call c through the Results hook: the
// callee's candidates completed with c's arguments.
func (r *Resolver) result(c *ssa.CallCommon, i, depth int) []Elem {
	if r.results == nil {
		return unknownElem()
	}
	ts := r.results(c, i)
	if len(ts) == 0 {
		return unknownElem()
	}
	args := func(p int, list bool) []List {
		if p >= len(c.Args) {
			return nil
		}
		if list {
			return r.list(c.Args[p], depth)
		}
		var out []List
		for _, e := range r.str(c.Args[p], depth) {
			out = append(out, List{e})
		}
		return out
	}
	var out []Elem
	for _, t := range ts {
		for _, l := range Subst(List{t}, args) {
			if len(out) < maxCandidates {
				out = append(out, l.At(0))
			}
		}
	}
	return out
}

// index resolves x[i] for a slice (or array address) x.
func (r *Resolver) index(x, i ssa.Value, depth int) []Elem {
	k, ok := intConst(i)
	if !ok {
		return unknownElem()
	}
	var out []Elem
	for _, l := range r.listOrArray(x, depth) {
		out = append(out, l.At(k))
	}
	if len(out) == 0 {
		return unknownElem()
	}
	return out
}

func (r *Resolver) strCall(c *ssa.Call, depth int) []Elem {
	callee := calleeName(c)
	args := c.Call.Args
	switch callee {
	case "fmt.Sprintf":
		if len(args) != 2 {
			break
		}
		formats := r.str(args[0], depth)
		lists := r.list(args[1], depth)
		var out []Elem
		for _, f := range formats {
			if !f.Known() {
				continue
			}
			for _, l := range lists {
				if len(out) < maxCandidates {
					out = append(out, Str(sprintf(f.S, l)))
				}
			}
		}
		if len(out) > 0 {
			return out
		}
	case "fmt.Sprint", "fmt.Sprintln":
		if len(args) != 1 {
			break
		}
		var out []Elem
		for _, l := range r.list(args[0], depth) {
			parts := make([]string, 0, len(l))
			for _, e := range l {
				parts = append(parts, Text(e))
			}
			sep := ""
			if callee == "fmt.Sprintln" {
				sep = " "
			}
			if len(out) < maxCandidates {
				out = append(out, Str(strings.Join(parts, sep)))
			}
		}
		if len(out) > 0 {
			return out
		}
	case "strings.Join":
		if len(args) != 2 {
			break
		}
		seps := r.str(args[1], depth)
		if len(seps) != 1 || !seps[0].Known() {
			break
		}
		var out []Elem
		for _, l := range r.list(args[0], depth) {
			parts := make([]string, 0, len(l))
			for _, e := range l {
				parts = append(parts, Text(e))
			}
			if len(out) < maxCandidates {
				out = append(out, Str(strings.Join(parts, seps[0].S)))
			}
		}
		if len(out) > 0 {
			return out
		}
	case "strings.TrimSpace", "strings.ToLower":
		if len(args) == 1 {
			var out []Elem
			for _, e := range r.str(args[0], depth) {
				if e.Kind == Const || e.Kind == Template {
					if callee == "strings.ToLower" {
						e.S = strings.ToLower(e.S)
					} else {
						e.S = strings.TrimSpace(e.S)
					}
				} else {
					e = Elem{Kind: Unknown}
				}
				out = append(out, e)
			}
			return out
		}
	default:
		if c.Call.Signature().Results().Len() == 1 {
			return r.result(&c.Call, 0, depth)
		}
	}
	return unknownElem()
}

// concat is every candidate of x + y; a parameter of the function
// becomes a slot of a template.
func concat(xs, ys []Elem) []Elem {
	var out []Elem
	for _, x := range xs {
		for _, y := range ys {
			if len(out) < maxCandidates {
				out = append(out, Str(Text(x)+Text(y)))
			}
		}
	}
	return out
}

func (r *Resolver) list(v ssa.Value, depth int) []List {
	if !r.enter(v, depth) {
		return unknownList()
	}
	defer r.leave(v)
	depth++
	switch v := v.(type) {
	case *ssa.Const:
		if v.IsNil() {
			return []List{nil}
		}
	case *ssa.Parameter:
		for i, p := range r.fn.Params {
			if p == v && isStringSlice(v.Type()) {
				return []List{{{Kind: Rest, P: i, Index: 0}}}
			}
		}
	case *ssa.Phi:
		var out []List
		seen := map[string]bool{}
		for _, e := range v.Edges {
			for _, l := range r.list(e, depth) {
				if k := l.Key(); !seen[k] && len(out) < maxCandidates {
					seen[k] = true
					out = append(out, l)
				}
			}
		}
		return out
	case *ssa.ChangeType:
		return r.list(v.X, depth)
	case *ssa.Slice:
		lists := r.listOrArray(v.X, depth)
		var out []List
		for _, l := range lists {
			if v.Low != nil {
				k, ok := intConst(v.Low)
				if !ok {
					return unknownList()
				}
				l = l.Drop(k)
			}
			if v.High != nil {
				k, ok := intConst(v.High)
				n, exact := l.Len()
				if !ok || (!exact && k > n) {
					return unknownList()
				}
				if k > len(l) {
					return unknownList()
				}
				l = l[:k]
			}
			out = append(out, l)
		}
		return out
	case *ssa.Call:
		return r.listCall(v, depth)
	}
	return unknownList()
}

// listOrArray resolves a slice, or the address of an array literal (the
// backing store of a composite literal or of a variadic call's arguments).
func (r *Resolver) listOrArray(x ssa.Value, depth int) []List {
	if a, ok := x.(*ssa.Alloc); ok {
		return r.array(a, depth)
	}
	return r.list(x, depth)
}

// array resolves the elements stored into an array allocation. An index
// stored twice, or an address that escapes anywhere else, is unknown.
func (r *Resolver) array(a *ssa.Alloc, depth int) []List {
	ptr, ok := a.Type().Underlying().(*types.Pointer)
	if !ok {
		return unknownList()
	}
	arr, ok := ptr.Elem().Underlying().(*types.Array)
	if !ok || arr.Len() > 64 {
		return unknownList()
	}
	n := int(arr.Len())
	elems := make([][]Elem, n)
	for i := range elems {
		elems[i] = []Elem{C("")}
	}
	stored := make([]bool, n)
	for _, ref := range *a.Referrers() {
		ia, ok := ref.(*ssa.IndexAddr)
		if !ok {
			continue // a Slice of the array, or a debug reference
		}
		k, ok := intConst(ia.Index)
		if !ok || k < 0 || k >= n {
			return unknownList()
		}
		for _, iref := range *ia.Referrers() {
			st, ok := iref.(*ssa.Store)
			if !ok || st.Addr != ia {
				continue
			}
			if stored[k] {
				elems[k] = unknownElem()
				continue
			}
			stored[k] = true
			elems[k] = r.str(st.Val, depth)
		}
	}
	out := []List{nil}
	for _, alts := range elems {
		ls := make([]List, len(alts))
		for i, e := range alts {
			ls[i] = List{e}
		}
		out = cross(out, ls)
	}
	return out
}

func (r *Resolver) listCall(c *ssa.Call, depth int) []List {
	args := c.Call.Args
	if b, ok := c.Call.Value.(*ssa.Builtin); ok {
		if b.Name() == "append" && len(args) == 2 && isStringSlice(args[1].Type()) {
			var out []List
			for _, l := range r.list(args[0], depth) {
				for _, m := range r.list(args[1], depth) {
					if len(out) < maxCandidates {
						out = append(out, append(append(List{}, l...), m...))
					}
				}
			}
			return out
		}
		return unknownList()
	}
	switch calleeName(c) {
	case "strings.Fields":
		if len(args) == 1 {
			return splitAll(r.str(args[0], depth), strings.Fields)
		}
	case "strings.Split":
		if len(args) == 2 {
			seps := r.str(args[1], depth)
			if len(seps) == 1 && seps[0].Known() && seps[0].S != "" {
				sep := seps[0].S
				return splitAll(r.str(args[0], depth), func(s string) []string { return strings.Split(s, sep) })
			}
		}
	}
	return unknownList()
}

// splitAll splits each candidate string into a list (see Word).
func splitAll(strs []Elem, split func(string) []string) []List {
	var out []List
	for _, e := range strs {
		if e.Kind != Const && e.Kind != Template {
			return unknownList()
		}
		var l List
		for _, f := range split(e.S) {
			l = append(l, Word(f))
		}
		out = append(out, l)
	}
	return out
}

// sprintf formats a constant format with resolved operands: an unknown
// operand becomes a Hole. It understands the verbs an argv is built with;
// anything else is a Hole too.
func sprintf(format string, args List) string {
	var b strings.Builder
	n := 0
	for i := 0; i < len(format); i++ {
		ch := format[i]
		if ch != '%' {
			b.WriteByte(ch)
			continue
		}
		i++
		// flags, width, precision
		for i < len(format) && strings.IndexByte("+-# 0123456789.*[]", format[i]) >= 0 {
			i++
		}
		if i >= len(format) {
			b.WriteString(Hole)
			break
		}
		if format[i] == '%' {
			b.WriteByte('%')
			continue
		}
		e := Text(args.At(n))
		n++
		switch {
		case e == Hole:
			b.WriteString(Hole)
		case format[i] == 'q':
			b.WriteString(`"` + e + `"`)
		case strings.IndexByte("svd", format[i]) >= 0:
			b.WriteString(e)
		default:
			b.WriteString(Hole)
		}
	}
	return b.String()
}

// calleeName is "pkg.Func" of a static call to a package-level function,
// with the package's path (fmt.Sprintf, strings.Fields), or "".
func calleeName(c *ssa.Call) string {
	fn, ok := c.Call.Value.(*ssa.Function)
	if !ok || fn.Pkg == nil && fn.Object() == nil {
		return ""
	}
	obj, ok := fn.Object().(*types.Func)
	if !ok || obj.Pkg() == nil {
		return ""
	}
	if sig, ok := obj.Type().(*types.Signature); ok && sig.Recv() != nil {
		return ""
	}
	return obj.Pkg().Path() + "." + obj.Name()
}

func intConst(v ssa.Value) (int, bool) {
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.Int {
		return 0, false
	}
	k, ok := constant.Int64Val(c.Value)
	return int(k), ok && k >= 0 && k < 1<<20
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// scalar reports whether t is a string or an integer: the types an argv
// element or an ioctl request can have.
func scalar(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&(types.IsString|types.IsInteger) != 0
}

func isStringSlice(t types.Type) bool {
	s, ok := t.Underlying().(*types.Slice)
	return ok && isString(s.Elem())
}
