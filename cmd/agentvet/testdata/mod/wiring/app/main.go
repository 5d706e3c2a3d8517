// Command app wires the packages: the only one that sees both the
// interfaces' callers and their implementations.
package main

import (
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"example.com/wiring/local"
	"example.com/wiring/mcptool"
	"example.com/wiring/prompt"
	"example.com/wiring/registry"
)

func main() {
	var r registry.Registry
	r.Add(local.Clock{})
	r.Add(mcptool.New(mcp.Tool{Name: "search"}))
	fmt.Println(prompt.Request(&r, local.Helper{}))
}
