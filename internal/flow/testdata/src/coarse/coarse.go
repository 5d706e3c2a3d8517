// Package coarse: a function whose summary held more flows than the
// bound (64 until 2026-12-07) keeps the flows of a small group precise when it is a large group
// of other flows that crosses the bound. The tools a step is handed reach
// only the result's Tools, not its Input, whatever the step also does
// with its hooks (openai-agents-go's ExecuteToolsAndSideEffects and
// getSingleStepResultFromResponse: 65 flows from hooks' methods made
// every flow whole to whole, so the MCP tool list given to one turn became
// the next turn's input and reached the system prompt). The calls are in
// coarseuse.
package coarse

//agentvet:producer origin=mcp:tool-list
func ToolDescription() string { return "" }

//agentvet:sink position=system
func System(s string) {}

// Hooks is called by a step; what it returns is noted in the result.
type Hooks interface {
	Note() string
}

// Result is what a step returns: its Input goes to the next turn's
// system prompt, its Tools to the tools list.
type Result struct {
	Input string
	Tools []string
	N00   string
	N01   string
	N02   string
	N03   string
	N04   string
	N05   string
	N06   string
	N07   string
	N08   string
	N09   string
	N10   string
	N11   string
	N12   string
	N13   string
	N14   string
	N15   string
	N16   string
	N17   string
	N18   string
	N19   string
	N20   string
	N21   string
	N22   string
	N23   string
	N24   string
	N25   string
	N26   string
	N27   string
	N28   string
	N29   string
	N30   string
	N31   string
	N32   string
	N33   string
	N34   string
	N35   string
	N36   string
	N37   string
	N38   string
	N39   string
	N40   string
	N41   string
	N42   string
	N43   string
	N44   string
	N45   string
	N46   string
	N47   string
	N48   string
	N49   string
	N50   string
	N51   string
	N52   string
	N53   string
	N54   string
	N55   string
	N56   string
	N57   string
	N58   string
	N59   string
	N60   string
	N61   string
	N62   string
	N63   string
	N64   string
	N65   string
	N66   string
	N67   string
	N68   string
	N69   string
}

// Config is a step's configuration, each field noted in the result.
type Config struct {
	C00 string
	C01 string
	C02 string
	C03 string
	C04 string
	C05 string
	C06 string
	C07 string
	C08 string
	C09 string
	C10 string
	C11 string
	C12 string
	C13 string
	C14 string
	C15 string
	C16 string
	C17 string
	C18 string
	C19 string
	C20 string
	C21 string
	C22 string
	C23 string
	C24 string
	C25 string
	C26 string
	C27 string
	C28 string
	C29 string
	C30 string
	C31 string
	C32 string
	C33 string
	C34 string
	C35 string
	C36 string
	C37 string
	C38 string
	C39 string
	C40 string
	C41 string
	C42 string
	C43 string
	C44 string
	C45 string
	C46 string
	C47 string
	C48 string
	C49 string
	C50 string
	C51 string
	C52 string
	C53 string
	C54 string
	C55 string
	C56 string
	C57 string
	C58 string
	C59 string
	C60 string
	C61 string
	C62 string
	C63 string
	C64 string
	C65 string
	C66 string
	C67 string
	C68 string
	C69 string
}

