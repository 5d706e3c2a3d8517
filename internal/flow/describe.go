package flow

import (
	"strconv"
	"strings"
)

// describeFunc renders a function fact for a person and for analysistest's
// fact expectations: what its results carry, which parameters flow where,
// and which reach a sink.
//
//	summary: returns mcp:tool-list; p1→result; p0.f2→p1; p1→system (go-openai SystemMessage)
func describeFunc(f *FuncFact) string {
	var parts []string
	if f.Fence {
		parts = append(parts, "fence")
	}
	for _, s := range f.Results {
		r := "returns " + s.Origin
		if s.Res > 0 || s.At != "" {
			r += " at result"
			if s.Res > 0 {
				r += strconv.Itoa(s.Res)
			}
			r += s.At
		}
		if s.Flags&Laundered != 0 {
			r += " (laundered)"
		}
		if s.Flags&Derived != 0 {
			r += " (derived)"
		}
		parts = append(parts, r)
	}
	for _, s := range f.Stores {
		r := "stores " + s.Origin + " at p" + strconv.Itoa(s.Res) + s.At
		if s.Flags&Laundered != 0 {
			r += " (laundered)"
		}
		if s.Flags&roleMask != 0 {
			r += " (role " + roleName(s.Flags) + ")"
		}
		parts = append(parts, r)
	}
	for _, pf := range f.ParamFlows {
		to := "result"
		switch {
		case pf.To == ToGlobalIndex:
			to = pf.ToGlobal
		case pf.To >= 0:
			to = "p" + strconv.Itoa(pf.To)
		}
		if pf.Res > 0 {
			to += strconv.Itoa(pf.Res)
		}
		d := ""
		if pf.Flags&Derived != 0 {
			d = " (derived)"
		}
		if pf.Flags&roleMask != 0 {
			d += " (role " + roleName(pf.Flags) + ")"
		}
		parts = append(parts, describeFrom(pf.From, pf.FromGlobal, pf.At, pf.Call, pf.CallAt)+"→"+to+pf.ToAt+d)
	}
	for _, ps := range f.ParamSinks {
		pos := string(ps.Position)
		if ps.RoleParam >= 0 {
			pos = "role of p" + strconv.Itoa(ps.RoleParam)
			if ps.RoleField != "" {
				pos += "." + ps.RoleField
			}
		}
		when := ""
		if ps.When.Set {
			when = " when p" + strconv.Itoa(ps.When.Param) + "==" + ps.When.Value
		}
		switch {
		case ps.Only&(roleNot|roleSet) != 0:
			when += " for any role but " + roleName(ps.Only)
		case ps.Only != 0:
			when += " for role " + roleName(ps.Only)
		}
		parts = append(parts, describeFrom(ps.Param, ps.Global, ps.At, ps.Call, ps.CallAt)+"→"+pos+" ("+ps.Sink+")"+when)
	}
	if len(parts) == 0 {
		return "summary: clean"
	}
	return "summary: " + strings.Join(parts, "; ")
}

// describeField renders a field fact: the origins it holds, or the sink
// it is.
//
//	field: holds mcp:tool-result, web:http-response
//	field: sink system (prompt.Config.System (//agentvet:sink))
func describeField(f *FieldFact) string {
	if f.Sink != "" {
		return "field: sink " + string(f.Sink) + " (" + f.SinkWhat + ")"
	}
	var origins []string
	for _, s := range f.Sources {
		origins = appendUnique(origins, s.Origin)
	}
	return "field: holds " + strings.Join(origins, ", ")
}

// describeFrom renders where a flow starts: "p1.f0", "pkg.v.f0", and a call of
// it: "p0.Description()", "p1()".
func describeFrom(param int, global, at, call, callAt string) string {
	s := global
	if s == "" {
		s = "p" + strconv.Itoa(param)
	}
	s += at
	switch call {
	case "":
	case callFunc:
		s += "()"
	default:
		s += "." + call + "()"
	}
	return s + callAt
}
