package config

import (
	"bytes"
	"errors"
	"go/token"
	"io"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"go.yaml.in/yaml/v3"

	"github.com/agentvet/agentvet/analyzers/presets"
	"github.com/agentvet/agentvet/internal/policy"
	"github.com/agentvet/agentvet/taint"
)

// The keys of each section, in the order docs/config.md documents them.
var (
	topKeys         = []string{"presets", "producers", "sinks", "fences", "unwrappers", "persistence", "allow", "copies", "taintflow", "verbpin", "unwrapaudit", "fencecheck"}
	producerKeys    = []string{"func", "field", "type", "fields", "origin", "what", "params"}
	sinkKeys        = []string{"func", "field", "position", "role-field", "role-arg", "roles", "args", "results", "what"}
	funcKeys        = []string{"func"}
	persistenceKeys = []string{"func", "args", "what"}
	allowKeys       = []string{"kind", "position", "reason"}
	taintflowKeys   = []string{"argv"}
	verbpinKeys     = []string{"packages", "text", "verbs", "shells"}
	verbKeys        = []string{"func", "argv", "name"}
	shellKeys       = []string{"func", "arg"}
)

// Parse reads a configuration file's contents into a model: the presets it
// selects (all of them when it names none) plus its own entries. file names
// the file in errors and in the Source of allow entries. What only type
// information can confirm is checked by the Analyzer, package by package
// (see typecheck.go).
func Parse(file string, data []byte) (*policy.Model, error) {
	m, _, err := parse(file, data)
	return m, err
}

// parse is Parse, with the claims of the file's entries to check against
// the packages analysed.
func parse(file string, data []byte) (*policy.Model, []typeCheck, error) {
	d := &decoder{file: file}
	root, err := d.document(data)
	if err != nil {
		return nil, nil, err
	}
	p := &parser{decoder: d, m: policy.NewModel(), presets: presets.All(), copies: map[string]*copyEntry{}}
	if root == nil {
		p.addAllPresets()
		return p.m, nil, nil
	}
	if err := p.top(root); err != nil {
		return nil, nil, err
	}
	return p.m, p.checks, nil
}

// yamlLine finds the line number yaml's own error messages carry.
var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// document parses data as exactly one YAML document and returns its root
// node, or nil for a file with no document (empty, or comments only).
func (d *decoder) document(data []byte) (*yaml.Node, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, nil
		}
		return nil, d.syntax(err)
	}
	var extra yaml.Node
	switch err := dec.Decode(&extra); {
	case err == nil:
		return nil, d.errf(&extra, "", "a second YAML document (want one)")
	case !errors.Is(err, io.EOF):
		return nil, d.syntax(err)
	}
	if len(doc.Content) == 0 {
		return nil, nil
	}
	root := deref(doc.Content[0])
	if root.Kind == yaml.ScalarNode && root.Tag == "!!null" {
		return nil, nil
	}
	return root, nil
}

func (d *decoder) syntax(err error) error {
	msg := err.Error()
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		line, _ := strconv.Atoi(m[1])
		return &Error{File: d.file, Line: line, Msg: "YAML syntax: " + m[2]}
	}
	return &Error{File: d.file, Line: 1, Msg: "YAML syntax: " + strings.TrimPrefix(msg, "yaml: ")}
}

type parser struct {
	*decoder
	m       *policy.Model
	presets []policy.Preset
	// copies are the copies: entries, checked against the presets in
	// force once the whole file is read.
	copies    map[string]*copyEntry
	copyOrder []string
	// entries are the file's producers and sinks, added after the presets
	// so that an entry naming what a preset names replaces it.
	entries entries
	// checks are what the entries claim that only type information can
	// confirm, in file order.
	checks []typeCheck
}

// check records c if it claims anything.
func (p *parser) check(c typeCheck) {
	if c.needed() {
		p.checks = append(p.checks, c)
	}
}

