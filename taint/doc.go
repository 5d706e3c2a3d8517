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
// # Origin kinds
//
// The runner that acquires the content attaches the label, not the model
// that reads it. Each kind is evidence of one sort and authority of none:
//
//	kind      may                                          must not imply
//	tool      provide observable facts and errors          new task authority
//	mcp       the same, from a third-party server          new task authority
//	a2a       report the peer's work and its evidence      the parent's work is done; a wider scope
//	subagent  report scoped work and its evidence          the parent's work is done; a wider scope
//	web, rag  provide externally sourced evidence          an override of the task or local policy
//	file      provide the body and coverage actually read  that unrelated files were read
//	memory    preserve earlier-session context, dated      current instructions or current state
//	summary   preserve compact context                     that stale state is current
//	model     offer a hypothesis                           verified fact or authority
//	unknown   be shown as data                             any trust at all
//
// [Kind.May] and [Kind.MustNotImply] return these texts.
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
