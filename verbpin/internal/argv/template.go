package argv

import (
	"strconv"
	"strings"
)

// slotMark brackets a parameter slot in a Template's text. Like Hole it is
// a noncharacter, so no string a program spells holds it.
const slotMark = "\uFFFE"

// Slot is the text of parameter p's slot in a Template.
func Slot(p int) string { return slotMark + strconv.Itoa(p) + slotMark }

// Str is the element for text s: a Template when s holds a slot, else a
// constant.
func Str(s string) Elem {
	if strings.Contains(s, slotMark) {
		return Elem{Kind: Template, S: s}
	}
	return C(s)
}

// Text is e's text inside a larger string: a constant's or a template's
// own text, a scalar parameter's slot, and a Hole for anything else.
func Text(e Elem) string {
	switch {
	case e.Kind == Const || e.Kind == Template:
		return e.S
	case e.Kind == Param && e.Index < 0:
		return Slot(e.P)
	}
	return Hole
}

// Word is the element for one word split out of a longer string: unknown
// if any of it is, the parameter itself if it is exactly one slot, else a
// template or a constant.
func Word(w string) Elem {
	if strings.Contains(w, Hole) {
		return Elem{Kind: Unknown}
	}
	if p, ok := ExactSlot(w); ok {
		return Elem{Kind: Param, P: p, Index: -1}
	}
	return Str(w)
}

// ExactSlot reports whether s is one slot and nothing else, and whose.
func ExactSlot(s string) (int, bool) {
	ps := pieces(s)
	if len(ps) == 1 && ps[0].slot >= 0 {
		return ps[0].slot, true
	}
	return 0, false
}

// piece is a run of literal text (slot < 0) or one slot of a template.
type piece struct {
	lit  string
	slot int
}

// pieces splits template text into literal runs and slots. A slot mark
// without a well-formed number after it is literal text.
func pieces(s string) []piece {
	var out []piece
	for s != "" {
		i := strings.Index(s, slotMark)
		if i < 0 {
			out = append(out, piece{lit: s, slot: -1})
			break
		}
		if i > 0 {
			out = append(out, piece{lit: s[:i], slot: -1})
		}
		rest := s[i+len(slotMark):]
		j := strings.Index(rest, slotMark)
		p, err := strconv.Atoi(rest[:max(j, 0)])
		if j <= 0 || err != nil || p < 0 {
			out = append(out, piece{lit: slotMark, slot: -1})
			s = rest
			continue
		}
		out = append(out, piece{slot: p})
		s = rest[j+len(slotMark):]
	}
	return out
}

// showSlots renders the slots of template text s with show.
func showSlots(s string, show func(p int) string) string {
	var b strings.Builder
	for _, pc := range pieces(s) {
		if pc.slot < 0 {
			b.WriteString(pc.lit)
		} else {
			b.WriteString(show(pc.slot))
		}
	}
	return b.String()
}

// WithHoles is template text s with every slot a Hole: what is known of
// the string whatever the parameters are.
func WithHoles(s string) string { return showSlots(s, func(int) string { return Hole }) }

// fill completes template text s with the candidate values of a call's
// arguments, at most maxCandidates of them, each a one-element list.
func fill(s string, args Args) []List {
	outs := []string{""}
	for _, pc := range pieces(s) {
		alts := []string{pc.lit}
		if pc.slot >= 0 {
			alts = nil
			for _, l := range args(pc.slot, false) {
				alts = append(alts, Text(l.At(0)))
			}
			if len(alts) == 0 {
				alts = []string{Hole}
			}
		}
		var next []string
		for _, o := range outs {
			for _, a := range alts {
				if len(next) < maxCandidates {
					next = append(next, o+a)
				}
			}
		}
		outs = next
	}
	out := make([]List, len(outs))
	for i, o := range outs {
		out[i] = List{Str(o)}
	}
	return out
}
