package taint

import "reflect"

// IsTainted reports whether x itself is a taint wrapper: a Value[T] (or a
// non-nil pointer to one) or a decoded JSON object in wire form. It looks
// at the top level only; [Scan] looks inside.
func IsTainted(x any) bool {
	_, ok := OriginOf(x)
	return ok
}

// OriginOf returns the origin of x when x itself is a taint wrapper (see
// [IsTainted]). An origin read from a decoded JSON object is read against
// the vocabulary, so a kind nobody defined comes back as "unknown:…". An
// object that carries the [Marker] key but is not exactly the wire form is
// tainted with origin [MarkerInText]: a forged or mangled wrapper is not
// a reason to trust what it holds.
func OriginOf(x any) (string, bool) {
	switch x := x.(type) {
	case nil:
		return "", false
	case wrapper:
		return wrapperOrigin(x)
	case map[string]any:
		origin, _, marked := wireMap(reflect.ValueOf(x))
		return origin, marked
	}
	return "", false
}

// wrapperOrigin asks w for its origin. A nil *Value, or a struct that
// embeds a nil *Value, holds nothing: the promoted method would dereference
// nil, so that case answers "not tainted" instead of panicking.
func wrapperOrigin(w wrapper) (origin string, ok bool) {
	defer func() {
		if recover() != nil {
			origin, ok = "", false
		}
	}()
	return w.taintWrapper()
}

// markerKeyed reports whether t is a map type whose keys can be the
// Marker: string keys (a decoded JSON object) or interface keys (what some
// YAML decoders produce).
func markerKeyed(t reflect.Type) bool {
	if t.Kind() != reflect.Map {
		return false
	}
	k := t.Key().Kind()
	return k == reflect.String || k == reflect.Interface
}

// wireMap inspects a map whose keys can be the Marker (see markerKeyed). marked reports whether
// it has the Marker key; then origin is the wrapper's origin (MarkerInText
// when the map is not exactly the wire form) and, for the wire form, value
// is the wrapped value.
func wireMap(m reflect.Value) (origin string, value reflect.Value, marked bool) {
	markerKey := reflect.ValueOf(Marker).Convert(m.Type().Key())
	meta := m.MapIndex(markerKey)
	if !meta.IsValid() {
		return "", reflect.Value{}, false
	}
	if m.Len() != 2 {
		return MarkerInText, reflect.Value{}, true
	}
	value = m.MapIndex(reflect.ValueOf("value").Convert(m.Type().Key()))
	if !value.IsValid() {
		return MarkerInText, reflect.Value{}, true
	}
	meta = elem(meta)
	if !markerKeyed(meta.Type()) || meta.Len() != 1 {
		return MarkerInText, reflect.Value{}, true
	}
	o := elem(meta.MapIndex(reflect.ValueOf("origin").Convert(meta.Type().Key())))
	if !o.IsValid() || o.Kind() != reflect.String {
		return MarkerInText, reflect.Value{}, true
	}
	return canonical(o.String()), value, true
}

// elem looks through interfaces (a decoded JSON value is an any).
func elem(v reflect.Value) reflect.Value {
	for v.Kind() == reflect.Interface && !v.IsNil() {
		v = v.Elem()
	}
	return v
}
