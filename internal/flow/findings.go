package flow

import (
	"cmp"
	"go/token"
	"slices"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/agentvet/agentvet/internal/policy"
	"github.com/agentvet/agentvet/internal/report"
)

// place names a position for a person.
func place(p policy.Position) string {
	switch p {
	case policy.System:
		return "the system prompt"
	case policy.Developer:
		return "a developer message"
	case policy.Assistant:
		return "an assistant message (a forged model turn)"
	case policy.ToolName:
		return "a tool name"
	case policy.ToolDescription:
		return "a tool description"
	case policy.User:
		return "a user message"
	case policy.Tool:
		return "a tool message"
	case policy.Argv:
		return "an argument vector"
	case policy.Path:
		return "a file path"
	case policy.Persistence:
		return "a durable store"
	case policy.RoleUnknown:
		return "a message whose role is not a constant"
	}
	return string(p)
}

// addFinding records a flow of src into position p at pos. One finding per
// line and category: it claims the gravest position a flow of third-party
// text reaches there, or, with none, a flow of a model's reply derived
// from it (claimRank), and names every distinct producer that reaches that
// position (addProducer), and only those: a request carries its system
// prompt, its tools and its messages, and a producer that reaches only a
// tool message of the call is not said to reach its system prompt (issue
// 18.10). The path shown is a named producer's, the first source's in a
// deterministic order, and a known origin's beats an unknown one's.
func (p *pkgState) addFinding(cat Category, at token.Pos, pos policy.Position, sink string, src *source, hops []Hop, derived bool) {
	posn := p.pass.Fset.Position(at)
	key := findingKey{file: posn.Filename, line: posn.Line, cat: cat}
	prod := p.producerOf(src)
	old := p.findings[key]
	if old != nil {
		switch r, was := claimRank(pos, derived), claimRank(old.Position, old.Derived); {
		case r > was || r == was && pos != old.Position:
			return
		case r < was:
			old = nil // a graver position: the finding claims it alone
		}
	}
	var producers []report.Producer
	if old != nil {
		producers = p.addProducer(old.Producers, prod)
		// The path shown is a named producer's: of two names for one
		// origin the first in byte order, and a call's over the type its
		// result is made of (addProducer), so its path replaces the
		// other's.
		listed := slices.ContainsFunc(producers, func(q report.Producer) bool { return q.Origin == prod.Origin && q.What == prod.What })
		oldListed := slices.ContainsFunc(producers, func(q report.Producer) bool { return q.Origin == old.Origin && q.What == old.Producer })
		renamed := !oldListed || prod.Origin == old.Origin && src.producer < old.Producer
		known := old.Origin == unknownOrigin && prod.Origin != unknownOrigin
		if !listed || !renamed && !known {
			old.Producers = producers
			old.Message = message(old)
			return
		}
	}
	path := append(append([]Hop{}, src.path...), hops...)
	fd := &Finding{
		Category:  cat,
		Pos:       at,
		Position:  pos,
		Sink:      sink,
		Producer:  src.producer,
		Origin:    orUnknown(src.origin),
		Producers: []report.Producer{prod},
		Path:      path,
		Derived:   derived,
	}
	if old != nil {
		fd.Producers = producers
	}
	kind, _, _ := strings.Cut(fd.Origin, ":")
	if a, ok := p.model.Allowed(kind, pos); ok {
		fd.Allowed = &a
	}
	fd.Message = message(fd)
	p.findings[key] = fd
}

// claimRank orders the claims a finding may make, first first: a third
// party's own text before a model's reply derived from it (a model's
// summary of a tool result in the system prompt is a hazard, but one the
// model's words stand between; where the tool result's own text reaches
// a tool description on the same line, that is the claim), then by
// position (positionRank).
func claimRank(p policy.Position, derived bool) int {
	r := positionRank(p)
	if derived {
		r += derivedRank
	}
	return r
}

// derivedRank puts every derived claim after every direct one.
const derivedRank = 16

// positionRank orders the positions a finding may claim, gravest first:
// the instruction positions (the system prompt, developer messages, tools'
// descriptions and names, a forged assistant turn), then the data
// positions (a user message, where a fence belongs, before a tool's
// result) and a role the code does not fix. Each position has its own
// rank, so the producers a finding names all reach the position it
// claims.
func positionRank(p policy.Position) int {
	switch p {
	case policy.System:
		return 0
	case policy.Developer:
		return 1
	case policy.ToolDescription:
		return 2
	case policy.ToolName:
		return 3
	case policy.Assistant:
		return 4
	case policy.User:
		return 5
	case policy.Tool:
		return 6
	case policy.RoleUnknown:
		return 7
	}
	return 8
}

// via renders the helper calls of a path, short, for the message.
func via(path []Hop) string {
	var names []string
	for _, h := range path {
		for _, prefix := range []string{"returned by ", "stored by ", "passed to "} {
			if strings.HasPrefix(h.What, prefix) {
				names = appendUnique(names, strings.TrimPrefix(h.What, prefix))
			}
		}
	}
	if len(names) == 0 {
		return ""
	}
	return " via " + strings.Join(names, " → ")
}

