package flow

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/agentvet/agentvet/internal/policy"
	"github.com/agentvet/agentvet/internal/report"
)

// TestAddProducer: a finding keeps every distinct producer (by origin and
// name), sorted, whatever order the flows arrive in; one producer met at
// two places is kept once, at the first place; a producer by type is left
// out beside a call of its origin (the same text named twice), and kept
// without one.
func TestAddProducer(t *testing.T) {
	m := policy.NewModel()
	m.AddProducer(policy.Producer{Field: "example.com/mcp.Result.Content", Origin: "mcp:tool-result", What: "mcp.Result.Content"})
	p := &pkgState{model: m}
	at := func(line int) report.Pos { return report.Pos{File: "a.go", Line: line, Offset: line * 10} }
	get := report.Producer{Origin: "web:http-response", What: "HTTP response (http.Get)", Pos: at(3)}
	getLater := report.Producer{Origin: "web:http-response", What: "HTTP response (http.Get)", Pos: at(9)}
	post := report.Producer{Origin: "web:http-response", What: "HTTP response (http.Post)", Pos: at(4)}
	call := report.Producer{Origin: "mcp:tool-result", What: "MCP tool result (Client.CallTool)", Pos: at(5)}
	typ := report.Producer{Origin: "mcp:tool-result", What: "mcp.Result.Content", Pos: at(6)}

	want := []report.Producer{call, get, post}
	for _, order := range [][]report.Producer{
		{get, post, call, typ, getLater},
		{getLater, typ, call, post, get},
		{typ, getLater, post, get, call},
		{post, call, get, typ, getLater},
	} {
		var ps []report.Producer
		for _, prod := range order {
			ps = p.addProducer(ps, prod)
		}
		assert.Equal(t, want, ps, "order %v", order)
	}

	var ps []report.Producer
	for _, prod := range []report.Producer{typ, get} {
		ps = p.addProducer(ps, prod)
	}
	assert.Equal(t, []report.Producer{typ, get}, ps, "a type without a call of its origin is named")
}
