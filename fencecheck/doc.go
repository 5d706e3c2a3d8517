// Package fencecheck defines an Analyzer that keeps the fence a boundary:
// third-party text in a user or tool-role message must be fenced, nothing but
// package guard may build a fence by hand, newline-only filters must not be
// trusted with third-party text, and colour is applied only after scrubbing.
//
// # Analyzer fencecheck
//
// fencecheck: report unfenced untrusted content, hand-built fences, newline-only filters and paint before scrub
//
// The fence is a label, and it is only a boundary if nothing can move it.
// fencecheck reports:
//
//   - third-party text (a producer's value or an unwrapped value) placed in
//     a user or tool-role message of any SDK preset without passing through
//     guard.Fence, guard.Check (guard.Untrusted) or a //agentvet:fence
//     function: "unfenced untrusted content";
//   - a string literal or format string outside package guard that holds the
//     fence tag's opening or closing form: a hand-rolled fence has no
//     escaping (category fencecheck/marker);
//   - a newline-only filter on third-party text (strings.Contains(s, "\n"),
//     strings.Split(s, "\n"), strings.ReplaceAll(s, "\n", …), bufio.ScanLines
//     …): U+2028, U+2029, U+0085, CR, VT and FF pass it; use scrub.Line
//     (category fencecheck/newline, with a suggested fix where the call is a
//     plain replacement);
//   - an ANSI escape literal joined with third-party text, or third-party
//     text passed to a colouring call, before any scrub: scrub, then paint
//     (category fencecheck/paint).
package fencecheck