func (p *parser) addAllPresets() {
	for _, pr := range p.presets {
		p.m.AddPreset(pr)
	}
}

func (p *parser) top(root *yaml.Node) error {
	sawPresets := false
	err := p.mapping(root, "", topKeys, func(k string, kn, v *yaml.Node) error {
		switch k {
		case "presets":
			sawPresets = true
			return p.presetList(v, k)
		case "producers":
			return p.list(v, k, p.producer)
		case "sinks":
			return p.list(v, k, p.sink)
		case "fences":
			return p.list(v, k, p.fence)
		case "unwrappers":
			return p.list(v, k, p.unwrapper)
		case "persistence":
			return p.list(v, k, p.persistence)
		case "allow":
			return p.list(v, k, p.allow)
		case "copies":
			return p.list(v, k, p.copyOf)
		case "taintflow":
			return p.taintflow(v, k)
		case "verbpin":
			return p.verbpin(v, k)
		}
		// unwrapaudit, fencecheck: analyzers with nothing to configure; a
		// section for them is a mistake worth naming as such.
		return p.errf(kn, k, "the %s analyzer has no settings (its policy is the producers, sinks, fences and unwrappers above)", k)
	})
	if err != nil {
		return err
	}
	if !sawPresets {
		p.addAllPresets()
	}
	p.addEntries()
	return p.addCopies()
}

// presetList reads `presets: all`, `presets: none`, or a list of names.
// A selection of names always brings in the presets of agentvet's own
// runtime (taint, guard, scrub): without them taint.Unwrap is no longer an
// unwrapper and guard.Input no longer a sink, which no one selecting SDKs
// means to say. Only `none` leaves them out.
func (p *parser) presetList(v *yaml.Node, key string) error {
	if err := p.presetSelection(v, key); err != nil {
		return err
	}
	if len(p.m.Presets) > 0 {
		for _, name := range presets.Runtime() {
			if !contains(p.m.Presets, name) {
				_ = p.addPreset(v, key, name)
			}
		}
	}
	return nil
}

func (p *parser) presetSelection(v *yaml.Node, key string) error {
	if v.Kind == yaml.ScalarNode {
		name, err := p.str(v, key)
		if err != nil {
			return err
		}
		switch name {
		case "all":
			p.addAllPresets()
			return nil
		case "none":
			return nil
		}
		return p.addPreset(v, key, name)
	}
	if v.Kind == yaml.SequenceNode && len(v.Content) == 0 {
		return p.errf(v, key, "empty list (write none for no presets)")
	}
	seen := map[string]bool{}
	return p.list(v, key, func(_ int, path string, item *yaml.Node) error {
		name, err := p.str(item, path)
		if err != nil {
			return err
		}
		if name == "all" || name == "none" {
			return p.errf(item, path, "%s stands alone (write presets: %s)", name, name)
		}
		if seen[name] {
			return p.errf(item, path, "preset %q listed twice", name)
		}
		seen[name] = true
		return p.addPreset(item, path, name)
	})
}

func (p *parser) addPreset(n *yaml.Node, key, name string) error {
	names := []string{"all", "none"}
	for _, pr := range p.presets {
		if pr.Name == name {
			p.m.AddPreset(pr)
			return nil
		}
		names = append(names, pr.Name)
	}
	return p.errf(n, key, "unknown preset %q (want one of %s)", name, strings.Join(names, ", "))
}

func (p *parser) funcName(v *yaml.Node, key string) (string, error) {
	s, err := p.nonBlank(v, key)
	if err != nil {
		return "", err
	}
	if !validFunc(s) {
		return "", p.errf(v, key, "%q is not a function name (%s)", s, funcForms)
	}
	return s, nil
}

func (p *parser) fieldName(v *yaml.Node, key string) (string, error) {
	s, err := p.nonBlank(v, key)
	if err != nil {
		return "", err
	}
	if !validField(s) {
		return "", p.errf(v, key, "%q is not a field name (%s)", s, fieldForms)
	}
	return s, nil
}

