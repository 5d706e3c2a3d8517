// Package argv resolves the argument vector of a process-starting call (and
// the few scalar arguments of the other actuation primitives) from SSA, and
// matches argument vectors against the forbidden actuation verbs.
//
// A resolved vector is a List of Elems. An element is a constant, an unknown
// value, or a reference to a parameter of the function the vector was
// resolved in; a List holding parameter references is a template that is
// completed at each call site of that function (Subst), so a helper such as
// run(name string, args ...string) is summarised once as "param 0 is
// argv[0], param 1 is the rest" and resolved where it is called.
package argv

import (
	"strconv"
	"strings"
)

// Hole stands for an unknown part of an otherwise known string (an
// unresolved fmt.Sprintf operand): "tmux send-keys -t " + Hole.
const Hole = "\uFFFF"

// Kind is the kind of an Elem.
type Kind uint8

// The kinds of element.
const (
	// Unknown is one element whose value is not known.
	Unknown Kind = iota
	// Const is a known string (which may contain Holes).
	Const
	// Param is parameter P of the enclosing function (Index < 0), or
	// element Index of list parameter P.
	Param
	// Rest is the elements of list parameter P from Index on.
	Rest
	// UnknownRest is any number of unknown elements.
	UnknownRest
	// Template is a string with parameter slots: S is its text, each slot
	// written as Slot(p) ("wtype " + Slot(0) for "wtype " + text).
	Template
	// Mark is a value that is not a string but whose provenance decides
	// a verb: S names it (MasterMark: a pseudo-terminal master).
	Mark
)

// Elem is one element of a List. Its fields are exported because templates
// travel in analysis facts.
type Elem struct {
	Kind  Kind
	S     string
	P     int
	Index int
}

// List is a (possibly partially known) argument vector.
type List []Elem

// C returns a constant element.
func C(s string) Elem { return Elem{Kind: Const, S: s} }

// Known reports whether e is a constant without holes.
func (e Elem) Known() bool { return e.Kind == Const && !strings.Contains(e.S, Hole) }

// IsParam reports whether e refers to a parameter (a template string
// refers to at least one).
func (e Elem) IsParam() bool { return e.Kind == Param || e.Kind == Rest || e.Kind == Template }

// spread reports whether e stands for a variable number of elements.
func (e Elem) spread() bool { return e.Kind == Rest || e.Kind == UnknownRest }

// At returns element i of l; past a spread, the element is a reference into
// the spread (Rest) or Unknown. Past the end it is Unknown.
func (l List) At(i int) Elem {
	for _, e := range l {
		switch e.Kind {
		case Rest:
			return Elem{Kind: Param, P: e.P, Index: e.Index + i}
		case UnknownRest:
			return Elem{Kind: Unknown}
		}
		if i == 0 {
			return e
		}
		i--
	}
	return Elem{Kind: Unknown}
}

// Drop returns l without its first k elements.
func (l List) Drop(k int) List {
	for j, e := range l {
		if k == 0 {
			return l[j:]
		}
		switch e.Kind {
		case Rest:
			return append(List{{Kind: Rest, P: e.P, Index: e.Index + k}}, l[j+1:]...)
		case UnknownRest:
			return l[j:]
		}
		k--
	}
	return nil
}

// Len returns the number of elements of l and whether it is exact (no
// spread).
func (l List) Len() (int, bool) {
	for i, e := range l {
		if e.spread() {
			return i, false
		}
	}
	return len(l), true
}

// HasParam reports whether l refers to a parameter.
func (l List) HasParam() bool {
	for _, e := range l {
		if e.IsParam() {
			return true
		}
	}
	return false
}

// Key returns a string that identifies l, for de-duplication.
func (l List) Key() string {
	var b strings.Builder
	for _, e := range l {
		b.WriteString(strconv.Itoa(int(e.Kind)))
		b.WriteByte(':')
		b.WriteString(strconv.Quote(e.S))
		b.WriteByte(':')
		b.WriteString(strconv.Itoa(e.P))
		b.WriteByte(':')
		b.WriteString(strconv.Itoa(e.Index))
		b.WriteByte(';')
	}
	return b.String()
}

// String renders l for a person: constants quoted, parameters as $N
// ($N[i], $N[i:]...), unknown elements as "…".
func (l List) String() string {
	parts := make([]string, len(l))
	for i, e := range l {
		parts[i] = e.String()
	}
	return "[" + strings.Join(parts, " ") + "]"
}

func (e Elem) String() string {
	switch e.Kind {
	case Const:
		return strconv.Quote(strings.ReplaceAll(e.S, Hole, "…"))
	case Template:
		return strconv.Quote(showSlots(strings.ReplaceAll(e.S, Hole, "…"), func(p int) string { return "$" + strconv.Itoa(p) }))
	case Mark:
		return "<" + e.S + ">"
	case Param:
		if e.Index < 0 {
			return "$" + strconv.Itoa(e.P)
		}
		return "$" + strconv.Itoa(e.P) + "[" + strconv.Itoa(e.Index) + "]"
	case Rest:
		return "$" + strconv.Itoa(e.P) + "[" + strconv.Itoa(e.Index) + ":]..."
	case UnknownRest:
		return "…..."
	}
	return "…"
}

// Render renders at most max elements of l as Go call arguments:
// "tmux", "send-keys", … — long constants are shortened.
func Render(l List, max int) string {
	var parts []string
	for i, e := range l {
		if i == max {
			parts = append(parts, "…")
			break
		}
		if e.Kind != Const && e.Kind != Template {
			parts = append(parts, "…")
			if e.spread() {
				break
			}
			continue
		}
		s := showSlots(strings.ReplaceAll(e.S, Hole, "…"), func(int) string { return "…" })
		if r := []rune(s); len(r) > 40 {
			s = string(r[:39]) + "…"
		}
		parts = append(parts, strconv.Quote(s))
	}
	return strings.Join(parts, ", ")
}

// Args gives the candidate values of a call's arguments for Subst: for a
// list parameter, its candidate lists; for a scalar parameter, candidate
// one-element lists. nil means unknown.
type Args func(p int, list bool) []List

// maxCandidates bounds the alternatives a resolution keeps, so a function
// with many branches cannot make resolution exponential.
const maxCandidates = 8

// Subst completes template t with the arguments of a call: every parameter
// reference is replaced by the argument's candidate values. The result is
// the candidate lists, at most maxCandidates of them.
func Subst(t List, args Args) []List {
	out := []List{nil}
	for _, e := range t {
		var alts []List
		switch e.Kind {
		case Template:
			alts = fill(e.S, args)
		case Param:
			if e.Index < 0 {
				alts = args(e.P, false)
			} else {
				for _, l := range args(e.P, true) {
					alts = append(alts, List{l.At(e.Index)})
				}
			}
			if len(alts) == 0 {
				alts = []List{{{Kind: Unknown}}}
			}
		case Rest:
			for _, l := range args(e.P, true) {
				alts = append(alts, l.Drop(e.Index))
			}
			if len(alts) == 0 {
				alts = []List{{{Kind: UnknownRest}}}
			}
		default:
			alts = []List{{e}}
		}
		out = cross(out, alts)
	}
	return out
}

// cross appends every alternative to every prefix, keeping at most
// maxCandidates results.
func cross(prefixes, alts []List) []List {
	var out []List
	for _, p := range prefixes {
		for _, a := range alts {
			if len(out) == maxCandidates {
				return out
			}
			l := make(List, 0, len(p)+len(a))
			l = append(append(l, p...), a...)
			out = append(out, l)
		}
	}
	return out
}
