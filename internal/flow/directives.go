package flow

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/internal/policy"
)

// CatDirective is the category of a malformed //agentvet: directive,
// reported by taintflow.
const CatDirective Category = "taintflow/directive"

// originKinds is the closed vocabulary of origin kinds (see taint.Origin).
var originKinds = map[string]bool{
	"tool": true, "mcp": true, "a2a": true, "subagent": true, "web": true, "rag": true,
	"file": true, "memory": true, "summary": true, "model": true, "unknown": true,
}

// directives are the //agentvet: directives of one package.
type directives struct {
	producers []policy.Producer
	sinks     []policy.Sink
	fences    []string
	// exported objects that carry a directive, for facts.
	objs []dirObj
	errs []Finding
}

type dirObj struct {
	obj      types.Object
	producer *policy.Producer
	sink     *policy.Sink
	fence    bool
}

func (d *directives) any() bool { return len(d.objs) > 0 || len(d.errs) > 0 }

const prefix = "//agentvet:"

// parseDirectives reads the directives on function, interface method and
// struct field declarations.
func parseDirectives(pass *analysis.Pass) *directives {
	d := &directives{}
	pkg := pass.Pkg
	for _, file := range pass.Files {
		for _, decl := range file.Decls {
			switch decl := decl.(type) {
			case *ast.FuncDecl:
				if obj, ok := pass.TypesInfo.Defs[decl.Name].(*types.Func); ok {
					d.parse(pass, obj.FullName(), obj, false, decl.Doc)
				}
			case *ast.GenDecl:
				for _, spec := range decl.Specs {
					ts, ok := spec.(*ast.TypeSpec)
					if !ok {
						continue
					}
					switch t := ts.Type.(type) {
					case *ast.StructType:
						for _, field := range t.Fields.List {
							for _, n := range field.Names {
								obj := pass.TypesInfo.Defs[n]
								name := pkg.Path() + "." + ts.Name.Name + "." + n.Name
								d.parse(pass, name, obj, true, field.Doc, field.Comment)
							}
						}
					case *ast.InterfaceType:
						for _, m := range t.Methods.List {
							for _, n := range m.Names {
								obj := pass.TypesInfo.Defs[n]
								name := "(" + pkg.Path() + "." + ts.Name.Name + ")." + n.Name
								d.parse(pass, name, obj, false, m.Doc, m.Comment)
							}
						}
					}
				}
			}
		}
		// A directive that stands where no declaration takes it is a
		// mistake worth saying: check every comment of the file.
		for _, cg := range file.Comments {
			for _, c := range cg.List {
				if verb, _, ok := splitDirective(c.Text); ok && !knownVerb(verb) {
					d.errorf(c.Pos(), "unknown directive //agentvet:%s (want producer, sink, fence, noactuate or ignore)", verb)
				}
			}
		}
	}
	return d
}

func knownVerb(v string) bool {
	switch v {
	case "producer", "sink", "fence", "noactuate", "ignore":
		return true
	}
	return false
}

func splitDirective(text string) (verb string, args []string, ok bool) {
	if !strings.HasPrefix(text, prefix) {
		return "", nil, false
	}
	body := strings.TrimPrefix(text, prefix)
	if i := strings.Index(body, "//"); i >= 0 {
		body = body[:i] // a trailing comment is not part of the directive
	}
	fields := strings.Fields(body)
	if len(fields) == 0 {
		return "", nil, true
	}
	return fields[0], fields[1:], true
}

func (d *directives) errorf(pos token.Pos, format string, args ...any) {
	d.errs = append(d.errs, Finding{Category: CatDirective, Pos: pos, Message: "malformed directive: " + fmt.Sprintf(format, args...)})
}

func (d *directives) parse(pass *analysis.Pass, name string, obj types.Object, field bool, groups ...*ast.CommentGroup) {
	for _, cg := range groups {
		if cg == nil {
			continue
		}
		for _, c := range cg.List {
			verb, args, ok := splitDirective(c.Text)
			if !ok {
				continue
			}
			kv := map[string]string{}
			bad := false
			for _, a := range args {
				k, v, found := strings.Cut(a, "=")
				if !found || v == "" {
					d.errorf(c.Pos(), "//agentvet:%s: argument %q is not key=value", verb, a)
					bad = true
					continue
				}
				kv[k] = v
			}
			if bad {
				continue
			}
			switch verb {
			case "producer":
				d.producer(c.Pos(), name, obj, field, kv)
			case "sink":
				d.sink(c.Pos(), name, obj, field, kv)
			case "fence":
				if field {
					d.errorf(c.Pos(), "//agentvet:fence goes on a function, not a field")
					continue
				}
				d.fences = append(d.fences, name)
				d.objs = append(d.objs, dirObj{obj: obj, fence: true})
			}
		}
	}
}

func (d *directives) producer(pos token.Pos, name string, obj types.Object, field bool, kv map[string]string) {
	origin := kv["origin"]
	if origin == "" {
		d.errorf(pos, "//agentvet:producer needs origin=KIND[:DETAIL] (KIND one of tool, mcp, a2a, subagent, web, rag, file, memory, summary, model, unknown)")
		return
	}
	kind, _, _ := strings.Cut(origin, ":")
	if !originKinds[kind] {
		d.errorf(pos, "//agentvet:producer origin %q: unknown kind %q (want one of tool, mcp, a2a, subagent, web, rag, file, memory, summary, model, unknown)", origin, kind)
		return
	}
	for k := range kv {
		if k != "origin" {
			d.errorf(pos, "//agentvet:producer: unknown argument %q", k)
			return
		}
	}
	p := policy.Producer{Origin: origin, What: shortName(name) + " (//agentvet:producer)"}
	if field {
		p.Field = name
	} else {
		p.Func = name
	}
	d.producers = append(d.producers, p)
	d.objs = append(d.objs, dirObj{obj: obj, producer: &p})
}

func (d *directives) sink(pos token.Pos, name string, obj types.Object, field bool, kv map[string]string) {
	p := policy.Position(kv["position"])
	if p == "" {
		d.errorf(pos, "//agentvet:sink needs position=system|developer|assistant|tool-name|tool-description")
		return
	}
	if !p.Valid() {
		d.errorf(pos, "//agentvet:sink: unknown position %q", p)
		return
	}
	s := policy.Sink{Position: p, RoleArg: -1, What: shortName(name) + " (//agentvet:sink)"}
	for k, v := range kv {
		switch k {
		case "position":
		case "arg":
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 {
				d.errorf(pos, "//agentvet:sink: arg=%s is not an argument index", v)
				return
			}
			if field {
				d.errorf(pos, "//agentvet:sink: arg= is for functions, not fields")
				return
			}
			s.Args = append(s.Args, n)
		default:
			d.errorf(pos, "//agentvet:sink: unknown argument %q", k)
			return
		}
	}
	if field {
		s.Field = name
	} else {
		s.Func = name
	}
	d.sinks = append(d.sinks, s)
	d.objs = append(d.objs, dirObj{obj: obj, sink: &s})
}

// applyDirectives records the package's directives (the model already has
// them, see policy.Model.With) and reports the malformed ones.
func (p *pkgState) applyDirectives(d *directives) {
	p.dirs = d
	for _, e := range d.errs {
		e := e
		posn := p.pass.Fset.Position(e.Pos)
		p.findings[findingKey{file: posn.Filename, line: posn.Line, cat: CatDirective}] = &e
	}
}
