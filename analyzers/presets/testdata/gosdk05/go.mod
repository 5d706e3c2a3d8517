module presetcheck/gosdk05

go 1.26.0

require (
	github.com/modelcontextprotocol/go-sdk v0.5.0
	github.com/sashabaranov/go-openai v1.43.0
)

require (
	github.com/google/jsonschema-go v0.2.3 // indirect
	github.com/yosida95/uritemplate/v3 v3.0.2 // indirect
)
