package provenance

import "strings"

//agentvet:sink position=system
func System(s string) {}

//agentvet:sink position=assistant
func Assistant(s string) {}

//agentvet:producer origin=rag:chunks
func Retrieve(q string) []string { return nil }

// Store is an agent's memory of its previous runs.
type Store struct{ m map[string]string }

// Recall returns a stored entry: whatever it says about itself, it is
// memory, and memory is untrusted context.
func (s *Store) Recall(key string) string { return s.m[key] }

// ReadRepoFile reads a file of the operator's own repository.
func ReadRepoFile(path string) string { return "" }

func summarize(chunks []string) string {
	return "Summary of " + strings.Join(chunks, " ")
}

func Memory(s *Store) {
	System("Previous mission: " + s.Recall("mission")) // want `recalled memory \(memory:previous-run\) reaches the system prompt`
}

func Summary() {
	chunks := Retrieve("what changed")
	System(summarize(chunks)) // want `\(rag:chunks\) reaches the system prompt at provenance.System .* via provenance.summarize`
}

func AllowedKind() {
	System(ReadRepoFile("prompts/system.txt")) // allowed: file in system, agentvet.yaml
}

func AllowIsPerPosition() {
	Assistant(ReadRepoFile("prompts/example.txt")) // want `repository file \(file:repo\) reaches an assistant message`
}
