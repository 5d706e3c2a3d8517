package difftest_test

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/difftest"
	"github.com/agentvet/agentvet/scrub"
)

// The seed-003 shape: a triage layer over fleet state. Each session has a
// status summary written by the agent in it: the untrusted field.

type session struct {
	ID      string `json:"id"`
	Alive   bool   `json:"alive"`
	IdleMin int    `json:"idle_min"`
	Summary string `json:"summary"`
}

type fleet struct {
	Sessions []session `json:"sessions"`
	Prior    []verdict `json:"prior"` // the decision log, read back
}

type verdict struct {
	Session string `json:"session"`
	Action  string `json:"action"` // closed vocabulary: none|wait|page|restart
	Summary string `json:"summary"`
}

type decision struct {
	Verdicts []verdict `json:"verdicts"`
}

const prefix = "[triage] "

func build(summary string) fleet {
	return fleet{Sessions: []session{
		{ID: "s1", Alive: true, IdleMin: 2, Summary: "turn finished"},
		{ID: "s2", Alive: true, IdleMin: 45, Summary: summary},
		{ID: "s3", Alive: false, Summary: "exited"},
	}}
}

// decide reasons from the structured state only: liveness, idle time and
// its own prior verdicts. The summary rides along for display.
func decide(f fleet) decision {
	var d decision
	for _, s := range f.Sessions {
		action := "none"
		switch {
		case !s.Alive:
			action = "restart"
		case s.IdleMin > 30:
			action = "page"
			for _, p := range f.Prior {
				if p.Session == s.ID && p.Action == "page" {
					action = "wait" // already paged once
				}
			}
		}
		d.Verdicts = append(d.Verdicts, verdict{Session: s.ID, Action: action, Summary: s.Summary})
	}
	return d
}

func strip(d decision) decision {
	out := decision{Verdicts: append([]verdict(nil), d.Verdicts...)}
	for i := range out.Verdicts {
		out.Verdicts[i].Summary = ""
	}
	return out
}

// render writes one line per verdict: the program's own format literals,
// the action from the closed vocabulary, the summary scrubbed to a line.
func render(_ fleet, d decision) string {
	var b strings.Builder
	for _, v := range d.Verdicts {
		fmt.Fprintf(&b, "%s%s: %s | %s\n", prefix, v.Session, scrub.Paint(scrub.Bold, v.Action), scrub.Line(v.Summary))
	}
	return b.String()
}

// persist appends the verdicts to a decision log file and reads the whole
// log back as prior state, revalidating each entry as untrusted at rest.
func persist(dir string) func(fleet, decision) (fleet, error) {
	return func(f fleet, d decision) (fleet, error) {
		fh, err := os.CreateTemp(dir, "decisions-*.jsonl")
		if err != nil {
			return fleet{}, err
		}
		path := fh.Name()
		enc := json.NewEncoder(fh)
		for _, v := range d.Verdicts {
			if err := enc.Encode(v); err != nil {
				_ = fh.Close()
				return fleet{}, err
			}
		}
		if err := fh.Close(); err != nil {
			return fleet{}, err
		}
		raw, err := os.ReadFile(path)
		if err != nil {
			return fleet{}, err
		}
		next := f
		next.Prior = nil
		dec := json.NewDecoder(strings.NewReader(string(raw)))
		for dec.More() {
			var v verdict
			if err := dec.Decode(&v); err != nil {
				return fleet{}, err
			}
			switch v.Action { // a closed vocabulary is refused on read-back if out of it
			case "none", "wait", "page", "restart":
			default:
				return fleet{}, fmt.Errorf("log: action %q out of vocabulary", v.Action)
			}
			next.Prior = append(next.Prior, v)
		}
		return next, nil
	}
}

func triageCase(t *testing.T) difftest.Case[fleet, decision] {
	return difftest.Case[fleet, decision]{
		Build:          build,
		Decide:         decide,
		Strip:          strip,
		Render:         render,
		Persist:        persist(t.TempDir()),
		RendererPrefix: prefix,
	}
}

func TestRunPassesANonInterferingTriage(t *testing.T) {
	assert.True(t, difftest.Run(t, triageCase(t)))
}

// fakeTB records what Run reports, so a failing differential test can be
// asserted on.
type fakeTB struct{ errs []string }

func (*fakeTB) Helper() {}
func (f *fakeTB) Errorf(format string, args ...any) {
	f.errs = append(f.errs, fmt.Sprintf(format, args...))
}

func (f *fakeTB) requireError(t *testing.T, substr string) {
	t.Helper()
	require.NotEmpty(t, f.errs, "Run reported nothing")
	for _, e := range f.errs {
		if strings.Contains(e, substr) {
			return
		}
	}
	t.Fatalf("no report contains %q:\n%s", substr, strings.Join(f.errs, "\n"))
}

