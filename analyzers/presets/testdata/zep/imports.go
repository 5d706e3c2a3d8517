// Package zep imports the packages the zep preset names, at the version
// go.mod pins (the one langchaingo v0.1.14 requires), so the presets test
// can resolve every name against them.
package zep

import (
	_ "github.com/getzep/zep-go"
	_ "github.com/getzep/zep-go/memory"
)
