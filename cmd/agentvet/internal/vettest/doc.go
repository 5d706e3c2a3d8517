// Package vettest holds the end-to-end tests of agentvet as a go vet
// tool: the built binary, run by go vet -vettool on the fixture module
// with a fresh build cache (go1.26.8's vet result cache can replay a
// package's result without its findings). It has no code of its own.
package vettest
