package taint

// Derive taints an artifact derived from other content (a summary, a
// compaction, a memory write-back, an answer built on recalled text) when
// any of its parents held a wrapper at any depth (see [Scan]), including a
// parent too large to scan. The derived value's origin is
// "summary:" followed by the joined origins of the parents, so the label
// says it is derived and from what.
//
// With ok false every parent was clean, derived is the zero Value and v
// itself is clean: use it as it is. guard.Derive returns a guard.Text
// for the common case of text.
func Derive[T any](v T, parents ...any) (derived Value[T], ok bool) {
	var origins []string
	for _, p := range parents {
		r := Scan(p)
		origins = append(origins, r.Origins...)
	}
	if len(origins) == 0 {
		return Value[T]{}, false
	}
	return New(v, Origin{Kind: KindSummary, Detail: JoinOrigins(origins)}.String()), true
}

// Recall wraps an entry read back from durable memory as "memory:"+detail,
// whatever the entry says about itself: tainted or not when it was stored,
// and whoever wrote it. Detail names the store or the entry (a session id
// and timestamp, say), so a stale or injected entry reads as what it is.
func Recall[T any](v T, detail string) Value[T] {
	return New(v, Origin{Kind: KindMemory, Detail: detail}.String())
}
