package cli

import (
	"fmt"
	"runtime"
	"runtime/debug"
)

const toolsModule = "golang.org/x/tools"

// moduleVersion returns agentvet's module version as recorded in the
// binary ("(devel)" for a build inside the repository).
func moduleVersion() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok || bi.Main.Version == "" {
		return "(devel)"
	}
	return bi.Main.Version
}

// toolsVersion returns the x/tools version the binary was built with.
func toolsVersion() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	for _, d := range bi.Deps {
		if d.Path == toolsModule {
			if d.Replace != nil {
				return d.Replace.Version
			}
			return d.Version
		}
	}
	return "unknown"
}

// version implements agentvet version.
func (c *Command) version(args []string) int {
	if len(args) > 0 {
		c.errorf("version takes no arguments")
		return ExitUsage
	}
	fmt.Fprintf(c.Stdout, "agentvet %s\n%s %s\n%s\n", moduleVersion(), toolsModule, toolsVersion(), runtime.Version())
	return ExitClean
}
