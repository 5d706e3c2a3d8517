// Package driver is the standalone agentvet command's engine room: it
// asks go list which packages can load, runs go vet with agentvet as its
// tool on those, in emit mode (package vettool), and assembles the
// structured records the tool writes into one Result: the findings of
// the packages asked for, and every package that could not be analysed
// with its first error. See docs/driver.md for why it drives go vet.
package driver

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/agentvet/agentvet/cmd/agentvet/internal/record"
	"github.com/agentvet/agentvet/internal/flow"
	"github.com/agentvet/agentvet/internal/report"
)

// Config is one standalone run.
type Config struct {
	Dir      string   // where go list and go vet run
	Env      []string // their environment; nil is this process's
	Patterns []string // package patterns; empty means ./...
	Tags     string   // build tags, comma-separated
	// Vettool is the agentvet binary go vet runs.
	Vettool string
	// Analyzers are the analyzers to run, by name; Inventory is added.
	Analyzers []string
	// Flags are more tool flags (-NAME.FLAG=value), passed as given.
	Flags []string
	// Config is the content of the configuration file ("" when there is
	// none) and Nonce, when not "", a value that makes every unit a cache
	// miss (-fresh): both go into the cache key (see CacheKey).
	Config []byte
	Nonce  string
	// ConfigFile is the file Config was read from: the driver does not
	// read it; the command tells the configuration's refusals, which the
	// analyzers report per package, from the packages' own failures.
	ConfigFile string
	// WiringFlag is the tool flag ("-taintflow.wiring") that hands the
	// second run its wiring file; "" runs go vet once (no analyzer that
	// takes it, or -wiring=false).
	WiringFlag string
}

// Result is what a run found.
type Result struct {
	// Root is the main module's directory (or Dir): SARIF locations are
	// relative to it.
	Root string
	// Findings are those of the packages asked for, suppressed ones
	// included, sorted and each once.
	Findings []report.Finding
	// Failures are the packages that could not be analysed, sorted.
	Failures []Failure
	// Skipped are the packages the engine left alone on purpose.
	Skipped []Skip
	// Unwraps are the taint.Unwrap sites of the packages asked for.
	Unwraps []record.Unwrap
	// Debug are the summaries the analyzers' -debug flag printed in the
	// last run (go vet keeps a tool's standard error to itself).
	Debug []string
}

// Skip is a package the engine did not analyse, and why.
type Skip struct {
	Package string
	Why     string
	// Root is set for a package that was asked for (the others are
	// dependencies, analysed for their types and facts).
	Root bool
}

// CacheKey returns the -agentvet.emit value of a run: go vet's cache key
// covers the tool binary, the flags and the source, but not the content
// of the configuration file a flag names, nor the record format; the key
// does. It also names the module root: records hold absolute file names,
// and two checkouts of one module must not share them (go leaves the
// directory out of its keys under -trimpath). nonce, when not "", makes
// every unit a cache miss.
func CacheKey(configFile []byte, root, nonce string) string {
	h := sha256.New()
	fmt.Fprintf(h, "agentvet records v%d\n", record.Version)
	fmt.Fprintf(h, "config %d\n", len(configFile))
	h.Write(configFile)
	fmt.Fprintf(h, "root %q\n", root)
	fmt.Fprintf(h, "nonce %q\n", nonce)
	return hex.EncodeToString(h.Sum(nil))[:32]
}

// unit is one package as go vet analyses it: with its _test.go files or
// without.
type unit struct {
	pkg  string
	test bool
}

// Run runs agentvet on cfg's packages.
func Run(cfg Config) (*Result, error) {
	g := goCmd{dir: cfg.Dir, env: cfg.Env, tags: cfg.Tags}
	patterns := cfg.Patterns
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	graph, err := list(g, patterns)
	if err != nil {
		return nil, err
	}
	if len(graph.Roots) == 0 {
		return nil, fmt.Errorf("no packages match %s", strings.Join(patterns, " "))
	}
	res := &Result{Root: moduleRoot(graph.Roots, cfg.Dir)}
	var good []*Package
	for _, p := range graph.Roots {
		if e := graph.loadError(p); e != nil {
			res.Failures = append(res.Failures, fromPackageError(p.ImportPath, e, cfg.Dir))
			continue
		}
		good = append(good, p)
	}
	if len(good) > 0 {
		// go vet is given the patterns when everything loads (a command
		// line of any length, file patterns too), else the packages that
		// load: one that does not would stop it before it starts.
		pkgs := patterns
		if len(good) < len(graph.Roots) {
			pkgs = importPaths(good)
		}
		key := CacheKey(cfg.Config, res.Root, cfg.Nonce)
		flags := toolFlags(cfg, key)
		run, err := vet(g, cfg.Vettool, flags, pkgs)
		if err != nil {
			return nil, err
		}
		if w := cfg.wiring(run.records); w != nil {
			// The second run: interface calls follow their
			// implementations anywhere in the program.
			path, err := writeWiring(w)
			if err != nil {
				return nil, err
			}
			if run, err = vet(g, cfg.Vettool, append(flags, cfg.WiringFlag+"="+path), pkgs); err != nil {
				return nil, err
			}
		}
		res.collect(cfg, graph, good, run)
		res.Debug = debugLines(run.stderr)
		if cfg.Nonce == "" && res.replayedNothing() {
			// go vet exited 0 but replayed no result for a unit: a
			// cached entry whose output was lost (seen after the disk
			// filled up while go vet saved it). go vet would replay
			// it on every run; one fresh run makes every unit a miss.
			cfg.Nonce = rand.Text()
			return Run(cfg)
		}
	}
	sortFailures(res.Failures)
	return res, nil
}

// replayedNothing reports whether a unit went without a result although
// go vet did not fail (see noResultMsg).
func (r *Result) replayedNothing() bool {
	for _, f := range r.Failures {
		if f.Message == noResultMsg {
			return true
		}
	}
	return false
}

// wiring returns the wiring of a first run's records, or nil when there
// is none or the run asks for none (-wiring=false, or no analyzer that
// takes the flag).
func (cfg Config) wiring(records []*record.Record) *flow.Wiring {
	if cfg.WiringFlag == "" {
		return nil
	}
	return wire(records)
}

func toolFlags(cfg Config, key string) []string {
	flags := []string{"-" + record.EmitFlag + "=" + key}
	// Explicit -NAME=true flags: go vet's tool then runs those alone.
	for _, name := range append(slices.Clone(cfg.Analyzers), record.Inventory) {
		flags = append(flags, "-"+name+"=true")
	}
	return append(flags, cfg.Flags...)
}

func importPaths(pkgs []*Package) []string {
	out := make([]string, len(pkgs))
	for i, p := range pkgs {
		out[i] = p.ImportPath
	}
	return out
}

// moduleRoot returns the directory of the main module of the first root
// that belongs to one, or dir when none does.
func moduleRoot(roots []*Package, dir string) string {
	for _, p := range roots {
		if p.Module != nil && p.Module.Main && p.Module.Dir != "" {
			return filepath.Clean(p.Module.Dir)
		}
	}
	return filepath.Clean(dir)
}

// debugPrefix starts each summary line the engine's -debug flag prints.
const debugPrefix = "agentvet debug: "

// debugLines returns the -debug lines of go vet's standard error, in order.
func debugLines(stderr string) []string {
	var out []string
	for _, line := range strings.Split(stderr, "\n") {
		if strings.HasPrefix(line, debugPrefix) {
			out = append(out, line)
		}
	}
	return out
}
