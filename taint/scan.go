package taint

import (
	"reflect"
	"slices"
	"strings"
)

// Bounds of [Scan]. Past either, the scan stops and fails closed.
const (
	// MaxDepth is the number of nested containers (structs, maps, slices,
	// arrays, wrappers) the scan opens. Pointers and interfaces are seen
	// through and do not count.
	MaxDepth = 64
	// MaxNodes is the number of values the scan visits. Values whose type
	// cannot hold a wrapper (a []int, a string field, a []byte) are not
	// visited and do not count.
	MaxNodes = 100000
)

// Origins that mark a failure to read provenance. Both are "unknown:"
// origins: content that could not be classified is tainted.
const (
	// ScanBoundExceeded is the origin of a value too deep or too large to
	// scan: "could not look" is not "clean".
	ScanBoundExceeded = "unknown:taint-scan-bound-exceeded"
	// MarkerInText is the origin of content that carries the Marker but no
	// wrapper that can be read: a stringified wrapper, a forged one, or an
	// object with the marker key in any other shape.
	MarkerInText = "unknown:taint-marker-in-text"
)

// ScanResult is what [Scan] found.
type ScanResult struct {
	// Origins are the distinct origins found, in the order found;
	// ScanBoundExceeded is last when a bound was hit.
	Origins []string
	// Tainted is true when any wrapper was found or a bound was hit.
	Tainted bool
	// BoundExceeded is true when the scan stopped at MaxDepth or MaxNodes.
	BoundExceeded bool
}

// Origin is the joined origin label of the result (see JoinOrigins).
func (r ScanResult) Origin() string {
	return JoinOrigins(r.Origins)
}

// Scan looks for taint wrappers anywhere in x: Value[T] of any T, and
// decoded JSON objects in wire form, inside structs (unexported fields
// too), maps (keys and values), slices, arrays, pointers, interfaces and
// inside a wrapper's own value. It reads through reflection only and never
// writes. The walk is iterative, each pointer, map and slice is visited
// once (so a cycle ends the walk of that branch; it is not a bound), and
// map entries are visited in sorted key order so the result is the same
// on every run. Channels, functions and []byte are not walked.
//
// Past MaxDepth or MaxNodes the result is tainted with ScanBoundExceeded
// after any origins found before the bound.
func Scan(x any) ScanResult {
	s := scanner{
		seen:  make(map[visitKey]struct{}),
		types: make(map[reflect.Type]bool),
	}
	s.stack = append(s.stack, scanItem{v: reflect.ValueOf(x)})
	for len(s.stack) > 0 {
		it := s.stack[len(s.stack)-1]
		s.stack = s.stack[:len(s.stack)-1]
		if !s.visit(it) {
			s.found(ScanBoundExceeded)
			return ScanResult{Origins: s.origins, Tainted: true, BoundExceeded: true}
		}
	}
	return ScanResult{Origins: s.origins, Tainted: len(s.origins) > 0}
}

type scanItem struct {
	v     reflect.Value
	depth int // containers enclosing v
}

// visitKey identifies a pointer, map or slice already walked. A slice is
// keyed by its length too: two slices of one array are different values.
type visitKey struct {
	t   reflect.Type
	ptr uintptr
	n   int
}

type entry struct {
	key   string
	value any
}

type scanner struct {
	stack     []scanItem
	entries   []entry
	nodes     int
	seen      map[visitKey]struct{}
	types     map[reflect.Type]bool // mayHold answers for this scan
	origins   []string
	originSet map[string]struct{}
}

// found records an origin once. A set, not a search of the list: a forged
// result can carry a hundred thousand distinct labels.
func (s *scanner) found(origin string) {
	if _, dup := s.originSet[origin]; dup {
		return
	}
	if s.originSet == nil {
		s.originSet = make(map[string]struct{})
	}
	s.originSet[origin] = struct{}{}
	s.origins = append(s.origins, origin)
}

// visit walks one value and pushes its children. It returns false when a
// bound is exceeded.
func (s *scanner) visit(it scanItem) bool {
	v := it.v
	// See through pointers and interfaces: they are not containers.
	for {
		switch v.Kind() {
		case reflect.Interface:
			if v.IsNil() {
				return true
			}
			v = v.Elem()
			continue
		case reflect.Pointer:
			if v.IsNil() || !s.first(v, 0) {
				return true
			}
			v = v.Elem()
			continue
		case reflect.Invalid:
			return true
		}
		break
	}
	s.nodes++
	if s.nodes > MaxNodes {
		return false
	}
	t := v.Type()
	switch v.Kind() {
	case reflect.Struct:
		if isWrapperType(t) {
			if origin := v.Field(0).String(); origin != "" { // else the zero Value: nothing in it
				s.found(canonical(origin))
				return s.push(v.Field(1), it.depth)
			}
			return true
		}
		for i := v.NumField() - 1; i >= 0; i-- {
			if !s.push(v.Field(i), it.depth) {
				return false
			}
		}
	case reflect.Map:
		if v.Len() == 0 || !s.first(v, 0) {
			return true
		}
		if m, ok := anyMap(v); ok {
			return s.visitObject(m, it.depth)
		}
		if markerKeyed(t) {
			origin, value, marked := wireMap(v)
			if marked {
				s.found(origin)
				if value.IsValid() {
					return s.push(value, it.depth)
				}
			}
		}
		keys := v.MapKeys()
		slices.SortFunc(keys, compareValues)
		for i := len(keys) - 1; i >= 0; i-- {
			if !s.push(v.MapIndex(keys[i]), it.depth) || !s.push(keys[i], it.depth) {
				return false
			}
		}
	case reflect.Slice:
		if v.Len() == 0 || !s.mayHold(t.Elem()) || !s.first(v, v.Len()) {
			return true
		}
		if a, ok := anySlice(v); ok {
			for i := len(a) - 1; i >= 0; i-- {
				if !s.pushAny(a[i], it.depth) {
					return false
				}
			}
			return true
		}
		fallthrough
	case reflect.Array:
		if !s.mayHold(t.Elem()) {
			return true
		}
		for i := v.Len() - 1; i >= 0; i-- {
			if !s.push(v.Index(i), it.depth) {
				return false
			}
		}
	}
	return true
}

