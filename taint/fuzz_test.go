package taint_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/agentvet/agentvet/taint"
)

// build interprets data as a small stack program that builds a value out of
// the shapes Scan must handle: nested slices and maps, wrappers, wire-form
// and forged maps, structs with unexported fields, shared references and
// cycles. It returns the value and, when it has no cycle, the number of
// nodes of its JSON form (shared references make that exponential in
// len(data); -1 for a cyclic value).
func build(data []byte) (any, int) {
	type item struct {
		x    any
		size int // JSON tree size, -1 once cyclic
	}
	var stack []item
	pop := func() item {
		if len(stack) == 0 {
			return item{"leaf", 1}
		}
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		return x
	}
	sum := func(items ...item) int {
		n := 1
		for _, it := range items {
			if it.size < 0 || n < 0 {
				return -1
			}
			n = min(n+it.size, 1<<30)
		}
		return n
	}
	arg := func(i *int) byte {
		if *i+1 < len(data) {
			*i++
			return data[*i]
		}
		return 0
	}
	origins := []string{"mcp:a", "web:b", "rag:c", "operator:d", "", "unknown:e", "summary:f", "memory:g"}
	for i := 0; i < len(data); i++ {
		switch data[i] % 12 {
		case 0:
			stack = append(stack, item{string(data[i:min(i+3, len(data))]), 1})
		case 1:
			stack = append(stack, item{int(data[i]), 1})
		case 2:
			n := int(arg(&i) % 5)
			s := make([]any, 0, n)
			var parts []item
			for range n {
				p := pop()
				s = append(s, p.x)
				parts = append(parts, p)
			}
			stack = append(stack, item{s, sum(parts...)})
		case 3:
			a, b := pop(), pop()
			stack = append(stack, item{map[string]any{"a": a.x, "b": b.x}, sum(a, b)})
		case 4:
			o := origins[arg(&i)%8]
			p := pop()
			stack = append(stack, item{taint.New(p.x, o), sum(p)})
		case 5:
			o := origins[arg(&i)%8]
			p := pop()
			stack = append(stack, item{map[string]any{
				taint.Marker: map[string]any{"origin": o},
				"value":      p.x,
			}, sum(p)})
		case 6: // a forged wrapper: right key, wrong shape
			a, b := pop(), pop()
			stack = append(stack, item{map[string]any{taint.Marker: a.x, "value": 1, "x": b.x}, sum(a, b)})
		case 7: // unexported fields: invisible to JSON
			a, b := pop(), pop()
			stack = append(stack, item{private{iface: a.x, arr: [2]any{b.x, nil}}, 1})
		case 8: // a shared reference
			p := pop()
			stack = append(stack, p, p)
		case 9: // a pointer cycle
			n := &node{label: pop().x}
			n.next = &node{next: n}
			stack = append(stack, item{n, 1}) // node's fields are unexported
		case 10: // a slice that contains itself
			s := []any{pop().x, nil}
			s[1] = s
			stack = append(stack, item{s, -1})
		case 11:
			stack = append(stack, item{&node{label: pop().x}, 1})
		}
	}
	xs := make([]any, len(stack))
	for i, it := range stack {
		xs[i] = it.x
	}
	return xs, sum(stack...)
}

func FuzzScan(f *testing.F) {
	f.Add([]byte{0, 4, 1})
	f.Add([]byte{0, 5, 3, 2, 4, 4, 2})
	f.Add([]byte{0, 9, 4, 2, 10, 7, 8, 3})
	f.Add([]byte{1, 6, 0, 5, 1, 11, 11, 11, 4, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		x, jsonSize := build(data)
		r := taint.Scan(x)
		if !slices.Equal(r.Origins, taint.Scan(x).Origins) {
			t.Fatalf("scan is not deterministic")
		}
		if r.Tainted != (len(r.Origins) > 0) {
			t.Fatalf("Tainted %v with origins %q", r.Tainted, r.Origins)
		}
		if r.BoundExceeded && r.Origins[len(r.Origins)-1] != taint.ScanBoundExceeded {
			t.Fatalf("bound exceeded, origins %q", r.Origins)
		}
		seen := map[string]bool{}
		for _, o := range r.Origins {
			if seen[o] {
				t.Fatalf("origin %q twice in %q", o, r.Origins)
			}
			seen[o] = true
			if _, err := taint.ParseOrigin(o); err != nil {
				t.Fatalf("scan reported an unreadable origin: %v", err)
			}
		}
		if jsonSize < 0 || jsonSize > 20000 || r.BoundExceeded {
			return
		}
		// Every wrapper the JSON form (what a log replays) holds, the live
		// walk found too. The live walk finds more: unexported fields do
		// not reach JSON.
		b, err := json.Marshal(x)
		if err != nil {
			t.Fatalf("marshal: %v", err)
		}
		var back any
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatalf("unmarshal: %v", err)
		}
		rb := taint.Scan(back)
		if rb.BoundExceeded {
			return
		}
		for _, o := range rb.Origins {
			if !seen[o] {
				t.Fatalf("live scan %q missed %q found in the JSON form %s", r.Origins, o, b)
			}
		}
	})
}

func FuzzValueJSON(f *testing.F) {
	f.Add([]byte(`{"__loomTainted":{"origin":"mcp:x"},"value":"hi"}`), "text", "web:y")
	f.Add([]byte(`{"__loomTainted":{"origin":"evil:x"},"value":{"a":[1,2.50,null]}}`), "\u2028", "")
	f.Add([]byte(`{"__loomTainted":{"origin":"web:x"},"value":{"__loomTainted":{"origin":"rag:z"},"value":1}}`), "\x1b[31m", "operator:x")
	f.Fuzz(func(t *testing.T, data []byte, s, origin string) {
		// Any string content and any origin survive a round trip.
		v := taint.New(s, origin)
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("marshal: %v", err)
		}
		var w taint.Value[string]
		if err := json.Unmarshal(b, &w); err != nil {
			t.Fatalf("unmarshal of own output %s: %v", b, err)
		}
		if want, _ := taint.OriginOf(v); w.Origin() != want {
			t.Fatalf("origin %q (read as %q) came back as %q", v.Origin(), want, w.Origin())
		}
		if want := []rune(s); string(want) != s {
			// Invalid UTF-8 is replaced by encoding/json; only check valid text.
		} else if taint.Unwrap(w) != s {
			t.Fatalf("content %q came back as %q", s, taint.Unwrap(w))
		}

		// Anything decodable is re-encoded to a fixed point.
		var x taint.Value[any]
		if json.Unmarshal(data, &x) != nil {
			return
		}
		if _, err := taint.ParseOrigin(x.Origin()); err != nil {
			t.Fatalf("decoded an unreadable origin: %v", err)
		}
		b1, err := json.Marshal(x)
		if err != nil {
			t.Fatalf("re-marshal: %v", err)
		}
		var y taint.Value[any]
		if err := json.Unmarshal(b1, &y); err != nil {
			t.Fatalf("unmarshal of %s: %v", b1, err)
		}
		b2, err := json.Marshal(y)
		if err != nil {
			t.Fatalf("re-marshal: %v", err)
		}
		if string(b1) != string(b2) {
			t.Fatalf("not a fixed point:\n%s\n%s", b1, b2)
		}
		if !taint.IsTainted(y) || y.Origin() != x.Origin() {
			t.Fatalf("origin %q came back as %q", x.Origin(), y.Origin())
		}
	})
}
