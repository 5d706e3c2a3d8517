// Package source is where the smoke fixture's third-party text comes from:
// a producer declared by directive, and a helper that passes it on, so
// callers in another package see the text only through the helper's
// facts.
package source

import "strings"

// Page is a fetched web page.
//
//agentvet:producer origin=web:page
func Page() string { return "" }

// Title tidies the page: still the page.
func Title() string { return strings.TrimSpace(Page()) }

// Greeting is the operator's own text.
func Greeting() string { return "You summarise web pages." }
