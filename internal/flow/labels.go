package flow

import "sort"

// elem is one taint label: a source (an index into the package's source
// table) and what happened to it on the way.
type elem struct {
	src   int32
	flags Flags
}

// labels is a small sorted set of elems. Sets are capped: past maxLabels a
// value is still tainted (the first maxLabels labels are kept, and the
// first of each distinct flags: see capped), which is the fail-closed
// direction and bounds the cost of pathological code.
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
	if !added || len(l) >= maxLabels && !newFlags(l, m) {
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

// capped keeps the first maxLabels labels of l, and past them the first
// label of each flags value the kept ones lack. The flags say which sinks
// a label reaches (a message's role: a branch for system messages admits
// only labels of that role), so a set cut by source order alone could
// lose every label of one role and miss that role's sink: trpc-agent-go's
// request, 24 labels deep in user-role text by the time its request
// processors add the system-role session summary, skills and memories.
func capped(l labels) labels {
	if len(l) <= maxLabels {
		return l
	}
	out := l[:maxLabels:maxLabels]
	for _, e := range l[maxLabels:] {
		if !hasFlags(out, e.flags) {
			out = append(out, e)
		}
	}
	return out // still sorted: what follows l[:maxLabels] sorts after it
}

// newFlags reports whether m holds a label whose flags no label of l has.
func newFlags(l, m labels) bool {
	for _, e := range m {
		if !hasFlags(l, e.flags) {
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
