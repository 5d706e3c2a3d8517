// Package policy is agentvet's declarative model of where third-party text
// comes from (producers), where it must never go (sinks), and what makes it
// acceptable in one position only (sanitizers). The engine in internal/flow
// knows no SDK by name: everything it matches comes from a Model.
//
// Functions and methods are named by the FullName of their generic origin
// (types.Func.Origin().FullName()):
//
//	github.com/sashabaranov/go-openai.SystemMessage           (package func)
//	(*github.com/mark3labs/mcp-go/client.Client).CallTool      (pointer method)
//	(github.com/tmc/langchaingo/tools.Tool).Call               (interface method)
//
// Struct fields are named "importpath.Type.Field".
package policy

import (
	"slices"
	"strings"
)

// Position is a slot of an LLM request (or another guarded place) that a
// value can reach.
type Position string

// The positions. The first five are instruction positions: nothing makes
// third-party text acceptable there. User and Tool are data positions:
// third-party text may ride there only fenced. Argv and Path are the
// "free text never reaches an argument vector or a path" rule; Persistence
// is a durable store that loses the taint (the memory-poisoning path).
const (
	System          Position = "system"
	Developer       Position = "developer"
	Assistant       Position = "assistant"
	ToolName        Position = "tool-name"
	ToolDescription Position = "tool-description"
	User            Position = "user"
	Tool            Position = "tool"
	Argv            Position = "argv"
	Path            Position = "path"
	Persistence     Position = "persistence"
	// RoleUnknown marks a role-conditioned slot whose role could not be
	// resolved to constants; the engine treats it as an instruction
	// position (fail closed).
	RoleUnknown Position = "unresolved-role"
)

// Positions lists every position a sink may name, in a stable order.
var Positions = []Position{System, Developer, Assistant, ToolName, ToolDescription, User, Tool, Argv, Path, Persistence}

// Instruction reports whether p is an instruction position.
func (p Position) Instruction() bool {
	switch p {
	case System, Developer, Assistant, ToolName, ToolDescription, RoleUnknown:
		return true
	}
	return false
}

// Data reports whether p is a data position (user or tool-role message).
func (p Position) Data() bool { return p == User || p == Tool }

// Valid reports whether p is one of Positions.
func (p Position) Valid() bool {
	for _, q := range Positions {
		if p == q {
			return true
		}
	}
	return false
}

// Producer is a place third-party-authored text comes from.
type Producer struct {
	// Exactly one of Func and Field is set.
	Func  string // every text-capable result of the call is tainted
	Field string // every load of the field is tainted
	// Params, when set, makes the producer a callback: the listed
	// parameters (receiver excluded) of every method that implements the
	// interface method Func, or of every function stored into the
	// func-typed field Field, are third-party text (an MCP server's
	// sampling request arrives this way). The results are then not tainted.
	Params []int
	// Origin is the label, KIND:DETAIL (see taint.Origin): "mcp:tool-result".
	Origin string
	// What names the producer for a person: "MCP tool result (mcp-go Client.CallTool)".
	What string
	// Preset is the preset the entry came from ("" for config or directive).
	Preset string
}

// Sink is an instruction (or data, argv, path, persistence) position.
type Sink struct {
	// Exactly one of Func and Field is set.
	Func  string
	Field string
	// Args are the argument indexes that are the slot, receiver excluded,
	// as in the signature: the variadic parameter is one index, and all
	// the arguments passed to it are that slot. Empty means every
	// argument of a text-capable type.
	Args []int
	// Position is the fixed position; empty when role-conditioned.
	Position Position
	// Role conditioning: the role is read from the sibling struct field
	// RoleField (field sinks) or from argument RoleArg (func sinks,
	// RoleArg >= 0). Roles maps each role value to its position; a role
	// value absent from Roles is an instruction position (fail closed).
	RoleField string
	RoleArg   int
	Roles     map[string]Position
	// Results makes the slot what a function returns, not what is passed
	// in: for a func-typed field, the results of the function stored there
	// (an instruction provider); for an interface method, the results of
	// every method that implements it.
	Results bool
	What    string
	Preset  string
}

// RoleConditioned reports whether the sink's position depends on a role.
func (s *Sink) RoleConditioned() bool { return s.Position == "" }

// SanitizerKind says what a sanitizer makes acceptable.
type SanitizerKind string

// Fence means the result is fenced untrusted text, acceptable in a data
// position only.
const Fence SanitizerKind = "fence"

// Checked means the result is what the runtime guard (guard.Check) let through:
// third-party text in it sits fenced in data positions only, and the guard
// refused the request otherwise. Only the argv/path and persistence rules
// still apply to it.
const Checked SanitizerKind = "check"

// Scrub means the result was scrubbed for display (scrub.Line, scrub.Terminal,
// scrub.Paint); it may be painted, and is still third-party text.
const Scrub SanitizerKind = "scrub"

// Sanitizer is a function whose result is made acceptable for one kind of
// position.
type Sanitizer struct {
	Func   string
	Kind   SanitizerKind
	Preset string
}

// Wrapper is a function that wraps its argument into a tainted value whose
// taint the runtime guard sees (taint.New).
type Wrapper struct {
	Func      string
	ValueArg  int // the wrapped argument
	OriginArg int // the origin label argument, -1 if none
	Preset    string
}

// Unwrapper is a function whose result is laundered: it was tainted and the
// runtime no longer sees that (taint.Unwrap, a configured body accessor).
type Unwrapper struct {
	Func   string
	Preset string
}

// Allow is an operator's explicit, reviewed choice to accept one origin kind
// in one position. Nothing is allowed by default.
type Allow struct {
	Kind     string
	Position Position
	Reason   string
	// Where the allow was declared ("agentvet.yaml:12"), shown in SARIF.
	Source string
}

