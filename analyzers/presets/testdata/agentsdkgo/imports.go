// Package agentsdkgo imports the packages the agent-sdk-go preset names,
// at the version go.mod pins, so the presets test can resolve every name
// against them.
package agentsdkgo

import _ "github.com/Ingenimax/agent-sdk-go/pkg/grpc/pb"
