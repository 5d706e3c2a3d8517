package flow_test

import (
	"testing"

	"github.com/agentvet/agentvet/analyzers/engine"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/fencecheck"
	"github.com/agentvet/agentvet/taintflow"
)

// TestEngine runs the engine, through taintflow, on SDK-free fixtures that
// exercise propagation shapes and cross-package summaries with directives.
func TestEngine(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), taintflow.Analyzer, "helper", "app", "shapes", "kinds")
	analysistest.Run(t, analysistest.TestData(), fencecheck.Analyzer, "newline")
}

// TestModelReply: a hand-written client of a model API returns the model's
// reply (derived from its prompt), not a fetched page; a reply to a prompt
// that held third-party text is reported in the system prompt, not as the
// assistant turn.
func TestModelReply(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), taintflow.Analyzer, "modelreply")
}

// TestOpaque: text stored in a transport (a token from a token endpoint)
// does not make the client, or what holds the client, third-party text;
// the same text in a plain struct does.
func TestOpaque(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), taintflow.Analyzer, "opaque")
}

// TestHigherOrder: an interface declared in one package, implemented in a
// second, called in a third and wired in a fourth; a registry of interface
// values; callbacks (named and literal); a closure through a generic
// helper; an interface kept in a struct field. Each with a benign twin.
func TestHigherOrder(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), taintflow.Analyzer, "howire")
}

// TestHigherOrderPaths: a method called on a field of a parameter is
// matched, in the callers, on what that field holds.
func TestHigherOrderPaths(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), taintflow.Analyzer, "hopathuse")
}

// TestFactShapes asserts the facts the engine exports, by their String,
// one per shape.
func TestFactShapes(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), engine.Analyzer, "factshapes")
}

// TestConflation: one field of a struct that receives third-party text
// does not taint its siblings, through maps, slices, a generic container,
// a method receiver, a returned struct and a struct passed by value,
// within a package and across one (crush's csync values and
// sessionAgent, issue 18.1); a struct parameter captured by a closure
// that a span helper in another package runs, and dispatched through an
// interface (openai-agents-go's ModelResponseParams); a sink deep below a
// method's receiver; and a
// function in a package-level variable that calls what the variable holds
// (an endless recursion in dispatch before).
func TestConflation(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), taintflow.Analyzer, "conflate", "conflateuse")
}

// TestTypeSwitchPaths: a parameter narrowed by a type switch or an
// assertion and passed on keeps its paths (openai-agents-go's
// ItemsToMessages, real-code triage): a field beside the one a callee
// reads does not reach its sink.
func TestTypeSwitchPaths(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), taintflow.Analyzer, "typeswitchuse")
}

// TestRecursiveNarrowedMessage: a message narrowed by a type switch,
// changed in a local and handed back to the same method settles, and its
// flow is found (opencode's bubbletea model, held-out real code: its
// summary grew a type step a round and the package was undecided).
func TestRecursiveNarrowedMessage(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), taintflow.Analyzer, "recurnarrow")
}

// TestCoarseFlows: past the bound of flows, the largest groups become
// whole to whole first, and a function's higher-order flows are bounded
// apart from its plain ones: a small group (the tools a step is handed,
// which reach one field of its result) stays precise (openai-agents-go's
// MCP tool list in the next turn's system prompt, real-code triage).
// Under today's bound the flows stay exact: MissedCoarse is found.
func TestCoarseFlows(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), taintflow.Analyzer, "coarseuse")
}

// TestRoleClosure: a converter's case body built in a closure that two
// cases call runs for their roles only, and a default case for no role
// its switch names (trpc-agent-go's openai convertMessages: a system
// prompt reached its toUserMessage closure).
func TestRoleClosure(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), taintflow.Analyzer, "roleclosureuse")
}

// TestGravestPosition: one finding per line claims the gravest position
// a flow reaches there and names only the producers that reach it.
func TestGravestPosition(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), taintflow.Analyzer, "gravest")
}

// TestLabelCapKeepsRoles: past the cap on a label set, a label of a role
// the kept ones lack is still kept, so that role's sink is reached.
func TestLabelCapKeepsRoles(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), taintflow.Analyzer, "labelcap")
}

// TestFreshObjects: a field read from an object the function made (a
// model's reply decoded into a fresh local, returned by a helper of the
// package and assigned in a closure) holds what the function's own flows
// put there, not what the package stored into the same field elsewhere
// (agent-sdk-go's deepseek client: a tool message's Content made every
// reply a tool result); the same field read from a long-lived object, or
// from a fresh one handed to a helper that writes it or kept where any
// function may, keeps the package's field taint.
func TestFreshObjects(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), taintflow.Analyzer, "freshreplyuse")
}

// TestRequestProcessors: text a processor of one package stores into the
// request it is handed reaches the sink a third package sends the request
// to.
func TestRequestProcessors(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), taintflow.Analyzer, "reqproc")
	analysistest.Run(t, analysistest.TestData(), taintflow.Analyzer, "reqflow")
}

// TestParamElements: a value read from a parameter's map or channel is
// that parameter's element, so its fields stay apart across functions.
func TestParamElements(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), taintflow.Analyzer, "paramelem")
}

// TestFieldAddrArg: a callee handed the address of one field of a
// parameter's element (&ev.Actions) works on that field, not on the
// element.
func TestFieldAddrArg(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), taintflow.Analyzer, "fieldaddrlib", "fieldaddruse")
}
