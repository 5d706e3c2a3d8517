module smoke

go 1.26.0

require github.com/agentvet/agentvet v0.0.0-00010101000000-000000000000

replace github.com/agentvet/agentvet => ../../..
