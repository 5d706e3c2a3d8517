package guard_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/difftest"
	"github.com/agentvet/agentvet/guard"
	"github.com/agentvet/agentvet/taint"
)

// The differential test (seed 003) run on the guard itself: an agent turn
// whose tool result is the untrusted field. The request the provider
// receives, with the fenced content blanked, must not depend on it, and
// must not after the conversation went through a store and came back.

type convo struct {
	History []guard.Message `json:"history"`
	Result  guard.Text      `json:"result"`
}

type turn struct {
	Request guard.Request
	Err     string
}

const resultOrigin = "mcp:tracker/search_issues"

func buildConvo(result string) convo {
	return convo{
		History: []guard.Message{
			{Role: guard.RoleUser, Content: []guard.Text{guard.Plain("Find the open P1 bugs.")}},
			{Role: guard.RoleAssistant, Content: []guard.Text{guard.Plain("Calling search_issues.")}},
		},
		Result: guard.Untrusted(taint.New(result, resultOrigin)),
	}
}

func decideTurn(c convo) turn {
	in := guard.Input{
		System:   []guard.Text{guard.Plain("You triage bugs."), guard.Plain(guard.SystemNote)},
		Messages: append(append([]guard.Message(nil), c.History...), guard.Message{Role: guard.RoleTool, Content: []guard.Text{c.Result}}),
		Tools:    []guard.Tool{{Name: guard.Plain("search_issues"), Description: guard.Plain("Search the tracker.")}},
	}
	req, err := guard.Check(in)
	t := turn{Request: req}
	if err != nil {
		t.Err = err.Error()
	}
	return t
}

// stripTurn blanks every fenced message: the only place the untrusted
// text may be.
func stripTurn(t turn) turn {
	out := t
	out.Request.Messages = append([]guard.RequestMessage(nil), t.Request.Messages...)
	for i, m := range out.Request.Messages {
		if strings.Contains(m.Content, "<untrusted-input origin=") {
			out.Request.Messages[i].Content = "[fenced]"
		}
	}
	return out
}

func renderTurn(_ convo, t turn) string {
	var b strings.Builder
	for _, m := range t.Request.Messages {
		b.WriteString(m.Content)
		b.WriteString("\n")
	}
	return b.String()
}

// storeConvo writes the conversation, the tool result now part of its
// history, to a file and reads it back as the next turn's prior state.
func storeConvo(dir string, keepTaint bool) func(convo, turn) (convo, error) {
	return func(c convo, _ turn) (convo, error) {
		next := convo{History: append(append([]guard.Message(nil), c.History...),
			guard.Message{Role: guard.RoleTool, Content: []guard.Text{c.Result}}), Result: c.Result}
		var (
			b   []byte
			err error
		)
		if keepTaint {
			b, err = json.Marshal(next)
		} else {
			//agentvet:ignore taintflow,unwrapaudit negative control: a store that launders taint, which difftest must catch
			b, err = json.Marshal(lossy(next))
		}
		if err != nil {
			return convo{}, err
		}
		f, err := os.CreateTemp(dir, "convo-*.json")
		if err != nil {
			return convo{}, err
		}
		if _, err := f.Write(b); err != nil {
			_ = f.Close()
			return convo{}, err
		}
		if err := f.Close(); err != nil {
			return convo{}, err
		}
		raw, err := os.ReadFile(filepath.Clean(f.Name()))
		if err != nil {
			return convo{}, err
		}
		var back convo
		if err := json.Unmarshal(raw, &back); err != nil {
			return convo{}, err
		}
		return back, nil
	}
}

// lossy is the store that keeps text and forgets where it came from.
func lossy(c convo) convo {
	out := convo{Result: c.Result}
	for _, m := range c.History {
		var parts []guard.Text
		for _, p := range m.Content {
			if p.Tainted() {
				p = guard.Plain("tool said: " + unwrapForTest(p))
			}
			parts = append(parts, p)
		}
		//agentvet:ignore taintflow,unwrapaudit negative control: a store that launders taint, which difftest must catch
		out.History = append(out.History, guard.Message{Role: m.Role, Content: parts})
	}
	return out
}

// unwrapForTest gets at tainted text the way a careless store would: via
// its wire form.
func unwrapForTest(t guard.Text) string {
	b, _ := json.Marshal(t)
	var v taint.Value[string]
	_ = json.Unmarshal(b, &v)
	return taint.Unwrap(v)
}

func guardCase(t *testing.T) difftest.Case[convo, turn] {
	return difftest.Case[convo, turn]{
		Build:      buildConvo,
		Decide:     decideTurn,
		Strip:      stripTurn,
		Render:     renderTurn,
		Persist:    storeConvo(t.TempDir(), true),
		Neutralise: func(s string) string { return guard.Fence(s, resultOrigin) },
	}
}

func TestCheckNonInterference(t *testing.T) {
	c := guardCase(t)
	require.True(t, difftest.Run(t, c))

	// And the hostile run really did carry the text, fenced, in both rounds.
	hostile := difftest.Hostile("")[5]
	turn1 := decideTurn(buildConvo(hostile))
	require.Empty(t, turn1.Err)
	assert.Contains(t, renderTurn(convo{}, turn1), guard.Fence(hostile, resultOrigin))
	back, err := c.Persist(buildConvo(hostile), turn1)
	require.NoError(t, err)
	require.Len(t, back.History, 3)
	assert.Equal(t, resultOrigin, back.History[2].Content[0].Origin(), "the taint survived the store")
	assert.Equal(t, 2, strings.Count(renderTurn(back, decideTurn(back)), "<untrusted-input origin="))
}

type recordingTB struct{ errs []string }

func (*recordingTB) Helper() {}
func (r *recordingTB) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

// The control: a store that drops the taint turns the hostile text into
// plain history, and the differential test sees the decision change.
func TestDifftestCatchesTaintLostInAStore(t *testing.T) {
	c := guardCase(t)
	c.Persist = storeConvo(t.TempDir(), false)
	var tb recordingTB
	assert.False(t, difftest.Run(&tb, c))
	require.NotEmpty(t, tb.errs)
	assert.Contains(t, strings.Join(tb.errs, "\n"), "after a persistence round trip: the untrusted text changed the decision")
	assert.NotContains(t, strings.Join(tb.errs, "\n"), "in memory: the untrusted text changed")
}

// A summary of a conversation with tainted history, recalled into the
// system prompt, is refused whatever the text said: the refusal, not the
// text, decides.
func TestRecalledSummaryRefusalIsNonInterfering(t *testing.T) {
	c := guardCase(t)
	c.Decide = func(cv convo) turn {
		summary := guard.Derive("summary of the session so far", cv.History, cv.Result)
		//agentvet:ignore taintflow refusal test: a tainted summary must be refused in the system prompt
		req, err := guard.Check(guard.Input{System: []guard.Text{guard.Plain("You triage bugs."), summary}})
		tr := turn{Request: req}
		if err != nil {
			tr.Err = err.Error()
		}
		return tr
	}
	c.Render = func(cv convo, _ turn) string { return guard.Fence(unwrapForTest(cv.Result), resultOrigin) }
	require.True(t, difftest.Run(t, c))
	got := c.Decide(buildConvo("anything"))
	assert.Contains(t, got.Err, "system[1]")
	assert.Contains(t, got.Err, "summary:"+resultOrigin)
}
