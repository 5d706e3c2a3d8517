package presets

import "github.com/agentvet/agentvet/internal/policy"

const (
	bedrockPkg   = "github.com/aws/aws-sdk-go-v2/service/bedrockruntime"
	bedrockTypes = bedrockPkg + "/types"
)

// bedrockRoles maps types.ConversationRole values to positions.
func bedrockRoles() map[string]policy.Position {
	return map[string]policy.Position{
		"user":      policy.User,
		"assistant": policy.Assistant,
		"system":    policy.System,
	}
}

// bedrock covers the Converse API of
// github.com/aws/aws-sdk-go-v2/service/bedrockruntime: the System blocks
// of Converse and ConverseStream, messages by role, tool specifications'
// names and descriptions, and tool results as the tool data position.
func bedrock() policy.Preset {
	p := policy.Preset{
		Name:     "bedrock",
		Module:   bedrockPkg,
		Version:  "v1.63.13",
		Packages: []string{bedrockPkg, bedrockTypes},
	}
	p.RoleTypes = []string{roleType(bedrockTypes, "ConversationRole")}
	p.Sinks = []policy.Sink{
		fieldSink(field(bedrockPkg, "ConverseInput", "System"), policy.System, "bedrock ConverseInput.System"),
		fieldSink(field(bedrockPkg, "ConverseStreamInput", "System"), policy.System, "bedrock ConverseStreamInput.System"),
		fieldSink(field(bedrockTypes, "SystemContentBlockMemberText", "Value"), policy.System, "bedrock types.SystemContentBlockMemberText.Value"),
		roleFieldSink(field(bedrockTypes, "Message", "Content"), "Role", bedrockRoles(), "bedrock types.Message.Content"),
		fieldSink(field(bedrockTypes, "ToolSpecification", "Name"), policy.ToolName, "bedrock types.ToolSpecification.Name"),
		fieldSink(field(bedrockTypes, "ToolSpecification", "Description"), policy.ToolDescription, "bedrock types.ToolSpecification.Description"),
		fieldSink(field(bedrockTypes, "ToolResultBlock", "Content"), policy.Tool, "bedrock types.ToolResultBlock.Content"),
	}
	p.Clean = []string{
		ptrMethod(bedrockPkg, "Client", "Converse"),
		ptrMethod(bedrockPkg, "Client", "ConverseStream"),
	}
	return p
}
