package policy

import (
	"maps"
	"slices"
	"sort"
	"strings"
)

// Model is the indexed union of the presets in force and the user's
// configuration. It is built once per analysis run and never mutated after
// New returns (analyzers run concurrently on many packages).
type Model struct {
	Producers      map[string]*Producer // by Func
	FieldProducers map[string]*Producer // by Field
	Sinks          map[string][]*Sink   // by Func
	FieldSinks     map[string]*Sink     // by Field
	Sanitizers     map[string]*Sanitizer
	Wrappers       map[string]*Wrapper
	Unwrappers     map[string]*Unwrapper
	Persistence    map[string][]*Sink // by Func
	Clean          map[string]bool
	Media          map[string]bool // functions and fields, by name
	Opaque         []string        // types (see Preset.Opaque), sorted
	Allows         []Allow
	// Argv enables the argv/path sinks of the taintflow/argv category
	// (off unless the configuration or -taintflow.argv asks for it: on the
	// real-code set its precision was 0.19, see README).
	Argv    bool
	VerbPin VerbPin
	// Packages are the import paths named by any entry: a package that
	// imports none of them (directly or through a dependency that carries
	// facts) cannot touch the policy.
	Packages map[string]bool
	// Presets names the presets in force, sorted.
	Presets []string
	// Modules are the module paths of the presets in force, and
	// PresetPackages the packages whose API they describe: agentvet does
	// not analyse those, the presets stand for them. An SDK's other
	// packages (its plugins, its helpers) are analysed like any code. (A
	// configuration entry does not make its package a preset package: the
	// user's own code is still analysed.) PresetPackages maps each to the
	// names of the presets that describe it, for -v to say which.
	Modules        map[string]bool
	PresetPackages map[string]string
	// Requests are the HTTP calls by name, and RequestBuilders the
	// functions that build an *http.Request (by name: URL and Body
	// argument); ModelEndpoints the URL fragments of model APIs.
	Requests       map[string]*Request
	ModelEndpoints []string
	// Copies maps the module (or package) path of a fork or copy to the
	// path of the module it copies, whose presets then apply to it.
	Copies map[string]string
	// MessageRoles maps a role name of a message struct to its position
	// (see Preset.MessageRoles).
	MessageRoles map[string]Position
}

// NewModel returns an empty model (the argv/path category off).
func NewModel() *Model {
	return &Model{
		Producers:      map[string]*Producer{},
		FieldProducers: map[string]*Producer{},
		Sinks:          map[string][]*Sink{},
		FieldSinks:     map[string]*Sink{},
		Sanitizers:     map[string]*Sanitizer{},
		Wrappers:       map[string]*Wrapper{},
		Unwrappers:     map[string]*Unwrapper{},
		Persistence:    map[string][]*Sink{},
		Clean:          map[string]bool{},
		Media:          map[string]bool{},
		Packages:       map[string]bool{},
		Modules:        map[string]bool{},
		PresetPackages: map[string]string{},
		Copies:         map[string]string{},
		Requests:       map[string]*Request{},
		MessageRoles:   map[string]Position{},
	}
}

// AddPreset adds every entry of p to m.
func (m *Model) AddPreset(p Preset) {
	for i := range p.Producers {
		m.AddProducer(p.Producers[i])
	}
	for i := range p.Sinks {
		m.AddSink(p.Sinks[i])
	}
	for i := range p.Sanitizers {
		s := p.Sanitizers[i]
		m.Sanitizers[s.Func] = &s
		m.notePackage(s.Func)
	}
	for i := range p.Wrappers {
		w := p.Wrappers[i]
		m.Wrappers[w.Func] = &w
		m.notePackage(w.Func)
	}
	for i := range p.Unwrappers {
		m.AddUnwrapper(p.Unwrappers[i])
	}
	for i := range p.Persistence {
		m.AddPersistence(p.Persistence[i])
	}
	for _, c := range p.Clean {
		m.Clean[c] = true
	}
	for _, c := range p.Media {
		m.Media[c] = true
		m.notePackage(c)
	}
	for _, t := range p.Opaque {
		if !slices.Contains(m.Opaque, t) {
			m.Opaque = append(m.Opaque, t)
			slices.Sort(m.Opaque)
		}
	}
	for i := range p.Requests {
		r := p.Requests[i]
		m.Requests[r.Func] = &r
		m.notePackage(r.Func)
	}
	m.ModelEndpoints = append(m.ModelEndpoints, p.ModelEndpoints...)
	for _, r := range p.MessageRoles {
		m.MessageRoles[r.Role] = r.Position
	}
	for _, path := range p.Packages {
		m.Packages[path] = true
		m.PresetPackages[path] = addName(m.PresetPackages[path], p.Name)
	}
	for _, path := range p.Analysed {
		m.Packages[path] = true
	}
	if p.Module != "" {
		m.Modules[p.Module] = true
	}
	for _, e := range p.Editions {
		m.Modules[e.Module] = true
	}
	for _, c := range p.Copies {
		m.AddCopy(c.Module, c.Of)
	}
	m.Presets = append(m.Presets, p.Name)
	sort.Strings(m.Presets)
}

