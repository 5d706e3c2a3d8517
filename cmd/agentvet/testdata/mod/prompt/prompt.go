// Package prompt builds a persona from a fetched page: a hazard the
// analyzers find through the directives of package plugins.
package prompt

import (
	"example.com/agentvetfixture/motd"
	"example.com/agentvetfixture/plugins"
)

// Persona lets a fetched page write the system prompt.
func Persona(url string) {
	page := plugins.Fetch(url)
	plugins.SetPersona("You are the assistant described here: " + page)
}

// Reviewed does the same under a reviewed suppression.
func Reviewed() {
	//agentvet:ignore taintflow the page is our own help text, reviewed in #12
	plugins.SetPersona(plugins.Fetch("https://example.com/help"))
}

// Greeting puts the message of the day in the persona: a finding only
// with a configuration that declares motd.Get a producer.
func Greeting() {
	plugins.SetPersona(motd.Get())
}
