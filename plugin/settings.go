package plugin

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/analyzers"
)

// decode turns the raw `settings:` value golangci-lint hands a plugin (nil,
// or a map whose keys viper has lower-cased) into flag values, one string
// per key. Nested values are refused: every analyzer flag is a scalar.
func decode(name string, conf any) (map[string]string, error) {
	out := map[string]string{}
	if conf == nil {
		return out, nil
	}
	m, ok := conf.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("%s: settings must be a mapping of flag names to values, not %T", name, conf)
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys) // the same error on every run
	for _, k := range keys {
		if k == policyHashKey {
			continue // ours, recorded by saltWithPolicy
		}
		s, err := scalar(m[k])
		if err != nil {
			return nil, fmt.Errorf("%s: settings: %s: %v", name, k, err)
		}
		out[k] = s
	}
	return out, nil
}

// scalar spells a YAML scalar the way flag.Value.Set parses it.
func scalar(v any) (string, error) {
	switch v := v.(type) {
	case string:
		return v, nil
	case bool:
		return strconv.FormatBool(v), nil
	case int:
		return strconv.Itoa(v), nil
	case int64:
		return strconv.FormatInt(v, 10), nil
	case uint64:
		return strconv.FormatUint(v, 10), nil
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64), nil
	case nil:
		return "", fmt.Errorf("no value")
	default:
		return "", fmt.Errorf("want a string, boolean or number, not %T", v)
	}
}

// apply sets a's flags from settings, in sorted key order so an error is
// the same on every run. Keys match flag names case-insensitively, because
// golangci-lint's config loader lower-cases them. Either every setting is
// applied or, on an error, none is.
//
// Flags the analyzers share (config: one policy for the whole suite) are
// bound to one value; a second analyzer naming a different value for one is
// an error instead of a silent last-writer-wins.
func apply(a *analysis.Analyzer, settings map[string]string) error {
	keys := make([]string, 0, len(settings))
	for k := range settings {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	type undo struct {
		f    *flag.Flag
		prev string
	}
	var done []undo
	rollback := func() {
		for _, u := range slices.Backward(done) {
			_ = a.Flags.Set(u.f.Name, u.prev)
		}
	}
	for _, k := range keys {
		if err := set(a, k, settings[k], func(f *flag.Flag, prev string) { done = append(done, undo{f, prev}) }); err != nil {
			rollback()
			return err
		}
	}
	return nil
}

// set sets one flag of a, calling record with its previous value first.
func set(a *analysis.Analyzer, key, v string, record func(*flag.Flag, string)) error {
	f := lookup(&a.Flags, key)
	if f == nil {
		return fmt.Errorf("%s: settings: unknown key %q (known: %s)", a.Name, key, strings.Join(flagNames(&a.Flags), ", "))
	}
	if f.Name == "config" && v != "" {
		// Fail at startup, with the key's name, rather than in the
		// middle of the first package.
		if _, err := os.Stat(v); err != nil {
			return fmt.Errorf("%s: settings: config: %v", a.Name, err)
		}
	}
	prev := f.Value.String()
	if prev != f.DefValue && prev != v && shared(a, f) {
		return fmt.Errorf("%s: settings: %s: %q conflicts with %q set for another agentvet linter (the analyzers share one %s)", a.Name, key, v, prev, f.Name)
	}
	record(f, prev)
	if err := a.Flags.Set(f.Name, v); err != nil {
		return fmt.Errorf("%s: settings: %s: %v", a.Name, key, err)
	}
	return nil
}

// shared reports whether another agentvet analyzer has a flag bound to the
// same value as f.
func shared(a *analysis.Analyzer, f *flag.Flag) bool {
	for _, b := range analyzers.All() {
		if b == a {
			continue
		}
		if g := b.Flags.Lookup(f.Name); g != nil && g.Value == f.Value {
			return true
		}
	}
	return false
}

func lookup(fs *flag.FlagSet, key string) *flag.Flag {
	if f := fs.Lookup(key); f != nil {
		return f
	}
	var found *flag.Flag
	fs.VisitAll(func(f *flag.Flag) {
		if found == nil && strings.EqualFold(f.Name, key) {
			found = f
		}
	})
	return found
}

// flagNames lists fs's flags in the order flag.VisitAll gives (sorted).
func flagNames(fs *flag.FlagSet) []string {
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	if len(names) == 0 {
		names = []string{"none"}
	}
	return names
}
