// Package memory is an agent's long-term memory: what is Put here is read
// back into later sessions.
package memory

import "sync"

// Store keeps entries by key.
type Store struct {
	mu      sync.Mutex
	entries map[string]string
}

// Put stores value under key. agentvet.yaml declares it a persistence
// sink (argument 1).
func (s *Store) Put(key, value string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.entries == nil {
		s.entries = map[string]string{}
	}
	s.entries[key] = value
}

// Get returns the value stored under key.
func (s *Store) Get(key string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.entries[key]
}

// Entry is a stored memory entry. Its text is kept as written; Plain
// returns it without any taint, so agentvet.yaml declares Plain an
// unwrapper.
type Entry struct {
	text string
}

// Plain returns the entry's text.
func (e Entry) Plain() string { return e.text }
