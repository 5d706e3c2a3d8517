package flow

import (
	"go/constant"
	"go/token"
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
		return f.modelCall(r, args[min(off, len(args)):])
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
	for _, call := range calls {
		l, ok := f.modelCall(f.pkg.model.Requests[calleeName(f.pkg, call)], call.Call.Args)
		if !ok {
			return nil, false
		}
		out, _ = union(out, l)
	}
	return out, true
}

// modelCall decides one call that says where a request goes (its URL
// argument) and what it carries (its body argument), by r.
func (f *fam) modelCall(r *policy.Request, target []ssa.Value) (labels, bool) {
	if r == nil || r.URL < 0 || r.URL >= len(target) || !f.pkg.modelEndpoint(target[r.URL]) {
		return nil, false
	}
	if r.Body < 0 || r.Body >= len(target) {
		return nil, true
	}
	return f.derived(target[r.Body : r.Body+1]), true
}

// requestBuilders returns the calls that built req: through conversions,
// the phis of a request built again in a retry loop (a nil edge is no
// request), and the copies of a request (req.WithContext(ctx),
// req.Clone(ctx)) to the calls that built the original. None when one of
// them is not a builder the policy knows.
func (f *fam) requestBuilders(req ssa.Value) []*ssa.Call {
	var out []*ssa.Call
	seen := map[ssa.Value]bool{}
	ok := true
	var walk func(v ssa.Value, depth int)
	walk = func(v ssa.Value, depth int) {
		if !ok || seen[v] {
			return
		}
		seen[v] = true
		if depth > 8 {
			ok = false
			return
		}
		switch v := v.(type) {
		case *ssa.Extract:
			walk(v.Tuple, depth+1)
		case *ssa.ChangeType:
			walk(v.X, depth+1)
		case *ssa.Phi:
			for _, e := range v.Edges {
				walk(e, depth+1)
			}
		case *ssa.Const:
			// nil: the request not built yet on this edge.
		case *ssa.Call:
			b := f.pkg.model.Requests[calleeName(f.pkg, v)]
			switch {
			case b == nil:
				ok = false
			case b.Derive && len(v.Call.Args) > 0:
				walk(v.Call.Args[0], depth+1) // the receiver: the request copied
			case b.Derive:
				ok = false
			default:
				out = append(out, v)
			}
		default:
			ok = false
		}
	}
	walk(req, 0)
	if !ok {
		return nil
	}
	return out
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
// formatting and joins to its constant parts, names a model API.
func (p *pkgState) modelEndpoint(url ssa.Value) bool {
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
