package flow

import (
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/agentvet/agentvet/internal/policy"
)

// modelRequest decides whether an HTTP call goes to a model API (its URL
// holds one of the policy's model endpoint fragments, "/chat/completions",
// found among the constant parts the URL is built from). Then its response
// is the model's reply, derived from the request body: it returns that,
// and true. A request whose URL it cannot see (built elsewhere, or behind
// an interface) stays a fetched page.
func (f *fam) modelRequest(r *policy.Request, args []ssa.Value, off int) (labels, bool) {
	if r.Req < 0 {
		return f.modelCall(r, args[min(off, len(args)):], nil)
	}
	// The *http.Request: find the calls that built it (a retry loop
	// builds it again: every builder must go to a model API).
	if r.Req+off >= len(args) {
		return nil, false
	}
	calls := f.requestBuilders(args[r.Req+off])
	if len(calls) == 0 {
		return nil, false
	}
	var out labels
	for _, b := range calls {
		l, ok := f.modelCall(f.pkg.model.Requests[calleeName(f.pkg, b.call)], b.call.Call.Args, b.helper)
		if !ok {
			return nil, false
		}
		out, _ = union(out, l)
	}
	return out, true
}

// modelCall decides one call that says where a request goes (its URL
// argument) and what it carries (its body argument), by r. A call inside
// a helper of the package that builds the request (helper, the call of it
// here) reads the helper's parameters as the arguments it was given, and
// the request carries what the helper was given.
func (f *fam) modelCall(r *policy.Request, target []ssa.Value, helper *ssa.Call) (labels, bool) {
	if r == nil || r.URL < 0 || r.URL >= len(target) || !f.pkg.modelEndpoint(target[r.URL], helperArgs(helper)) {
		return nil, false
	}
	if helper != nil {
		return f.derived(helper.Call.Args), true
	}
	if r.Body < 0 || r.Body >= len(target) {
		return nil, true
	}
	return f.derived(target[r.Body : r.Body+1]), true
}

// builder is a call that built a request: here, or inside a helper of
// the package that returns it (helper is then the call of the helper).
type builder struct {
	call, helper *ssa.Call
}

// requestBuilders returns the calls that built req: through conversions,
// the phis of a request built again in a retry loop (a nil edge is no
// request), the copies of a request (req.WithContext(ctx),
// req.Clone(ctx)) to the calls that built the original, and a helper of
// the package that returns a request it built (agent-sdk-go's
// CreateVertexHTTPRequest). None when one of them is not a builder the
// policy knows.
func (f *fam) requestBuilders(req ssa.Value) []builder {
	w := builderWalk{f: f, seen: map[ssa.Value]bool{}, ok: true}
	w.walk(req, 0, nil)
	if !w.ok {
		return nil
	}
	return w.out
}

type builderWalk struct {
	f    *fam
	seen map[ssa.Value]bool
	ok   bool
	out  []builder
}

func (w *builderWalk) walk(v ssa.Value, depth int, helper *ssa.Call) {
	if !w.ok || w.seen[v] {
		return
	}
	w.seen[v] = true
	if depth > 8 {
		w.ok = false
		return
	}
	switch v := v.(type) {
	case *ssa.Extract:
		w.walk(v.Tuple, depth+1, helper)
	case *ssa.ChangeType:
		w.walk(v.X, depth+1, helper)
	case *ssa.Phi:
		for _, e := range v.Edges {
			w.walk(e, depth+1, helper)
		}
	case *ssa.Const:
		// nil: the request not built yet on this edge.
	case *ssa.UnOp:
		// A request variable a closure captures (a retry helper's
		// func() error { resp, err = client.Do(req) }): every value
		// stored in the variable, here or in a closure.
		stored, ok := capturedStores(v, w.f.bindings)
		if !ok {
			w.ok = false
			return
		}
		for _, s := range stored {
			w.walk(s, depth+1, helper)
		}
	case *ssa.Call:
		b := w.f.pkg.model.Requests[calleeName(w.f.pkg, v)]
		switch {
		case b == nil && helper == nil:
			w.helper(v, depth)
		case b == nil:
			w.ok = false // a helper's helper: not followed
		case b.Derive && len(v.Call.Args) > 0:
			w.walk(v.Call.Args[0], depth+1, helper) // the receiver: the request copied
		case b.Derive:
			w.ok = false
		default:
			w.out = append(w.out, builder{v, helper})
		}
	default:
		w.ok = false
	}
}

// helper follows a call of a function of the package that returns the
// request: the requests its returns give.
func (w *builderWalk) helper(call *ssa.Call, depth int) {
	callee := call.Call.StaticCallee()
	if callee == nil || callee.Pkg != w.f.pkg.ssaPkg || len(callee.Blocks) == 0 {
		w.ok = false
		return
	}
	res := callee.Signature.Results()
	idx := -1
	for i := 0; i < res.Len(); i++ {
		if isHTTPRequest(res.At(i).Type()) {
			idx = i
		}
	}
	if idx < 0 {
		w.ok = false
		return
	}
	for _, b := range callee.Blocks {
		if ret, ok := lastInstr(b).(*ssa.Return); ok && idx < len(ret.Results) {
			w.walk(ret.Results[idx], depth+1, call)
		}
	}
}

