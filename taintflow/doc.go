// Package taintflow defines an Analyzer that reports third-party text
// reaching an instruction position of an LLM request.
//
// # Analyzer taintflow
//
// taintflow: report third-party text that reaches an instruction position
//
// Content the operator did not author (an MCP tool result or tool list, an
// A2A peer's reply, a fetched page, a RAG chunk) may reach an LLM request
// only as fenced data in a user message. taintflow follows such content
// through SSA values, struct fields, slices, maps, closures, channels,
// string building, fmt, strings, templates and JSON, and across packages
// through function summaries, and reports where it enters an instruction
// position: the system prompt, a system-, developer- or assistant-role
// message, a tool name or description. The producers and sinks of the
// go-openai, openai-go, anthropic-sdk-go, langchaingo, genai, eino, genkit,
// mcp-go and MCP go-sdk SDKs are built in; agentvet.yaml and the
// //agentvet:producer and //agentvet:sink directives add more.
//
// A second category, taintflow/argv, reports third-party text that reaches
// an argument vector (os/exec) or a file path (os.Open, os.WriteFile,
// filepath.Join feeding them): free text rides along as data, it never
// becomes a command or a path. It is opt-in (-taintflow.argv, or
// taintflow: {argv: true} in agentvet.yaml): on real agents most of its
// findings were the operator's own paths and commands.
//
// The fix is always the same: keep the text tainted (taint.New), put it in a
// user message through guard (guard.Untrusted, guard.Check), and let the
// system prompt say what the fence means (guard.SystemNote).
package taintflow
