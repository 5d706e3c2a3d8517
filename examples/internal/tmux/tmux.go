// Package tmux drives the tmux sessions the worker agents run in.
package tmux

import (
	"context"
	"fmt"
	"os/exec"
	"strings"
)

// PaneTitle returns a pane's title. A worker agent sets it (with an OSC
// escape) to a one-line summary of what it is doing, so it is the worker's
// text, not ours.
func PaneTitle(ctx context.Context, target string) (string, error) {
	out, err := exec.CommandContext(ctx, "tmux", "display-message", "-p", "-t", target, "#{pane_title}").Output()
	if err != nil {
		return "", fmt.Errorf("tmux display-message %s: %w", target, err)
	}
	return strings.TrimSuffix(string(out), "\n"), nil
}

// SendKeys types keys into a pane, as if someone sat at its keyboard.
func SendKeys(ctx context.Context, target string, keys ...string) error {
	args := append([]string{"send-keys", "-t", target}, keys...)
	if err := exec.CommandContext(ctx, "tmux", args...).Run(); err != nil {
		return fmt.Errorf("tmux send-keys %s: %w", target, err)
	}
	return nil
}
