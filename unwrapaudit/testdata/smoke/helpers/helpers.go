// Package helpers unwraps on behalf of its callers: nothing here is a
// finding on its own.
package helpers

import (
	"strings"

	"github.com/agentvet/agentvet/taint"
)

// Flatten unwraps and tidies a document.
func Flatten(doc taint.Value[string]) string {
	return strings.TrimSpace(taint.Unwrap(doc))
}

// Count unwraps only to count words.
func Count(doc taint.Value[string]) int {
	return len(strings.Fields(taint.Unwrap(doc)))
}
