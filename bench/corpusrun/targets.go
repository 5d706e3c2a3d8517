package main

import (
	"os"
	"path/filepath"

	"github.com/agentvet/agentvet/bench/internal/benchenv"
)

// A Target is a set of packages vetted in one go vet: the standard library
// or a module from the module proxy.
type Target struct {
	Name     string
	Module   string   // "" for the standard library or a local module
	Version  string   //
	Local    string   // a module in this repository (relative path), vetted in place
	Patterns []string // what go vet is given
}

// targets returns the corpus: the standard library (cgo packages
// included) and large real modules, generic code among them. quick is the
// CI subset: a few std packages that cover cgo (net, os/user), generics
// (slices, maps, iter) and reflection-heavy code, and the smallest SDK.
func targets(quick bool) []Target {
	// The corpus modules are libraries that report nothing; the examples
	// module has real hazards, so the determinism check compares actual
	// findings, not only empty documents.
	examples := Target{Name: "examples", Local: "examples", Patterns: []string{"./..."}}
	if quick {
		return []Target{
			examples,
			{Name: "std-subset", Patterns: []string{"encoding/json", "iter", "maps", "net", "net/http", "os/exec", "os/user", "slices", "strings", "text/template"}},
			{Name: "mcp-go", Module: "github.com/mark3labs/mcp-go", Version: "v1.2.1", Patterns: []string{"./..."}},
		}
	}
	return []Target{
		examples,
		{Name: "std", Patterns: []string{"std"}},
		{Name: "x-tools", Module: "golang.org/x/tools", Version: "v0.52.0", Patterns: []string{"./..."}},
		{Name: "client-go", Module: "k8s.io/client-go", Version: "v0.37.2", Patterns: []string{"./..."}},
		{Name: "langchaingo", Module: "github.com/tmc/langchaingo", Version: "v0.1.14", Patterns: []string{"./..."}},
		{Name: "mcp-go", Module: "github.com/mark3labs/mcp-go", Version: "v1.2.1", Patterns: []string{"./..."}},
		{Name: "go-sdk", Module: "github.com/modelcontextprotocol/go-sdk", Version: "v1.8.0", Patterns: []string{"./..."}},
		{Name: "anthropic-sdk-go", Module: "github.com/anthropics/anthropic-sdk-go/v2", Version: "v2.17.0", Patterns: []string{"./..."}},
		{Name: "openai-go", Module: "github.com/openai/openai-go/v3", Version: "v3.102.0", Patterns: []string{"./..."}},
		{Name: "genai", Module: "google.golang.org/genai", Version: "v1.77.0", Patterns: []string{"./..."}},
	}
}

// dir returns the directory go vet runs in for t: the local module in the
// agentvet module at root, a copy of the module, or for the standard
// library an empty module of the bench's own.
func (t Target) dir(g *benchenv.Go, root, work string) (string, error) {
	if t.Local != "" {
		return filepath.Join(root, t.Local), nil
	}
	if t.Module != "" {
		return benchenv.Fetch(g, work, t.Module, t.Version)
	}
	dir := filepath.Join(work, "stdvet")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	return dir, os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module agentvet.bench/stdvet\n\ngo 1.26\n"), 0o644)
}
