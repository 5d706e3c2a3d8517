package flow

import (
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/agentvet/agentvet/internal/policy"
)

// callArgs returns the arguments of c numbered like the callee's
// parameters: the receiver first for methods (invoke mode included).
func callArgs(c *ssa.CallCommon) []ssa.Value {
	if c.IsInvoke() {
		return append([]ssa.Value{c.Value}, c.Args...)
	}
	return c.Args
}

// call returns the labels of the results of call c in fn and checks its
// sinks. res is the call's value (nil for go and defer). The result of a
// sink call (a message or tool built from the text) is marked Sunk: the
// flow was reported where it entered, and is not reported again where the
// built value is passed on (one flow, one finding).
func (f *fam) call(fn *ssa.Function, c *ssa.CallCommon, res ssa.Value, pos token.Pos) labels {
	f.callbacks(c)
	f.recordYield(fn, c)
	l := f.call1(fn, c, res, pos)
	if name := f.pkg.staticName(c); name != "" {
		l = f.checkNewline(name, callArgs(c), pos, l)
		if isDisplay(name, callArgs(c)) {
			for _, a := range callArgs(c) {
				f.usedAsSanitized(f.deep(a), pos)
			}
		}
	}
	if !c.IsInvoke() {
		if callee := staticCallee(c.Value); callee != nil {
			if obj, ok := callee.Object().(*types.Func); ok {
				l = l.withFlags(f.sunkBy(f.pkg.model.Sinks[f.pkg.funcName(obj)], c.Args, recvOffset(callee.Signature)))
			}
		}
	}
	return l
}

// staticName is the model name of c's static callee, or "".
func (p *pkgState) staticName(c *ssa.CallCommon) string {
	if c.IsInvoke() {
		return ""
	}
	if callee := staticCallee(c.Value); callee != nil {
		if obj, ok := callee.Object().(*types.Func); ok {
			return p.funcName(obj)
		}
	}
	return ""
}

// isDisplay reports whether a call shows its arguments to a person: the
// fmt and log printers, and fmt.Fprint* to os.Stdout or os.Stderr.
func isDisplay(name string, args []ssa.Value) bool {
	switch name {
	case "fmt.Print", "fmt.Printf", "fmt.Println",
		"log.Print", "log.Printf", "log.Println", "log.Fatal", "log.Fatalf", "log.Fatalln", "log.Panic", "log.Panicf", "log.Panicln":
		return true
	case "fmt.Fprint", "fmt.Fprintf", "fmt.Fprintln":
		if len(args) == 0 {
			return false
		}
		w := unconvert(args[0])
		if u, ok := w.(*ssa.UnOp); ok {
			if g, ok := u.X.(*ssa.Global); ok && g.Pkg != nil && g.Pkg.Pkg.Path() == "os" {
				return g.Name() == "Stdout" || g.Name() == "Stderr"
			}
		}
	}
	return false
}

// sunkBy is the flag a value built by a call of sinks carries: Sunk when
// the text entered an instruction position there (reported; not again),
// SunkData when it entered a data position only (reported by fencecheck
// there, and still by taintflow if the built message then reaches an
// instruction position: a user message made the system instruction).
// A role-conditioned sink counts by the role passed (a user-role message
// is data), an unresolved role as an instruction position.
func (f *fam) sunkBy(sinks []*policy.Sink, args []ssa.Value, off int) Flags {
	if len(sinks) == 0 {
		return 0
	}
	for _, s := range sinks {
		data := s.Position.Data()
		if s.RoleConditioned() {
			data = f.dataRole(s, args, off)
		}
		if !data {
			return Sunk
		}
	}
	return SunkData
}

// recvOffset is the index of a signature's first parameter among a
// static call's arguments: 1 past a method's receiver, else 0. (The
// policy's argument indexes exclude the receiver.)
func recvOffset(sig *types.Signature) int {
	if sig.Recv() != nil {
		return 1
	}
	return 0
}

// dataRole reports whether the role argument of a call of the
// role-conditioned sink s resolves to constants that all select data
// positions.
func (f *fam) dataRole(s *policy.Sink, args []ssa.Value, off int) bool {
	if s.RoleArg < 0 || s.RoleArg+off >= len(args) {
		return false
	}
	r := f.resolveRole(args[s.RoleArg+off])
	if r.tainted || r.unknown || len(r.params) > 0 || len(r.consts) == 0 {
		return false
	}
	roles := policy.RoleTable(s.Roles)
	for _, c := range r.consts {
		if p, ok := policy.LookupRole(roles, c); !ok || !p.Data() {
			return false
		}
	}
	return true
}