// Verb is a user-declared forbidden actuation verb for verbpin: a function
// (every call is the verb) or an argv pattern (argv[0] base name, then a
// subcommand prefix).
type Verb struct {
	Func string
	Argv []string
	Name string
}

// VerbPin configures the verbpin analyzer.
type VerbPin struct {
	// Packages are import-path patterns ("example.com/agent/supervise/...")
	// of designated packages, in addition to //agentvet:noactuate.
	Packages []string
	Text     bool
	Verbs    []Verb
	// Shells are the user's shell-running helpers: each call runs one of
	// its arguments as a shell line (split as sh -c would).
	Shells []ShellFunc
}

// ShellFunc is a function or method that runs its argument Arg (counted
// from 0, receiver excluded) as a shell line.
type ShellFunc struct {
	Func string
	Arg  int
}

// Edition is one module path of an SDK family (a major version, or an
// older line whose API differs) at the version a fixture pins.
type Edition struct {
	Module  string
	Version string
}

// Copy declares the module at path Module a copy of the module at path Of
// (a fork under another path): the presets of Of apply to it.
type Copy struct {
	Module string
	Of     string
}

// Preset is a named table for one SDK, matched only where a package of the
// SDK is imported.
type Preset struct {
	Name    string
	Module  string // module path, shown in the README's presets table
	Version string // the version the fixtures use
	// Editions are every module path and version the entries were
	// resolved against, Module's first; empty means Module at Version.
	Editions []Edition
	// Copies are well-known forks of the SDK under another module path.
	Copies []Copy
	// Packages are the import paths whose presence (directly or through a
	// dependency's facts) makes the preset relevant.
	Packages []string
	// Analysed are packages the preset has rows in but does not stand
	// for: agentvet analyses them like any code. A framework's memory
	// service or document loader is the framework's own code, which may
	// itself move third-party text into a prompt (the SDK's repository
	// is then the user's code); only its API's data types and results
	// are declared.
	Analysed    []string
	Producers   []Producer
	Sinks       []Sink
	Sanitizers  []Sanitizer
	Wrappers    []Wrapper
	Unwrappers  []Unwrapper
	Persistence []Sink
	// Clean are the SDK's model calls: functions that send a request to a
	// model and return its reply. The reply is the model's own text, but
	// derived from the prompt it was sent: it is derived third-party text
	// where the prompt held some (a summary of tool results), benign as
	// the assistant turn of the same conversation.
	Clean []string
	// Media are the functions and fields that take binary media, an image
	// or audio clip's bytes sent inline with a MIME type (genai.Blob.Data,
	// genai.NewPartFromBytes): the model does not read those bytes as
	// words, a fence cannot wrap them, and agentvet follows no taint into
	// them. (Text drawn in an image is out of agentvet's reach; see
	// docs/presets.md.)
	Media []string
	// Opaque are the types whose values hold no text for a prompt: a
	// named type, or an interface all of whose implementations are
	// (net/http.RoundTripper: a transport, with the credentials and
	// endpoints it carries). Text stored in their fields is not followed
	// (an OAuth token a transport attaches to its requests does not make
	// the client, and every struct that holds the client, third-party
	// text).
	Opaque []string
	// Requests are the HTTP calls whose request says where it goes (the
	// URL) and what it carries (the body); ModelEndpoints the URL
	// fragments of model APIs ("/chat/completions"). A request to a model
	// API is a model call written by hand: its response is the model's
	// reply, not a fetched page.
	Requests       []Request
	ModelEndpoints []string
	// MessageRoles are the role names of message structs the engine does
	// not know by name (an application's or a framework's own Message
	// type): a struct with a string field named Role set to one of them
	// is a message of that role. Its other fields' text is that role's
	// content, and a branch taken only when a message's role is another
	// one does not receive it (a converter that switches on each
	// message's role sends a tool result down the tool case only).
	MessageRoles []RolePosition
	// RoleTypes name where the SDK declares its message roles:
	// "importpath.Type", every constant of a named string type
	// (eino's schema.RoleType), or "importpath.Prefix*", the untyped
	// string constants whose names begin with Prefix (go-openai's
	// ChatMessageRoleSystem, ...). The engine does not read them: the
	// presets tests enumerate their constants at the pinned version and
	// require each value in one of the preset's role tables, so a role a
	// new SDK version adds fails agentvet's tests, not silently a user's
	// run (where a role no table maps is an instruction position).
	RoleTypes []string
}

// Request describes an HTTP call by its arguments (receiver excluded):
// either Req, the *http.Request it sends (built by a RequestBuilder), or
// URL and Body directly. -1 means absent. Derive marks a method that
// returns a copy of its receiver request (req.WithContext, req.Clone): the
// request it copies says where the copy goes.
type Request struct {
	Func      string
	Req       int
	URL, Body int
	Derive    bool
	Preset    string
}

// RolePosition is one entry of a role table: the position a role value
// selects.
type RolePosition struct {
	Role     string
	Position Position
}

// RoleTable returns roles as a slice sorted by role, the deterministic
// form facts carry.
func RoleTable(roles map[string]Position) []RolePosition {
	out := make([]RolePosition, 0, len(roles))
	for r, p := range roles {
		out = append(out, RolePosition{r, p})
	}
	slices.SortFunc(out, func(a, b RolePosition) int { return strings.Compare(a.Role, b.Role) })
	return out
}

// LookupRole returns the position role selects in table.
func LookupRole(table []RolePosition, role string) (Position, bool) {
	i, ok := slices.BinarySearchFunc(table, role, func(e RolePosition, r string) int { return strings.Compare(e.Role, r) })
	if !ok {
		return "", false
	}
	return table[i].Position, true
}