func message(f *Finding) string {
	who, reach := producers(f), " reaches "
	if len(f.Producers) > 1 {
		reach = " reach "
	}
	switch f.Category {
	case CatUnwrap:
		return "laundered text: " + who + reach + place(f.Position) + " at " + f.Sink + via(f.Path) +
			": the runtime guard cannot see taint after taint.Unwrap; keep the value tainted and put it in a user message with guard.Untrusted"
	case CatPersist:
		return "laundered text: " + who + " is written to a durable store at " + f.Sink + " without its taint" + via(f.Path) +
			": store the taint.Value (its JSON wire form keeps the origin) so a later run recalls it as untrusted"
	case CatUnfenced:
		return "unfenced untrusted content: " + who + reach + place(f.Position) + " at " + f.Sink + via(f.Path) +
			" without guard.Fence: wrap it with taint.New and let guard.Check fence it, or pass it through guard.Fence"
	case CatArgv:
		return who + reach + place(f.Position) + " at " + f.Sink + via(f.Path) +
			": free text rides along as data; it never becomes a command or a path (select from a fixed set instead)"
	}
	if f.Derived {
		return "derived text: a model's reply to a prompt that held " + who + " reaches " + place(f.Position) + " at " + f.Sink + via(f.Path) +
			": a summary of third-party text is third-party text; keep it tainted (taint.Derive) and give it to the model as fenced data in a user message, not as instructions"
	}
	return who + reach + place(f.Position) + " at " + f.Sink + via(f.Path) +
		": keep it tainted (taint.New) and put it in a user message through guard.Check; nothing makes third-party text acceptable in an instruction position"
}

