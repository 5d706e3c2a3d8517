// Package verbpin defines an Analyzer that pins forbidden actuation verbs
// (keystroke injection into another session) out of designated packages.
//
// # Analyzer verbpin
//
// verbpin: report designated packages that reach a keystroke-injection verb, through any helper
//
// The layer that interprets text must never actuate. A package is designated
// by a //agentvet:noactuate line in the comment directly above its package
// clause, or by a verbpin.packages pattern in agentvet.yaml.
package verbpin
