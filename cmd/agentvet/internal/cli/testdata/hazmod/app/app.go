// Package app calls the sink three times: once plainly, once under a
// suppression with a reason, once after multi-byte text on the line.
package app

import "example.com/hazmod/sink"

// Run passes its argument to the sink.
func Run(x string) {
	sink.Hazard(x)
}

// T has a method with a suppressed call.
type T struct{}

// M passes y to the sink under a suppression.
func (*T) M(y string) {
	//agentvet:ignore testhazard reviewed: y is a constant in every caller
	sink.Hazard(y)
}

// Unicode has multi-byte text before the call on its line.
func Unicode(s string) {
	_ = "héllo→" + sink.Hazard(s)
}
