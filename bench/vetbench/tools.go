package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/agentvet/agentvet/bench/internal/benchenv"
)

// A Tool is one of the vettools the bench compares.
type Tool struct {
	Name string // as printed: "go vet", "floor", "agentvet"
	Path string // the real vettool the nonce wrapper runs
}

// Toolset is what a measured run needs: the wrapper and the tools.
type Toolset struct {
	Nonce string
	Tools []Tool // go vet, floor, agentvet, in that order
}

// buildTools builds the nonce wrapper, the floor and agentvet into
// work/bin. agentvetPath, when set, is used as agentvet as it is;
// otherwise cmd/agentvet is built.
func buildTools(g *benchenv.Go, root, work, agentvetPath string) (*Toolset, error) {
	bin := filepath.Join(work, "bin")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		return nil, err
	}
	build := func(name, pkg string) (string, error) {
		out := filepath.Join(bin, name)
		return out, g.Build(root, out, pkg)
	}
	nonce, err := build("nonce", "./bench/nonce")
	if err != nil {
		return nil, err
	}
	floor, err := build("floor", "./bench/floor")
	if err != nil {
		return nil, err
	}
	agentvet := agentvetPath
	if agentvet == "" {
		if agentvet, err = build("agentvet", benchenv.AgentvetPackage); err != nil {
			return nil, err
		}
	} else if agentvet, err = filepath.Abs(agentvet); err != nil {
		return nil, err
	}
	gotooldir, err := g.Output(root, "env", "GOTOOLDIR")
	if err != nil {
		return nil, err
	}
	vet := filepath.Join(strings.TrimSpace(string(gotooldir)), "vet")
	for _, p := range []string{vet, agentvet} {
		if _, err := os.Stat(p); err != nil {
			return nil, fmt.Errorf("vettool: %v", err)
		}
	}
	return &Toolset{
		Nonce: nonce,
		Tools: []Tool{{Name: "go vet", Path: vet}, {Name: "floor", Path: floor}, {Name: "agentvet", Path: agentvet}},
	}, nil
}
