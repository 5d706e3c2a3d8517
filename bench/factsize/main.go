// Command factsize says what a vetx file (the facts go vet hands from a
// package to its importers) is made of: bytes by package and fact type,
// and for agentvet's function facts, how many sources, sinks and path
// hops they carry. Issue 13's memory work starts from it:
//
//	go run ./bench/factsize $(find "$(go env GOCACHE)" -size +20M -name '*-d')
package main

import (
	"bytes"
	"encoding/binary"
	"encoding/gob"
	"flag"
	"fmt"
	"os"
	"sort"

	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/internal/flow"
	"github.com/agentvet/agentvet/verbpin"
)

// gobFact mirrors the record x/tools' facts package encodes.
type gobFact struct {
	PkgPath string
	Object  string
	Fact    analysis.Fact
}

type tally struct {
	facts, bytes        int
	results, sinks, hop int
	flows               int
}

func main() {
	top := flag.Int("top", 15, "packages to list per file")
	flag.Parse()
	for _, a := range []*analysis.Analyzer{flow.New(nil), verbpin.Analyzer} {
		for _, f := range a.FactTypes {
			gob.Register(f)
		}
	}
	for _, file := range flag.Args() {
		if err := report(file, *top); err != nil {
			fmt.Fprintf(os.Stderr, "factsize: %s: %v\n", file, err)
		}
	}
}

func report(file string, top int) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	// unitchecker's vetx file: "vetx", the lengths of the type export
	// data and of the facts (little-endian uint32), then both.
	if len(data) < 12 || string(data[:4]) != "vetx" {
		return fmt.Errorf("not a vetx file")
	}
	typesLen := binary.LittleEndian.Uint32(data[4:8])
	factsLen := binary.LittleEndian.Uint32(data[8:12])
	if uint64(12)+uint64(typesLen)+uint64(factsLen) > uint64(len(data)) {
		return fmt.Errorf("truncated vetx file")
	}
	fmt.Printf("%s: %d bytes of types, %d bytes of facts\n", file, typesLen, factsLen)
	var facts []gobFact
	if factsLen > 0 {
		if err := gob.NewDecoder(bytes.NewReader(data[12+typesLen : 12+typesLen+factsLen])).Decode(&facts); err != nil {
			return err
		}
	}
	byPkg := map[string]*tally{}
	byType := map[string]*tally{}
	var all tally
	for _, f := range facts {
		var buf bytes.Buffer
		if err := gob.NewEncoder(&buf).Encode(&f); err != nil {
			return err
		}
		n := buf.Len()
		t := fmt.Sprintf("%T", f.Fact)
		for _, x := range []*tally{get(byPkg, f.PkgPath), get(byType, t), &all} {
			x.facts++
			x.bytes += n
			if ff, ok := f.Fact.(*flow.FuncFact); ok {
				x.results += len(ff.Results)
				x.sinks += len(ff.ParamSinks)
				x.flows += len(ff.ParamFlows)
				// hops as written: each path of Paths once
				for _, p := range ff.Paths {
					x.hop += len(p)
				}
				for _, r := range ff.Results {
					x.hop += len(r.Path)
				}
				for _, s := range ff.ParamSinks {
					x.hop += len(s.Path)
				}
			}
		}
	}
	fmt.Printf("  %d facts, %d packages\n", all.facts, len(byPkg))
	print("type", byType, len(byType))
	print("package", byPkg, top)
	fmt.Printf("  flow.FuncFact: %d results, %d param sinks, %d param flows, %d hops\n", all.results, all.sinks, all.flows, all.hop)
	return nil
}

func get(m map[string]*tally, k string) *tally {
	if m[k] == nil {
		m[k] = &tally{}
	}
	return m[k]
}

func print(what string, m map[string]*tally, top int) {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		return m[keys[i]].bytes > m[keys[j]].bytes || m[keys[i]].bytes == m[keys[j]].bytes && keys[i] < keys[j]
	})
	for i, k := range keys {
		if i == top {
			break
		}
		t := m[k]
		fmt.Printf("  %s %-60s %10d bytes %6d facts %6d results %6d sinks %7d hops\n", what, k, t.bytes, t.facts, t.results, t.sinks, t.hop)
	}
}
