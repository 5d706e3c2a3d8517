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
	url, body := r.URL, r.Body
	var target []ssa.Value
	if r.Req >= 0 {
		// The *http.Request: find the call that built it.
		if r.Req+off >= len(args) {
			return nil, false
		}
		b, call := f.requestBuilder(args[r.Req+off])
		if b == nil {
			return nil, false
		}
		url, body, target = b.URL, b.Body, call.Call.Args
	} else {
		target = args[off:]
	}
	if url < 0 || url >= len(target) || !f.pkg.modelEndpoint(target[url]) {
		return nil, false
	}
	if body < 0 || body >= len(target) {
		return nil, true
	}
	return f.derived(target[body : body+1]), true
}

// requestBuilder returns the builder row and the call that made req,
// through the copies of a request (req.WithContext(ctx), req.Clone(ctx))
// to the call that built the original.
func (f *fam) requestBuilder(req ssa.Value) (*policy.Request, *ssa.Call) {
	for range 4 {
		call := builderCall(req)
		if call == nil {
			return nil, nil
		}
		b := f.pkg.model.Requests[calleeName(f.pkg, call)]
		if b == nil || !b.Derive {
			return b, call
		}
		if len(call.Call.Args) == 0 {
			return nil, nil
		}
		req = call.Call.Args[0] // the receiver: the request copied
	}
	return nil, nil
}

// builderCall returns the call that made req, through conversions and
// phis of one value (the usual `req, err := http.NewRequest(…)`).
func builderCall(req ssa.Value) *ssa.Call {
	for i := 0; i < 8; i++ {
		switch v := req.(type) {
		case *ssa.Extract:
			req = v.Tuple
		case *ssa.Call:
			return v
		case *ssa.ChangeType:
			req = v.X
		default:
			return nil
		}
	}
	return nil
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
