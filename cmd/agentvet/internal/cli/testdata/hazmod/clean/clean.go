// Package clean has nothing to report.
package clean

// Hello returns a constant.
func Hello() string { return "hello" }