// callbacks: a function literal of the family passed to a call of a
// tainted function value (an iterator over third-party items, ranged with
// range-over-func) receives the taint in its parameters. What the value is
// known to yield, argument by argument and path by path, feedYields gives
// each parameter; the rest covers them all.
func (f *fam) callbacks(c *ssa.CallCommon) {
	if c.IsInvoke() || staticCallee(c.Value) != nil {
		return
	}
	var l labels
	for _, p := range f.parts(c.Value) {
		if !strings.HasPrefix(p.path, "#yield") {
			l, _ = union(l, p.l)
		}
	}
	if len(l) == 0 {
		return
	}
	for _, a := range c.Args {
		for _, target := range f.funcTargets(a) {
			if f.pkg.famOf[target] != f {
				continue
			}
			for _, p := range target.Params {
				f.set(p, l)
			}
		}
	}
}

func (f *fam) call1(fn *ssa.Function, c *ssa.CallCommon, res ssa.Value, pos token.Pos) labels {
	args := callArgs(c)
	if b, ok := c.Value.(*ssa.Builtin); ok {
		return f.builtin(b, args, res)
	}
	var name string
	var sig *types.Signature
	var recv bool
	var callee *ssa.Function
	if c.IsInvoke() {
		name = f.pkg.funcName(c.Method)
		sig = c.Signature()
		recv = true
	} else {
		callee = staticCallee(c.Value)
		if callee != nil {
			if cf := f.pkg.famOf[callee]; cf == f && callee != f.root {
				return f.inline(callee, args)
			}
			if obj, ok := callee.Object().(*types.Func); ok {
				name = f.pkg.funcName(obj)
				recv = obj.Signature().Recv() != nil
			}
		}
		sig = c.Signature()
	}
	if name != "" {
		f.checkPaintFormat(name, args, pos)
		if l, done := f.policyCall(fn, name, c, args, recv, pos); done {
			return l
		}
	}
	// A concrete method that implements a producer interface method (a
	// user's own retriever) is a producer too.
	if callee != nil && recv {
		if p := f.pkg.implementsProducer(callee); p != nil {
			return f.pkg.producerLabels(p, pos)
		}
	}
	if callee != nil {
		key := callee
		if o := callee.Origin(); o != nil {
			key = o
		}
		if s := f.pkg.summaries[key]; s != nil {
			return f.applySummary(fn, s, calleeLabel(name, callee), args, res, pos)
		}
		if f.pkg.famOf[key] != nil {
			// Not summarised yet (recursion): optimistic, the rounds of
			// solve reach the fixpoint from below.
			return nil
		}
		if s := f.pkg.importedSummary(key); s != nil {
			return f.applySummary(fn, s, calleeLabel(name, callee), args, res, pos)
		}
	}
	if c.IsInvoke() {
		// The concrete types the receiver may hold, where it was made.
		dl, found := f.dispatch(fn, c.Method.Name(), f.own(c.Value), args, res, pos, "")
		if found {
			return dl
		}
		// Implementations elsewhere in the program (the wiring pass).
		f.pkg.noteUnresolved(c.Method)
		dl, _ = union(dl, f.wiredCall(fn, c, args, res, pos))
		if impls := f.pkg.implementations(c.Method); len(impls) > 0 {
			l := dl
			for _, impl := range impls {
				s := f.pkg.summaries[impl.fn]
				if s == nil {
					continue
				}
				for _, step := range impl.steps {
					l, _ = union(l, f.applySummaryAs(fn, s, calleeLabel(name, impl.fn), args, res, pos, step, ""))
				}
			}
			return l
		}
		if s := f.pkg.importedSummary(c.Method); s != nil {
			l, _ := union(dl, f.applySummary(fn, s, name, args, res, pos))
			return l
		}
		if l, done := f.stdCall(name, args); done {
			return l
		}
		l, _ := union(dl, f.defaultCall(sig, args, res))
		return l
	}
	if l, done := f.stdCall(name, args); done {
		return l
	}
	if l, done := f.stdCopy(name, sig, args, res); done {
		return l
	}
	// A function value: a literal of this family flows inline, a named
	// function of the package through its summary.
	if !c.IsInvoke() && callee == nil {
		f.feedYields(c)
		l, resolved := f.dispatch(fn, callFunc, f.own(c.Value), args, res, pos, "")
		for _, target := range f.funcTargets(c.Value) {
			resolved = true
			if f.pkg.famOf[target] == f && target != f.root {
				l, _ = union(l, f.inline(target, args))
			} else if s := f.pkg.summaries[target]; s != nil {
				l, _ = union(l, f.applySummary(fn, s, target.Name(), args, res, pos))
			}
		}
		if resolved {
			return l
		}
		d, _ := union(l, f.defaultCall(sig, args, res))
		return d
	}
	return f.defaultCall(sig, args, res)
}

