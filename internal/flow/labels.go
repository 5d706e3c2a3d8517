package flow

import "sort"

// elem is one taint label: a source (an index into the package's source
// table) and what happened to it on the way.
type elem struct {
	src   int32
	flags Flags
}

// labels is a small sorted set of elems. Sets are capped: past maxLabels a
// value is still tainted (the first maxLabels labels are kept), which is
// the fail-closed direction and bounds the cost of pathological code.
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
	if !added || len(l) >= maxLabels {
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

func capped(l labels) labels {
	if len(l) > maxLabels {
		return l[:maxLabels:maxLabels]
	}
	return l
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
