// Package more holds further laundering shapes (bytes.Buffer, Replace,
// html/template, a closure, a generic helper, a recalled memory entry, a
// configured unwrapper) and the ways of keeping or restoring the taint.
package more

import (
	"bytes"
	"fmt"
	htmltemplate "html/template"
	"log"
	"strings"

	"fixtures/memory"

	"github.com/agentvet/agentvet/guard"
	"github.com/agentvet/agentvet/taint"
	"github.com/anthropics/anthropic-sdk-go/v2"
	openai "github.com/sashabaranov/go-openai"
)

// A bytes.Buffer into guard.Input.System.
func Buffer(doc taint.Value[string]) guard.Input {
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "Background:\n%s\n", taint.Unwrap(doc))
	return guard.Input{System: []guard.Text{guard.Plain(buf.String())}} // want `laundered text: taint.Unwrap result \([^)]*\) reaches the system prompt`
}

// strings.Replace into an anthropic system block.
func ReplaceOnce(doc taint.Value[string]) []anthropic.TextBlockParam {
	s := strings.Replace(taint.Unwrap(doc), "\r", "", 1)
	return []anthropic.TextBlockParam{{Text: "You are a helpful assistant."}, {Text: s}} // benign: a block slice is not a request until it is placed in MessageNewParams.System
}

// The slice above, placed.
func ReplacePlaced(doc taint.Value[string]) anthropic.MessageNewParams {
	return anthropic.MessageNewParams{Model: "claude-sonnet-4-5", MaxTokens: 256, System: ReplaceOnce(doc)} // want `laundered text: taint.Unwrap result \([^)]*\) reaches the system prompt`
}

// html/template into a go-openai system message.
func HTMLTemplate(doc taint.Value[string]) openai.ChatCompletionMessage {
	t := htmltemplate.Must(htmltemplate.New("s").Parse("<context>{{.}}</context>"))
	var b strings.Builder
	_ = t.Execute(&b, taint.Unwrap(doc))
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: b.String()} // want `laundered text: taint.Unwrap result \([^)]*\) reaches the system prompt`
}

// Unwrapped inside a closure.
func Closure(doc taint.Value[string]) openai.ChatCompletionMessage {
	render := func() string { return "Notes: " + taint.Unwrap(doc) }
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: render()} // want `laundered text: taint.Unwrap result \([^)]*\) reaches the system prompt`
}

// Prefixed is a generic helper.
func Prefixed[S ~string](prefix string, s S) string { return prefix + string(s) }

// Unwrapped through a generic helper.
func Generic(doc taint.Value[string]) openai.ChatCompletionMessage {
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleDeveloper, Content: Prefixed("Context: ", taint.Unwrap(doc))} // want `laundered text: taint.Unwrap result \([^)]*\) reaches a developer message`
}

// A recalled memory entry, unwrapped into the system prompt: yesterday's
// memory presented as instructions.
func Recalled(mem *memory.Store) guard.Input {
	entry := taint.Recall(mem.Get("mission"), "store:mission")
	return guard.Input{System: []guard.Text{guard.Plain("Your mission: " + taint.Unwrap(entry))}} // want `laundered text: taint.Unwrap result \([^)]*\) reaches the system prompt`
}

// An entry's configured unwrapper (agentvet.yaml unwrappers:).
func ConfiguredUnwrapper(e memory.Entry) openai.ChatCompletionMessage {
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: e.Plain()} // want `laundered text: .*reaches the system prompt`
}

// A reviewed unwrap, suppressed with a reason.
func Reviewed(doc taint.Value[string]) openai.ChatCompletionMessage {
	//agentvet:ignore unwrapaudit the document is the operator's own style guide, fetched from its own bucket
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: taint.Unwrap(doc)} // suppressed: by the directive on the line above, with a reason
}

// An unexplained suppression is reported and suppresses nothing.
func Unexplained(doc taint.Value[string]) openai.ChatCompletionMessage {
	// want +1 `has no reason`
	//agentvet:ignore unwrapaudit
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleSystem, Content: taint.Unwrap(doc)} // want `laundered text: taint.Unwrap result \([^)]*\) reaches the system prompt`
}

// Keeping or restoring the taint.
func Benign(doc taint.Value[string]) (guard.Request, error) {
	text := taint.Unwrap(doc)
	log.Printf("unwrapped %d bytes: %s", len(text), text) // benign: a log line is not an LLM request
	summary := "Summary: " + strings.TrimSpace(text)
	rewrapped := taint.New(summary, doc.Origin())
	yes := "no"
	if strings.EqualFold(text, "yes") {
		yes = "yes"
	}
	return guard.Check(guard.Input{
		System: []guard.Text{guard.Plain("The reviewer answered " + yes + ".")}, // benign: a comparison selected a constant
		Messages: []guard.Message{
			{Role: guard.RoleUser, Content: []guard.Text{guard.Untrusted(rewrapped)}}, // benign: re-wrapped with taint.New before it left the function
			{Role: guard.RoleUser, Content: []guard.Text{guard.Derive(summary, doc)}}, // benign: guard.Derive re-taints text derived from a tainted parent
		},
	})
}
