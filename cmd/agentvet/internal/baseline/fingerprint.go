// Package baseline is agentvet's pull-request gate: a file of the
// findings a project has accepted, and a filter that reports only the
// findings not in it.
//
// A finding is identified by a fingerprint that holds no line or column:
// the analyzer, the category, the package, the enclosing function, the
// position reached, the sink, every producer, and the message with its
// ":LINE" references removed. A change that only moves code therefore
// adds nothing to a report gated on a baseline, while a second copy of an
// accepted hazard in the same function is still new: the baseline is a
// multiset, and each entry accepts one finding.
package baseline

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"regexp"

	"github.com/agentvet/agentvet/internal/report"
)

// lineRef matches a ":LINE" or ":LINE:COL" reference ("helpers.go:12"),
// the only part of a message that moves with unrelated edits (verbpin
// names the file and line a call path starts at).
var lineRef = regexp.MustCompile(`:\d+(:\d+)?`)

// StripLines removes the line references of s.
func StripLines(s string) string { return lineRef.ReplaceAllString(s, "") }

// Fingerprint returns the hex SHA-256 of f's identity, without positions.
func Fingerprint(f *report.Finding) string {
	parts := []string{
		"agentvet-baseline-v2",
		f.Analyzer,
		f.Category,
		f.Package,
		f.Func,
		f.Position,
		f.Sink,
	}
	for _, p := range f.Producers {
		parts = append(parts, "producer", p.Origin, p.What)
	}
	parts = append(parts, "message", StripLines(f.Message))
	h := sha256.New()
	for _, p := range parts {
		// Length-prefixed, so no two part lists hash alike.
		h.Write(binary.BigEndian.AppendUint32(nil, uint32(len(p))))
		h.Write([]byte(p))
	}
	return hex.EncodeToString(h.Sum(nil))
}