func calleeLabel(name string, fn *ssa.Function) string {
	if name != "" {
		return shortName(name)
	}
	return fn.Name()
}

// defaultCall is the rule for a callee agentvet knows nothing about: its
// results carry its arguments' taint, unless it is I/O (takes a context).
func (f *fam) defaultCall(sig *types.Signature, args []ssa.Value, res ssa.Value) labels {
	if sig != nil && hasContext(sig) {
		return nil
	}
	if res != nil && !textCapable(res.Type()) {
		return nil
	}
	var l labels
	for _, a := range args {
		l, _ = union(l, f.deep(a))
	}
	return l
}

// staticCallee is c.StaticCallee, also through a bound method closure.
func staticCallee(v ssa.Value) *ssa.Function {
	switch v := v.(type) {
	case *ssa.Function:
		return v
	case *ssa.MakeClosure:
		if fn, ok := v.Fn.(*ssa.Function); ok {
			return fn
		}
	}
	return nil
}

// funcTargets resolves a function value through phis and conversions to
// the functions it may be.
func (f *fam) funcTargets(v ssa.Value) []*ssa.Function {
	var out []*ssa.Function
	seen := map[ssa.Value]bool{}
	var walk func(v ssa.Value)
	walk = func(v ssa.Value) {
		if seen[v] {
			return
		}
		seen[v] = true
		switch v := v.(type) {
		case *ssa.Function:
			out = append(out, v)
		case *ssa.MakeClosure:
			if fn, ok := v.Fn.(*ssa.Function); ok {
				out = append(out, fn)
			}
		case *ssa.Phi:
			for _, e := range v.Edges {
				walk(e)
			}
		case *ssa.ChangeType:
			walk(v.X)
		case *ssa.UnOp:
			// A function stored in a local variable or a struct field of
			// this family: every function stored there.
			if v.Op == token.MUL {
				for _, k := range f.addrs(v.X) {
					for _, st := range f.storesTo(k) {
						walk(st)
					}
				}
			}
		}
	}
	walk(v)
	return out
}

// inline flows args into a function literal of the family and returns its
// results.
func (f *fam) inline(callee *ssa.Function, args []ssa.Value) labels {
	for i, p := range callee.Params {
		if i < len(args) {
			f.set(p, f.deep(args[i]))
		}
	}
	return f.retAll(callee)
}

func (f *fam) builtin(b *ssa.Builtin, args []ssa.Value, res ssa.Value) labels {
	switch b.Name() {
	case "len", "cap", "real", "imag", "complex", "print", "println", "delete", "close", "clear", "panic", "recover":
		return nil
	case "copy":
		if len(args) == 2 {
			elem := elementParts(f.parts(args[1]))
			for _, k := range f.addrs(args[0]) {
				f.storePartsOf(memKey{k.root, k.path + "[]"}, elem)
			}
		}
		return nil
	case "append":
		// The result is the first argument's slice; the appended
		// elements go, field by field, to its elements.
		if len(args) == 0 {
			return nil
		}
		at := args[0]
		if res != nil {
			at = res // its addrs are args[0]'s and its own
		}
		if len(args) > 1 {
			elem := elementParts(f.parts(args[1]))
			for _, k := range f.addrs(at) {
				f.storePartsOf(memKey{k.root, k.path + "[]"}, elem)
			}
		}
		return f.own(args[0])
	}
	var l labels
	for _, a := range args {
		l, _ = union(l, f.deep(a))
	}
	return l
}

