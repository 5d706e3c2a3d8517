package cli

import (
	"crypto/rand"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/analyzers/config"
	"github.com/agentvet/agentvet/cmd/agentvet/internal/driver"
)

// loadFlags are the flags every subcommand that analyses packages takes.
type loadFlags struct {
	config   string
	tests    bool
	examples bool
	tags     string
	verbose  bool
	fresh    bool
	wiring   bool
}

func (l *loadFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&l.config, "config", "", "agentvet configuration `file` (default: agentvet.yaml at the module root, if present)")
	fs.BoolVar(&l.tests, "tests", false, "also report findings in _test.go files (left out by default: test code does not ship)")
	fs.BoolVar(&l.examples, "examples", false, "also report findings under examples/, example/ and _examples/ directories of the module (left out by default: demos do not ship)")
	fs.StringVar(&l.tags, "tags", "", "comma-separated build `tags`")
	fs.BoolVar(&l.verbose, "v", false, "also name the packages analysed only for their types, and why (the preset that describes them, no relevant import; the standard library is counted)")
	fs.BoolVar(&l.fresh, "fresh", false, "analyse every package again instead of replaying go vet's cached results")
	fs.BoolVar(&l.wiring, "wiring", true, "when an interface of the program has implementations whose summaries carry third-party text or sinks, run a second time and follow interface calls to them in packages the caller does not import (-wiring=false: one run)")
}

// sharedFlag returns "-NAME.FLAG" of the first of analyzers that has flag
// name (the agentvet analyzers share -config and -tests: setting one sets
// all), or "" when none has it.
func sharedFlag(analyzers []*analysis.Analyzer, name string) string {
	for _, a := range analyzers {
		if a.Flags.Lookup(name) != nil {
			return "-" + a.Name + "." + name
		}
	}
	return ""
}

// runConfig turns the parsed flags into a driver configuration: the
// analyzers to run, the flags go vet passes to the tool, and what goes
// into the cache key. It checks the configuration file first, so a mistake in it is one
// clear error (exit 2) instead of a failure in every package.
func (c *Command) runConfig(fs *flag.FlagSet, lf *loadFlags, names []string, dir string) (driver.Config, error) {
	cfg := driver.Config{Dir: dir, Env: c.Env, Patterns: fs.Args(), Tags: lf.tags, Analyzers: names}
	vettool, err := c.vettool()
	if err != nil {
		return cfg, err
	}
	cfg.Vettool = vettool

	path := lf.config
	tests := lf.tests
	examples := lf.examples
	// The analyzers' own flags (-taintflow.config, …) are passed through
	// as given, except the two the standalone command also offers.
	fs.Visit(func(f *flag.Flag) {
		name, sub, ok := strings.Cut(f.Name, ".")
		if !ok || !c.isAnalyzer(name) {
			return
		}
		switch sub {
		case "config":
			if path == "" {
				path = f.Value.String()
			}
		case "tests":
			tests = tests || f.Value.String() == "true"
		case "examples":
			examples = examples || f.Value.String() == "true"
		default:
			cfg.Flags = append(cfg.Flags, "-"+f.Name+"="+f.Value.String())
		}
	})
	if path == "" {
		if path, err = config.Find(dir); err != nil {
			return cfg, err
		}
	}
	var content []byte
	if path != "" {
		if !filepath.IsAbs(path) {
			path = filepath.Join(dir, path)
		}
		if content, err = os.ReadFile(path); err != nil {
			return cfg, fmt.Errorf("config: %w", err)
		}
		if _, err := config.Load(path); err != nil {
			return cfg, err
		}
		if flag := sharedFlag(c.Analyzers, "config"); flag != "" {
			cfg.Flags = append(cfg.Flags, flag+"="+path)
		}
	}
	if tests {
		if flag := sharedFlag(c.Analyzers, "tests"); flag != "" {
			cfg.Flags = append(cfg.Flags, flag+"=true")
		}
	}
	if examples {
		if flag := sharedFlag(c.Analyzers, "examples"); flag != "" {
			cfg.Flags = append(cfg.Flags, flag+"=true")
		}
	}
	// go vet's cache key has the flags, so the file's name, but not what
	// the file says: the driver puts it in its own key.
	cfg.Config = content
	cfg.ConfigFile = path
	if lf.fresh {
		cfg.Nonce = rand.Text()
	}
	if lf.wiring {
		if flag := sharedFlag(c.Analyzers, "wiring"); flag != "" {
			cfg.WiringFlag = flag
		}
	}
	return cfg, nil
}

func (c *Command) isAnalyzer(name string) bool {
	for _, a := range c.Analyzers {
		if a.Name == name {
			return true
		}
	}
	return false
}
