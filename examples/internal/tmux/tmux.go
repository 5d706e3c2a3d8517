// Package tmux drives the tmux sessions the worker agents run in.
package tmux

import (
	"context"
	"fmt"
	"os/exec"
)

// CapturePane returns the visible text of a pane.
func CapturePane(ctx context.Context, target string) (string, error) {
	out, err := exec.CommandContext(ctx, "tmux", "capture-pane", "-p", "-t", target).Output()
	if err != nil {
		return "", fmt.Errorf("tmux capture-pane %s: %w", target, err)
	}
	return string(out), nil
}

// SendKeys types keys into a pane, as if someone sat at its keyboard.
func SendKeys(ctx context.Context, target string, keys ...string) error {
	args := append([]string{"send-keys", "-t", target}, keys...)
	if err := exec.CommandContext(ctx, "tmux", args...).Run(); err != nil {
		return fmt.Errorf("tmux send-keys %s: %w", target, err)
	}
	return nil
}
