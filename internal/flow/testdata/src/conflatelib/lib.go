// Package conflatelib holds containers, a client and a loader that the
// package conflateuse calls: the sibling of a tainted field must stay
// clean across the package boundary too.
package conflatelib

import (
	"iter"
	"maps"
	"sync"
)

//agentvet:producer origin=web:page
func Page() string { return "" }

type Cfg struct {
	Prompt string
	Models []string
}

// Store is a generic container (crush's csync.Map).
type Store[V any] struct {
	mu sync.Mutex
	m  map[string]V
}

func NewStore[V any]() *Store[V] { return &Store[V]{m: map[string]V{}} }

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

// Copy returns a copy of the inner map (maps.Clone): the copy's elements
// are the store's, one by one.
func (s *Store[V]) Copy() map[string]V {
	s.mu.Lock()
	defer s.mu.Unlock()
	return maps.Clone(s.m)
}

// Seq2 ranges over a copy (crush's csync.Map.Seq2): each key and value
// yielded is one of the store's, not all of them.
func (s *Store[V]) Seq2() iter.Seq2[string, V] {
	dst := s.Copy()
	return func(yield func(string, V) bool) {
		for k, v := range dst {
			if !yield(k, v) {
				return
			}
		}
	}
}

type Agent struct {
	Prompt string
	tools  []string
}

func (a *Agent) Add()         { a.tools = append(a.tools, Page()) }
func (a *Agent) Sys() string  { return a.Prompt }
func (a *Agent) Tool() string { return a.tools[0] }

func Load() Cfg { return Cfg{Prompt: "You are helpful.", Models: []string{Page()}} }

func LoadPtr() *Cfg {
	c := &Cfg{Prompt: "You are helpful."}
	c.Models = append(c.Models, Page())
	return c
}

// Fill stores the page in one field of the caller's struct.
func Fill(c *Cfg) { c.Models = append(c.Models, Page()) }

// Providers is a registry of configurations, filled at init.
var Providers = NewStore[Cfg]()

func Discover() {
	Providers.Set("a", Cfg{Prompt: "You are helpful.", Models: []string{Page()}})
}

// Service holds a configuration and a client: New builds both.
type Service struct {
	Cfg   Cfg
	Agent *Agent
}

func New() *Service {
	s := &Service{Cfg: Cfg{Prompt: "You are helpful."}, Agent: &Agent{Prompt: "Be brief."}}
	s.Agent.Add()
	return s
}

// Value is crush's csync.Value: one value behind a lock.
type Value[T any] struct {
	mu sync.RWMutex
	v  T
}

func NewValue[T any](v T) *Value[T] { return &Value[T]{v: v} }

func (v *Value[T]) Get() T {
	v.mu.RLock()
	defer v.mu.RUnlock()
	return v.v
}

func (v *Value[T]) Set(x T) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.v = x
}

// Model is a model the provider lists.
type Model struct {
	ID   string
	Name string
}

// DiscoverModels lists a provider's models (a page here).
func DiscoverModels() []Model { return []Model{{ID: "m", Name: Page()}} }

// SessionOptions build a session agent.
type SessionOptions struct {
	Large, Small       Model
	SystemPromptPrefix string
}

// SessionAgent keeps its settings in locked values (crush's sessionAgent).
type SessionAgent struct {
	large, small       *Value[Model]
	systemPromptPrefix *Value[string]
}

func NewSessionAgent(opts SessionOptions) *SessionAgent {
	return &SessionAgent{
		large:              NewValue(opts.Large),
		small:              NewValue(opts.Small),
		systemPromptPrefix: NewValue(opts.SystemPromptPrefix),
	}
}

func (a *SessionAgent) Prefix() string    { return a.systemPromptPrefix.Get() }
func (a *SessionAgent) ModelName() string { return a.small.Get().Name }

//agentvet:sink position=system
func System(s string) {}

// Memory, Client and Bot: a sink deep below a method's receiver
// (agent-sdk-go's Agent.generateRoleResponse → llm.Generate → memory).
type Memory struct{ msgs []string }

type Client struct {
	memory *Memory
	model  string
}

func (c *Client) Generate(prompt string) string {
	for _, m := range c.memory.msgs {
		System(m)
	}
	return prompt
}

type Bot struct {
	tools        []string
	llm          *Client
	systemPrompt string
}

func NewBot() *Bot { return &Bot{llm: &Client{memory: &Memory{}}, systemPrompt: "You are helpful."} }

func (b *Bot) roleResponse() string { return b.llm.Generate(b.systemPrompt) }

// AddTools stores the caller's text among the bot's tools, then answers.
func (b *Bot) AddTools(s string) string {
	b.tools = append(b.tools, s)
	return b.roleResponse()
}

// Remember stores the caller's text in the client's memory.
func (b *Bot) Remember(s string) {
	b.llm.memory.msgs = append(b.llm.memory.msgs, s)
}

func (b *Bot) Answer() string { return b.roleResponse() }

// PrefixOf reads one field of a struct passed by value (no local copy:
// the SSA reads the field of the parameter itself).
func PrefixOf(o SessionOptions) string { return o.SystemPromptPrefix }

// Handler is a function kept in a package-level variable that calls what
// the variable holds (a summary whose higher-order flow resolves to
// itself): the engine follows it once, it does not recurse for ever.
var Handler func() string

func CallHandler() string { return Handler() }

func init() { Handler = CallHandler }

// Span runs fn inside a tracing span (openai-agents-go's tracing package).
func Span(name string, fn func(n string) error) error { return fn(name) }
