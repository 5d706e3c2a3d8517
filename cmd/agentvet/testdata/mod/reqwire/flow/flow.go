// Package flow runs the processors on a fresh request and sends it. It
// imports the interfaces, never the packages that implement them.
package flow

import (
	"context"

	"example.com/reqwire/model"
)

// Flow is one agent's request pipeline.
type Flow struct {
	llm        model.Model
	processors []model.Processor
	decorators []model.Decorator
}

// New makes a flow.
func New(llm model.Model, processors []model.Processor, decorators []model.Decorator) *Flow {
	return &Flow{llm: llm, processors: processors, decorators: decorators}
}

// Run fills a request with every processor, lets compaction replace it,
// and sends it.
func (f *Flow) Run(ctx context.Context) (string, error) {
	req := &model.Request{}
	for _, p := range f.processors {
		p.ProcessRequest(ctx, req)
	}
	req = compact(req)
	return f.llm.Generate(ctx, req)
}

// RunDecorated fills a request with the decorators only.
func (f *Flow) RunDecorated(ctx context.Context) (string, error) {
	req := &model.Request{}
	for _, d := range f.decorators {
		d.Decorate(req)
	}
	return f.llm.Generate(ctx, req)
}

// compact keeps the last eight messages of a long request (the request
// itself when short).
func compact(req *model.Request) *model.Request {
	if len(req.Messages) <= 8 {
		return req
	}
	return &model.Request{Messages: req.Messages[len(req.Messages)-8:]}
}
