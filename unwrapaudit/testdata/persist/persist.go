// Package persist writes unwrapped text to durable stores declared in the
// configuration (config/agentvet.yaml): a memory poisoning path, because
// what is read back later no longer carries its taint.
package persist

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"

	"fixtures/memory"

	"github.com/agentvet/agentvet/taint"
)

// Remember writes a peer's reply into memory and into a notes file.
func Remember(dir string, mem *memory.Store, reply taint.Value[string]) error {
	summary := "peer said: " + strings.TrimSpace(taint.Unwrap(reply))
	mem.Put("last-peer-reply", summary)                                          // want `laundered text: .* is written to a durable store at .*without its taint`
	return os.WriteFile(filepath.Join(dir, "notes.txt"), []byte(summary), 0o600) // want `laundered text: .* is written to a durable store at .*without its taint`
}

// A JSON record of unwrapped text: the file holds a plain string, so the
// next session reads it back as if the operator had written it.
func Journal(dir string, reply taint.Value[string]) error {
	rec, err := json.Marshal(struct {
		At    string `json:"at"`
		Reply string `json:"reply"`
	}{At: "2026-12-02T16:00:00Z", Reply: taint.Unwrap(reply)})
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "journal.json"), rec, 0o600) // want `laundered text: .* is written to a durable store at .*without its taint`
}

// Stores that keep the taint, or hold no third-party text.
func Benign(dir string, mem *memory.Store, reply taint.Value[string]) error {
	wire, err := json.Marshal(reply)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "reply.json"), wire, 0o600); err != nil { // benign: the wire form keeps the taint through the store
		return err
	}
	mem.Put(taint.Unwrap(reply)[:8], "seen")                                                                           // benign: argument 0 is not the configured slot
	mem.Put("session", "started")                                                                                      // benign: operator constants
	return os.WriteFile(filepath.Join(dir, "count.txt"), []byte(strings.Repeat("x", len(taint.Unwrap(reply)))), 0o600) // benign: bytes derived from a length only
}
