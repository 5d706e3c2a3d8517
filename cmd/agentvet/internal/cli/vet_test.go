package cli

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestIsVetInvocation(t *testing.T) {
	tests := []struct {
		args []string
		want bool
	}{
		{[]string{"-V=full"}, true},
		{[]string{"-flags"}, true},
		{[]string{"/tmp/go-build1/b001/vet.cfg"}, true},
		{[]string{"-taintflow.config=/x/agentvet.yaml", "-verbpin=false", "/tmp/go-build1/b001/vet.cfg"}, true},
		{[]string{"-json", "/tmp/b001/vet.cfg"}, true},
		{nil, false},
		{[]string{"./..."}, false},
		{[]string{"-format", "sarif", "./..."}, false},
		// A .cfg after a non-flag argument is not go vet's protocol.
		{[]string{"unwraps", "x.cfg"}, false},
		{[]string{"help"}, false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, IsVetInvocation(tt.args), "%q", tt.args)
	}
}
