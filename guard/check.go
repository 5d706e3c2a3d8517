package guard

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/agentvet/agentvet/taint"
)

// Message is a message of an Input: its parts are joined with a blank line.
type Message struct {
	Role    Role
	Content []Text
}

// Tool is a tool offered to the model. Its name and description are read
// as instructions by every provider.
type Tool struct {
	Name, Description Text
	InputSchema       json.RawMessage
}

// Input is a request as the application assembles it: it may carry
// tainted text.
type Input struct {
	System   []Text
	Messages []Message
	Tools    []Tool
}

// Request is what a provider receives: plain strings only.
type Request struct {
	System   string
	Messages []RequestMessage
	Tools    []RequestTool
}

// RequestMessage is a message of a Request.
type RequestMessage struct {
	Role    Role
	Content string
}

// RequestTool is a tool of a Request.
type RequestTool struct {
	Name, Description string
	InputSchema       json.RawMessage
}

// UntrustedContentError is Check's refusal: tainted text in an instruction
// position. It is a wiring defect to fix, not an outcome to branch on.
type UntrustedContentError struct {
	// Position is the slot: "system[0]", "messages[2].content[0] (role
	// system)", "tools[1].description", "tools[0].input_schema". A role
	// outside the five constants is named the same way ("(role narrator)");
	// it is refused because nobody defined it as a data position.
	Position string
	// Origin is the tainted text's origin label.
	Origin string
}

func (e *UntrustedContentError) Error() string {
	return fmt.Sprintf("guard: untrusted content (origin %q) refused at %s: third-party text may appear only fenced in a user or tool message", e.Origin, e.Position)
}

// Check turns an Input into a Request, enforcing the positional rule.
// Tainted text may appear only in a user- or tool-role message, and there
// only fenced (see Fence); in every other position (the system prompt, a
// system-, developer- or assistant-role message, a message of any role
// other than the five constants, a tool's name or description, a tool
// input schema holding a taint wrapper anywhere) Check refuses with an
// *UntrustedContentError naming the first such position. Several Text
// parts of one slot are joined with a blank line ("\n\n"). A fence's
// origin attribute is taint.Label of the text's origin: the kind, read
// against the vocabulary, and the detail cut short enough to read.
//
// Check has no switch to turn it off. It is free to leave on: an Input
// without taint comes back structurally unchanged, allocating only the
// Request it returns.
func Check(in Input) (Request, error) {
	var req Request
	for i, t := range in.System {
		if t.Tainted() {
			return Request{}, refuse("system["+strconv.Itoa(i)+"]", t.Origin())
		}
	}
	req.System = join(in.System, nil)
	if in.Messages != nil {
		req.Messages = make([]RequestMessage, len(in.Messages))
		for i, m := range in.Messages {
			content, err := messageContent(i, m)
			if err != nil {
				return Request{}, err
			}
			req.Messages[i] = RequestMessage{Role: m.Role, Content: content}
		}
	}
	if in.Tools != nil {
		req.Tools = make([]RequestTool, len(in.Tools))
		for i, t := range in.Tools {
			at := "tools[" + strconv.Itoa(i) + "]."
			if t.Name.Tainted() {
				return Request{}, refuse(at+"name", t.Name.Origin())
			}
			if t.Description.Tainted() {
				return Request{}, refuse(at+"description", t.Description.Origin())
			}
			if origin, tainted := schemaTaint(t.InputSchema); tainted {
				return Request{}, refuse(at+"input_schema", origin)
			}
			req.Tools[i] = RequestTool{Name: t.Name.plain, Description: t.Description.plain, InputSchema: t.InputSchema}
		}
	}
	return req, nil
}

func refuse(position, origin string) error {
	return &UntrustedContentError{Position: position, Origin: origin}
}

// messageContent joins one message's parts, fencing tainted parts of a
// data-role message and refusing them in any other.
func messageContent(i int, m Message) (string, error) {
	for j, t := range m.Content {
		if t.Tainted() && !m.Role.data() {
			return "", refuse(fmt.Sprintf("messages[%d].content[%d] (%s)", i, j, describeRole(m.Role)), t.Origin())
		}
	}
	return join(m.Content, func(t Text) string {
		return Fence(t.content(), taint.Label(t.Origin()))
	}), nil
}

// describeRole names a role in a Position: "role system", or for a role
// that is not a plain token (empty, spaces, control characters) the role
// quoted, so the position stays one readable line.
func describeRole(r Role) string {
	if r == "" || strings.ContainsFunc(string(r), func(c rune) bool {
		return !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.')
	}) {
		return "role " + strconv.Quote(string(r))
	}
	return "role " + string(r)
}

// join joins the parts of one slot with "\n\n"; fence renders tainted
// parts (the caller has refused them where fence is nil). One part is
// returned as it is, without allocating.
func join(parts []Text, fence func(Text) string) string {
	render := func(t Text) string {
		if t.Tainted() {
			return fence(t)
		}
		return t.plain
	}
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return render(parts[0])
	}
	var b strings.Builder
	n := 2 * (len(parts) - 1)
	for _, t := range parts {
		n += len(t.plain)
	}
	b.Grow(n)
	for k, t := range parts {
		if k > 0 {
			b.WriteString("\n\n")
		}
		b.WriteString(render(t))
	}
	return b.String()
}

// schemaTaint reports whether a tool input schema holds a taint wrapper
// anywhere, or the marker in any other form.
func schemaTaint(schema json.RawMessage) (string, bool) {
	if !hasMarker(schema) {
		return "", false
	}
	return jsonTaint(schema), true
}
