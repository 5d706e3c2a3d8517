package app

import (
	"testing"

	"example.com/hazmod/sink"
)

// The test file makes app.go part of two packages (app and its test
// variant): the driver must report each finding once. Its own call of
// the sink is a finding only with -tests.
func TestRun(t *testing.T) {
	Run("x")
	_ = sink.Hazard("from a test")
}
