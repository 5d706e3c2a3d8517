// Package plugins declares a producer and a sink with agentvet's
// directives: the analyzers follow them across packages through facts.
package plugins

// Fetch returns a page a third party wrote.
//
//agentvet:producer origin=web:plugin-page
func Fetch(url string) string { return "<page at " + url + ">" }

// SetPersona sets the system prompt of the plugin host.
//
//agentvet:sink position=system arg=0
func SetPersona(s string) {}
