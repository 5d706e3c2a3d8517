package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/agentvet/agentvet/analyzers/config"
	"github.com/agentvet/agentvet/cmd/agentvet/internal/baseline"
	"github.com/agentvet/agentvet/cmd/agentvet/internal/driver"
	"github.com/agentvet/agentvet/cmd/agentvet/internal/output"
	"github.com/agentvet/agentvet/cmd/agentvet/internal/sarif"
	"github.com/agentvet/agentvet/internal/report"
)

// loadFlags are the flags every subcommand that loads packages takes.
type loadFlags struct {
	config string
	tests  bool
	tags   string
}

func (l *loadFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&l.config, "config", "", "agentvet configuration `file` (default: agentvet.yaml at the module root, if present)")
	fs.BoolVar(&l.tests, "test", true, "also check test files, as go vet does")
	fs.StringVar(&l.tags, "tags", "", "comma-separated build `tags`")
}

// setupConfig checks the configuration file up front, so that a mistake
// in it is one clear error (exit 2) instead of a failure in every
// package, and hands it to the analyzers through their shared -config
// flag. An explicit -config wins over -taintflow.config and friends.
func (c *Command) setupConfig(path, dir string) error {
	if path == "" {
		path = config.Analyzer.Flags.Lookup("config").Value.String()
	}
	if path != "" {
		if !filepath.IsAbs(path) {
			path = filepath.Join(dir, path)
		}
		if _, err := os.Stat(path); err != nil {
			return fmt.Errorf("config: %w", err)
		}
		if err := config.Analyzer.Flags.Set("config", path); err != nil {
			return err
		}
	}
	if _, err := config.Resolve(path, dir); err != nil {
		return err
	}
	return nil
}

// check is the standalone checker: agentvet [flags] [packages].
func (c *Command) check(args []string) int {
	fs := flag.NewFlagSet("agentvet", flag.ContinueOnError)
	fs.SetOutput(c.Stderr)
	var (
		lf            loadFlags
		format        string
		jsonAlias     bool
		exitZero      bool
		baselinePath  string
		writeBaseline string
	)
	lf.register(fs)
	fs.StringVar(&format, "format", "text", "output `format`: text, json or sarif")
	fs.BoolVar(&jsonAlias, "json", false, "alias for -format json")
	fs.BoolVar(&exitZero, "exit-zero", false, "exit 0 even when there are findings")
	fs.StringVar(&baselinePath, "baseline", "", "report only findings not in this baseline `file`")
	fs.StringVar(&writeBaseline, "write-baseline", "", "write the current findings to this baseline `file` and exit 0")
	selected := analyzerFlags(fs, c.Analyzers)
	fs.Usage = func() { c.usage(fs.Output(), fs) }
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitClean
		}
		return ExitUsage
	}
	if jsonAlias {
		format = "json"
	}
	switch format {
	case "text", "json", "sarif":
	default:
		c.errorf("-format %q: want text, json or sarif", format)
		return ExitUsage
	}
	dir, err := c.dir()
	if err != nil {
		c.errorf("%v", err)
		return ExitUsage
	}
	if err := c.setupConfig(lf.config, dir); err != nil {
		c.errorf("%v", err)
		return ExitUsage
	}
	var base *baseline.File
	if baselinePath != "" {
		if base, err = baseline.Read(baselinePath); err != nil {
			c.errorf("%v", err)
			return ExitUsage
		}
	}
	// internal/report drops suppressed diagnostics unless asked; the
	// standalone driver asks, so that SARIF can list them as reviewed.
	if err := os.Setenv(report.ShowSuppressedEnv, "1"); err != nil {
		c.errorf("%v", err)
		return ExitUsage
	}
	analyzers := selected()

	pkgs, err := driver.Load(driver.LoadConfig{Dir: dir, Patterns: fs.Args(), Tests: lf.tests, Tags: lf.tags})
	if err != nil {
		return c.loadFailed(err)
	}
	res, err := driver.Run(analyzers, pkgs)
	if err != nil {
		c.errorf("%v", err)
		return ExitLoad
	}
	root := driver.ModuleRoot(pkgs, dir)

	if writeBaseline != "" {
		b := baseline.New(res.Findings, root)
		if err := b.Write(writeBaseline); err != nil {
			c.errorf("%v", err)
			return ExitUsage
		}
		fmt.Fprintf(c.Stderr, "agentvet: wrote %d finding(s) to %s\n", len(b.Findings), writeBaseline)
		if c.reportErrors(res.Errors) {
			return ExitLoad
		}
		return ExitClean
	}

	findings := res.Findings
	if base != nil {
		findings = base.Filter(findings)
	}
	switch format {
	case "text":
		err = output.Text(c.Stdout, dir, findings)
	case "json":
		err = output.JSON(c.Stdout, findings, res.Errors)
	case "sarif":
		err = sarif.Write(c.Stdout, sarif.Options{
			Analyzers: analyzers,
			Findings:  findings,
			Errors:    res.Errors,
			Root:      root,
			Version:   moduleVersion(),
			Baseline:  base != nil,
		})
	}
	if err != nil {
		c.errorf("writing output: %v", err)
		return ExitLoad
	}
	if c.reportErrors(res.Errors) {
		return ExitLoad
	}
	if len(driver.Reported(findings)) > 0 && !exitZero {
		return ExitFindings
	}
	return ExitClean
}

// loadFailed reports every load or type error and returns ExitLoad.
func (c *Command) loadFailed(err error) int {
	var le *driver.LoadError
	if errors.As(err, &le) {
		for _, e := range le.Errors {
			fmt.Fprintln(c.Stderr, e)
		}
		c.errorf("%d error(s): the packages did not load", len(le.Errors))
		return ExitLoad
	}
	c.errorf("%v", err)
	return ExitLoad
}

// reportErrors writes the analyzers' failures to stderr and reports
// whether there were any.
func (c *Command) reportErrors(errs []driver.AnalysisError) bool {
	for _, e := range errs {
		c.errorf("%v", e)
	}
	return len(errs) > 0
}

func (c *Command) usage(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprint(w, `agentvet keeps third-party text out of the instruction positions of LLM requests.

Usage:
	agentvet [flags] [packages]            check packages (default ./...)
	agentvet unwraps [flags] [packages]    list every taint.Unwrap site and what it reaches
	agentvet version                       print the version
	agentvet help [analyzer]               describe the analyzers, or one of them
	go vet -vettool=$(command -v agentvet) [packages]

Exit status: 0 no finding, 1 findings, 2 usage or configuration error,
3 the packages did not load or an analyzer failed.

Flags:
`)
	fs.SetOutput(w)
	fs.PrintDefaults()
}
