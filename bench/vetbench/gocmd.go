package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strings"
)

// goCmd runs the go command with the bench's fixed environment: the local
// toolchain, no workspace, and module mode that may fill in go.sum (the
// corpus copies are the bench's own).
type goCmd struct {
	env []string
}

func newGoCmd() *goCmd {
	env := append(os.Environ(), "GOTOOLCHAIN=local", "GOWORK=off", "GOFLAGS=-mod=mod -buildvcs=false")
	return &goCmd{env: env}
}

// output runs go args in dir and returns its stdout; the error carries
// stderr.
func (g *goCmd) output(dir string, args ...string) ([]byte, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = g.env
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go %s (in %s): %v\n%s", strings.Join(args, " "), dir, err, stderr.Bytes())
	}
	return out, nil
}
