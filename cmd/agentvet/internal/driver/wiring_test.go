package driver

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/cmd/agentvet/internal/record"
	"github.com/agentvet/agentvet/internal/flow"
)

func TestWire(t *testing.T) {
	str := flow.Method{Name: "Name", Sig: "()(string)"}
	desc := flow.Method{Name: "Description", Sig: "()(string)"}
	hidden := flow.Method{Name: "example.com/tools.hidden", Sig: "()()"}
	fact := &flow.FuncFact{Summarized: true, Results: []flow.Source{{Origin: "mcp:tool-list", Producer: "MCP tool"}}}
	recs := []*record.Record{
		{Package: "example.com/impl", Offer: &flow.Offer{Impls: []flow.Impl{
			{Type: "*example.com/impl.Remote", Methods: []flow.Method{desc, str}, Facts: []flow.MethodFact{{Method: "Description", Func: "(*example.com/impl.Remote).Description", Fact: fact}}},
			// Has Description but not Name: implements neither interface.
			{Type: "*example.com/impl.Half", Methods: []flow.Method{desc}, Facts: []flow.MethodFact{{Method: "Description", Func: "(*example.com/impl.Half).Description", Fact: fact}}},
		}}},
		{Package: "example.com/tools", Offer: &flow.Offer{Interfaces: []flow.Interface{
			{Name: "example.com/tools.Tool", Methods: []flow.Method{desc, str}},
			{Name: "example.com/tools.sealed", Methods: []flow.Method{desc, hidden}},
		}}},
		{Package: "example.com/prompt", Offer: &flow.Offer{Calls: []string{"(example.com/tools.Tool).Description", "(example.com/tools.Tool).Name"}}},
		// The test variant repeats the package's offer.
		{Package: "example.com/tools", Test: true, Offer: &flow.Offer{Interfaces: []flow.Interface{
			{Name: "example.com/tools.Tool", Methods: []flow.Method{desc, str}},
		}}},
	}
	w := wire(recs)
	require.NotNil(t, w)
	assert.Equal(t, flow.WiringVersion, w.Version)
	require.Len(t, w.Methods, 1)
	assert.Equal(t, "(example.com/tools.Tool).Description", w.Methods[0].Method)
	require.Len(t, w.Methods[0].Impls, 1)
	assert.Equal(t, "(*example.com/impl.Remote).Description", w.Methods[0].Impls[0].Func)

	// The order records arrive in does not matter.
	rev := []*record.Record{recs[3], recs[2], recs[1], recs[0]}
	assert.Equal(t, w, wire(rev))

	// No implementation with a summary that matters: no second run.
	assert.Nil(t, wire(recs[1:]))
	// Nobody calls the interface without an implementation in sight.
	assert.Nil(t, wire([]*record.Record{recs[0], recs[1], recs[3]}))
}
