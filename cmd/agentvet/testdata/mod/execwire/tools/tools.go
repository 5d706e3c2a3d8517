// Package tools declares the interface every tool implements.
package tools

// Tool runs on the model's input.
type Tool interface {
	Execute(in string) string
}
