package flow

import "sort"

// elem is one taint label: a source (an index into the package's source
// table) and what happened to it on the way.
type elem struct {
	src   int32
	flags Flags
}

// labels is a small sorted set of elems. Sets are capped: past maxLabels
// third-party texts, or maxLabels placeholders (parameters, globals,
// dispatch carriers), a value is still tainted (the first maxLabels of each
// kind are kept, and the first of each distinct flags: see capped), which
// is the fail-closed direction and bounds the cost of pathological code.
type labels []elem

const maxLabels = 24

func (l labels) has(e elem) bool {
	i := sort.Search(len(l), func(i int) bool { return !l[i].less(e) })
	return i < len(l) && l[i] == e
}

func (e elem) less(f elem) bool {
	if e.src != f.src {
		return e.src < f.src
	}
	return e.flags < f.flags
}

// union returns l ∪ m and whether it differs from l. It never modifies l
// or m in place.
func union(l, m labels) (labels, bool) {
	if len(m) == 0 {
		return l, false
	}
	if len(l) == 0 {
		return capped(m), true
	}
	added := false
	for _, e := range m {
		if !l.has(e) {
			added = true
			break
		}
	}
	if !added || !roomFor(l, m) {
		return l, false
	}
	out := make(labels, 0, len(l)+len(m))
	i, j := 0, 0
	for i < len(l) || j < len(m) {
		switch {
		case j == len(m) || (i < len(l) && l[i].less(m[j])):
			out = append(out, l[i])
			i++
		case i == len(l) || m[j].less(l[i]):
			out = append(out, m[j])
			j++
		default:
			out = append(out, l[i])
			i++
			j++
		}
	}
	return capped(out), true
}

// capped keeps, of each kind of label (text, placeholder), the first
// maxLabels, and past them the first label of each flags value the kept
// ones of that kind lack. The flags say which sinks a label reaches (a
// message's role: a branch for system messages admits only labels of that
// role), so a set cut by source order alone could lose every label of one
// role and miss that role's sink: trpc-agent-go's request, 24 labels deep
// in user-role text by the time its request processors add the
// system-role session summary, skills and memories. The kinds are capped
// apart because each loses something else when cut: a text label is a
// finding, a placeholder a flow through every caller (trpc-agent-go's
// skills processor: one cap for both kept the parameters and lost the skill
// overview, or, text first, kept it and lost the flows of the request into
// the model adapter).
func capped(l labels) labels {
	if len(l) <= maxLabels {
		return l
	}
	split := textCount(l)
	if split <= maxLabels && len(l)-split <= maxLabels {
		return l
	}
	out := make(labels, 0, 2*maxLabels)
	out = capKind(out, l[:split])
	return capKind(out, l[split:])
}

// capKind appends to out the first maxLabels of l (labels of one kind)
// and, past them, the first of each flags value those lack.
func capKind(out, l labels) labels {
	if len(l) <= maxLabels {
		return append(out, l...)
	}
	kept := l[:maxLabels:maxLabels]
	for _, e := range l[maxLabels:] {
		if !hasFlags(kept, e.flags) {
			kept = append(kept, e)
		}
	}
	return append(out, kept...)
}

// textCount returns how many labels of l (sorted: text first) are text.
func textCount(l labels) int {
	return sort.Search(len(l), func(i int) bool { return l[i].src >= placeholderBase })
}

// roomFor reports whether l ∪ m would keep a label of m that l lacks: l
// holds fewer than maxLabels of its kind, or none of its flags.
func roomFor(l, m labels) bool {
	if len(l) < maxLabels {
		return true
	}
	split := textCount(l)
	text, ph := l[:split], l[split:]
	for _, e := range m {
		if l.has(e) {
			continue
		}
		kind := ph
		if e.src < placeholderBase {
			kind = text
		}
		if len(kind) < maxLabels || !hasFlags(kind, e.flags) {
			return true
		}
	}
	return false
}

// hasFlags reports whether a label of l has flags g (a linear scan: a
// capped set is a few dozen labels, and a map would allocate on the
// hottest path of the engine).
func hasFlags(l labels, g Flags) bool {
	for _, x := range l {
		if x.flags == g {
			return true
		}
	}
	return false
}

// withFlags returns l with g applied to every label.
func (l labels) withFlags(g Flags) labels {
	if len(l) == 0 || g == 0 {
		return l
	}
	out := make(labels, 0, len(l))
	for _, e := range l {
		out, _ = union(out, labels{{e.src, e.flags.apply(g)}})
	}
	return out
}
