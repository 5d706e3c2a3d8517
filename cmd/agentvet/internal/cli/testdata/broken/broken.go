// Package broken does not type-check.
package broken

// Count returns a string where an int is declared.
func Count() int { return "three" }
