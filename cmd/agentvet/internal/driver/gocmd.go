package driver

import (
	"os/exec"
)

// goCmd runs the go command for one driver run.
type goCmd struct {
	dir  string
	env  []string // nil: this process's environment
	tags string
}

func (g goCmd) command(args ...string) *exec.Cmd {
	cmd := exec.Command("go", args...)
	cmd.Dir = g.dir
	cmd.Env = g.env
	return cmd
}

// buildFlags are the build flags go list and go vet share.
func (g goCmd) buildFlags() []string {
	if g.tags == "" {
		return nil
	}
	return []string{"-tags=" + g.tags}
}
