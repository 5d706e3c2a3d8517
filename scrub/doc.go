// Package scrub neutralises untrusted text for display, one layer at a
// time, and refuses text that a scrubber would change.
//
// # What it guarantees
//
// [Line] leaves no line break of any class (LF, CR, VT, FF, NEL, U+2028,
// U+2029, the one a newline-only filter misses), no terminal control
// sequence, no other control character and no bidirectional override in
// the text, and keeps everything else, so hostile text is still shown, as
// data: a summary that spells out a renderer's own line prefix cannot
// start a line with it. [Terminal] is the same with LF kept.
//
// [Validate] is the refuse-whole rule: a bounded field is passed through
// the scrubber and rejected if the scrubber changed it, because a
// repaired value is one its author never composed.
//
// [Paint] scrubs first and colours after, from a closed set: untrusted
// text may select a colour ([ParseColor]) but never supplies the bytes
// that produce one.
//
// # What it does not do
//
// There is no single correct scrub: the strip has to match the layer the
// text is bound for. Terminal keeps LF, so text scrubbed with it can still
// start a line with anything: a field that a renderer prefixes, or that
// must stay on its line, takes Line. Line and Terminal are for display lines and terminal
// output. They do not make text safe for HTML, Markdown, a shell, a file
// path, an argument vector or an LLM prompt (guard fences prompts); text
// bound for those needs that layer's own treatment, or none at all.
package scrub
