module presetcheck/agentvet

go 1.26.0

require github.com/agentvet/agentvet v0.0.0

replace github.com/agentvet/agentvet => ../../../..
