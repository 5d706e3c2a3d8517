package presets

import "github.com/agentvet/agentvet/internal/policy"

const (
	adkModule      = "google.golang.org/adk"
	adkAgent       = adkModule + "/agent"
	adkLLMAgent    = adkModule + "/agent/llmagent"
	adkRemoteAgent = adkModule + "/agent/remoteagent"
	adkA2A         = adkModule + "/server/adka2a"
	adkFuncTool    = adkModule + "/tool/functiontool"
	adkInstruction = adkModule + "/util/instructionutil"
	adkTool        = adkModule + "/tool"
	adkMemory      = adkModule + "/memory"
	adkSession     = adkModule + "/session"
)

// adk covers google.golang.org/adk, Google's Agent Development Kit: an
// LLM agent's instruction and global instruction are its system prompt; an
// agent's name and description become the transfer tool the parent model
// chooses from; a function tool's name and description are a tool's.
//
// An instruction provider's results are the system prompt (a result sink
// on the func-typed field), and what any tool.Tool implementation says of
// itself is a tool description.
//
// Memory is third-party text: what adk's memory service returns are the
// events of past sessions (tool output, remote agents' replies, and the
// model's text derived from them), and adk's own preload-memory tool puts
// them in the system instruction. An entry's content is third-party
// wherever it comes from (memory.Service.Search, tool.Context.SearchMemory,
// a parameter, a field).
//
// Session state fills an instruction's {key} placeholders: adk replaces
// each with the value the session holds under that key, in every
// agent's instruction, at every turn. A value written into the state
// (session.State.Set, or an event's StateDelta, which is how a tool's or
// a callback's writes reach the session) is therefore a system-prompt
// position: third-party text a tool writes there, a fetched page or an
// MCP result, becomes instructions wherever a template names the key.
// Which keys a template names is not followed (a keyed store): every
// write counts.
//
// The A2A adapter (server/adka2a) is described, not analysed, like the
// remote agent that calls it: it turns a peer's A2A events into session
// events authored by that peer, some with the model role, and the
// executor turns its own caller's message into the run's user content.
// Neither is an instruction position: before any model reads a session,
// adk's contents processor rewrites every event another agent authored
// into user-role "For context: [agent] said" text
// (llminternal.ConvertForeignEvent). Analysed, its model-role
// constructors read as forged model turns (six false claims on adk-go's
// own tree, bench/realcode). What its conversions return still carries
// the peer's text: a callee with no summary passes its arguments'
// labels to its results.
func adk() policy.Preset {
	p := policy.Preset{
		Name:     "adk",
		Module:   adkModule,
		Version:  "v0.6.0",
		Packages: []string{adkAgent, adkLLMAgent, adkRemoteAgent, adkA2A, adkFuncTool, adkInstruction, adkTool},
		// adk's memory services are analysed: only the entries they
		// return are declared. So is the session package: only its
		// state's writes are declared (its in-memory service is code).
		Analysed: []string{adkMemory, adkSession},
	}
	p.Sinks = []policy.Sink{
		fieldSink(field(adkLLMAgent, "Config", "Instruction"), policy.System, "adk llmagent.Config.Instruction"),
		fieldSink(field(adkLLMAgent, "Config", "GlobalInstruction"), policy.System, "adk llmagent.Config.GlobalInstruction"),
		fieldSink(field(adkLLMAgent, "Config", "Name"), policy.ToolName, "adk llmagent.Config.Name"),
		fieldSink(field(adkLLMAgent, "Config", "Description"), policy.ToolDescription, "adk llmagent.Config.Description"),
		fieldSink(field(adkAgent, "Config", "Name"), policy.ToolName, "adk agent.Config.Name"),
		fieldSink(field(adkAgent, "Config", "Description"), policy.ToolDescription, "adk agent.Config.Description"),
		fieldSink(field(adkRemoteAgent, "A2AConfig", "Name"), policy.ToolName, "adk remoteagent.A2AConfig.Name"),
		fieldSink(field(adkRemoteAgent, "A2AConfig", "Description"), policy.ToolDescription, "adk remoteagent.A2AConfig.Description"),
		fieldSink(field(adkFuncTool, "Config", "Name"), policy.ToolName, "adk functiontool.Config.Name"),
		fieldSink(field(adkFuncTool, "Config", "Description"), policy.ToolDescription, "adk functiontool.Config.Description"),
		resultSink(field(adkLLMAgent, "Config", "InstructionProvider"), policy.System, "adk llmagent.Config.InstructionProvider result"),
		resultSink(field(adkLLMAgent, "Config", "GlobalInstructionProvider"), policy.System, "adk llmagent.Config.GlobalInstructionProvider result"),
		resultSink(method(adkTool, "Tool", "Description"), policy.ToolDescription, "adk tool.Tool.Description result"),
		resultSink(method(adkTool, "Tool", "Name"), policy.ToolName, "adk tool.Tool.Name result"),
		// The template an instruction provider fills from session state.
		argSink(fn(adkInstruction, "InjectSessionState"), policy.System, "adk instructionutil.InjectSessionState template", 1),
		// What fills the templates' {key} placeholders.
		argSink(method(adkSession, "State", "Set"), policy.System, "adk session.State.Set value (an instruction's {key} placeholder)", 1),
		fieldSink(field(adkSession, "EventActions", "StateDelta"), policy.System, "adk session.EventActions.StateDelta value (an instruction's {key} placeholder)"),
	}
	// The entries' content, not the whole search response: an entry's
	// author and timestamp are adk's own.
	p.Producers = typeProducer(adkMemory, "Entry", "memory:entry", "adk memory.Entry", "Content")
	return p
}
