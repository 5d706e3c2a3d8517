package presets

import "github.com/agentvet/agentvet/internal/policy"

const (
	guardPkg = "github.com/agentvet/agentvet/guard"
	taintPkg = "github.com/agentvet/agentvet/taint"
	scrubPkg = "github.com/agentvet/agentvet/scrub"
)

// guardRoles maps the guard.Role constants to positions.
func guardRoles() map[string]policy.Position {
	return map[string]policy.Position{
		"system":    policy.System,
		"developer": policy.Developer,
		"assistant": policy.Assistant,
		"user":      policy.User,
		"tool":      policy.Tool,
	}
}

// guardPreset covers this repository's guard package. Its Input slots are
// positions like any SDK's: the runtime check refuses tainted values there,
// and the analyzers catch the text that reached them unwrapped. Request is
// what Check returns; building one by hand skips the check, so its slots
// are positions too. Fence and Check make text fit for a data position;
// ToolResultContent wraps a tool's result (argument 1) into tainted text,
// and Derive re-taints derived text.
func guardPreset() policy.Preset {
	p := policy.Preset{
		Name:     "guard",
		Module:   policy.Self,
		Version:  "(this module)",
		Packages: []string{guardPkg},
	}
	p.RoleTypes = []string{roleType(guardPkg, "Role")}
	p.Sinks = []policy.Sink{
		fieldSink(field(guardPkg, "Input", "System"), policy.System, "guard.Input.System"),
		roleFieldSink(field(guardPkg, "Message", "Content"), "Role", guardRoles(), "guard.Message.Content"),
		fieldSink(field(guardPkg, "Tool", "Name"), policy.ToolName, "guard.Tool.Name"),
		fieldSink(field(guardPkg, "Tool", "Description"), policy.ToolDescription, "guard.Tool.Description"),
		fieldSink(field(guardPkg, "Request", "System"), policy.System, "guard.Request.System"),
		roleFieldSink(field(guardPkg, "RequestMessage", "Content"), "Role", guardRoles(), "guard.RequestMessage.Content"),
		fieldSink(field(guardPkg, "RequestTool", "Name"), policy.ToolName, "guard.RequestTool.Name"),
		fieldSink(field(guardPkg, "RequestTool", "Description"), policy.ToolDescription, "guard.RequestTool.Description"),
	}
	p.Sanitizers = []policy.Sanitizer{
		{Func: fn(guardPkg, "Fence"), Kind: policy.Fence},
		{Func: fn(guardPkg, "Check"), Kind: policy.Checked},
	}
	p.Wrappers = []policy.Wrapper{
		{Func: fn(guardPkg, "ToolResultContent"), ValueArg: 1, OriginArg: -1},
		// Derive(s, parents...): s is re-tainted when a parent was.
		{Func: fn(guardPkg, "Derive"), ValueArg: 0, OriginArg: -1},
	}
	return p
}

// taintPreset covers this repository's taint package: New wraps a value
// with its origin label, Derive and Recall re-wrap derived and recalled
// values, Unwrap is the one loud exit.
func taintPreset() policy.Preset {
	p := policy.Preset{
		Name:     "taint",
		Module:   policy.Self,
		Version:  "(this module)",
		Packages: []string{taintPkg},
	}
	p.Wrappers = []policy.Wrapper{
		{Func: fn(taintPkg, "New"), ValueArg: 0, OriginArg: 1},
		// Derive(v, parents...) labels v "summary:…" from its parents;
		// Recall(v, detail) labels v "memory:"+detail. Neither takes the
		// whole origin label as an argument.
		{Func: fn(taintPkg, "Derive"), ValueArg: 0, OriginArg: -1},
		{Func: fn(taintPkg, "Recall"), ValueArg: 0, OriginArg: -1},
	}
	p.Unwrappers = []policy.Unwrapper{
		{Func: fn(taintPkg, "Unwrap")},
	}
	return p
}

// scrubPreset covers this repository's scrub package: Line and Terminal
// scrub text for display, and Paint scrubs (Line) before it colours. The
// result is still third-party text; it may now be shown and painted.
func scrubPreset() policy.Preset {
	return policy.Preset{
		Name:     "scrub",
		Module:   policy.Self,
		Version:  "(this module)",
		Packages: []string{scrubPkg},
		Sanitizers: []policy.Sanitizer{
			{Func: fn(scrubPkg, "Line"), Kind: policy.Scrub},
			{Func: fn(scrubPkg, "Terminal"), Kind: policy.Scrub},
			{Func: fn(scrubPkg, "Paint"), Kind: policy.Scrub},
		},
	}
}
