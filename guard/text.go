package guard

import (
	"bytes"
	"encoding/json"
	"errors"

	"github.com/agentvet/agentvet/taint"
)

// Role is a message role.
type Role string

// The roles Check knows. A message with any other role is an instruction
// position: a role nobody defined is not assumed to be data.
const (
	RoleSystem    Role = "system"
	RoleDeveloper Role = "developer"
	RoleUser      Role = "user"
	RoleAssistant Role = "assistant"
	RoleTool      Role = "tool"
)

// data reports whether r is a data position: the only roles whose messages
// may carry third-party text (fenced).
func (r Role) data() bool {
	return r == RoleUser || r == RoleTool
}

// Text is a piece of request text: plain (the operator's own) or tainted
// (a third party's, with its origin). The zero Text is plain and empty.
type Text struct {
	plain string
	// untrusted is set for tainted text. A pointer, so that a plain Text
	// holds no wrapper for taint.Scan to find.
	untrusted *taint.Value[string]
}

// Plain is text the operator wrote.
func Plain(s string) Text {
	return Text{plain: s}
}

// Untrusted is text a third party wrote. It keeps v's origin; the zero
// Value is given the origin "unknown".
func Untrusted(v taint.Value[string]) Text {
	if !taint.IsTainted(v) {
		v = taint.New(taint.Unwrap(v), string(taint.KindUnknown))
	}
	return Text{untrusted: &v}
}

// Derive is text derived from other content (a summary, a compaction, the
// model's answer to a request that carried tainted text): tainted with a
// "summary:" origin when any parent held tainted content at any depth (see
// taint.Derive), plain otherwise. Parents may be Texts, Messages, Inputs,
// taint values, decoded JSON or any other value. Pass the Input, not the
// Request Check returned: a Request holds plain strings, fenced text
// included, and nothing in a plain string says it was tainted.
func Derive(s string, parents ...any) Text {
	if v, ok := taint.Derive(s, parents...); ok {
		return Untrusted(v)
	}
	return Plain(s)
}

// Tainted reports whether t is third-party text.
func (t Text) Tainted() bool {
	return t.untrusted != nil
}

// Origin returns the origin label of tainted text and "" for plain text.
func (t Text) Origin() string {
	if t.untrusted == nil {
		return ""
	}
	return t.untrusted.Origin()
}

// content returns the text itself; only Check and Fence-bound code use it.
func (t Text) content() string {
	if t.untrusted == nil {
		return t.plain
	}
	return taint.Unwrap(*t.untrusted)
}

// MarshalJSON writes plain text as a JSON string and tainted text in the
// taint wire form, so a Text written to a store and read back is still
// tainted.
func (t Text) MarshalJSON() ([]byte, error) {
	if t.untrusted == nil {
		return json.Marshal(t.plain)
	}
	return t.untrusted.MarshalJSON()
}

// UnmarshalJSON reads what MarshalJSON writes: a JSON string is plain text,
// a taint wrapper is tainted text, anything else (null included) is an
// error. It keeps the taint a store kept; it cannot add what a store
// lost, and a string anyone could write reads back as plain. Entries of a
// store that is not the application's own to vouch for (memory of an
// earlier session included) go through taint.Recall instead.
func (t *Text) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	switch {
	case len(data) > 0 && data[0] == '"':
		var s string
		if err := json.Unmarshal(data, &s); err != nil {
			return err
		}
		*t = Plain(s)
		return nil
	case len(data) > 0 && data[0] == '{':
		var v taint.Value[string]
		if err := json.Unmarshal(data, &v); err != nil {
			return err
		}
		*t = Untrusted(v)
		return nil
	}
	return errors.New("guard: a Text is a JSON string or a taint wrapper")
}
