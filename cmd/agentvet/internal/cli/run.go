package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/agentvet/agentvet/cmd/agentvet/internal/baseline"
	"github.com/agentvet/agentvet/cmd/agentvet/internal/driver"
	"github.com/agentvet/agentvet/cmd/agentvet/internal/output"
	"github.com/agentvet/agentvet/cmd/agentvet/internal/sarif"
	"github.com/agentvet/agentvet/internal/flow"
	"github.com/agentvet/agentvet/internal/report"
)

// checkFlags are the standalone checker's own flags.
type checkFlags struct {
	format        string
	jsonAlias     bool
	exitZero      bool
	baselinePath  string
	writeBaseline string
}

func (f *checkFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.format, "format", "text", "output `format`: text, json or sarif")
	fs.BoolVar(&f.jsonAlias, "json", false, "alias for -format json")
	fs.BoolVar(&f.exitZero, "exit-zero", false, "exit 0 even when there are findings")
	fs.StringVar(&f.baselinePath, "baseline", "", "report only findings not in this baseline `file`")
	fs.StringVar(&f.writeBaseline, "write-baseline", "", "write the current findings to this baseline `file` and exit 0")
}

// check is the standalone checker: agentvet [flags] [packages].
func (c *Command) check(args []string) int {
	fs := flag.NewFlagSet("agentvet", flag.ContinueOnError)
	fs.SetOutput(c.Stderr)
	var (
		lf loadFlags
		cf checkFlags
	)
	lf.register(fs)
	cf.register(fs)
	selected := analyzerFlags(fs, c.Analyzers)
	fs.Usage = func() { c.usage(fs.Output(), fs) }
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitClean
		}
		return ExitUsage
	}
	if cf.jsonAlias {
		cf.format = "json"
	}
	switch cf.format {
	case "text", "json", "sarif":
	default:
		c.errorf("-format %q: want text, json or sarif", cf.format)
		return ExitUsage
	}
	dir, err := c.dir()
	if err != nil {
		c.errorf("%v", err)
		return ExitUsage
	}
	analyzers := selected()
	names := make([]string, len(analyzers))
	for i, a := range analyzers {
		names[i] = a.Name
	}
	cfg, err := c.runConfig(fs, &lf, names, dir)
	if err != nil {
		c.errorf("%v", err)
		return ExitUsage
	}
	var base *baseline.File
	if cf.baselinePath != "" {
		if base, err = baseline.Read(cf.baselinePath); err != nil {
			c.errorf("%v", err)
			return ExitUsage
		}
	}

	res, err := driver.Run(cfg)
	if err != nil {
		c.errorf("%v", err)
		return ExitLoad
	}
	if c.refused(res.Failures, cfg.ConfigFile) {
		return ExitUsage
	}
	if lf.verbose {
		c.skipped(res.Skipped)
	}
	for _, line := range res.Debug {
		fmt.Fprintln(c.Stderr, line)
	}

	if cf.writeBaseline != "" {
		b := baseline.New(res.Findings, res.Root)
		if err := b.Write(cf.writeBaseline); err != nil {
			c.errorf("%v", err)
			return ExitUsage
		}
		fmt.Fprintf(c.Stderr, "agentvet: wrote %d finding(s) to %s\n", len(b.Findings), cf.writeBaseline)
		return c.failed(dir, res.Failures, ExitClean)
	}

	findings := res.Findings
	if base != nil {
		findings = base.Filter(findings)
	}
	switch cf.format {
	case "text":
		err = output.Text(c.Stdout, dir, findings)
	case "json":
		err = output.JSON(c.Stdout, findings, res.Failures)
	case "sarif":
		err = sarif.Write(c.Stdout, sarif.Options{
			Analyzers: analyzers,
			Findings:  findings,
			Failures:  res.Failures,
			Root:      res.Root,
			Version:   moduleVersion(),
			Baseline:  base != nil,
		})
	}
	if err != nil {
		c.errorf("writing output: %v", err)
		return ExitLoad
	}
	code := ExitClean
	if reported(findings) > 0 && !cf.exitZero {
		code = ExitFindings
	}
	return c.failed(dir, res.Failures, code)
}

// refused prints, once each, the configuration's entries the analyzers
// refused where the named packages' types showed them to match nothing
// (analyzers/config's type checks: an argument index past the function's
// parameters, params on a field that holds no function). Every package
// that sees the named package reports the same refusal, under each
// analyzer; it is the file's mistake, not theirs, so it is reported as a
// malformed file is, by file, line and key, and the run stops with exit
// status 2 (nothing else is printed: the configuration was not what the
// user meant).
func (c *Command) refused(failures []driver.Failure, file string) bool {
	if file == "" {
		return false
	}
	seen := map[string]bool{}
	var msgs []string
	for _, f := range failures {
		msg := f.Error("")
		i := strings.Index(msg, file+":")
		if i < 0 || seen[msg[i:]] {
			continue
		}
		seen[msg[i:]] = true
		msgs = append(msgs, msg[i:])
	}
	sort.Strings(msgs)
	for _, m := range msgs {
		c.errorf("%s", m)
	}
	return len(msgs) > 0
}

// failed lists the packages that could not be analysed on stderr, in
// every format, and returns ExitLoad if there are any, else code: a gate
// fails closed, and the findings of the other packages are still shown.
func (c *Command) failed(dir string, fs []driver.Failure, code int) int {
	if len(fs) == 0 {
		return code
	}
	if err := output.Failures(c.Stderr, dir, fs); err != nil {
		return ExitLoad
	}
	// Dependencies are listed as causes; the count is of the packages
	// asked for.
	pkgs := map[string]bool{}
	for _, f := range fs {
		if !f.Dependency {
			pkgs[f.Package] = true
		}
	}
	c.errorf("%d package(s) could not be analysed: their findings are missing from this report", len(pkgs))
	return ExitLoad
}

// skipped lists, for -v, the packages the engine left alone on purpose,
// one line each in import path order (skips is sorted), with the reason:
// the preset that stands for it, no relevant import... The standard
// library's dependencies are counted on one line: they are many, and
// never analysed.
func (c *Command) skipped(skips []driver.Skip) {
	std := 0
	for _, s := range skips {
		switch {
		case s.Root:
			fmt.Fprintf(c.Stderr, "agentvet: skipped %s: %s\n", s.Package, s.Why)
		case s.Why == flow.SkipStdlib:
			std++
		default:
			fmt.Fprintf(c.Stderr, "agentvet: skipped dependency %s: %s\n", s.Package, s.Why)
		}
	}
	if std > 0 {
		fmt.Fprintf(c.Stderr, "agentvet: skipped %d dependencies: %s\n", std, flow.SkipStdlib)
	}
}

func reported(fs []report.Finding) int {
	n := 0
	for i := range fs {
		if !fs[i].Suppressed {
			n++
		}
	}
	return n
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
3 a package could not be analysed (it is named, with its first error;
the other packages' findings are still reported).

Flags:
`)
	fs.SetOutput(w)
	fs.PrintDefaults()
}
