package config

import (
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

var copyKeys = []string{"module", "of"}

// copyEntry is one copies: entry: the module at path module is a copy (a
// fork under another path) of the preset module of.
type copyEntry struct {
	module, of               string
	node, moduleNode, ofNode *yaml.Node
	key                      string
}

// copyOf reads a copies: entry. Whether of is a preset's module is known
// only when the whole file is read (presets: may come after).
func (p *parser) copyOf(_ int, key string, n *yaml.Node) error {
	c := &copyEntry{node: n, key: key}
	err := p.mapping(n, key, copyKeys, func(k string, _, v *yaml.Node) error {
		path := join(key, k)
		s, err := p.nonBlank(v, path)
		if err != nil {
			return err
		}
		if !validPath(s) {
			return p.errf(v, path, "%q is not a module path", s)
		}
		switch k {
		case "module":
			c.module, c.moduleNode = s, v
		case "of":
			c.of, c.ofNode = s, v
		}
		return nil
	})
	if err != nil {
		return err
	}
	switch {
	case c.module == "" || c.of == "":
		return p.errf(n, key, "a copy needs module (the fork's module path) and of (the preset module it copies)")
	case c.module == c.of:
		return p.errf(n, key, "module and of are the same path")
	case p.copies[c.module] != nil:
		return p.errf(n, key, "module %s listed twice", c.module)
	}
	p.copies[c.module] = c
	p.copyOrder = append(p.copyOrder, c.module)
	return nil
}

// addCopies adds the copies once the presets in force are known: a copy
// of a module no preset in force covers would change nothing, and a copy
// whose path holds a preset's module would move that module's own
// packages under another name.
func (p *parser) addCopies() error {
	var modules []string
	for m := range p.m.Modules {
		if m != "std" {
			modules = append(modules, m)
		}
	}
	slices.Sort(modules)
	for _, name := range p.copyOrder {
		c := p.copies[name]
		if !slices.Contains(modules, c.of) {
			want := "no preset is in force"
			if len(modules) > 0 {
				want = "want one of " + strings.Join(modules, ", ")
			}
			return p.errf(c.ofNode, join(c.key, "of"), "no preset in force covers module %s (%s)", c.of, want)
		}
		for _, m := range modules {
			if m == c.module || strings.HasPrefix(m, c.module+"/") {
				return p.errf(c.moduleNode, join(c.key, "module"), "%s holds the preset module %s: a copy of %s would rename it", c.module, m, c.of)
			}
		}
		p.m.AddCopy(c.module, c.of)
	}
	return nil
}

func itoa(i int) string { return strconv.Itoa(i) }
