// Package copies is a module whose agentvet.yaml declares a fork a copy of
// a preset's module (see megumin).
package copies

import (
	_ "github.com/meguminnnnnnnnn/go-openai"
)
