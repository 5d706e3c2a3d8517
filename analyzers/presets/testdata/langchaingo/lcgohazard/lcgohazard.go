// Package lcgohazard holds the hazards and look-alikes of langchaingo's
// tools.Tool at v0.1.14: an agent copies every tool's Name and Description
// into the function definitions the model reads, so an implementation
// that returns fetched text there puts it in an instruction position.
package lcgohazard

import (
	"context"
	"io"
	"net/http"

	"github.com/tmc/langchaingo/tools"
)

func fetch(u string) string {
	resp, err := http.Get(u)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// actionTool is named by the operator and described by a remote action
// list (the shape of langchaingo's own Zapier toolkit).
type actionTool struct {
	name string
	desc string
}

var _ tools.Tool = actionTool{}

// NewActionTools lists a remote service's actions as tools.
func NewActionTools(u string) []tools.Tool {
	return []tools.Tool{actionTool{name: "run_action", desc: fetch(u)}}
}

func (t actionTool) Name() string { return t.name } // benign: the name is the operator's constant

func (t actionTool) Description() string {
	return t.desc // want `\(web:http-response\) reaches a tool description at langchaingo tools.Tool.Description result`
}

func (t actionTool) Call(ctx context.Context, input string) (string, error) {
	return fetch(input), nil // benign: a tool's output is its result, not its description
}

// remoteTool takes its name from a peer.
type remoteTool struct{ base string }

func (t *remoteTool) Name() string {
	return fetch(t.base + "/name") // want `\(web:http-response\) reaches a tool name at langchaingo tools.Tool.Name result`
}

func (t *remoteTool) Description() string { return "Asks the remote service." } // benign: constant description

func (t *remoteTool) Call(ctx context.Context, input string) (string, error) { return "", nil }

// Tools returns both tools.
func Tools(u string) []tools.Tool {
	return append(NewActionTools(u), &remoteTool{base: u})
}
