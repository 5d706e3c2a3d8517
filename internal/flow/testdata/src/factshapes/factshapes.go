package factshapes // want package:"agentvet-relevant"

// One function or variable per fact shape, each with the fact the engine
// exports for it (analysistest fact expectations read the facts' String).

import "strings"

//agentvet:producer origin=mcp:tool-list
func Fetch() string { return "" } // want Fetch:"summary: returns mcp:tool-list"

//agentvet:sink position=system
func System(s string) {} // want System:"summary: p0→system"

// Tool is an interface the summaries call.
type Tool interface{ Description() string }

// Remote keeps a name and describes itself with third-party text.
type Remote struct{ name, note string } // want note:"field: holds mcp:tool-list"

func (r *Remote) Name() string { return r.name } // want Name:"summary: p0.f0→result"

func (r *Remote) Description() string { return Fetch() } // want Description:"summary: returns mcp:tool-list"

// New keeps name in the first field of its result.
func New(name string) *Remote { return &Remote{name: name} } // want New:"summary: p0→result.f0"

// Describe puts what a tool says of itself in the system prompt.
func Describe(t Tool) { System("Tool: " + t.Description()) } // want Describe:`summary: p0.Description\(\)→system`

// Ask returns what a callback returns.
func Ask(get func() string) string { return strings.TrimSpace(get()) } // want Ask:`summary: p0\(\)→result`

// Registry is the package's registry.
var Registry = map[string]Tool{} // want Registry:"field: holds"

func init() { Registry["remote"] = &Remote{} }

// Register adds t to Registry.
func Register(name string, t Tool) { Registry[name] = t } // want Register:`summary: p0→factshapes.Registry.key; p1→factshapes.Registry\[\]`

// Placeholder never finds an action: an importer's test of its first
// result is decided.
func Placeholder() (string, bool) { return "", false } // want Placeholder:`const r0="", r1=false`

// Note is a message with a role.
type Note struct{ Role, Text string }

// NewNote returns a note whose role is always "user".
func NewNote() *Note { return &Note{Role: "user"} } // want NewNote:`const r0.Role="user"`

// Fill stores third-party text through its pointer parameter (a request
// processor appending to the request it is handed).
func Fill(r *Remote) { r.note = Fetch() } // want Fill:"summary: stores mcp:tool-list at p0.f1"
