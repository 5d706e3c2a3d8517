package supervisor

import (
	"context"

	"github.com/agentvet/agentvet/examples/internal/tmux"
)

// Nudge restarts a stalled worker by typing "continue" into its session.
//
// HAZARD (verbpin): the supervisor decided to type from text a worker
// wrote; a screen forged to look stalled makes it type into any session it
// names. tmux.SendKeys lives in another package and agentvet follows it
// there. Escalate is the safe version: tell the operator, type nothing.
func Nudge(ctx context.Context, w Worker) error {
	return tmux.SendKeys(ctx, w.Target, "continue", "Enter")
}

// Escalate returns the line that asks the operator to look at a worker.
func Escalate(w Worker, st Status) string {
	return "worker " + w.Name + " is " + st.String() + ": attach with `tmux attach -t " + w.Target + "`"
}
