module presetcheck/mcpgo017

go 1.26.0

require (
	github.com/mark3labs/mcp-go v0.17.0
	github.com/sashabaranov/go-openai v1.43.0
)

require (
	github.com/google/uuid v1.6.0 // indirect
	github.com/yosida95/uritemplate/v3 v3.0.2 // indirect
)
