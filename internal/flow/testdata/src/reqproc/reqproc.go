// Package reqproc fills a request it is handed (trpc-agent-go's request
// processors).
package reqproc

import "reqdecl"

// AddSummary appends the session summary as a system message.
func AddSummary(req *reqdecl.Request) {
	s := reqdecl.Summary()
	req.Messages = append(req.Messages, reqdecl.NewSystemMessage(s))
}

// AddAsUser appends the same summary as a user message: data.
func AddAsUser(req *reqdecl.Request) {
	req.Messages = append(req.Messages, reqdecl.NewUserMessage(reqdecl.Summary()))
}

// SetModel sets a constant model name.
func SetModel(req *reqdecl.Request) { req.Model = "m" }

func addLocal(req *reqdecl.Request) {
	s := reqdecl.Summary()
	req.Messages = append(req.Messages, reqdecl.NewSystemMessage(s))
}

// Local fills and sends in one package.
func Local() {
	req := &reqdecl.Request{}
	addLocal(req)
	reqdecl.Send(req) // want "memory:summary.*reaches the system prompt.*via reqdecl.Summary → reqdecl.NewSystemMessage → reqproc.addLocal → reqdecl.Send"
}

// LocalModel reads only the constant field beside the stored message.
func LocalModel() {
	req := &reqdecl.Request{}
	addLocal(req)
	reqdecl.System(req.Model)
}
