package flow

import "sort"

// elem is one taint label: a source (an index into the package's source
// table) and what happened to it on the way.
type elem struct {
	src   int32
	flags Flags
}

// labels is a small sorted set of elems. Sets are capped: past maxLabels
// labels of one kind a value is still tainted (the first maxLabels are
// kept, and the first of each distinct flags: see capped), which is the
// fail-closed direction and bounds the cost of pathological code.
type labels []elem

const maxLabels = 24

// otherBase splits source ids in two kinds: third-party text (producers,
// unwraps) below it, and the labels a summary or a dispatch carries
// (parameters, globals, concrete types, function values) from it up. A
// set sorts its text first, and each kind has its own cap, so neither
// crowds out the other: trpc-agent-go's skills processor handed its
// request two dozen parameter labels (the repository's methods, the
// invocation's fields) before the skill overview's own producer, which a
// single cap by id dropped, and the overview went unreported.
const otherBase int32 = 1 << 30

// split is the index of the first label of l that is not text.
func (l labels) split() int {
	return sort.Search(len(l), func(i int) bool { return l[i].src >= otherBase })
}

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
	if !added || len(l) >= maxLabels && full(l, m) {
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

// capped keeps, of each kind (text, the rest: see otherBase), the first
// maxLabels labels of l, and past them the first label of each flags
// value the kept ones of the kind lack. The flags say which sinks a label
// reaches (a message's role: a branch for system messages admits only
// labels of that role), so a set cut by source order alone could lose
// every label of one role and miss that role's sink: trpc-agent-go's
// request, 24 labels deep in user-role text by the time its request
// processors add the system-role session summary, skills and memories.
func capped(l labels) labels {
	if len(l) <= maxLabels {
		return l
	}
	b := l.split()
	if b <= maxLabels && len(l)-b <= maxLabels {
		return l
	}
	out := make(labels, 0, 2*maxLabels)
	out = capKind(out, l[:b])
	return capKind(out, l[b:]) // still sorted: the kinds, and each kept part, are in order
}

// capKind appends to out the labels of one kind that capped keeps.
func capKind(out, l labels) labels {
	if len(l) <= maxLabels {
		return append(out, l...)
	}
	start := len(out)
	out = append(out, l[:maxLabels]...)
	for _, e := range l[maxLabels:] {
		if !hasFlags(out[start:], e.flags) {
			out = append(out, e)
		}
	}
	return out
}

// full reports whether capped would keep none of the labels m adds to l:
// each is of a kind l holds maxLabels of, with flags one of them has.
func full(l, m labels) bool {
	b := l.split()
	for _, e := range m {
		if l.has(e) {
			continue
		}
		k := l[b:]
		if e.src < otherBase {
			k = l[:b]
		}
		if len(k) < maxLabels || !hasFlags(k, e.flags) {
			return false
		}
	}
	return true
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
