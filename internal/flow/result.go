package flow

import (
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/internal/policy"
	"github.com/agentvet/agentvet/internal/report"
)

// Category says which analyzer owns a finding. One flow, one finding: a
// flow through an unwrapper belongs to unwrapaudit, untrusted text in a data
// position belongs to fencecheck, every other flow to taintflow.
type Category string

// The categories.
const (
	CatTaint     Category = "taintflow"
	CatArgv      Category = "taintflow/argv"
	CatUnwrap    Category = "unwrapaudit"
	CatPersist   Category = "unwrapaudit/persistence"
	CatUnfenced  Category = "fencecheck"
	CatUndecided Category = "taintflow/undecided"
)

// Hop is one step of a finding's path: in this package (Pos), or in
// another package, as its facts recorded it (Far, Pkg).
type Hop struct {
	Pos  token.Pos
	Far  report.Pos
	Pkg  string
	What string // "from MCP tool result (…)", "returned by helpers.System", "enters go-openai …"
}

// Finding is one flow from a producer to a position, reported at Pos.
type Finding struct {
	Category Category
	Pos      token.Pos
	End      token.Pos
	Position policy.Position
	// Sink names the slot for a person: "go-openai ChatCompletionMessage.Content (role system)".
	Sink string
	// Producer and Origin describe where the text came from: the
	// source whose Path is shown. Producers lists every distinct producer
	// that reaches the same place.
	Producer  string
	Origin    string
	Producers []report.Producer
	// Derived: the text is a model's reply to a prompt that held the
	// producers' text.
	Derived bool
	// Path runs from the producer to the sink.
	Path []Hop
	// Allowed is set when a config allow entry accepted the flow; the
	// finding is kept for SARIF (as a reviewed choice) but not reported.
	Allowed *policy.Allow
	Message string
	Fixes   []analysis.SuggestedFix
}

// UnwrapSite is one call of an unwrapper, for the unwraps inventory.
type UnwrapSite struct {
	Pos     token.Pos
	Func    string // enclosing function
	Origin  string // statically known origin, or ""
	Reaches []string
}

// Result is the engine's result for one package.
type Result struct {
	// Findings are sorted; each carries its Category (an analyzer takes
	// the categories it owns).
	Findings []report.Finding
	Unwraps  []UnwrapSite
	// Settings are the package's settings, as resolved for every analyzer.
	Settings *policy.Settings
	// Skipped says why the engine left the package alone on purpose ("" when
	// it analysed it): agentvet -v lists it.
	Skipped string
	// wiring holds what the package can give the standalone driver's
	// wiring pass (see Offer); nil when the engine left the package alone
	// as standard library, a preset package or one without files.
	wiring *wiringInputs
	// Err is a configuration error. The engine hands it to the analyzers
	// that report its findings instead of failing itself, so go vet shows
	// the file:line message under the user-facing analyzer's name rather
	// than "failed prerequisites".
	Err error
}

// Categories owned by fencecheck that the engine finds because they need
// taint: a newline-only filter on third-party text, and colour applied to
// third-party text before it was scrubbed.
const (
	CatNewline Category = "fencecheck/newline"
	CatPaint   Category = "fencecheck/paint"
)
