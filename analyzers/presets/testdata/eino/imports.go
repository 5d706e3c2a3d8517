// Package eino imports the packages the eino preset names, at the version
// go.mod pins, so the presets test can resolve every name against them.
package eino

import (
	_ "github.com/cloudwego/eino/adk"
	_ "github.com/cloudwego/eino/adk/prebuilt/deep"
	_ "github.com/cloudwego/eino/components/document"
	_ "github.com/cloudwego/eino/components/model"
	_ "github.com/cloudwego/eino/components/retriever"
	_ "github.com/cloudwego/eino/components/tool"
	_ "github.com/cloudwego/eino/schema"
)