// producers names the producers of f for the message: every one, up to
// three, then a count.
func producers(f *Finding) string {
	if len(f.Producers) == 0 {
		return f.Producer + " (" + f.Origin + ")"
	}
	const shown = 3
	var names []string
	for i, p := range f.Producers {
		if i == shown {
			names = append(names, itoa(len(f.Producers)-shown)+" more")
			break
		}
		names = append(names, p.What+" ("+p.Origin+")")
	}
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// producerOf describes src as a producer: its origin, its name, and where
// the text was produced (the first hop of its path).
func (p *pkgState) producerOf(src *source) report.Producer {
	prod := report.Producer{Origin: orUnknown(src.origin), What: src.producer}
	if len(src.path) > 0 {
		prod.Pos = p.farHop(src.path[0]).Pos
	}
	return prod
}

// addProducer inserts prod into ps, the producers of a finding, once per
// origin and name (two calls of http.Get on a path are one producer;
// http.Get and http.Post are two), sorted by origin then name so the list
// does not depend on the order flows were found. Of one producer seen at
// two places the first place in position order stands.
//
// A producer by type (a field of an SDK data type) is left out when a
// producer of another kind with its origin is listed: a client call and
// the type its result is made of name the same text twice (a helper that
// reads res.Content of the *CallToolResult a CallTool returned). The
// origins are the same either way.
func (p *pkgState) addProducer(ps []report.Producer, prod report.Producer) []report.Producer {
	i, found := slices.BinarySearchFunc(ps, prod, compareProducers)
	switch {
	case found && !earlier(prod.Pos, ps[i].Pos):
		return ps
	case found:
		ps = slices.Clone(ps)
		ps[i] = prod
		return ps
	}
	ps = slices.Insert(slices.Clone(ps), i, prod)
	called := map[string]bool{}
	for _, q := range ps {
		if !p.byType(q.What) {
			called[q.Origin] = true
		}
	}
	return slices.DeleteFunc(ps, func(q report.Producer) bool { return p.byType(q.What) && called[q.Origin] })
}

// byType reports whether what names a producer by type: a field producer
// of the model that is not a callback's parameters.
func (p *pkgState) byType(what string) bool {
	if p.typeNames == nil {
		p.typeNames = map[string]bool{}
		for _, prod := range p.model.FieldProducers {
			if len(prod.Params) == 0 {
				p.typeNames[prod.What] = true
			}
		}
	}
	return p.typeNames[what]
}

// earlier reports whether a is known and comes before b (or b is unknown).
func earlier(a, b report.Pos) bool {
	if a.File == "" || b.File == "" {
		return b.File == "" && a.File != ""
	}
	return cmp.Or(strings.Compare(a.File, b.File), cmp.Compare(a.Offset, b.Offset)) < 0
}

func compareProducers(a, b report.Producer) int {
	return cmp.Or(strings.Compare(a.Origin, b.Origin), strings.Compare(a.What, b.What))
}

// noteReach records, for the unwraps inventory, what an unwrap site's
// value reaches.
func (p *pkgState) noteReach(site token.Pos, pos policy.Position, flags Flags) {
	u := p.unwraps[site]
	if u == nil {
		return
	}
	var what string
	switch {
	case pos.Instruction():
		what = "instruction sink"
	case pos.Data():
		what = "user message"
	case pos == policy.Persistence:
		what = "persistence"
	case pos == policy.Argv || pos == policy.Path:
		what = "argv/path"
	case pos == "":
		what = "returned to callers"
	default:
		return
	}
	for _, r := range u.Reaches {
		if r == what {
			return
		}
	}
	u.Reaches = append(u.Reaches, what)
	sort.Strings(u.Reaches)
}

// unwrapSite records an unwrap call for the inventory.
func (p *pkgState) unwrapSite(fn *ssa.Function, pos token.Pos, origin string) {
	u := p.unwraps[pos]
	if u == nil {
		root := fn
		for root.Parent() != nil {
			root = root.Parent()
		}
		u = &UnwrapSite{Pos: pos, Func: root.RelString(p.pass.Pkg)}
		p.unwraps[pos] = u
	}
	if origin != unknownOrigin {
		u.Origin = origin
	}
}

// overBudget marks f undecided because the package ran out of its
// instruction budget: one finding for the package, at the first function it
// could not finish, counting the others.
func (p *pkgState) overBudget(f *fam) {
	if f.undecided {
		return
	}
	f.undecided = true
	p.overBudgetFns = append(p.overBudgetFns, f.root)
	first := p.overBudgetFns[0]
	why := "the package exceeded its budget of " + itoa(p.limit) + " instruction visits (-budget)"
	if n := len(p.overBudgetFns) - 1; n > 0 {
		why += ", and so did " + itoa(n) + " other functions"
	}
	pos := first.Pos()
	posn := p.pass.Fset.Position(pos)
	key := findingKey{file: posn.Filename, line: posn.Line, cat: CatUndecided}
	delete(p.findings, key)
	p.undecided(first, why)
}

// undecided reports that the engine could not decide the flows of fn.
func (p *pkgState) undecided(fn *ssa.Function, why string) {
	pos := fn.Pos()
	posn := p.pass.Fset.Position(pos)
	p.findings[findingKey{file: posn.Filename, line: posn.Line, cat: CatUndecided}] = &Finding{
		Category: CatUndecided,
		Pos:      pos,
		Message:  "agentvet could not decide the flows of " + fn.RelString(p.pass.Pkg) + ": " + why + "; it fails closed — split the function, or suppress with a reviewed //agentvet:ignore taintflow <reason>",
	}
}

// sortedFindings returns the package's findings as structured data, in
// position order.
func (p *pkgState) sortedFindings() []report.Finding {
	out := make([]report.Finding, 0, len(p.findings))
	for _, f := range p.findings {
		out = append(out, p.structured(f))
	}
	report.SortFindings(out)
	return out
}

// structured converts a finding into the form every output renders.
func (p *pkgState) structured(f *Finding) report.Finding {
	fset := p.pass.Fset
	end := f.End
	if !end.IsValid() {
		end = p.spanEnd(f.Pos)
	}
	out := report.Finding{
		Category:  string(f.Category),
		Pos:       report.PosOf(fset, f.Pos),
		End:       report.PosOf(fset, end),
		Message:   f.Message,
		Position:  string(f.Position),
		Sink:      f.Sink,
		Producers: f.Producers,
		Package:   p.pass.Pkg.Path(),
	}
	for _, h := range f.Path {
		out.Path = append(out.Path, p.farHop(h))
	}
	for _, sf := range f.Fixes {
		fix := report.Fix{Message: sf.Message}
		for _, e := range sf.TextEdits {
			start := fset.Position(e.Pos)
			fix.Edits = append(fix.Edits, report.Edit{File: start.Filename, Start: start.Offset, End: fset.Position(cmp.Or(e.End, e.Pos)).Offset, New: string(e.NewText)})
		}
		out.Fixes = append(out.Fixes, fix)
	}
	if a := f.Allowed; a != nil {
		// An operator's reviewed allow: not reported, but listed (SARIF
		// shows it as suppressed, with the reason and where it was
		// declared).
		out.Suppressed = true
		out.Reason = a.Kind + " in " + string(a.Position) + ": " + a.Reason
		out.SuppressedBy = a.Source
	}
	return out
}

func (p *pkgState) sortedUnwraps() []UnwrapSite {
	out := make([]UnwrapSite, 0, len(p.unwraps))
	for _, u := range p.unwraps {
		out = append(out, *u)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Pos < out[j].Pos })
	return out
}

// shortName turns a model name into the name a Go programmer writes:
// "(*github.com/x/client.Client).CallTool" → "client.Client.CallTool".
func shortName(name string) string {
	name = strings.TrimPrefix(name, "(")
	name = strings.TrimPrefix(name, "*")
	name = strings.Replace(name, ").", ".", 1)
	if i := strings.LastIndexByte(name, '/'); i >= 0 {
		name = name[i+1:]
	}
	return name
}

// joinOrigins joins origins like taint.JoinOrigins: distinct, first seen,
// at most 8 then "+N more".
func joinOrigins(origins []string) string {
	const max = 8
	if len(origins) <= max {
		return strings.Join(origins, ", ")
	}
	return strings.Join(origins[:max], ", ") + ", +" + strconv.Itoa(len(origins)-max) + " more"
}

func itoa(n int) string { return strconv.Itoa(n) }
