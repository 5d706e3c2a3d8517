// Command golangci-lint-agentvet is golangci-lint v2 with the agentvet
// module plugins (taintflow, unwrapaudit, fencecheck, verbpin) compiled in:
// the offline equivalent of `golangci-lint custom` with the repository's
// .custom-gcl.yml, built from the Go module proxy alone.
//
//	cd tools/golangci-lint-agentvet && go build -o ../../bin/golangci-lint-agentvet .
//	cd your/module && golangci-lint-agentvet run ./...
//
// It takes every golangci-lint command and flag; the agentvet linters are
// enabled in .golangci.yml with `type: module` (see package plugin).
package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/golangci/golangci-lint/v2/pkg/commands"
	"github.com/golangci/golangci-lint/v2/pkg/exitcodes"

	_ "github.com/agentvet/agentvet/plugin"
)

const golangciModule = "github.com/golangci/golangci-lint/v2"

func main() {
	bi, _ := debug.ReadBuildInfo()
	info := commands.BuildInfo{
		GoVersion: runtime.Version(),
		Version:   version(bi),
		Commit:    "agentvet plugins",
		Date:      "(unknown)",
		BuildInfo: bi,
	}
	if err := commands.Execute(info); err != nil {
		fmt.Fprintf(os.Stderr, "golangci-lint-agentvet: %v\n", err)
		os.Exit(exitcodes.Failure)
	}
}

// version is the golangci-lint version this binary embeds, salted with a
// hash of the binary itself: "2.15.0-agentvet+1a2b3c4d5e6f".
//
// golangci-lint keys its result cache on the version string (its "binary
// salt"). A fixed version would make it replay the findings of an older
// agentvet after the analyzers change, because the analysed packages did
// not. Hashing the executable covers the plugin, the analyzers, the engine
// and the presets in one number, however the binary was built. If the
// executable cannot be read the version is "(devel)", which makes
// golangci-lint hash the binary itself.
func version(bi *debug.BuildInfo) string {
	base := "unknown"
	if bi != nil {
		for _, d := range bi.Deps {
			if d.Path == golangciModule {
				base = strings.TrimPrefix(d.Version, "v")
			}
		}
	}
	sum, err := selfHash()
	if err != nil {
		return "(devel)"
	}
	return base + "-agentvet+" + sum
}

// selfHash returns the first 12 hex digits of the SHA-256 of the running
// executable.
func selfHash() (string, error) {
	p, err := os.Executable()
	if err != nil {
		return "", err
	}
	f, err := os.Open(p)
	if err != nil {
		return "", err
	}
	defer func() { _ = f.Close() }() // read-only: nothing to lose on close
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil))[:12], nil
}