func (p *parser) position(v *yaml.Node, key string) (policy.Position, error) {
	s, err := p.str(v, key)
	if err != nil {
		return "", err
	}
	pos := policy.Position(s)
	if !pos.Valid() {
		var names []string
		for _, q := range policy.Positions {
			names = append(names, string(q))
		}
		return "", p.errf(v, key, "unknown position %q (want one of %s)", s, strings.Join(names, ", "))
	}
	return pos, nil
}

func (p *parser) producer(_ int, key string, n *yaml.Node) error {
	var pr policy.Producer
	var originSeen bool
	var byType typeEntry
	var paramsNode *yaml.Node
	var name site
	err := p.mapping(n, key, producerKeys, func(k string, kn, v *yaml.Node) error {
		var err error
		path := join(key, k)
		switch k {
		case "func":
			pr.Func, err = p.funcName(v, path)
			name = siteOf(v, path)
		case "field":
			pr.Field, err = p.fieldName(v, path)
			name = siteOf(v, path)
		case "origin":
			originSeen = true
			pr.Origin, err = p.origin(v, path)
		case "what":
			pr.What, err = p.nonBlank(v, path)
		case "params":
			byType.params, paramsNode = kn, v
			pr.Params, err = p.params(v, path)
		case "type":
			byType.typ, err = p.typeName(v, path)
		case "fields":
			byType.fieldsNode = v
			byType.fields, err = p.fieldList(v, path)
		}
		return err
	})
	if err != nil {
		return err
	}
	if byType.typ != "" || byType.fieldsNode != nil {
		return p.typeProducer(n, key, pr, byType, originSeen)
	}
	if (pr.Func == "") == (pr.Field == "") {
		return p.errf(n, key, "want exactly one of func and field (or type with fields)")
	}
	if !originSeen {
		return p.errf(n, key, "a producer needs an origin (KIND:DETAIL, KIND one of %s)", kinds())
	}
	if err := p.callbackShape(byType.params, key, pr); err != nil {
		return err
	}
	if pr.What == "" {
		pr.What = pr.Func + pr.Field
	}
	if err := p.addProducer(n, key, pr); err != nil {
		return err
	}
	p.check(typeCheck{name: pr.Func + pr.Field, field: pr.Field != "", resolve: true, nameAt: name, roleArg: -1})
	if paramsNode != nil {
		p.check(typeCheck{
			name: pr.Func + pr.Field, field: pr.Field != "",
			callback: true, callbackAt: siteOf(byType.params, join(key, "params")),
			params: pr.Params, paramsAt: itemSites(paramsNode, join(key, "params")),
			roleArg: -1,
		})
	}
	return nil
}

// origin reads a KIND:DETAIL label whose kind is in taint's closed
// vocabulary.
func (p *parser) origin(v *yaml.Node, key string) (string, error) {
	s, err := p.nonBlank(v, key)
	if err != nil {
		return "", err
	}
	if _, err := taint.ParseOrigin(s); err != nil {
		kind, _, _ := strings.Cut(s, ":")
		return "", p.errf(v, key, "origin %q: kind %q is not one of %s", s, kind, kinds())
	}
	return s, nil
}

func kinds() string {
	var ks []string
	for _, k := range taint.Kinds() {
		ks = append(ks, string(k))
	}
	return strings.Join(ks, ", ")
}

