// Package taint carries the provenance of third-party text on the value
// itself: [Value] wraps content with an origin label, and the label
// travels wherever the value goes, through its JSON wire form included.
//
// # What it guarantees
//
//   - A Value's content is reached only through [Unwrap], one greppable
//     function, or through the JSON wire form
//     {"__loomTainted":{"origin":O},"value":V}, which a log, a journal or
//     a store keeps verbatim: a value read back is still tainted.
//   - Decoding refuses every other shape (null, a bare value, a repeated,
//     missing or extra key, an origin that is not a string).
//   - An origin is KIND:DETAIL with a closed set of kinds ([Kind]). A
//     label read back with a kind outside it is never trusted as written:
//     it becomes "unknown:" plus the label.
//   - [Scan] finds a wrapper at any depth and fails closed: past
//     [MaxDepth] or [MaxNodes] the value is tainted with
//     [ScanBoundExceeded]. Its result is the same on every run.
//   - [Derive] keeps the taint of derived artifacts (summaries,
//     compactions, write-backs); [Recall] taints everything read back
//     from memory as "memory:…", whatever it claims about itself.
//
// # What it does not do
//
// Taint travels on values, not through string concatenation:
// fmt.Sprintf("%s, summarise", taint.Unwrap(doc)) is a plain string
// nothing at runtime can tell from operator text. The runtime cannot close
// that; the agentvet analyzers (unwrapaudit) report it statically, and
// keeping the value wrapped until guard.Untrusted is the fix.
//
// A taint label says who wrote the text; it does not make the text safe
// anywhere. Where tainted text may go is the guard package's rule.
package taint
