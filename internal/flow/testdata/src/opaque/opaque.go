// Package opaque: a transport that carries a token fetched from a token
// endpoint does not make the client that holds it, or the agent that
// holds the client, third-party text (client-go's bearer round tripper
// behind kubectl-ai's sandbox).
package opaque

import (
	"fmt"
	"io"
	"net/http"
)

//agentvet:sink position=system
func System(s string) {}

// fetchToken reads a token endpoint's reply: a fetched page.
func fetchToken() string {
	resp, err := http.Get("https://auth.example.com/token")
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// bearer attaches the token to every request.
type bearer struct {
	token string
	next  http.RoundTripper
}

func (b *bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.token)
	return b.next.RoundTrip(r)
}

type agent struct {
	client  *http.Client
	persona string
}

func newAgent(persona string) *agent {
	rt := &bearer{token: fetchToken(), next: http.DefaultTransport}
	return &agent{client: &http.Client{Transport: rt}, persona: persona}
}

// holder is no transport: the token it keeps is its text.
type holder struct {
	token   string
	persona string
}

func Prompts() {
	a := newAgent("Be helpful.")
	System(fmt.Sprint(a))                                          // benign: the agent's text is its persona; the token rides in the transport
	System(a.persona)                                              // benign
	System(fmt.Sprint(&holder{token: fetchToken(), persona: "x"})) // want "web:http-response.*reaches the system prompt"
}
