package config

import (
	"fmt"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// decoder reads a yaml.Node tree strictly: every key known, every value of
// the expected type, every error located. It decodes by hand rather than
// through struct tags because yaml's own errors name neither the key path
// nor, for a type mismatch, the line of the key in a nested list.
type decoder struct {
	file string
}

func (d *decoder) errf(n *yaml.Node, key, format string, args ...any) *Error {
	line := 0
	if n != nil {
		line = n.Line
	}
	return &Error{File: d.file, Line: line, Key: key, Msg: fmt.Sprintf(format, args...)}
}

// deref follows an alias to the node it names.
func deref(n *yaml.Node) *yaml.Node {
	for n != nil && n.Kind == yaml.AliasNode {
		n = n.Alias
	}
	return n
}

// kindName says what a node is, for "want X, got Y" messages.
func kindName(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		switch n.Tag {
		case "!!null":
			return "null"
		case "!!bool":
			return "a boolean"
		case "!!int", "!!float":
			return "a number"
		case "!!str":
			return "a string"
		}
		return "a " + strings.TrimPrefix(n.Tag, "!!")
	}
	return "an unsupported node"
}

// mapping calls f for each key of the mapping n in document order. A key
// outside allowed, a repeated key, a non-string key or a node that is not a
// mapping is an error.
func (d *decoder) mapping(n *yaml.Node, key string, allowed []string, f func(k string, kn, v *yaml.Node) error) error {
	n = deref(n)
	if n.Kind != yaml.MappingNode {
		return d.errf(n, key, "want a mapping, got %s", kindName(n))
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		kn, v := n.Content[i], deref(n.Content[i+1])
		if kn.Kind != yaml.ScalarNode || kn.Tag != "!!str" {
			return d.errf(kn, key, "want a string key, got %s", kindName(kn))
		}
		k := kn.Value
		path := join(key, k)
		if !contains(allowed, k) {
			return d.errf(kn, path, "unknown key %q (want one of %s)", k, strings.Join(allowed, ", "))
		}
		if seen[k] {
			return d.errf(kn, path, "duplicate key %q", k)
		}
		seen[k] = true
		if err := f(k, kn, v); err != nil {
			return err
		}
	}
	return nil
}

// list calls f for each item of the sequence n.
func (d *decoder) list(n *yaml.Node, key string, f func(i int, path string, item *yaml.Node) error) error {
	n = deref(n)
	if n.Kind != yaml.SequenceNode {
		return d.errf(n, key, "want a list, got %s", kindName(n))
	}
	for i, item := range n.Content {
		if err := f(i, key+"["+strconv.Itoa(i)+"]", deref(item)); err != nil {
			return err
		}
	}
	return nil
}

// str returns the string scalar n. A number, a boolean or null where a
// string belongs is refused, not converted: `name: 12` is a mistake.
func (d *decoder) str(n *yaml.Node, key string) (string, error) {
	n = deref(n)
	if n.Kind != yaml.ScalarNode || n.Tag != "!!str" {
		return "", d.errf(n, key, "want a string, got %s", kindName(n))
	}
	return n.Value, nil
}

// nonBlank is str that also refuses an empty or whitespace-only string.
func (d *decoder) nonBlank(n *yaml.Node, key string) (string, error) {
	s, err := d.str(n, key)
	if err != nil {
		return "", err
	}
	if strings.TrimSpace(s) == "" {
		return "", d.errf(deref(n), key, "empty value")
	}
	return s, nil
}

func (d *decoder) boolean(n *yaml.Node, key string) (bool, error) {
	n = deref(n)
	if n.Kind != yaml.ScalarNode || n.Tag != "!!bool" {
		return false, d.errf(n, key, "want true or false, got %s", kindName(n))
	}
	var b bool
	if err := n.Decode(&b); err != nil {
		return false, d.errf(n, key, "%v", err)
	}
	return b, nil
}

// index is a non-negative integer: an argument or parameter index.
func (d *decoder) index(n *yaml.Node, key string) (int, error) {
	n = deref(n)
	if n.Kind != yaml.ScalarNode || n.Tag != "!!int" {
		return 0, d.errf(n, key, "want an argument index (0, 1, …), got %s", kindName(n))
	}
	i, err := strconv.Atoi(n.Value)
	if err != nil || i < 0 {
		return 0, d.errf(n, key, "want an argument index (0, 1, …), got %s", n.Value)
	}
	return i, nil
}

func (d *decoder) indexes(n *yaml.Node, key string) ([]int, error) {
	var out []int
	err := d.list(n, key, func(_ int, path string, item *yaml.Node) error {
		i, err := d.index(item, path)
		out = append(out, i)
		return err
	})
	return out, err
}

func (d *decoder) strings(n *yaml.Node, key string) ([]string, error) {
	var out []string
	err := d.list(n, key, func(_ int, path string, item *yaml.Node) error {
		s, err := d.nonBlank(item, path)
		out = append(out, s)
		return err
	})
	return out, err
}

func join(key, k string) string {
	if key == "" {
		return k
	}
	return key + "." + k
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
