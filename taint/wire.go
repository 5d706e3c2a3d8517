package taint

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
)

// Marker is the key that makes a JSON object a taint wrapper. The wire form
// of a Value is exactly
//
//	{"__loomTainted":{"origin":O},"value":V}
//
// the shape of the seed system's logs, so a value written to a log, a
// journal or a store and read back is still tainted.
const Marker = "__loomTainted"

// MarshalJSON encodes v in the wire form.
func (v Value[T]) MarshalJSON() ([]byte, error) {
	inner, err := json.Marshal(v.value)
	if err != nil {
		return nil, fmt.Errorf("taint: value of origin %q: %w", v.Origin(), err)
	}
	origin, err := json.Marshal(v.Origin())
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.Grow(len(inner) + len(origin) + len(Marker) + 24)
	b.WriteString(`{"` + Marker + `":{"origin":`)
	b.Write(origin)
	b.WriteString(`},"value":`)
	b.Write(inner)
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON decodes the wire form and nothing else: null, a bare value,
// a missing or repeated key, an extra key (at either level) and an origin
// that is not a string are all errors. The origin's kind is read against
// the vocabulary: an unknown kind is kept as the detail of an "unknown:"
// origin. Numbers inside the value decode as json.Number when T is an
// interface, so a value survives a round trip byte for byte.
func (v *Value[T]) UnmarshalJSON(data []byte) error {
	origin, raw, err := parseWire(data)
	if err != nil {
		return err
	}
	var inner T
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if err := dec.Decode(&inner); err != nil {
		return fmt.Errorf("taint: wrapper value: %w", err)
	}
	*v = Value[T]{origin: canonical(origin), value: inner}
	return nil
}

// parseWire checks the wire form's shape and returns the origin and the raw
// value. It walks the tokens itself because encoding/json into a struct
// would accept case-folded keys, repeated keys and extra keys silently.
func parseWire(data []byte) (origin string, value json.RawMessage, err error) {
	var top map[string]json.RawMessage
	if err := decodeObject(data, &top); err != nil {
		return "", nil, fmt.Errorf("taint: not a wrapper (want {%q:{\"origin\":O},\"value\":V}): %w", Marker, err)
	}
	meta, okMeta := top[Marker]
	value, okValue := top["value"]
	if !okMeta || !okValue || len(top) != 2 {
		return "", nil, fmt.Errorf("taint: not a wrapper: want exactly the keys %q and \"value\", got %s", Marker, keyList(top))
	}
	var inner map[string]json.RawMessage
	if err := decodeObject(meta, &inner); err != nil {
		return "", nil, fmt.Errorf("taint: wrapper key %q: %w", Marker, err)
	}
	o, ok := inner["origin"]
	if !ok || len(inner) != 1 {
		return "", nil, fmt.Errorf("taint: wrapper key %q: want exactly the key \"origin\", got %s", Marker, keyList(inner))
	}
	if err := json.Unmarshal(o, &origin); err != nil || bytes.Equal(bytes.TrimSpace(o), []byte("null")) {
		return "", nil, fmt.Errorf("taint: wrapper origin is not a string: %s", o)
	}
	return origin, value, nil
}

// decodeObject decodes one JSON object into m, refusing anything that is
// not an object (null included) and any key that appears twice.
func decodeObject(data []byte, m *map[string]json.RawMessage) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return fmt.Errorf("want an object, got %s", describe(tok))
	}
	out := make(map[string]json.RawMessage, 2)
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		key, ok := tok.(string)
		if !ok {
			return fmt.Errorf("want a key, got %s", describe(tok))
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return fmt.Errorf("key %q: %w", key, err)
		}
		if _, dup := out[key]; dup {
			return fmt.Errorf("key %q appears twice", key)
		}
		out[key] = raw
	}
	if _, err := dec.Token(); err != nil { // the closing brace
		return err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return errors.New("trailing data after the object")
	}
	*m = out
	return nil
}

func describe(tok json.Token) string {
	switch t := tok.(type) {
	case nil:
		return "null"
	case json.Delim:
		return string(t)
	case string:
		return "a string"
	case bool:
		return "a boolean"
	default:
		return "a number"
	}
}

func keyList(m map[string]json.RawMessage) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	b, _ := json.Marshal(keys)
	return string(b)
}