// AddCopy declares the module at path copy a copy of the module at path of:
// names in it match the presets of the original.
func (m *Model) AddCopy(copy, of string) {
	m.Copies[copy] = of
	m.Packages[copy] = true
}

// AddProducer adds one producer.
func (m *Model) AddProducer(p Producer) {
	if p.Field != "" {
		m.FieldProducers[p.Field] = &p
		m.notePackage(p.Field)
		return
	}
	m.Producers[p.Func] = &p
	m.notePackage(p.Func)
}

// AddSink adds one sink.
func (m *Model) AddSink(s Sink) {
	if s.Field != "" {
		m.FieldSinks[s.Field] = &s
		m.notePackage(s.Field)
		return
	}
	m.Sinks[s.Func] = append(m.Sinks[s.Func], &s)
	m.notePackage(s.Func)
}

// AddUnwrapper adds one unwrapper.
func (m *Model) AddUnwrapper(u Unwrapper) {
	m.Unwrappers[u.Func] = &u
	m.notePackage(u.Func)
}

// AddPersistence adds one persistence sink.
func (m *Model) AddPersistence(s Sink) {
	s.Position = Persistence
	m.Persistence[s.Func] = append(m.Persistence[s.Func], &s)
	m.notePackage(s.Func)
}

// Allowed returns the allow entry accepting origin kind in position p, if any.
func (m *Model) Allowed(kind string, p Position) (Allow, bool) {
	for _, a := range m.Allows {
		if a.Kind == kind && a.Position == p {
			return a, true
		}
	}
	return Allow{}, false
}

func (m *Model) notePackage(name string) {
	if path := PackageOf(name); path != "" {
		m.Packages[path] = true
	}
}

// Self is agentvet's own module: its runtime packages are described by the
// taint and guard presets, but code below it (examples, fixtures) is user
// code and is analysed.
const Self = "github.com/agentvet/agentvet"

// IsPresetPackage reports whether path is a package whose API a preset
// describes: agentvet does not analyse it, the preset stands for it. The
// SDK's other packages are not: a plugin or a component shipped in the
// same module can move third-party text into an instruction position like
// any code, and only its analysis says so.
func (m *Model) IsPresetPackage(path string) bool {
	return m.PresetPackages[path] != ""
}

// PresetOf returns the names of the presets that describe the package at
// path ("a, b", sorted), or "" when none does.
func (m *Model) PresetOf(path string) string {
	return m.PresetPackages[path]
}

// addName adds name to the sorted, comma-separated list names, once.
func addName(names, name string) string {
	var list []string
	if names != "" {
		list = strings.Split(names, ", ")
	}
	if slices.Contains(list, name) {
		return names
	}
	list = append(list, name)
	slices.Sort(list)
	return strings.Join(list, ", ")
}

// With returns a model that is m plus a package's directive producers,
// sinks and fences. m is shared by every package of a run and is never
// changed: With copies the maps it adds to.
func (m *Model) With(producers []Producer, sinks []Sink, fences []string) *Model {
	if len(producers) == 0 && len(sinks) == 0 && len(fences) == 0 {
		return m
	}
	c := *m
	c.Producers = maps.Clone(m.Producers)
	c.FieldProducers = maps.Clone(m.FieldProducers)
	c.Sinks = maps.Clone(m.Sinks)
	c.FieldSinks = maps.Clone(m.FieldSinks)
	c.Sanitizers = maps.Clone(m.Sanitizers)
	c.Packages = maps.Clone(m.Packages)
	for _, p := range producers {
		c.AddProducer(p)
	}
	for _, s := range sinks {
		// AddSink appends to the slice of a name: copy it first, so
		// the shared model's slice is never written through.
		if s.Func != "" {
			c.Sinks[s.Func] = slices.Clone(c.Sinks[s.Func])
		}
		c.AddSink(s)
	}
	for _, f := range fences {
		c.Sanitizers[f] = &Sanitizer{Func: f, Kind: Fence}
	}
	return &c
}
