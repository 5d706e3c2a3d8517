// Package reqflow runs the processors of another package on a request,
// then sends it (trpc-agent-go's llmflow).
package reqflow

import (
	"reqdecl"
	"reqproc"
)

func Run() {
	req := &reqdecl.Request{}
	reqproc.AddSummary(req)
	reqdecl.Send(req) // want "memory:summary.*reaches the system prompt.*via reqdecl.Summary → reqdecl.NewSystemMessage → reqproc.AddSummary → reqdecl.Send"
}

func AsUser() {
	req := &reqdecl.Request{}
	reqproc.AddAsUser(req)
	reqdecl.Send(req)
}

func Benign() {
	req := &reqdecl.Request{}
	reqproc.SetModel(req)
	reqdecl.Send(req)
}
