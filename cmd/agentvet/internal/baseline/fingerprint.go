// Package baseline is agentvet's pull-request gate: a file of the
// findings a project has accepted, and a filter that reports only the
// findings not in it.
//
// A finding is identified by a fingerprint that holds no line or column:
// the analyzer, the package, the enclosing function, the producer (the
// first hop of the path), the sink (the last hop), and the message with
// its ":LINE" references removed. A change that only moves code therefore
// adds nothing to a report gated on a baseline, while a second copy of an
// accepted hazard in the same function is still new: the baseline is a
// multiset, and each entry accepts one finding.
package baseline

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"regexp"

	"github.com/agentvet/agentvet/cmd/agentvet/internal/driver"
)

// lineRef matches a ":LINE" or ":LINE:COL" reference ("helpers.go:12"),
// the only part of a message that moves with unrelated edits.
var lineRef = regexp.MustCompile(`:\d+(:\d+)?`)

// StripLines removes the line references of s.
func StripLines(s string) string { return lineRef.ReplaceAllString(s, "") }

// Producer is the first hop of f's path, without line references, or ""
// when the finding has no path.
func Producer(f *driver.Finding) string {
	if len(f.Related) == 0 {
		return ""
	}
	return StripLines(f.Related[0].Message)
}

// Sink is the last hop of f's path, without line references, or "" when
// the path has fewer than two hops (the message then names the sink).
func Sink(f *driver.Finding) string {
	if len(f.Related) < 2 {
		return ""
	}
	return StripLines(f.Related[len(f.Related)-1].Message)
}

// Fingerprint returns the hex SHA-256 of f's identity: analyzer, category,
// package, enclosing function, producer, sink and message, each without
// positions.
func Fingerprint(f *driver.Finding) string {
	parts := []string{
		"agentvet-baseline-v1",
		f.Analyzer,
		f.Category,
		f.Package,
		f.Func,
		Producer(f),
		Sink(f),
		StripLines(f.Message),
	}
	h := sha256.New()
	for _, p := range parts {
		// Length-prefixed, so no two part lists hash alike.
		h.Write(binary.BigEndian.AppendUint32(nil, uint32(len(p))))
		h.Write([]byte(p))
	}
	return hex.EncodeToString(h.Sum(nil))
}
