// Package guard enforces, at the prompt boundary, where third-party text
// may sit in an LLM request.
//
// # What it guarantees
//
// [Check] runs unconditionally (there is no flag) and is the guarantee:
// after it, tainted text (a [Text] made with [Untrusted] from a
// taint.Value) is in no instruction position of the [Request]: not in the
// system prompt, not in a system-, developer- or assistant-role message
// (providers hoist the first two into the system instruction; an
// assistant turn is text the model is told it wrote), not in a message of
// an unknown role, and not in a tool's name, description or input schema.
// It may appear only in a user or tool message, fenced. Any other
// placement fails with an [*UntrustedContentError] naming the position.
//
// [ToolResultContent] and [NormalizeToolOutput] make a tool result one
// value, serialised once, fenced whole when any part of it was tainted.
//
// Taint survives what an agent does with text between turns: a [Text]
// marshals to the taint wire form, so a conversation written to a store
// and read back is still tainted; [Derive] taints a summary or compaction
// of anything tainted; and memory read back goes through taint.Recall, so
// the application's own memory of an earlier session is data, never
// instructions.
//
// # What it does not do
//
// The fence ([Fence]) is a label, not a guarantee: it marks a boundary
// the model can be told about ([SystemNote]), and its contents cannot move
// it, but a model can still be talked across it. The refusal is the
// guarantee; the fence is a mitigation.
//
// Check sees only taint that travels on values. Text that was unwrapped
// (taint.Unwrap) and concatenated into a plain string reaches Check as
// Plain and passes: taint does not survive string concatenation. The
// agentvet analyzers report that statically.
//
// The guard never writes into a system prompt, SystemNote included: the
// application pastes it into its own.
package guard