// StepHooks notes what each hook call returns: more than the bound of
// flows from what calling a parameter's method returns.
func StepHooks(input string, tools []string, h Hooks) *Result {
	r := &Result{Input: input, Tools: tools}
	r.N00 = h.Note()
	r.N01 = h.Note()
	r.N02 = h.Note()
	r.N03 = h.Note()
	r.N04 = h.Note()
	r.N05 = h.Note()
	r.N06 = h.Note()
	r.N07 = h.Note()
	r.N08 = h.Note()
	r.N09 = h.Note()
	r.N10 = h.Note()
	r.N11 = h.Note()
	r.N12 = h.Note()
	r.N13 = h.Note()
	r.N14 = h.Note()
	r.N15 = h.Note()
	r.N16 = h.Note()
	r.N17 = h.Note()
	r.N18 = h.Note()
	r.N19 = h.Note()
	r.N20 = h.Note()
	r.N21 = h.Note()
	r.N22 = h.Note()
	r.N23 = h.Note()
	r.N24 = h.Note()
	r.N25 = h.Note()
	r.N26 = h.Note()
	r.N27 = h.Note()
	r.N28 = h.Note()
	r.N29 = h.Note()
	r.N30 = h.Note()
	r.N31 = h.Note()
	r.N32 = h.Note()
	r.N33 = h.Note()
	r.N34 = h.Note()
	r.N35 = h.Note()
	r.N36 = h.Note()
	r.N37 = h.Note()
	r.N38 = h.Note()
	r.N39 = h.Note()
	r.N40 = h.Note()
	r.N41 = h.Note()
	r.N42 = h.Note()
	r.N43 = h.Note()
	r.N44 = h.Note()
	r.N45 = h.Note()
	r.N46 = h.Note()
	r.N47 = h.Note()
	r.N48 = h.Note()
	r.N49 = h.Note()
	r.N50 = h.Note()
	r.N51 = h.Note()
	r.N52 = h.Note()
	r.N53 = h.Note()
	r.N54 = h.Note()
	r.N55 = h.Note()
	r.N56 = h.Note()
	r.N57 = h.Note()
	r.N58 = h.Note()
	r.N59 = h.Note()
	r.N60 = h.Note()
	r.N61 = h.Note()
	r.N62 = h.Note()
	r.N63 = h.Note()
	r.N64 = h.Note()
	r.N65 = h.Note()
	r.N66 = h.Note()
	r.N67 = h.Note()
	r.N68 = h.Note()
	r.N69 = h.Note()
	return r
}

// StepConfig notes each field of its configuration: more than the bound
// of plain flows from one parameter.
func StepConfig(input string, tools []string, c Config) *Result {
	r := &Result{Input: input, Tools: tools}
	r.N00 = c.C00
	r.N01 = c.C01
	r.N02 = c.C02
	r.N03 = c.C03
	r.N04 = c.C04
	r.N05 = c.C05
	r.N06 = c.C06
	r.N07 = c.C07
	r.N08 = c.C08
	r.N09 = c.C09
	r.N10 = c.C10
	r.N11 = c.C11
	r.N12 = c.C12
	r.N13 = c.C13
	r.N14 = c.C14
	r.N15 = c.C15
	r.N16 = c.C16
	r.N17 = c.C17
	r.N18 = c.C18
	r.N19 = c.C19
	r.N20 = c.C20
	r.N21 = c.C21
	r.N22 = c.C22
	r.N23 = c.C23
	r.N24 = c.C24
	r.N25 = c.C25
	r.N26 = c.C26
	r.N27 = c.C27
	r.N28 = c.C28
	r.N29 = c.C29
	r.N30 = c.C30
	r.N31 = c.C31
	r.N32 = c.C32
	r.N33 = c.C33
	r.N34 = c.C34
	r.N35 = c.C35
	r.N36 = c.C36
	r.N37 = c.C37
	r.N38 = c.C38
	r.N39 = c.C39
	r.N40 = c.C40
	r.N41 = c.C41
	r.N42 = c.C42
	r.N43 = c.C43
	r.N44 = c.C44
	r.N45 = c.C45
	r.N46 = c.C46
	r.N47 = c.C47
	r.N48 = c.C48
	r.N49 = c.C49
	r.N50 = c.C50
	r.N51 = c.C51
	r.N52 = c.C52
	r.N53 = c.C53
	r.N54 = c.C54
	r.N55 = c.C55
	r.N56 = c.C56
	r.N57 = c.C57
	r.N58 = c.C58
	r.N59 = c.C59
	r.N60 = c.C60
	r.N61 = c.C61
	r.N62 = c.C62
	r.N63 = c.C63
	r.N64 = c.C64
	r.N65 = c.C65
	r.N66 = c.C66
	r.N67 = c.C67
	r.N68 = c.C68
	r.N69 = c.C69
	return r
}
