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
		if v := reflect.ValueOf(x); v.Kind() == reflect.Pointer && v.IsNil() {
			return "", false
		}
		return x.taintWrapper()
	case map[string]any:
		origin, _, marked := wireMap(reflect.ValueOf(x))
		return origin, marked
	}
	return "", false
}

// wireMap inspects a map whose key kind is string. marked reports whether
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
	if meta.Kind() != reflect.Map || meta.Type().Key().Kind() != reflect.String || meta.Len() != 1 {
		return MarkerInText, reflect.Value{}, true
	}
	o := elem(meta.MapIndex(reflect.ValueOf("origin").Convert(meta.Type().Key())))
	if o.Kind() != reflect.String {
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
