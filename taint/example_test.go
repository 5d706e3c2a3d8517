package taint_test

import (
	"encoding/json"
	"fmt"

	"github.com/agentvet/agentvet/taint"
)

func ExampleScan() {
	// A producer that taints only part of what it returns.
	out := map[string]any{
		"raw":     map[string]any{"state": "completed"},
		"content": taint.New("peer text", "a2a:peer.example"),
	}
	fmt.Println(taint.IsTainted(out), taint.Scan(out).Origins)

	// Written to a log and read back, it is still tainted.
	b, _ := json.Marshal(out)
	var back any
	_ = json.Unmarshal(b, &back)
	fmt.Println(string(b))
	fmt.Println(taint.Scan(back).Origins)
	// Output:
	// false [a2a:peer.example]
	// {"content":{"__loomTainted":{"origin":"a2a:peer.example"},"value":"peer text"},"raw":{"state":"completed"}}
	// [a2a:peer.example]
}

func ExampleParseOrigin() {
	o, err := taint.ParseOrigin("mcp:github/search_issues")
	fmt.Println(o.Kind, o.Detail, err)
	fmt.Println(o.Kind.MustNotImply())

	_, err = taint.ParseOrigin("operator:me")
	origin, _ := taint.OriginOf(taint.New("x", "operator:me"))
	fmt.Println(err != nil, origin)
	// Output:
	// mcp github/search_issues <nil>
	// new task authority
	// true unknown:operator:me
}
