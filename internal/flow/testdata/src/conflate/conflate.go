// Package conflate: one field of a struct receives third-party text; its
// siblings, read later, are the operator's (issue 18.1, the main class of
// false findings on real code). Each shape has its hazard twin.
package conflate

import (
	"sync"

	"conflatelib"
)

//agentvet:producer origin=web:page
func Page() string { return "" }

//agentvet:sink position=system
func System(s string) {}

type Cfg struct {
	Prompt string
	Models []string
}

func MapOfStructs() {
	m := map[string]Cfg{}
	m["a"] = Cfg{Prompt: "You are helpful.", Models: []string{Page()}}
	System(m["a"].Prompt)    // benign: the sibling of the page
	System(m["a"].Models[0]) // want "reaches the system prompt"
}

func SliceOfStructs() {
	s := []Cfg{{Prompt: "You are helpful.", Models: []string{Page()}}}
	System(s[0].Prompt)    // benign: the sibling of the page
	System(s[0].Models[0]) // want "reaches the system prompt"
}

func MapOfPointers() {
	m := map[string]*Cfg{}
	c := &Cfg{Prompt: "You are helpful."}
	c.Models = []string{Page()}
	m["a"] = c
	System(m["a"].Prompt)    // benign: the sibling of the page
	System(m["a"].Models[0]) // want "reaches the system prompt"
}

// Store is a generic container (crush's csync.Map).
type Store[V any] struct {
	mu sync.Mutex
	m  map[string]V
}

func (s *Store[V]) Set(k string, v V) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.m[k] = v
}

func (s *Store[V]) Get(k string) (V, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok := s.m[k]
	return v, ok
}

func Generic() {
	st := &Store[Cfg]{m: map[string]Cfg{}}
	st.Set("a", Cfg{Prompt: "You are helpful.", Models: []string{Page()}})
	c, _ := st.Get("a")
	System(c.Prompt)    // benign: the sibling of the page
	System(c.Models[0]) // want "reaches the system prompt"
}

type Agent struct {
	prompt string
	tools  []string
}

func (a *Agent) Add()        { a.tools = append(a.tools, Page()) }
func (a *Agent) Sys() string { return a.prompt }
func (a *Agent) Tool() string {
	return a.tools[0]
}

func Receiver(a *Agent) {
	a.Add()
	System(a.Sys())  // benign: the sibling of the page
	System(a.Tool()) // want "reaches the system prompt"
}

func Load() Cfg { return Cfg{Prompt: "You are helpful.", Models: []string{Page()}} }

func Returned() {
	c := Load()
	System(c.Prompt)    // benign: the sibling of the page
	System(c.Models[0]) // want "reaches the system prompt"
}

func LoadPtr() *Cfg {
	c := &Cfg{Prompt: "You are helpful."}
	c.Models = append(c.Models, Page())
	return c
}

func ReturnedPtr() {
	c := LoadPtr()
	System(c.Prompt)    // benign: the sibling of the page
	System(c.Models[0]) // want "reaches the system prompt"
}

// Params is a model call's parameters (openai-agents-go's
// ModelResponseParams): the tools and the instructions travel together.
type Params struct {
	Instructions string
	Tools        []string
}

// span runs fn (a tracing span around a model call).
func span(fn func() error) error { return fn() }

//agentvet:sink position=tool-description
func Describe(s string) {}

// prepare puts the instructions in the system prompt and the tools in
// their declarations: the tools' text reaches a tool description, never
// the system prompt.
func prepare(instructions string, tools []string) {
	System(instructions)
	for _, t := range tools {
		Describe(t)
	}
}

func getResponse(p Params) error {
	return span(func() error {
		prepare(p.Instructions, p.Tools) // want "reaches a tool description"
		return nil
	})
}

func Captured() {
	_ = getResponse(Params{Instructions: "You are helpful.", Tools: []string{Page()}}) // want "reaches a tool description"
}

type Model interface {
	GetResponse(p Params) error
}

type chatModel struct{}

func (m chatModel) GetResponse(p Params) error {
	return conflatelib.Span("gen", func(string) error {
		prepare(p.Instructions, p.Tools) // want "reaches a tool description"
		return nil
	})
}

type respModel struct{}

func (m respModel) GetResponse(p Params) error {
	prepare(p.Instructions, nil)
	return nil
}

func pick(b bool) Model {
	if b {
		return chatModel{}
	}
	return respModel{}
}

func Dispatched(b bool) {
	all := []string{Page()}
	_ = pick(b).GetResponse(Params{Instructions: "You are helpful.", Tools: all}) // want "reaches a tool description"
}

// Request is a framework's model request (trpc-agent-go's model.Request):
// its messages and its tools travel together.
type Request struct {
	Messages []string
	Tools    []string
	Stream   bool
}

// ChatParams is the SDK request built from it.
type ChatParams struct {
	Msgs  []string
	Decls []string
}

func buildParams(r *Request) *ChatParams {
	return &ChatParams{Msgs: r.Messages, Decls: r.Tools}
}

func send(p ChatParams) {
	for _, m := range p.Msgs {
		System(m)
	}
	for _, d := range p.Decls {
		Describe(d) // want "reaches a tool description"
	}
}

// GenerateIter returns an iterator that sends the request when it runs
// (trpc-agent-go's GenerateContentIter).
func GenerateIter(r *Request) func(yield func(string) bool) {
	p := buildParams(r)
	return func(yield func(string) bool) {
		send(*p) // want "reaches a tool description"
		yield("done")
	}
}

func Iterated() {
	r := &Request{Messages: []string{"You are helpful."}, Tools: []string{Page()}}
	for range GenerateIter(r) { // want "reaches a tool description"
	}
}

// GenerateCaptured sends the request before it returns an iterator that
// reads the request again (the parameter is captured by the closure).
func GenerateCaptured(r *Request) func(yield func(string) bool) {
	send(*buildParams(r)) // want "reaches a tool description"
	return func(yield func(string) bool) {
		if r.Stream {
			yield("streamed")
		}
	}
}

func CapturedParam() {
	r := &Request{Messages: []string{"You are helpful."}, Tools: []string{Page()}}
	for range GenerateCaptured(r) { // want "reaches a tool description"
	}
}

// ExecConfig holds a request among other settings (trpc-agent-go's
// modelExecutionConfig); the function that takes it keeps it in a local
// because a closure captures it, and reads the request's pointer from it.
type ExecConfig struct {
	Name string
	Req  *Request
}

func execute(cfg ExecConfig) func() string {
	send(*buildParams(cfg.Req)) // want "reaches a tool description"
	return func() string { return cfg.Name }
}

func Executed() {
	r := &Request{Messages: []string{"You are helpful."}, Tools: []string{Page()}}
	_ = execute(ExecConfig{Name: "run", Req: r}) // want "reaches a tool description"
}
