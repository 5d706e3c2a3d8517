// Package source is where the smoke fixture's third-party text comes from:
// a producer declared by directive and a helper that passes it on, so
// callers in other packages see the text through the helper's facts.
package source

import "strings"

// Reply is a peer agent's reply.
//
//agentvet:producer origin=a2a:peer-reply
func Reply() string { return "" }

// Summary tidies the reply: still the reply.
func Summary() string { return strings.TrimSpace(Reply()) }
