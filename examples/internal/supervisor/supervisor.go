// Package supervisor watches the worker agents' tmux sessions and tells the
// operator which of them need attention.
//
// It reads the workers' status summaries, which a worker (and anything a
// worker read) writes. So it may let that text select a status and show it
// as data, but the text never steers anything else, and the supervisor
// never types into a session: the layer that interprets text does not
// actuate.
//
//agentvet:noactuate
package supervisor

import (
	"context"
	"strings"

	"github.com/agentvet/agentvet/examples/internal/tmux"
	"github.com/agentvet/agentvet/scrub"
)

// Prefix starts every line the supervisor renders.
const Prefix = "supervisor: "

// Worker is one worker agent's session.
type Worker struct {
	Name   string
	Target string // tmux target, e.g. "agents:2"
}

// Status is what the supervisor concluded about a worker.
type Status int

// The statuses.
const (
	Working Status = iota
	Finished
	Stalled
	Unreachable
)

func (s Status) String() string {
	switch s {
	case Finished:
		return "finished"
	case Stalled:
		return "stalled"
	case Unreachable:
		return "unreachable"
	}
	return "working"
}

func (s Status) color() scrub.Color {
	switch s {
	case Finished:
		return scrub.Green
	case Stalled:
		return scrub.Yellow
	case Unreachable:
		return scrub.Red
	}
	return scrub.Dim
}

// Observation is what the supervisor read about one worker.
type Observation struct {
	Worker Worker
	// Summary is the worker's own status line (its pane title).
	Summary string
	// Reachable is false when the session could not be read.
	Reachable bool
}

// Decision is what the supervisor concluded from an Observation.
type Decision struct {
	Worker string
	Status Status
	// Summary is the worker's text, carried for display only.
	Summary string
}

// Observe reads a worker's status summary.
func Observe(ctx context.Context, w Worker) Observation {
	title, err := tmux.PaneTitle(ctx, w.Target)
	return Observation{Worker: w, Summary: title, Reachable: err == nil}
}

// Decide classifies an observation by pinned literals: the summary may
// select a status, it never supplies what is true.
func Decide(o Observation) Decision {
	d := Decision{Worker: o.Worker.Name, Status: Unreachable, Summary: o.Summary}
	if !o.Reachable {
		return d
	}
	s := strings.ToLower(strings.TrimSpace(o.Summary))
	switch {
	case strings.HasPrefix(s, "turn complete"):
		d.Status = Finished
	case strings.HasSuffix(s, "waiting for input"):
		d.Status = Stalled
	default:
		d.Status = Working
	}
	return d
}

// Render is the decision's display line: the status painted from a closed
// set of colours, the worker's summary scrubbed to one line of data.
// Scrub, then paint: the summary never contributes the bytes of a colour.
func Render(d Decision) string {
	return Prefix + scrub.Paint(d.Status.color(), d.Status.String()) + " " + scrub.Line(d.Worker) + ": " + scrub.Line(d.Summary)
}

// Report observes every worker and returns one display line for each.
func Report(ctx context.Context, workers []Worker) []string {
	lines := make([]string, 0, len(workers))
	for _, w := range workers {
		lines = append(lines, Render(Decide(Observe(ctx, w))))
	}
	return lines
}