func (p *parser) sink(_ int, key string, n *yaml.Node) error {
	s := policy.Sink{RoleArg: -1}
	var roleArgSeen bool
	var argsNode, roleArgNode, roleFieldNode, rolesNode, resultsNode *yaml.Node
	var name site
	err := p.mapping(n, key, sinkKeys, func(k string, _, v *yaml.Node) error {
		var err error
		path := join(key, k)
		switch k {
		case "func":
			s.Func, err = p.funcName(v, path)
			name = siteOf(v, path)
		case "field":
			s.Field, err = p.fieldName(v, path)
			name = siteOf(v, path)
		case "position":
			s.Position, err = p.position(v, path)
		case "role-field":
			roleFieldNode = v
			s.RoleField, err = p.nonBlank(v, path)
			if err == nil && !token.IsIdentifier(s.RoleField) {
				err = p.errf(v, path, "%q is not a field name (want the bare name of a sibling field, like Role)", s.RoleField)
			}
		case "role-arg":
			roleArgSeen, roleArgNode = true, v
			s.RoleArg, err = p.index(v, path)
		case "roles":
			rolesNode = v
			s.Roles, err = p.roles(v, path)
		case "args":
			argsNode = v
			s.Args, err = p.indexes(v, path)
		case "results":
			resultsNode = v
			s.Results, err = p.boolean(v, path)
		case "what":
			s.What, err = p.nonBlank(v, path)
		}
		return err
	})
	if err != nil {
		return err
	}
	if (s.Func == "") == (s.Field == "") {
		return p.errf(n, key, "want exactly one of func and field")
	}
	if s.Results {
		// What a function returns is the slot: a func-typed field (the
		// function stored there), or an interface method (every
		// implementation); one fixed position, no argument.
		switch {
		case s.Func != "" && (!strings.HasPrefix(s.Func, "(") || strings.HasPrefix(s.Func, "(*")):
			return p.errf(resultsNode, join(key, "results"), "results on a func sink needs an interface method, (pkg/path.Interface).Method: its implementations' results are the slot")
		case argsNode != nil:
			return p.errf(argsNode, join(key, "args"), "args and results are exclusive: the slot is what the function returns")
		case s.Position == "":
			return p.errf(resultsNode, join(key, "results"), "results needs a fixed position")
		}
	}
	if s.Field != "" {
		if argsNode != nil {
			return p.errf(argsNode, join(key, "args"), "args is for a func sink; a field sink is the whole field")
		}
		if roleArgNode != nil {
			return p.errf(roleArgNode, join(key, "role-arg"), "role-arg is for a func sink; a field sink takes role-field")
		}
	} else if roleFieldNode != nil {
		return p.errf(roleFieldNode, join(key, "role-field"), "role-field is for a field sink; a func sink takes role-arg")
	}
	conditioned := rolesNode != nil || roleFieldNode != nil || roleArgSeen
	switch {
	case s.Position != "" && conditioned:
		return p.errf(n, key, "position and role-field/role-arg/roles are exclusive: a sink is one fixed position or conditioned on a role")
	case s.Position == "" && !conditioned:
		return p.errf(n, key, "a sink needs a position, or a role map (roles with role-field or role-arg)")
	case conditioned && rolesNode == nil:
		return p.errf(n, key, "a role-conditioned sink needs roles (role value: position)")
	case conditioned && s.Field != "" && roleFieldNode == nil:
		return p.errf(rolesNode, join(key, "roles"), "roles on a field sink need role-field (the sibling field holding the role)")
	case conditioned && s.Func != "" && !roleArgSeen:
		return p.errf(rolesNode, join(key, "roles"), "roles on a func sink need role-arg (the argument holding the role)")
	}
	if s.Func != "" && roleArgSeen && slices.Contains(s.Args, s.RoleArg) {
		return p.errf(argsNode, join(key, "args"), "argument %d is the role argument, not the slot", s.RoleArg)
	}
	if s.What == "" {
		s.What = s.Func + s.Field
	}
	if err := p.addSink(n, key, s); err != nil {
		return err
	}
	p.check(typeCheck{name: s.Func + s.Field, field: s.Field != "", resolve: true, nameAt: name, roleArg: -1})
	if s.Func != "" {
		c := typeCheck{name: s.Func, results: s.Results, args: s.Args, roleArg: -1}
		if resultsNode != nil {
			c.resultsAt = siteOf(resultsNode, join(key, "results"))
		}
		if argsNode != nil {
			c.argsAt = itemSites(argsNode, join(key, "args"))
		}
		if roleArgSeen {
			c.roleArg, c.roleArgAt = s.RoleArg, siteOf(roleArgNode, join(key, "role-arg"))
		}
		p.check(c)
	}
	return nil
}

