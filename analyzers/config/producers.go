package config

import (
	"go/token"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/agentvet/agentvet/internal/policy"
)

// typeEntry is what a producer entry says beyond func and field: a data
// type whose fields carry third-party text (type, fields), and where its
// params key sat, for errors.
type typeEntry struct {
	typ        string
	fields     []string
	fieldsNode *yaml.Node
	params     *yaml.Node
}

// typeName reads "importpath.Type".
func (p *parser) typeName(v *yaml.Node, key string) (string, error) {
	s, err := p.nonBlank(v, key)
	if err != nil {
		return "", err
	}
	pkg, typ, ok := cutMember(s)
	if !ok || !validPath(pkg) || !token.IsIdentifier(typ) {
		return "", p.errf(v, key, "%q is not a type name (want pkg/path.Type)", s)
	}
	return s, nil
}

// fieldList reads a non-empty list of distinct field names.
func (p *parser) fieldList(v *yaml.Node, key string) ([]string, error) {
	if v.Kind == yaml.SequenceNode && len(v.Content) == 0 {
		return nil, p.errf(v, key, "empty list (name the fields that carry third-party text)")
	}
	var out []string
	err := p.list(v, key, func(_ int, path string, item *yaml.Node) error {
		f, err := p.nonBlank(item, path)
		if err != nil {
			return err
		}
		if !token.IsIdentifier(f) {
			return p.errf(item, path, "%q is not a field name (want the bare name of a field of the type, like Body)", f)
		}
		for _, prev := range out {
			if prev == f {
				return p.errf(item, path, "field %s listed twice", f)
			}
		}
		out = append(out, f)
		return nil
	})
	return out, err
}

// typeProducer adds the producers of a type entry: every read of one of
// the listed fields of a value of the type, wherever the value came from,
// is third-party text.
func (p *parser) typeProducer(n *yaml.Node, key string, pr policy.Producer, t typeEntry, originSeen bool) error {
	switch {
	case pr.Func != "" || pr.Field != "" || t.typ == "" && t.fieldsNode == nil:
		return p.errf(n, key, "want exactly one of func and field (or type with fields)")
	case t.typ == "":
		return p.errf(t.fieldsNode, join(key, "fields"), "fields are the fields of a type: name it with type")
	case t.fieldsNode == nil:
		return p.errf(n, key, "a type producer needs fields (the fields of %s that carry third-party text)", t.typ)
	case t.params != nil:
		return p.errf(t.params, join(key, "params"), "params is for a callback; a type producer taints reads of its fields")
	case !originSeen:
		return p.errf(n, key, "a producer needs an origin (KIND:DETAIL, KIND one of %s)", kinds())
	}
	what := pr.What
	if what == "" {
		what = t.typ
	}
	for i, f := range t.fields {
		fp := policy.Producer{Field: t.typ + "." + f, Origin: pr.Origin, What: what + "." + f}
		if err := p.addProducer(t.fieldsNode.Content[i], join(key, "fields")+"["+itoa(i)+"]", fp); err != nil {
			return err
		}
	}
	return nil
}

// params reads a callback's parameter indexes: a non-empty list, each
// index once.
func (p *parser) params(v *yaml.Node, key string) ([]int, error) {
	if v.Kind == yaml.SequenceNode && len(v.Content) == 0 {
		return nil, p.errf(v, key, "empty list (leave params out for a producer whose results are third-party text)")
	}
	out, err := p.indexes(v, key)
	if err != nil {
		return nil, err
	}
	for i, x := range out {
		for _, y := range out[:i] {
			if x == y {
				return nil, p.errf(v.Content[i], key+"["+itoa(i)+"]", "parameter %d listed twice", x)
			}
		}
	}
	return out, nil
}

// callbackShape refuses params on a name that cannot be a callback: the
// engine seeds the parameters of the implementations of an interface
// method and of the functions stored into a func-typed field. A package
// function or a pointer method is neither; its params would match nothing.
func (p *parser) callbackShape(params *yaml.Node, key string, pr policy.Producer) error {
	if params == nil || pr.Func == "" {
		return nil
	}
	path := join(key, "params")
	switch {
	case !strings.HasPrefix(pr.Func, "("):
		return p.errf(params, path, "params is for a callback, and %s is a package function: name the interface method its implementations satisfy ((pkg/path.Interface).Method) or the func-typed field it is stored into (field:)", pr.Func)
	case strings.HasPrefix(pr.Func, "(*"):
		return p.errf(params, path, "params is for a callback, and %s is a pointer method, not an interface method: name the interface method ((pkg/path.Interface).Method)", pr.Func)
	}
	return nil
}
