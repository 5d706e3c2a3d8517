// Package lingoose imports the packages the lingoose preset names, at the
// version go.mod pins, so the presets test can resolve every name against
// them.
package lingoose

import (
	_ "github.com/henomis/lingoose/assistant"
	_ "github.com/henomis/lingoose/linglet/summarize"
	_ "github.com/henomis/lingoose/loader"
	_ "github.com/henomis/lingoose/rag"
	_ "github.com/henomis/lingoose/thread"
)
