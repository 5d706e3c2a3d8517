// Package manypaths: a struct whose one field holds values of many
// concrete types, each with many fields, keeps its other fields apart when
// the paths stored under it pass the memory's bound. agent-sdk-go's
// validateLocalAgent stored the MCP tool list in its Agent's tool slice,
// one path per tool type and field, and past the bound every further
// store landed on the whole Agent: its system prompt and name became MCP
// tool text in eight false claims.
package manypaths

//agentvet:producer origin=mcp:tool-list
func ToolDescription() string { return "" }

//agentvet:sink position=system
func System(s string) {}

// Agent holds an operator's prompt beside the tools it loaded.
type Agent struct {
	Prompt string
	Tools  []Tool
}

// Tool is what every tool type implements.
type Tool interface{ Name() string }

type T01 struct{ A, B, C, D, E, F, G, H, I, J, K, L, M, N string }

func (*T01) Name() string { return "" }

type T02 struct{ A, B, C, D, E, F, G, H, I, J, K, L, M, N string }

func (*T02) Name() string { return "" }

type T03 struct{ A, B, C, D, E, F, G, H, I, J, K, L, M, N string }

func (*T03) Name() string { return "" }

type T04 struct{ A, B, C, D, E, F, G, H, I, J, K, L, M, N string }

func (*T04) Name() string { return "" }

type T05 struct{ A, B, C, D, E, F, G, H, I, J, K, L, M, N string }

func (*T05) Name() string { return "" }

type T06 struct{ A, B, C, D, E, F, G, H, I, J, K, L, M, N string }

func (*T06) Name() string { return "" }

type T07 struct{ A, B, C, D, E, F, G, H, I, J, K, L, M, N string }

func (*T07) Name() string { return "" }

type T08 struct{ A, B, C, D, E, F, G, H, I, J, K, L, M, N string }

func (*T08) Name() string { return "" }

type T09 struct{ A, B, C, D, E, F, G, H, I, J, K, L, M, N string }

func (*T09) Name() string { return "" }

type T10 struct{ A, B, C, D, E, F, G, H, I, J, K, L, M, N string }

func (*T10) Name() string { return "" }

type T11 struct{ A, B, C, D, E, F, G, H, I, J, K, L, M, N string }

func (*T11) Name() string { return "" }

type T12 struct{ A, B, C, D, E, F, G, H, I, J, K, L, M, N string }

func (*T12) Name() string { return "" }

type T13 struct{ A, B, C, D, E, F, G, H, I, J, K, L, M, N string }

func (*T13) Name() string { return "" }

type T14 struct{ A, B, C, D, E, F, G, H, I, J, K, L, M, N string }

func (*T14) Name() string { return "" }

// Load appends one tool of each type, every field the MCP tool text.
func Load(a *Agent) {
	d := ToolDescription()
	a.Tools = append(a.Tools, &T01{A: d, B: d, C: d, D: d, E: d, F: d, G: d, H: d, I: d, J: d, K: d, L: d, M: d, N: d})
	a.Tools = append(a.Tools, &T02{A: d, B: d, C: d, D: d, E: d, F: d, G: d, H: d, I: d, J: d, K: d, L: d, M: d, N: d})
	a.Tools = append(a.Tools, &T03{A: d, B: d, C: d, D: d, E: d, F: d, G: d, H: d, I: d, J: d, K: d, L: d, M: d, N: d})
	a.Tools = append(a.Tools, &T04{A: d, B: d, C: d, D: d, E: d, F: d, G: d, H: d, I: d, J: d, K: d, L: d, M: d, N: d})
	a.Tools = append(a.Tools, &T05{A: d, B: d, C: d, D: d, E: d, F: d, G: d, H: d, I: d, J: d, K: d, L: d, M: d, N: d})
	a.Tools = append(a.Tools, &T06{A: d, B: d, C: d, D: d, E: d, F: d, G: d, H: d, I: d, J: d, K: d, L: d, M: d, N: d})
	a.Tools = append(a.Tools, &T07{A: d, B: d, C: d, D: d, E: d, F: d, G: d, H: d, I: d, J: d, K: d, L: d, M: d, N: d})
	a.Tools = append(a.Tools, &T08{A: d, B: d, C: d, D: d, E: d, F: d, G: d, H: d, I: d, J: d, K: d, L: d, M: d, N: d})
	a.Tools = append(a.Tools, &T09{A: d, B: d, C: d, D: d, E: d, F: d, G: d, H: d, I: d, J: d, K: d, L: d, M: d, N: d})
	a.Tools = append(a.Tools, &T10{A: d, B: d, C: d, D: d, E: d, F: d, G: d, H: d, I: d, J: d, K: d, L: d, M: d, N: d})
	a.Tools = append(a.Tools, &T11{A: d, B: d, C: d, D: d, E: d, F: d, G: d, H: d, I: d, J: d, K: d, L: d, M: d, N: d})
	a.Tools = append(a.Tools, &T12{A: d, B: d, C: d, D: d, E: d, F: d, G: d, H: d, I: d, J: d, K: d, L: d, M: d, N: d})
	a.Tools = append(a.Tools, &T13{A: d, B: d, C: d, D: d, E: d, F: d, G: d, H: d, I: d, J: d, K: d, L: d, M: d, N: d})
	a.Tools = append(a.Tools, &T14{A: d, B: d, C: d, D: d, E: d, F: d, G: d, H: d, I: d, J: d, K: d, L: d, M: d, N: d})
}

// Run puts the operator's prompt in the system position: it holds no
// tool text (benign), while a tool's field does (hazard).
func Run() {
	a := &Agent{Prompt: "You are a careful assistant."}
	Load(a)
	System(a.Prompt)
	if t, ok := a.Tools[0].(*T01); ok {
		System(t.N) // want `mcp:tool-list`
	}
}
