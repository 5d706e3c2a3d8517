// Package labelcap fills one request with more third-party tool messages
// than a label set keeps (maxLabels), then adds one of another role
// through the pointer it is handed: trpc-agent-go's request, deep in tool
// results and user text by the time its request processors add the
// session summary and the skills as system messages. A set cut by source
// order alone dropped the late system-role label, and the system prompt
// went unreported.
package labelcap

import "roleclosure"

// Request is the request the processors fill.
type Request struct{ Messages []roleclosure.Message }

func addTools(req *Request) {
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
}

func addSystem(req *Request) {
	req.Messages = append(req.Messages, roleclosure.NewSystemMessage(roleclosure.Page()))
}

// ToolRequest is another request type: what the package stores in
// Request's fields does not reach it.
type ToolRequest struct{ Messages []roleclosure.Message }

func addToolsOnly(req *ToolRequest) {
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
	req.Messages = append(req.Messages, roleclosure.NewToolMessage(roleclosure.Page()))
}

// HazardSystemLast: the system message comes after the tool messages.
func HazardSystemLast() {
	req := &Request{}
	addTools(req)
	addSystem(req)
	roleclosure.Convert(req.Messages) // want "web:page.*reaches the system prompt"
}

// BenignToolsOnly: tool messages only: a tool message takes no case that
// sends the system prompt.
func BenignToolsOnly() {
	req := &ToolRequest{}
	addToolsOnly(req)
	roleclosure.Convert(req.Messages)
}

// Settings has more string fields than a label set keeps of one kind.
type Settings struct {
	F00, F01, F02, F03, F04, F05, F06, F07, F08, F09, F10, F11, F12, F13, F14, F15, F16, F17, F18, F19, F20, F21, F22, F23, F24, F25 string
}

// OverviewRequest is the request addOverview fills.
type OverviewRequest struct{ Messages []roleclosure.Message }

// addOverview puts every setting, then one page, in one system message:
// trpc-agent-go's skill overview, a repository's and an invocation's
// fields (parameter labels, two dozen) before the skill summaries' own
// producer. One cap for both kinds kept the parameters and dropped the
// page from the summary's store.
func addOverview(s *Settings, req *OverviewRequest) {
	text := s.F00 + s.F01 + s.F02 + s.F03 + s.F04 + s.F05 + s.F06 + s.F07 + s.F08 + s.F09 + s.F10 + s.F11 + s.F12 + s.F13 + s.F14 + s.F15 + s.F16 + s.F17 + s.F18 + s.F19 + s.F20 + s.F21 + s.F22 + s.F23 + s.F24 + s.F25 + roleclosure.Page()
	req.Messages = append(req.Messages, roleclosure.NewSystemMessage(text))
}

// HazardOverviewPastParameters: the page reaches the system prompt
// through addOverview's store, past the parameter labels beside it.
func HazardOverviewPastParameters(s *Settings) {
	req := &OverviewRequest{}
	addOverview(s, req)
	roleclosure.Convert(req.Messages) // want "web:page.*reaches the system prompt"
}