// roles reads a mapping of role values to positions.
func (p *parser) roles(v *yaml.Node, key string) (map[string]policy.Position, error) {
	if v.Kind != yaml.MappingNode {
		return nil, p.errf(v, key, "want a mapping of role values to positions, got %s", kindName(v))
	}
	if len(v.Content) == 0 {
		return nil, p.errf(v, key, "empty role map")
	}
	roles := map[string]policy.Position{}
	for i := 0; i+1 < len(v.Content); i += 2 {
		kn, vn := v.Content[i], deref(v.Content[i+1])
		role, err := p.str(kn, key)
		if err != nil {
			return nil, err
		}
		path := key + "[" + strconv.Quote(role) + "]"
		if _, dup := roles[role]; dup {
			return nil, p.errf(kn, path, "duplicate role %q", role)
		}
		pos, err := p.position(vn, path)
		if err != nil {
			return nil, err
		}
		roles[role] = pos
	}
	return roles, nil
}

func (p *parser) fence(_ int, key string, n *yaml.Node) error {
	name, err := p.onlyFunc(n, key)
	if err != nil {
		return err
	}
	p.m.Sanitizers[name] = &policy.Sanitizer{Func: name, Kind: policy.Fence}
	p.m.Packages[policy.PackageOf(name)] = true
	return nil
}

func (p *parser) unwrapper(_ int, key string, n *yaml.Node) error {
	name, err := p.onlyFunc(n, key)
	if err != nil {
		return err
	}
	p.m.AddUnwrapper(policy.Unwrapper{Func: name})
	return nil
}

// onlyFunc reads an entry whose one key is func.
func (p *parser) onlyFunc(n *yaml.Node, key string) (string, error) {
	var name string
	err := p.mapping(n, key, funcKeys, func(_ string, _, v *yaml.Node) error {
		var err error
		name, err = p.funcName(v, join(key, "func"))
		return err
	})
	if err == nil && name == "" {
		err = p.errf(n, key, "want func")
	}
	return name, err
}

func (p *parser) persistence(_ int, key string, n *yaml.Node) error {
	s := policy.Sink{RoleArg: -1}
	var argsNode *yaml.Node
	err := p.mapping(n, key, persistenceKeys, func(k string, _, v *yaml.Node) error {
		var err error
		path := join(key, k)
		switch k {
		case "func":
			s.Func, err = p.funcName(v, path)
		case "args":
			argsNode = v
			s.Args, err = p.indexes(v, path)
		case "what":
			s.What, err = p.nonBlank(v, path)
		}
		return err
	})
	if err != nil {
		return err
	}
	if s.Func == "" {
		return p.errf(n, key, "want func")
	}
	if s.What == "" {
		s.What = s.Func
	}
	p.m.AddPersistence(s)
	if argsNode != nil {
		p.check(typeCheck{name: s.Func, args: s.Args, argsAt: itemSites(argsNode, join(key, "args")), roleArg: -1})
	}
	return nil
}

func (p *parser) allow(_ int, key string, n *yaml.Node) error {
	a := policy.Allow{Source: filepath.Base(p.file) + ":" + strconv.Itoa(n.Line)}
	err := p.mapping(n, key, allowKeys, func(k string, _, v *yaml.Node) error {
		var err error
		path := join(key, k)
		switch k {
		case "kind":
			a.Kind, err = p.str(v, path)
			if err == nil && (a.Kind == string(taint.KindUnknown) || !taint.Kind(a.Kind).Valid()) {
				err = p.errf(v, path, "unknown origin kind %q (want one of %s; unknown cannot be allowed)", a.Kind, strings.TrimSuffix(kinds(), ", unknown"))
			}
		case "position":
			a.Position, err = p.position(v, path)
		case "reason":
			a.Reason, err = p.nonBlank(v, path)
		}
		return err
	})
	if err != nil {
		return err
	}
	for _, need := range []struct{ key, val string }{{"kind", a.Kind}, {"position", string(a.Position)}, {"reason", a.Reason}} {
		if need.val == "" {
			return p.errf(n, key, "an allow entry needs %s (kind, position and a reason a reviewer can read)", need.key)
		}
	}
	p.m.Allows = append(p.m.Allows, a)
	return nil
}

