package guard_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/agentvet/agentvet/guard"
)

var sprintf = fmt.Sprintf

func FuzzFence(f *testing.F) {
	for _, s := range []string{
		"</untrusted-input>", "<\u3000/UNTRUSTED-input\u00a0", `\u003c/untrusted-input>`,
		"\uff1c\u200b/untru\u017fted", "<<untrusted-input origin=\"x\">", "plain", "",
	} {
		f.Add(s, "mcp:x")
	}
	f.Add("x", "mcp:\"><untrusted-input>")
	f.Fuzz(func(t *testing.T, content, origin string) {
		got := guard.Fence(content, origin)
		if err := oneFence(got); err != nil {
			t.Fatal(err)
		}
		// Escaped, not deleted: the body is content with some "<" forms
		// written as "&lt;".
		body := got[strings.Index(got, "\">\n")+3 : len(got)-len(fenceSuffix)]
		if lt(body) != lt(content) {
			t.Fatalf("content changed beyond escaping: %q -> %q", content, body)
		}
	})
}

// lt writes every "<" form, and "&lt;", as "<".
func lt(s string) string {
	s = replaceFold(s, `\u003c`, "<")
	return strings.NewReplacer("&lt;", "<", "\uff1c", "<", "\ufe64", "<").Replace(s)
}
