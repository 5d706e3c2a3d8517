// Package sdkpkg calls a package of the eino module that no preset
// describes (flow/agent/react): agentvet analyses it like any code, so a
// page handed to its persona modifier is followed into the system message
// the modifier builds.
package sdkpkg

import (
	"io"
	"net/http"

	"github.com/cloudwego/eino/flow/agent/react"
)

func fetch(u string) string {
	resp, err := http.Get(u)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// Persona makes a fetched page the agent's persona.
func Persona(u string) react.MessageModifier {
	return react.NewPersonaModifier("You are " + fetch(u)) // want `\(web:http-response\) reaches the system prompt`
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(u string) (react.MessageModifier, int) {
	page := fetch(u)
	return react.NewPersonaModifier("You are a careful researcher."), len(page) // benign: a constant persona; the page only gives a length
}