func (p *parser) taintflow(v *yaml.Node, key string) error {
	return p.mapping(v, key, taintflowKeys, func(_ string, _, v *yaml.Node) error {
		var err error
		p.m.Argv, err = p.boolean(v, join(key, "argv"))
		return err
	})
}

func (p *parser) verbpin(v *yaml.Node, key string) error {
	return p.mapping(v, key, verbpinKeys, func(k string, _, v *yaml.Node) error {
		path := join(key, k)
		switch k {
		case "packages":
			return p.list(v, path, func(_ int, ipath string, item *yaml.Node) error {
				pat, err := p.str(item, ipath)
				if err != nil {
					return err
				}
				// An empty pattern does not disable the designation, it
				// inverts it: every path matches a zero-length prefix.
				if strings.TrimSpace(pat) == "" {
					return p.errf(item, ipath, "empty package pattern (it would match every package)")
				}
				if strings.IndexFunc(pat, unicode.IsSpace) >= 0 {
					return p.errf(item, ipath, "package pattern %q contains white space", pat)
				}
				p.m.VerbPin.Packages = append(p.m.VerbPin.Packages, pat)
				return nil
			})
		case "text":
			var err error
			p.m.VerbPin.Text, err = p.boolean(v, path)
			return err
		case "shells":
			return p.list(v, path, p.shell)
		}
		return p.list(v, path, p.verb)
	})
}

// shell reads a shell-running helper: a function that runs its argument
// arg (default 0) as a shell line.
func (p *parser) shell(_ int, key string, n *yaml.Node) error {
	var sh policy.ShellFunc
	err := p.mapping(n, key, shellKeys, func(k string, _, v *yaml.Node) error {
		var err error
		path := join(key, k)
		switch k {
		case "func":
			sh.Func, err = p.funcName(v, path)
		case "arg":
			sh.Arg, err = p.index(v, path)
		}
		return err
	})
	if err != nil {
		return err
	}
	if sh.Func == "" {
		return p.errf(n, key, "want func (the function that runs the shell line)")
	}
	for _, prev := range p.m.VerbPin.Shells {
		if prev.Func == sh.Func {
			return p.errf(n, key, "shell function %s listed twice", sh.Func)
		}
	}
	p.m.VerbPin.Shells = append(p.m.VerbPin.Shells, sh)
	return nil
}

func (p *parser) verb(_ int, key string, n *yaml.Node) error {
	var vb policy.Verb
	err := p.mapping(n, key, verbKeys, func(k string, _, v *yaml.Node) error {
		var err error
		path := join(key, k)
		switch k {
		case "func":
			vb.Func, err = p.funcName(v, path)
		case "argv":
			if v.Kind == yaml.SequenceNode && len(v.Content) == 0 {
				return p.errf(v, path, "empty argv pattern (it would match every command)")
			}
			vb.Argv, err = p.strings(v, path)
		case "name":
			vb.Name, err = p.nonBlank(v, path)
		}
		return err
	})
	if err != nil {
		return err
	}
	if (vb.Func == "") == (len(vb.Argv) == 0) {
		return p.errf(n, key, "want exactly one of func and argv")
	}
	if vb.Name == "" {
		vb.Name = vb.Func + strings.Join(vb.Argv, " ")
	}
	p.m.VerbPin.Verbs = append(p.m.VerbPin.Verbs, vb)
	return nil
}
