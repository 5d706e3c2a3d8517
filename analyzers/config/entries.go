package config

import (
	"go.yaml.in/yaml/v3"

	"github.com/agentvet/agentvet/internal/policy"
)

// entries are the producers and sinks a file declares, kept until the
// presets are in the model. The presets may be selected after the entries
// in the file, or at its end when no presets key says otherwise; added
// first, an entry naming a preset's producer or field sink would be
// replaced by the preset's and change nothing.
type entries struct {
	producers []policy.Producer
	sinks     []policy.Sink
	// seen names each producer and field sink once: a second entry for
	// the same name would replace the first.
	seen map[string]bool
}

func (p *parser) addProducer(n *yaml.Node, key string, pr policy.Producer) error {
	if err := p.once(n, key, "producer", pr.Func+pr.Field); err != nil {
		return err
	}
	p.entries.producers = append(p.entries.producers, pr)
	return nil
}

func (p *parser) addSink(n *yaml.Node, key string, s policy.Sink) error {
	// Func sinks add up (two slots of one function); a field is one slot.
	if s.Field != "" {
		if err := p.once(n, key, "field sink", s.Field); err != nil {
			return err
		}
	}
	p.entries.sinks = append(p.entries.sinks, s)
	return nil
}

func (p *parser) once(n *yaml.Node, key, what, name string) error {
	if p.entries.seen == nil {
		p.entries.seen = map[string]bool{}
	}
	if p.entries.seen[what+"\x00"+name] {
		return p.errf(n, key, "%s %s declared twice (the second would replace the first)", what, name)
	}
	p.entries.seen[what+"\x00"+name] = true
	return nil
}

// addEntries adds the file's producers and sinks over the presets.
func (p *parser) addEntries() {
	for _, pr := range p.entries.producers {
		p.m.AddProducer(pr)
	}
	for _, s := range p.entries.sinks {
		p.m.AddSink(s)
	}
}
