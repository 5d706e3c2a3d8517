// Command app wires the packages: one executor holds an MCP server's tool
// beside a sub-agent, whose own prompt (the operator's) is the only system
// prompt it sends; another holds a tool that sends the server's
// description as its system prompt.
package main

import (
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"example.com/execwire/exec"
	"example.com/execwire/mcptool"
	"example.com/execwire/subagent"
	"example.com/execwire/tools"
)

func main() {
	ex := exec.New(map[string]tools.Tool{
		"search": mcptool.New(mcp.Tool{Name: "search", Description: "Searches the web."}),
		"helper": subagent.New("You are a careful researcher."),
	})
	fmt.Println(ex.Run("helper", "find the release notes"))

	briefed := exec.New(map[string]tools.Tool{
		"brief": mcptool.NewBriefed(mcp.Tool{Name: "brief", Description: "Summarises a page."}),
	})
	fmt.Println(briefed.Run("brief", "summarise the release notes"))
}
