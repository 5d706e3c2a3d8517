module github.com/agentvet/agentvet

go 1.26.0

require (
	github.com/stretchr/testify v1.12.1 // indirect
	go.yaml.in/yaml/v3 v3.0.6 // indirect
	golang.org/x/tools v0.52.0 // indirect
)