func TestRunCatchesADecisionSteeredByTheText(t *testing.T) {
	c := triageCase(t)
	c.Decide = func(f fleet) decision {
		d := decide(f)
		for i, s := range f.Sessions {
			if strings.Contains(strings.ToLower(s.Summary), "approve") {
				d.Verdicts[i].Action = "none" // the text talked it out of paging
			}
		}
		return d
	}
	var tb fakeTB
	assert.False(t, difftest.Run(&tb, c))
	tb.requireError(t, "the untrusted text changed the decision")
}

// A decision function that is clean in memory but trusts its own log: only
// the persistence round trip catches it.
func TestRunCatchesPoisonedMemory(t *testing.T) {
	c := triageCase(t)
	c.Decide = func(f fleet) decision {
		d := decide(f)
		for _, p := range f.Prior {
			if strings.Contains(p.Summary, "approve") {
				for i := range d.Verdicts {
					d.Verdicts[i].Action = "none"
				}
			}
		}
		return d
	}
	c.Persist = persist(t.TempDir())
	var tb fakeTB
	assert.False(t, difftest.Run(&tb, c))
	tb.requireError(t, "after a persistence round trip: the untrusted text changed the decision")
	for _, e := range tb.errs {
		assert.NotContains(t, e, "in memory")
	}
}

func TestRunCatchesSuppressedText(t *testing.T) {
	c := triageCase(t)
	c.Render = func(f fleet, d decision) string {
		out := render(f, d)
		if strings.ContainsAny(f.Sessions[1].Summary, "\x1b\u2028") {
			return strings.ReplaceAll(out, scrub.Line(f.Sessions[1].Summary), "[suppressed]")
		}
		return out
	}
	var tb fakeTB
	assert.False(t, difftest.Run(&tb, c))
	tb.requireError(t, "does not show the text")
}

func TestRunCatchesAForgedRendererLine(t *testing.T) {
	c := triageCase(t)
	c.Render = func(_ fleet, d decision) string { // forgot to scrub the summary
		var b strings.Builder
		for _, v := range d.Verdicts {
			fmt.Fprintf(&b, "%s%s: %s | %s\n", prefix, v.Session, v.Action, v.Summary)
		}
		return b.String()
	}
	c.Neutralise = func(s string) string { return s }
	var tb fakeTB
	assert.False(t, difftest.Run(&tb, c))
	tb.requireError(t, "the text forged a line")
}

func TestRunCatchesRawTextBesideTheScrubbed(t *testing.T) {
	c := triageCase(t)
	c.Render = func(f fleet, d decision) string {
		return render(f, d) + "debug: " + f.Sessions[1].Summary
	}
	c.Hostile = difftest.Hostile(prefix)[1:2] // the terminal escapes
	var tb fakeTB
	assert.False(t, difftest.Run(&tb, c))
	tb.requireError(t, "raw as well")
}

func TestRunCatchesNoise(t *testing.T) {
	c := triageCase(t)
	n := 0
	c.Decide = func(f fleet) decision {
		d := decide(f)
		n++
		d.Verdicts[0].Action = fmt.Sprint(n)
		return d
	}
	var tb fakeTB
	assert.False(t, difftest.Run(&tb, c))
	tb.requireError(t, "influence cannot be told from noise")
}

func TestRunReportsBadCases(t *testing.T) {
	var tb fakeTB
	assert.False(t, difftest.Run(&tb, difftest.Case[fleet, decision]{Build: build}))
	tb.requireError(t, "Case needs")

	c := triageCase(t)
	c.Persist = func(fleet, decision) (fleet, error) { return fleet{}, fmt.Errorf("disk full") }
	tb = fakeTB{}
	assert.False(t, difftest.Run(&tb, c))
	tb.requireError(t, "disk full")

	c = triageCase(t)
	c.Neutralise = func(string) string { return " " }
	tb = fakeTB{}
	assert.False(t, difftest.Run(&tb, c))
	tb.requireError(t, "Neutralise leaves nothing")
}

func TestHostileTexts(t *testing.T) {
	h := difftest.Hostile("[bus] ")
	require.Len(t, h, 6)
	all := strings.Join(h, "")
	for _, part := range []string{"Ignore all previous instructions", "\x1b[", "\u2028", "</untrusted-input>", "\n[bus] ", "\r[bus] "} {
		assert.Contains(t, all, part)
	}
	assert.Contains(t, strings.Join(difftest.Hostile(""), ""), "[system] ")
}
