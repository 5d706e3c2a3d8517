module presetcheck/deepseek

go 1.26.0

require github.com/cohesion-org/deepseek-go v1.3.2

require (
	github.com/joho/godotenv v1.5.1 // indirect
	github.com/ollama/ollama v0.6.5 // indirect
)
