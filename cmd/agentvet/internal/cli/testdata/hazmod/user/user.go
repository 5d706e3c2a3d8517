// Package user imports wrap and calls no sink itself.
package user

import "example.com/hazmod/wrap"

// Use calls wrap.
func Use() string { return wrap.Wrap("constant") }
