module presetcheck/lingoose

go 1.26.0

require github.com/henomis/lingoose v0.3.0

require (
	github.com/google/uuid v1.6.0 // indirect
	github.com/sashabaranov/go-openai v1.24.0 // indirect
)
