package taint

import (
	"strconv"
	"strings"
)

// Caps on a joined origin label, so that forged wrappers cannot inflate the
// label a log or a fence carries.
const (
	maxJoined      = 8
	maxOriginRunes = 200
)

// JoinOrigins joins origin labels for display: distinct labels in first-seen
// order, at most 8 of them followed by "+N more" for the N distinct labels
// left out, each cut to 200 characters (after de-duplication), separated
// by ", ". It returns "" for no labels.
func JoinOrigins(origins []string) string {
	var b strings.Builder
	seen := make(map[string]struct{}, len(origins))
	shown := 0
	for _, o := range origins {
		if _, dup := seen[o]; dup {
			continue
		}
		seen[o] = struct{}{}
		if shown == maxJoined {
			continue
		}
		if shown > 0 {
			b.WriteString(", ")
		}
		b.WriteString(cutRunes(o, maxOriginRunes))
		shown++
	}
	if more := len(seen) - shown; more > 0 {
		b.WriteString(", +" + strconv.Itoa(more) + " more")
	}
	return b.String()
}

// cutRunes returns the first n runes of s (an invalid byte counts as one).
func cutRunes(s string, n int) string {
	i := 0
	for j := range s {
		if i == n {
			return s[:j]
		}
		i++
	}
	return s
}
