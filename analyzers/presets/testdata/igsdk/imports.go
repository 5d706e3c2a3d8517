// Package igsdk imports the packages the inference-gateway preset names,
// at the version go.mod pins, so the presets test can resolve every name
// against them.
package igsdk

import (
	_ "github.com/inference-gateway/sdk"
)
