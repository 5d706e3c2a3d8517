package report

// Finding is one agentvet finding as structured data: the engine and the
// analyzers build it, and every output (go vet's diagnostics, text, JSON,
// SARIF codeFlows, baseline fingerprints) renders it without parsing a
// message back. Positions are file positions, not token.Pos, because a
// finding crosses processes (go vet runs one process per package) and
// its path crosses packages (hops recorded in facts).
type Finding struct {
	// Analyzer is the analyzer that reports it (taintflow, unwrapaudit,
	// fencecheck, verbpin); Category refines it ("taintflow/argv").
	Analyzer string `json:"analyzer"`
	Category string `json:"category"`
	// Pos..End is where the text enters the position (the sink's
	// argument or field value, or the call whose parameter reaches it).
	Pos Pos `json:"pos"`
	End Pos `json:"end"`
	// Message is the whole sentence for a person.
	Message string `json:"message"`
	// Position is the slot reached: system, developer, assistant,
	// tool-name, tool-description, user, tool, argv, path, persistence,
	// unresolved-role; "" for findings that are not flows (a malformed
	// directive, an undecided function, a hand-built fence marker).
	Position string `json:"position,omitempty"`
	// Sink names the slot for a person: "go-openai ChatCompletionMessage.Content (role \"system\")".
	Sink string `json:"sink,omitempty"`
	// Producers are every distinct producer that reaches the sink here,
	// in a deterministic order.
	Producers []Producer `json:"producers,omitempty"`
	// Path runs from the first producer to the sink, hop by hop,
	// including hops in other packages (carried by facts).
	Path []Hop `json:"path,omitempty"`
	// Package is the import path of the package analysed; Func the
	// enclosing function declaration ("F", "T.M", "(*T).M") or "".
	Package string `json:"package"`
	Func    string `json:"func,omitempty"`
	Fixes   []Fix  `json:"fixes,omitempty"`
	// Suppressed findings were accepted by an //agentvet:ignore directive
	// or an allow entry of the configuration; Reason says why and
	// SuppressedBy where ("//agentvet:ignore" or "agentvet.yaml:12").
	// They never count for the exit status.
	Suppressed   bool   `json:"suppressed,omitempty"`
	Reason       string `json:"reason,omitempty"`
	SuppressedBy string `json:"suppressedBy,omitempty"`
}

// Pos is a position in a file: an absolute file name, a 1-based line and
// column (in bytes), and the byte offset.
type Pos struct {
	File   string `json:"file"`
	Line   int    `json:"line"`
	Col    int    `json:"col"`
	Offset int    `json:"offset"`
}

// Producer is a third-party source that reaches a finding.
type Producer struct {
	// Origin is the label KIND:DETAIL ("mcp:tool-list").
	Origin string `json:"origin"`
	// What names it for a person ("MCP tool list (mcp-go Client.ListTools)").
	What string `json:"what"`
	// Pos is where the text was produced (the producer call), when known.
	Pos Pos `json:"pos"`
}

// Hop is one step of a finding's path.
type Hop struct {
	Pos Pos `json:"pos"`
	End Pos `json:"end"`
	// Package is the import path of the package the hop is in.
	Package string `json:"package,omitempty"`
	// What says what happens there: "from MCP tool list (…)", "returned
	// by agent.Describe", "passed to prompt.System", "enters go-openai
	// ChatCompletionMessage.Content".
	What string `json:"what"`
}

// Fix is a suggested fix: edits applied together or not at all.
type Fix struct {
	Message string `json:"message"`
	Edits   []Edit `json:"edits"`
}

// Edit replaces the bytes [Start, End) of File with New.
type Edit struct {
	File  string `json:"file"`
	Start int    `json:"start"`
	End   int    `json:"end"`
	New   string `json:"new"`
}
