package driver

import (
	"cmp"
	"go/token"
	"slices"
)

// Related is one secondary position of a Finding: a hop of the path from
// the producer to the sink.
type Related struct {
	Posn    token.Position
	End     token.Position
	Message string
}

// Fix is a suggested fix: edits applied together or not at all.
type Fix struct {
	Message string
	Edits   []Edit
}

// Edit replaces the bytes [Start, End) of Filename with New.
type Edit struct {
	Filename   string
	Start, End int
	New        string
}

// Finding is one diagnostic of one analyzer, in the form every output
// format reads. Positions carry absolute file names; formats make them
// relative as they need.
type Finding struct {
	Analyzer string
	Category string
	// PackageID is the go/packages ID of the package it was found in
	// ("p" or "p [p.test]"); Package is the import path without the
	// test-variant suffix.
	PackageID string
	Package   string
	// Func is the enclosing function declaration ("F", "T.M", "(*T).M"),
	// or "" at package level.
	Func    string
	Posn    token.Position
	End     token.Position
	Message string
	// Related is the path, in the order the analyzer gave it, without
	// the suppression note.
	Related []Related
	// Fixes are the analyzer's suggested fixes, with byte offsets.
	Fixes []Fix
	// Suppressed findings were matched by an //agentvet:ignore directive;
	// Reason is its text. They never count for the exit status.
	Suppressed bool
	Reason     string
}

// Compare orders findings by file, line, column, analyzer and message,
// then by the remaining fields so that the order is total.
func Compare(a, b *Finding) int {
	return cmp.Or(
		cmp.Compare(a.Posn.Filename, b.Posn.Filename),
		cmp.Compare(a.Posn.Line, b.Posn.Line),
		cmp.Compare(a.Posn.Column, b.Posn.Column),
		cmp.Compare(a.Analyzer, b.Analyzer),
		cmp.Compare(a.Message, b.Message),
		cmp.Compare(a.Category, b.Category),
		cmp.Compare(a.PackageID, b.PackageID),
		slices.CompareFunc(a.Related, b.Related, func(x, y Related) int {
			return cmp.Or(
				cmp.Compare(x.Posn.Filename, y.Posn.Filename),
				cmp.Compare(x.Posn.Offset, y.Posn.Offset),
				cmp.Compare(x.Message, y.Message))
		}),
	)
}

// Sort sorts fs in the order of Compare.
func Sort(fs []Finding) {
	slices.SortStableFunc(fs, func(a, b Finding) int { return Compare(&a, &b) })
}

// Reported returns the findings that are not suppressed.
func Reported(fs []Finding) []Finding {
	var out []Finding
	for _, f := range fs {
		if !f.Suppressed {
			out = append(out, f)
		}
	}
	return out
}
