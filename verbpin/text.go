package verbpin

import (
	"go/ast"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/internal/strlit"
	"github.com/agentvet/agentvet/verbpin/internal/verbs"
)

// textTokens are the verb tokens the source-text rule looks for in a
// designated package's string literals: the verb table's, lower case,
// matched as words.
var textTokens = func() []string {
	var out []string
	for _, c := range verbs.Classes {
		for _, t := range c.Tokens {
			out = append(out, strings.ToLower(t))
		}
	}
	return out
}()

// textRule reports the string literals of a designated package's own files
// (tests excepted: a test that pins the absence must name what it pins)
// that hold a verb token. It is the seed's source-text pin: it catches a
// verb typed back in whatever the call graph says, and it also trips on a
// log line or a file name that merely mentions one, so it is opt-in.
func textRule(pass *analysis.Pass) []analysis.Diagnostic {
	var diags []analysis.Diagnostic
	strlit.Each(pass, func(lit *ast.BasicLit, s string) {
		if tok := verbToken(s); tok != "" {
			diags = append(diags, analysis.Diagnostic{
				Pos:      lit.Pos(),
				End:      lit.End(),
				Category: "text",
				Message:  "string literal holds the actuation verb token " + strconv.Quote(tok) + " (verbpin text rule: a designated package's source names no verb)",
			})
		}
	})
	return diags
}

// verbToken returns the first verb token in s, matched as a word.
func verbToken(s string) string { return wordIn(s, textTokens) }

// wordIn returns the first of words (lower case) that s holds as a word,
// in any case, or "".
func wordIn(s string, words []string) string {
	s = strings.ToLower(s)
	for _, tok := range words {
		for i := 0; ; {
			j := strings.Index(s[i:], tok)
			if j < 0 {
				break
			}
			j += i
			if boundary(s, j-1) && boundary(s, j+len(tok)) {
				return tok
			}
			i = j + 1
		}
	}
	return ""
}

// boundary reports whether s[i] does not continue a word (outside s counts
// as a boundary).
func boundary(s string, i int) bool {
	if i < 0 || i >= len(s) {
		return true
	}
	c := s[i]
	return !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_')
}
