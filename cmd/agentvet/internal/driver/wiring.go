package driver

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/agentvet/agentvet/cmd/agentvet/internal/record"
	"github.com/agentvet/agentvet/internal/flow"
)

// wire matches the offers of a first run's records: every interface of
// the program against every concrete type with a method summary that
// matters (third-party results, sinks), for the interface methods some
// package calls without an implementation in sight. A type implements an interface
// when its pointer's method set has each of the interface's methods, by
// name and signature (types.Implements over names: the types themselves
// live in other processes). It returns nil when nothing matches: the
// second run would change nothing.
func wire(records []*record.Record) *flow.Wiring {
	recs := slices.Clone(records)
	// The package's own unit before its test variant, which also sees
	// the types of its _test.go files.
	slices.SortStableFunc(recs, func(a, b *record.Record) int {
		if c := cmp.Compare(a.Package, b.Package); c != 0 {
			return c
		}
		if a.Test != b.Test {
			if !a.Test {
				return -1
			}
			return 1
		}
		return 0
	})
	var ifaces []flow.Interface
	var impls []flow.Impl
	seenIface, seenImpl := map[string]bool{}, map[string]bool{}
	called := map[string]bool{}
	for _, r := range recs {
		if r.Offer == nil {
			continue
		}
		for _, c := range r.Offer.Calls {
			called[c] = true
		}
		for _, in := range r.Offer.Interfaces {
			if !seenIface[in.Name] {
				seenIface[in.Name] = true
				ifaces = append(ifaces, in)
			}
		}
		for _, im := range r.Offer.Impls {
			if !seenImpl[im.Type] {
				seenImpl[im.Type] = true
				impls = append(impls, im)
			}
		}
	}
	byMethod := map[string][]flow.MethodFact{}
	for _, in := range ifaces {
		for _, im := range impls {
			if !implements(im, in) {
				continue
			}
			for _, mf := range im.Facts {
				for _, m := range in.Methods {
					if m.Name == mf.Method {
						key := "(" + in.Name + ")." + bareName(m.Name)
						if called[key] {
							byMethod[key] = append(byMethod[key], mf)
						}
					}
				}
			}
		}
	}
	if len(byMethod) == 0 {
		return nil
	}
	w := &flow.Wiring{Version: flow.WiringVersion}
	for _, key := range slices.Sorted(maps.Keys(byMethod)) {
		mfs := byMethod[key]
		slices.SortFunc(mfs, func(a, b flow.MethodFact) int { return cmp.Compare(a.Func, b.Func) })
		w.Methods = append(w.Methods, flow.WiredMethod{Method: key, Impls: slices.CompactFunc(mfs, func(a, b flow.MethodFact) bool { return a.Func == b.Func })})
	}
	return w
}

func implements(im flow.Impl, in flow.Interface) bool {
	have := make(map[flow.Method]bool, len(im.Methods))
	for _, m := range im.Methods {
		have[m] = true
	}
	for _, m := range in.Methods {
		if !have[m] {
			return false
		}
	}
	return true
}

// bareName is a method's name without the package an unexported name is
// qualified by.
func bareName(key string) string {
	return key[strings.LastIndex(key, ".")+1:]
}

// writeWiring writes w where its name is its content's hash: the name
// goes into go vet's cache key (a flag), so equal wirings replay and a
// changed one is a miss.
func writeWiring(w *flow.Wiring) (string, error) {
	data, err := json.Marshal(w)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(data)
	dir, err := os.UserCacheDir()
	if err != nil {
		dir = os.TempDir()
	}
	dir = filepath.Join(dir, "agentvet", "wiring")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("wiring: %v", err)
	}
	path := filepath.Join(dir, hex.EncodeToString(sum[:16])+".json")
	if _, err := os.Stat(path); err == nil {
		return path, nil
	}
	tmp, err := os.CreateTemp(dir, "wiring-*")
	if err != nil {
		return "", fmt.Errorf("wiring: %v", err)
	}
	_, err = tmp.Write(data)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		_ = os.Remove(tmp.Name())
		return "", fmt.Errorf("wiring: %v", err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return "", fmt.Errorf("wiring: %v", err)
	}
	return path, nil
}
