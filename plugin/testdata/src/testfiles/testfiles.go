// Package testfiles has the same hazard in a source file and in a test
// file.
package testfiles

// Fetch returns a page a third party wrote.
//
//agentvet:producer origin=web:page
func Fetch(url string) string { return url }

// SetPersona sets the system prompt.
//
//agentvet:sink position=system arg=0
func SetPersona(s string) {}

// Persona lets a fetched page write the system prompt.
func Persona() { SetPersona(Fetch("https://example.com")) }
