// Command app wires the packages: the only one that sees both the
// interfaces' callers and their implementations.
package main

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"example.com/reqwire/flow"
	"example.com/reqwire/model"
	"example.com/reqwire/openaimodel"
	"example.com/reqwire/processor"
)

func main() {
	tools := []mcp.Tool{{Name: "search"}}
	f := flow.New(openaimodel.New("token"),
		[]model.Processor{processor.Persona{}, processor.NewToolHints(tools)},
		[]model.Decorator{processor.NewCounter(tools)})
	fmt.Println(f.Run(context.Background()))
	fmt.Println(f.RunDecorated(context.Background()))
}
