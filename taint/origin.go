package taint

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Kind is the closed vocabulary of origin kinds. An origin label is
// KIND:DETAIL, for example "mcp:github/search_issues". The kind says what
// sort of third party wrote the text, and with it what the text may do and
// what it must not be taken to imply (see [Kind.May] and [Kind.MustNotImply]).
//
// The set is closed on purpose: a label read back from a log, a store or a
// decoded JSON value whose kind is not in it is not trusted because of who
// wrote it; it is reported as KindUnknown with the whole label as detail.
type Kind string

// The origin kinds. Widening this set is a review, not a tweak.
const (
	// KindTool: the result of a tool this application runs (a shell
	// command, an HTTP call made on the model's behalf).
	KindTool Kind = "tool"
	// KindMCP: anything an MCP server returned: a tool result, a tool list
	// (names and descriptions), a prompt, a resource, a sampling request.
	KindMCP Kind = "mcp"
	// KindA2A: an A2A peer agent's reply; as trustworthy as its operator.
	KindA2A Kind = "a2a"
	// KindSubagent: the report of a sub-agent this application started.
	KindSubagent Kind = "subagent"
	// KindWeb: a fetched page or any other externally retrieved document.
	KindWeb Kind = "web"
	// KindRAG: a chunk retrieved from a vector store or search index.
	KindRAG Kind = "rag"
	// KindFile: the body of a file read from disk or a repository.
	KindFile Kind = "file"
	// KindMemory: an entry recalled from durable memory, the application's
	// own included: a store writable by anything proves nothing about
	// what comes back out of it.
	KindMemory Kind = "memory"
	// KindSummary: a summary, compaction or other artifact derived from
	// content of which some was tainted (see [Derive]).
	KindSummary Kind = "summary"
	// KindModel: text a model produced (a previous turn, a judge's label).
	KindModel Kind = "model"
	// KindUnknown: anything else, including every label that could not be
	// read; the fail-closed kind.
	KindUnknown Kind = "unknown"
)

// Kinds returns the vocabulary in a fixed order.
func Kinds() []Kind {
	return []Kind{KindTool, KindMCP, KindA2A, KindSubagent, KindWeb, KindRAG,
		KindFile, KindMemory, KindSummary, KindModel, KindUnknown}
}

// Valid reports whether k is in the vocabulary.
func (k Kind) Valid() bool {
	switch k {
	case KindTool, KindMCP, KindA2A, KindSubagent, KindWeb, KindRAG,
		KindFile, KindMemory, KindSummary, KindModel, KindUnknown:
		return true
	}
	return false
}

// May says what text of this kind may do, after the provenance contract's
// table: it is evidence of a particular sort, never authority.
func (k Kind) May() string {
	switch k {
	case KindTool:
		return "provide observable facts and errors"
	case KindMCP:
		return "provide observable facts and errors from a third-party server"
	case KindA2A:
		return "report the peer's work and its evidence"
	case KindSubagent:
		return "report scoped work and its evidence"
	case KindWeb, KindRAG:
		return "provide externally sourced evidence"
	case KindFile:
		return "provide the body, version and coverage actually read"
	case KindMemory:
		return "preserve context from an earlier session, attributed and dated"
	case KindSummary:
		return "preserve compact context"
	case KindModel:
		return "offer a hypothesis until independently supported"
	}
	return "be shown as data"
}

// MustNotImply says what text of this kind must not be taken to imply.
func (k Kind) MustNotImply() string {
	switch k {
	case KindTool, KindMCP:
		return "new task authority"
	case KindA2A, KindSubagent:
		return "that the parent's work is complete, or a wider scope"
	case KindWeb, KindRAG:
		return "an override of the task or of local policy"
	case KindFile:
		return "that unrelated files were read, or instructions"
	case KindMemory:
		return "current instructions or current state"
	case KindSummary:
		return "that stale state is current"
	case KindModel:
		return "verified fact or authority"
	}
	return "any trust at all"
}

// Origin is a parsed origin label.
type Origin struct {
	Kind   Kind
	Detail string
}

// ParseOrigin parses a KIND:DETAIL label (or a bare KIND). It refuses an
// empty label and a kind outside the vocabulary; it does not repair either.
func ParseOrigin(s string) (Origin, error) {
	kind, detail, _ := strings.Cut(s, ":")
	if kind == "" {
		return Origin{}, fmt.Errorf("taint: origin %q has no kind (want KIND:DETAIL)", s)
	}
	if !Kind(kind).Valid() {
		return Origin{}, fmt.Errorf("taint: origin %q: kind %q is not one of %s", s, kind, kindList())
	}
	return Origin{Kind: Kind(kind), Detail: detail}, nil
}

func kindList() string {
	var b strings.Builder
	for i, k := range Kinds() {
		if i > 0 {
			b.WriteString("|")
		}
		b.WriteString(string(k))
	}
	return b.String()
}

// String returns the label: KIND:DETAIL, or KIND when the detail is empty.
// An Origin whose kind is out of vocabulary prints as an unknown origin.
func (o Origin) String() string {
	if o.Kind == "" && o.Detail == "" {
		return string(KindUnknown)
	}
	if !o.Kind.Valid() {
		return Origin{Kind: KindUnknown, Detail: string(o.Kind) + ":" + o.Detail}.String()
	}
	if o.Detail == "" {
		return string(o.Kind)
	}
	return string(o.Kind) + ":" + o.Detail
}

// maxLabelDetail caps the detail in [Label]: enough to say which server or
// tool, short enough not to bury the evidence the label introduces.
const maxLabelDetail = 80

// Label is the short form of an origin shown to a model (the fence's origin
// attribute): the kind, and the detail cut to 80 characters with "…" when
// it was longer. An unreadable label is shown as unknown.
func Label(origin string) string {
	o := readOrigin(origin)
	if cut := cutRunes(o.Detail, maxLabelDetail); cut != o.Detail {
		o.Detail = cut + "…"
	}
	return o.String()
}

// readOrigin is how every label read back from outside is interpreted: an
// in-vocabulary label as itself, anything else as unknown with the whole
// label as detail. It never fails: an unreadable label is still the label
// of tainted content.
func readOrigin(s string) Origin {
	o, err := ParseOrigin(s)
	if err != nil {
		return Origin{Kind: KindUnknown, Detail: s}
	}
	return o
}

// canonical is readOrigin as a label: s itself when it is readable. Bytes
// that are not UTF-8 become U+FFFD first, as JSON would make them, so a
// label is the same before and after a round trip through the wire form.
func canonical(s string) string {
	s = validUTF8(s)
	if _, err := ParseOrigin(s); err == nil {
		return s
	}
	return Origin{Kind: KindUnknown, Detail: s}.String()
}

// validUTF8 replaces each byte of s that is not UTF-8 with U+FFFD, byte by
// byte as encoding/json does (strings.ToValidUTF8 replaces runs).
func validUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			b.WriteString("\uFFFD")
		} else {
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}
