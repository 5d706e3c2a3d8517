// Package plan holds deadcode's extractors in another package: a
// placeholder that always returns an empty ID (known to its callers by a
// fact), and one that may find a command.
package plan

import "strings"

// Extract is a placeholder: it never finds an action.
func Extract(input string) (string, string) {
	return "", input
}

// Command finds a slash command.
func Command(input string) (string, string) {
	if strings.HasPrefix(input, "/") {
		return input[1:], ""
	}
	return "", input
}
