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
