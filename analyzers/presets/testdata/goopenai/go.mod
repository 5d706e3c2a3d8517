module presetcheck/goopenai

go 1.26.0

require github.com/sashabaranov/go-openai v1.43.0
