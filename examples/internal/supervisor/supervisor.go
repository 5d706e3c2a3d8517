// Package supervisor watches the worker agents' tmux sessions and tells the
// operator which of them need attention.
//
// It reads the workers' screens, which a worker (and anything a worker
// read) can write to. So it may let that text select a status and show it
// as data, but it must never type into a session: the layer that
// interprets text does not actuate.
//
//agentvet:noactuate
package supervisor

import (
	"context"
	"strings"

	"github.com/agentvet/agentvet/examples/internal/tmux"
	"github.com/agentvet/agentvet/scrub"
)

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

// Report is one display line per worker: the status painted from a closed
// set of colours, then the screen's last line scrubbed to one line of data.
func Report(ctx context.Context, workers []Worker) []string {
	lines := make([]string, 0, len(workers))
	for _, w := range workers {
		screen, err := tmux.CapturePane(ctx, w.Target)
		st := Unreachable
		if err == nil {
			st = classify(screen)
		}
		lines = append(lines, scrub.Paint(st.color(), st.String())+" "+scrub.Line(w.Name)+": "+scrub.Line(lastLine(screen)))
	}
	return lines
}

// classify maps a screen to a status by pinned literals: the text selects a
// category, it never supplies what is true.
func classify(screen string) Status {
	last := strings.ToLower(strings.TrimSpace(lastLine(screen)))
	switch {
	case strings.Contains(last, "turn complete"):
		return Finished
	case last == ">" || strings.HasSuffix(last, "waiting for input"):
		return Stalled
	}
	return Working
}

func lastLine(screen string) string {
	lines := strings.Split(strings.TrimRight(screen, "\n"), "\n")
	return lines[len(lines)-1]
}
