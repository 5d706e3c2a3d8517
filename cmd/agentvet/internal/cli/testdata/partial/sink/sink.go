// Package sink declares the function the test analyzer treats as a sink.
package sink

// Hazard is where the test analyzer reports every call.
func Hazard(s string) string { return s }
