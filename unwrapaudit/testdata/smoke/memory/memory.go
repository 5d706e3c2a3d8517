// Package memory is an agent's long-term memory: what is Put here is read
// back into later sessions.
package memory

// Store keeps entries by key.
type Store struct{ entries map[string]string }

// Put stores value under key. config/agentvet.yaml declares it a
// persistence sink (argument 1).
func (s *Store) Put(key, value string) {
	if s.entries == nil {
		s.entries = map[string]string{}
	}
	s.entries[key] = value
}

// Entry is a stored memory entry; config/agentvet.yaml declares Plain an
// unwrapper.
type Entry struct{ text string }

// Plain returns the entry's text without its taint.
func (e Entry) Plain() string { return e.text }