func isHTTPRequest(t types.Type) bool {
	p, ok := t.(*types.Pointer)
	if !ok {
		return false
	}
	n := namedOf(p.Elem())
	return n != nil && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "net/http" && n.Obj().Name() == "Request"
}

// helperArgs maps the parameters of the helper call calls to the
// arguments it was given (nil for no helper).
func helperArgs(call *ssa.Call) map[*ssa.Parameter]ssa.Value {
	if call == nil {
		return nil
	}
	callee := call.Call.StaticCallee()
	if callee == nil {
		return nil
	}
	m := map[*ssa.Parameter]ssa.Value{}
	for i, p := range callee.Params {
		if i < len(call.Call.Args) {
			m[p] = call.Call.Args[i]
		}
	}
	return m
}

func calleeName(p *pkgState, c *ssa.Call) string {
	if callee := c.Call.StaticCallee(); callee != nil {
		if obj, ok := callee.Object().(interface{ FullName() string }); ok {
			return p.model.CanonName(obj.FullName())
		}
	}
	return ""
}

// modelEndpoint reports whether url, followed through concatenation,
// formatting and joins to its constant parts, names a model API. params
// gives the arguments a helper's parameters stand for.
func (p *pkgState) modelEndpoint(url ssa.Value, params map[*ssa.Parameter]ssa.Value) bool {
	return p.modelEndpointAt(url, params, 0)
}

// maxCallerHops bounds how far up the callers a URL's parameter is followed.
const maxCallerHops = 2

// modelEndpointAt is modelEndpoint hops callers up. A parameter of an
// unexported function that only this package calls (crush's discovery
// helper: doRequest(ctx, GET, base, "/models", …)) names a model API when
// the argument every call passes does.
func (p *pkgState) modelEndpointAt(url ssa.Value, params map[*ssa.Parameter]ssa.Value, hops int) bool {
	if len(p.model.ModelEndpoints) == 0 {
		return false
	}
	found := false
	seen := map[ssa.Value]bool{}
	var walk func(v ssa.Value, depth int)
	walk = func(v ssa.Value, depth int) {
		if found || v == nil || depth > 12 || seen[v] {
			return
		}
		seen[v] = true
		switch v := v.(type) {
		case *ssa.Const:
			if v.Value != nil && v.Value.Kind() == constant.String {
				s := constant.StringVal(v.Value)
				if !strings.HasPrefix(s, "/") && !strings.Contains(s, "://") {
					// A relative path joined onto a base URL
					// (u.JoinPath("v1/chat/completions")) starts a
					// path segment all the same.
					s = "/" + s
				}
				for _, m := range p.model.ModelEndpoints {
					if strings.Contains(s, m) {
						found = true
					}
				}
			}
		case *ssa.BinOp:
			if v.Op == token.ADD {
				walk(v.X, depth+1)
				walk(v.Y, depth+1)
			}
		case *ssa.Phi:
			for _, e := range v.Edges {
				walk(e, depth+1)
			}
		case *ssa.Call:
			// fmt.Sprintf, url.JoinPath, path.Join, strings.TrimSuffix…:
			// any constant the URL is made of.
			for _, a := range v.Call.Args {
				walk(a, depth+1)
			}
		case *ssa.Extract:
			walk(v.Tuple, depth+1)
		case *ssa.Slice:
			walk(v.X, depth+1)
		case *ssa.Alloc:
			// The variadic arguments of a formatting call.
			if refs := v.Referrers(); refs != nil {
				for _, r := range *refs {
					if ia, ok := r.(*ssa.IndexAddr); ok {
						if irefs := ia.Referrers(); irefs != nil {
							for _, ir := range *irefs {
								if st, ok := ir.(*ssa.Store); ok {
									walk(st.Val, depth+1)
								}
							}
						}
					}
				}
			}
		case *ssa.Parameter:
			if a, ok := params[v]; ok {
				walk(a, depth+1)
			} else if !found {
				found = p.everyCallerNames(v, hops)
			}
		case *ssa.MakeInterface:
			walk(v.X, depth+1)
		case *ssa.ChangeType:
			walk(v.X, depth+1)
		case *ssa.Convert:
			walk(v.X, depth+1)
		}
	}
	walk(url, 0)
	return found
}

// everyCallerNames reports whether every call of v's function passes, as
// v, a URL part that names a model API (there is at least one call, and
// the package sees them all).
func (p *pkgState) everyCallerNames(v *ssa.Parameter, hops int) bool {
	if hops >= maxCallerHops {
		return false
	}
	fn := v.Parent()
	idx := -1
	for i, q := range fn.Params {
		if q == v {
			idx = i
		}
	}
	sites, ok := p.callSites(fn)
	if idx < 0 || !ok || len(sites) == 0 {
		return false
	}
	for _, c := range sites {
		args := c.Common().Args
		if idx >= len(args) || !p.modelEndpointAt(args[idx], nil, hops+1) {
			return false
		}
	}
	return true
}
