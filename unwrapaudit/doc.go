// Package unwrapaudit defines an Analyzer that reports laundered text: the
// result of taint.Unwrap (or a configured unwrapper) reaching an instruction
// position or a durable store without its taint.
//
// # Analyzer unwrapaudit
//
// unwrapaudit: report unwrapped third-party text reaching an instruction position or a store
//
// The runtime guard sees taint only on values: taint.Unwrap(doc) followed by
// "… " + text + " — summarize" is a plain string the guard cannot see. Every
// unwrap is one greppable call, and unwrapaudit follows each one. It reports
// a laundered value, or any string derived from it (concatenation, fmt,
// strings.Builder, strings.Join, templates, helpers in any package), that
// reaches guard.Plain in an instruction slot of guard.Input or any SDK
// instruction sink of the presets. With persistence sinks configured
// (agentvet.yaml "persistence:"), it also reports a laundered value written
// to a durable store, the memory-poisoning path (category
// unwrapaudit/persistence).
//
// Unwrapping to count, compare or parse a number is not a finding, nor is
// placing the text in a user message through guard.Fence, nor keeping it
// tainted with guard.Untrusted. `agentvet unwraps ./...` lists every unwrap
// site with what it reaches: the review list for a pull request.
package unwrapaudit
