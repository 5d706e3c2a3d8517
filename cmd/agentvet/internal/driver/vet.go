package driver

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os/exec"

	"github.com/agentvet/agentvet/cmd/agentvet/internal/record"
)

// vetRun is what one go vet run produced.
type vetRun struct {
	records    []*record.Record
	treeErrors []record.TreeError
	// stderr is go vet's: a "# package" section for each unit that
	// could not be analysed, holding the compiler's or the tool's error.
	stderr string
	// exit is go vet's exit status (0 when every unit was analysed).
	exit int
}

// vet runs go vet with agentvet as its tool on pkgs and reads the records
// the tool writes. -json keeps go vet from reading the tool's stdout as
// diagnostics: it copies it, replayed from the cache or fresh, to its own.
func vet(g goCmd, vettool string, toolFlags, pkgs []string) (*vetRun, error) {
	args := []string{"vet", "-vettool=" + vettool, "-json"}
	args = append(args, toolFlags...)
	args = append(args, g.buildFlags()...)
	args = append(args, pkgs...)
	cmd := g.command(args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("go vet: %v", err)
	}
	run := &vetRun{}
	serr := record.Stream(stdout,
		func(r *record.Record) { run.records = append(run.records, r) },
		func(t record.Tree) { run.treeErrors = append(run.treeErrors, t.Errors()...) })
	if serr != nil {
		// Drain, or go vet blocks writing and Wait never returns.
		_, _ = io.Copy(io.Discard, stdout)
	}
	werr := cmd.Wait()
	run.stderr = stderr.String()
	if serr != nil {
		return nil, serr
	}
	var exit *exec.ExitError
	switch {
	case errors.As(werr, &exit):
		run.exit = exit.ExitCode()
	case werr != nil:
		return nil, fmt.Errorf("go vet: %v", werr)
	}
	return run, nil
}
