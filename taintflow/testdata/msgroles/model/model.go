// Package model declares an agent framework's own message type: a role
// and a content, converted for an SDK elsewhere (package convert), built
// from tool results in a third package (sanitize) and wired in a fourth
// (msgroles).
package model

// Role is who a message speaks for.
type Role string

// The roles.
const (
	RoleSystem    Role = "system"
	RoleUser      Role = "user"
	RoleAssistant Role = "assistant"
	RoleTool      Role = "tool"
)

// Message is one turn of a conversation.
type Message struct {
	Role    Role
	Content string
	ToolID  string
}
