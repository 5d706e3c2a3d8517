package main

import (
	"regexp"
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The version is golangci-lint's result-cache salt: it must name the
// embedded golangci-lint and change whenever the binary does.
func TestVersionIsSaltedWithTheBinary(t *testing.T) {
	bi, ok := debug.ReadBuildInfo()
	require.True(t, ok)
	v := version(bi)
	assert.Regexp(t, regexp.MustCompile(`^2\.15\.0-agentvet\+[0-9a-f]{12}$`), v)

	sum, err := selfHash()
	require.NoError(t, err)
	assert.Equal(t, "2.15.0-agentvet+"+sum, v)
	assert.Equal(t, v, version(bi), "the same binary, the same salt")
}

func TestVersionWithoutBuildInfo(t *testing.T) {
	assert.Regexp(t, regexp.MustCompile(`^unknown-agentvet\+[0-9a-f]{12}$`), version(nil))
}