// policyCall applies the model's entries for the callee named name. done
// reports that the result is decided (producer, wrapper, unwrapper,
// sanitizer, clean function).
func (f *fam) policyCall(fn *ssa.Function, name string, c *ssa.CallCommon, args []ssa.Value, recv bool, pos token.Pos) (labels, bool) {
	m := f.pkg.model
	off := 0
	if recv {
		off = 1
	}
	for _, s := range m.Sinks[name] {
		if !s.Results {
			f.funcSink(fn, s, args, off, pos)
		}
	}
	for _, s := range m.Persistence[name] {
		f.funcSink(fn, s, args, off, pos)
	}
	if p := m.Producers[name]; p != nil && len(p.Params) == 0 {
		if r := m.Requests[name]; r != nil {
			if body, ok := f.modelRequest(r, args, off); ok {
				return body, true
			}
		}
		return f.pkg.producerLabels(p, pos), true
	}
	if w := m.Wrappers[name]; w != nil {
		origin := ""
		if w.OriginArg >= 0 && w.OriginArg+off < len(args) {
			origin = constString(args[w.OriginArg+off])
		}
		var l labels
		if w.ValueArg+off < len(args) {
			l = f.deep(args[w.ValueArg+off]).withFlags(Wrapped)
		}
		id := f.pkg.sourceID(source{kind: srcProducer, origin: orUnknown(origin), producer: "a taint wrapper (" + shortName(name) + ")", path: []Hop{{Pos: pos, What: shortName(name)}}})
		l, _ = union(l, labels{{id, Wrapped}})
		return l, true
	}
	if m.Unwrappers[name] != nil {
		return f.unwrap(fn, name, args, pos), true
	}
	if s := m.Sanitizers[name]; s != nil {
		var l labels
		for _, a := range args {
			l, _ = union(l, f.deep(a))
		}
		switch s.Kind {
		case policy.Fence:
			return l.withFlags(Fenced), true
		case policy.Scrub:
			return l.withFlags(Scrubbed), true
		case policy.Checked:
			return l.withFlags(Checked | Fenced), true
		}
	}
	if m.Clean[name] {
		return f.derived(args), true
	}
	if m.Media[name] {
		// Inline media built from bytes: no text to follow.
		return nil, true
	}
	return nil, false
}

// derived returns the labels of a model's reply to a request made of
// args: every third-party text (and parameter) the request held in its
// messages (not in its instruction slots, reported there), marked
// Derived, no longer fenced (the reply is the model's text, not the
// fenced input) and no longer reported where it entered the prompt.
//
// The reply is the model's turn: its labels carry the assistant role
// (replyRole), so a converter's case for system messages does not take
// it back as the program's own instructions when the reply is replayed
// through a conversion that loses its shape (openai-agents-go turns its
// output items into input items by a JSON round trip, and its converter
// switches on the item's role). Stored in a message whose Role is a
// constant, the text takes that message's role, as any text does: a
// summary filed as a system message is reported there (kept.go).
func (f *fam) derived(args []ssa.Value) labels {
	replyRole := roleFlag(policy.Assistant)
	var out labels
	for _, a := range args {
		for _, e := range f.deep(a) {
			if k := f.pkg.sources[e.src].kind; k == srcImpl || k == srcFunc {
				continue
			}
			if e.flags&Sunk != 0 {
				// In an instruction slot of the request (a tool's
				// description): reported there, and not what the
				// model's words are made from.
				continue
			}
			flags := e.flags&^(Fenced|Wrapped|Checked|Sunk|SunkData|Scrubbed|roleMask) | Derived | replyRole
			out, _ = union(out, labels{{e.src, flags}})
		}
	}
	return out
}

// unwrap returns the laundered result of an unwrapper call: a source of its
// own (so the inventory can say what this unwrap site reaches) carrying the
// origins statically known for its argument.
func (f *fam) unwrap(fn *ssa.Function, name string, args []ssa.Value, pos token.Pos) labels {
	var origins []string
	for _, a := range args {
		for _, e := range f.deep(a) {
			if s := f.pkg.sources[e.src]; s.textual() && s.origin != "" && s.origin != unknownOrigin {
				origins = appendUnique(origins, s.origin)
			}
		}
	}
	origin := unknownOrigin
	if len(origins) > 0 {
		origin = joinOrigins(origins)
	}
	f.pkg.unwrapSite(fn, pos, origin)
	id := f.pkg.sourceID(source{kind: srcUnwrap, origin: origin, producer: shortName(name) + " result", unwrap: pos, path: []Hop{{Pos: pos, What: shortName(name)}}})
	return labels{{id, Laundered}}
}

func constString(v ssa.Value) string {
	if c, ok := unconvert(v).(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.String {
		return constant.StringVal(c.Value)
	}
	return ""
}

func orUnknown(s string) string {
	if s == "" {
		return unknownOrigin
	}
	return s
}

const unknownOrigin = "unknown"

func appendUnique(xs []string, s string) []string {
	for _, x := range xs {
		if x == s {
			return xs
		}
	}
	return append(xs, s)
}