// visitObject is the walk of a map[string]any (a decoded JSON object, the
// common case) without reflection on every entry.
func (s *scanner) visitObject(m map[string]any, depth int) bool {
	if _, marked := m[Marker]; marked {
		origin, value, _ := wireMap(reflect.ValueOf(m))
		s.found(origin)
		if value.IsValid() {
			return s.push(value, depth)
		}
	}
	// The entries buffer is reused: values are on the stack before the
	// next object is visited.
	s.entries = s.entries[:0]
	for k, v := range m {
		s.entries = append(s.entries, entry{k, v})
	}
	slices.SortFunc(s.entries, func(a, b entry) int { return strings.Compare(a.key, b.key) })
	for i := len(s.entries) - 1; i >= 0; i-- {
		if !s.pushAny(s.entries[i].value, depth) {
			return false
		}
	}
	return true
}

// pushAny is push for an element of an any (static type any, so it is a
// visited value whatever its dynamic type, as on the reflection path).
func (s *scanner) pushAny(x any, parentDepth int) bool {
	if x == nil {
		return true
	}
	if parentDepth >= MaxDepth {
		return false
	}
	s.stack = append(s.stack, scanItem{v: reflect.ValueOf(x), depth: parentDepth + 1})
	return true
}

// anyMap and anySlice return v as the generic JSON types when it is one
// and readable without reflection (not reached through an unexported field).
func anyMap(v reflect.Value) (map[string]any, bool) {
	if v.Type() != reflect.TypeFor[map[string]any]() || !v.CanInterface() {
		return nil, false
	}
	return v.Interface().(map[string]any), true
}

func anySlice(v reflect.Value) ([]any, bool) {
	if v.Type() != reflect.TypeFor[[]any]() || !v.CanInterface() {
		return nil, false
	}
	return v.Interface().([]any), true
}

// push schedules child, enclosed by one more container than its parent,
// unless its type cannot hold a wrapper. It returns false when opening the
// parent exceeds MaxDepth.
func (s *scanner) push(child reflect.Value, parentDepth int) bool {
	if !s.mayHold(child.Type()) || child.Kind() == reflect.Interface && child.IsNil() {
		return true
	}
	if parentDepth >= MaxDepth {
		return false
	}
	s.stack = append(s.stack, scanItem{v: child, depth: parentDepth + 1})
	return true
}

// first records a pointer, map or slice and reports whether it is new.
func (s *scanner) first(v reflect.Value, n int) bool {
	k := visitKey{t: v.Type(), ptr: v.Pointer(), n: n}
	if _, ok := s.seen[k]; ok {
		return false
	}
	s.seen[k] = struct{}{}
	return true
}

// mayHold reports whether a value of type t can hold a wrapper: whether an
// interface, a Value[T], or a string-keyed map (a decoded JSON object) is
// reachable in t's type graph. Types that cannot are skipped unvisited, so
// a []string of any length costs nothing and counts nothing.
func (s *scanner) mayHold(t reflect.Type) bool {
	if r, ok := s.types[t]; ok {
		return r
	}
	reached := map[reflect.Type]bool{}
	work := []reflect.Type{t}
	hold := false
	for len(work) > 0 && !hold {
		u := work[len(work)-1]
		work = work[:len(work)-1]
		if reached[u] {
			continue
		}
		reached[u] = true
		if r, ok := s.types[u]; ok {
			hold = r
			continue
		}
		switch u.Kind() {
		case reflect.Interface:
			hold = true
		case reflect.Map:
			hold = u.Key().Kind() == reflect.String
			work = append(work, u.Key(), u.Elem())
		case reflect.Pointer, reflect.Slice:
			work = append(work, u.Elem())
		case reflect.Array:
			if u.Len() > 0 {
				work = append(work, u.Elem())
			}
		case reflect.Struct:
			if isWrapperType(u) {
				hold = true
				break
			}
			for i := range u.NumField() {
				work = append(work, u.Field(i).Type)
			}
		}
	}
	if hold {
		s.types[t] = true
	} else {
		// Nothing reachable from t holds a wrapper, so nothing reachable
		// from any type on the way does either.
		for u := range reached {
			s.types[u] = false
		}
	}
	return hold
}

// isWrapperType reports whether t is a Value[T] of this package (a struct
// embedding one implements wrapper too, but is walked field by field).
func isWrapperType(t reflect.Type) bool {
	return t.Kind() == reflect.Struct &&
		t.PkgPath() == reflect.TypeFor[Value[struct{}]]().PkgPath() &&
		t.Implements(reflect.TypeFor[wrapper]())
}
