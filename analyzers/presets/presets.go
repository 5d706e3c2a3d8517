// Package presets holds agentvet's built-in policy tables: one per SDK,
// matched only where the SDK is imported.
package presets

import "github.com/agentvet/agentvet/internal/policy"

// All returns every built-in preset, in a stable order.
func All() []policy.Preset {
	return nil
}
