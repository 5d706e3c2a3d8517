package flow

import (
	"go/token"
	"go/types"

	"github.com/agentvet/agentvet/internal/report"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"
)

type srcKind uint8

const (
	srcProducer srcKind = iota // a policy producer, a directive, a callee fact
	srcParam                   // parameter of the function being summarised (or what calling it returns)
	srcUnwrap                  // an unwrapper's own result (origin possibly unknown)
	srcImpl                    // a value of a concrete type, carried by an interface value
	srcFunc                    // a function value
	srcGlobal                  // what a package-level variable holds at path, for a summary
)

// source is where a label came from. Producers carry the path from the
// producer to the point it entered the function being analysed.
type source struct {
	kind     srcKind
	fn       *ssa.Function // srcParam: the function
	param    int           // srcParam: the parameter index (receiver first)
	ppath    string        // srcParam: the memory path below the parameter (".f2" for p.Field)
	origin   string
	producer string
	path     []Hop
	// unwrap is the unwrap call a srcUnwrap source stands for.
	unwrap token.Pos
	// call, for srcParam, says the label stands for what calling the
	// parameter's value returns: "" not a call, callFunc for a function
	// value, else the name of the method invoked on an interface value
	// (a higher-order summary, resolved where the value is supplied).
	call string
	// cpath, for a call, is the path below what the call returns that
	// the label stands for (a field of a method's result read by the
	// summarised function: a callee that puts one field of an item in
	// a message does not take the whole item the method returns).
	cpath string
	// impl is the concrete type of a srcImpl; fnObj the named function
	// (or method) and lit the function literal of a srcFunc.
	impl  types.Type
	fnObj *types.Func
	lit   *ssa.Function
	// global is the variable of a srcGlobal (at ppath, with call).
	global *ssa.Global
}

// callFunc is source.call for a call of a function value.
const callFunc = "()"

// textual reports whether s is third-party text (not a parameter, not a
// type or function carried for dispatch).
func (s *source) textual() bool { return s.kind == srcProducer || s.kind == srcUnwrap }

type sourceKey struct {
	kind     srcKind
	fn       *ssa.Function
	param    int
	origin   string
	producer string
	unwrap   token.Pos
	ppath    string
	path     string // every hop, so a finding shows its own path
	call     string
	cpath    string
	impl     string
	fnObj    *types.Func
	lit      *ssa.Function
	global   *ssa.Global
}

func keyOf(s *source) sourceKey {
	k := sourceKey{kind: s.kind, fn: s.fn, param: s.param, origin: s.origin, producer: s.producer, unwrap: s.unwrap, ppath: s.ppath, call: s.call, cpath: s.cpath, fnObj: s.fnObj, lit: s.lit, global: s.global}
	if s.impl != nil {
		k.impl = types.TypeString(s.impl, nil)
	}
	var b strings.Builder
	for _, h := range s.path {
		b.WriteString(strconv.Itoa(int(h.Pos)))
		b.WriteByte(' ')
		if h.Far.File != "" {
			b.WriteString(h.Far.File)
			b.WriteByte(':')
			b.WriteString(strconv.Itoa(h.Far.Offset))
			b.WriteByte(' ')
		}
		b.WriteString(h.What)
		b.WriteByte('\n')
	}
	k.path = b.String()
	return k
}

// sourceID interns s in the package's source table.
func (p *pkgState) sourceID(s source) int32 {
	k := keyOf(&s)
	if id, ok := p.srcIndex[k]; ok {
		return id
	}
	id := int32(len(p.sources))
	p.sources = append(p.sources, s)
	p.srcIndex[k] = id
	return id
}

// extend returns a new source like p.sources[id] with hop appended to its
// path (paths are capped so recursion cannot grow them without end).
func (p *pkgState) extend(id int32, hop Hop) int32 {
	k := extendKey{id, hop.Pos, hop.What, hop.Far}
	if ext, ok := p.extended[k]; ok {
		return ext
	}
	ext := p.extend1(id, hop)
	p.extended[k] = ext
	return ext
}

// extendKey is a source and a hop added to its path.
type extendKey struct {
	id   int32
	pos  token.Pos
	what string
	far  report.Pos
}

func (p *pkgState) extend1(id int32, hop Hop) int32 {
	s := p.sources[id]
	if !s.textual() {
		return id
	}
	if len(s.path) >= maxPath {
		return id
	}
	// A hop already on the path is a cycle (recursion, a decorator that
	// wraps its own kind): the path stays as it is, so the labels settle.
	for _, h := range s.path {
		if h.What == hop.What && h.Pos == hop.Pos && h.Far == hop.Far {
			return id
		}
	}
	path := make([]Hop, len(s.path)+1)
	copy(path, s.path)
	path[len(s.path)] = hop
	s.path = path
	return p.sourceID(s)
}

const maxPath = 8
