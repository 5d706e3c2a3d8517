package cli

import (
	"cmp"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"go/token"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/analyzers/engine"
	"github.com/agentvet/agentvet/cmd/agentvet/internal/driver"
	"github.com/agentvet/agentvet/cmd/agentvet/internal/output"
	"github.com/agentvet/agentvet/internal/flow"
)

// Site is one row of the unwrap inventory.
type Site struct {
	Posn    token.Position
	Func    string
	Origin  string   // "unknown" when the engine could not tell
	Reaches []string // "local only" when the value goes nowhere that matters
}

const (
	unknownOrigin = "unknown"
	localOnly     = "local only"
)

// unwraps implements agentvet unwraps: the review list of every place
// third-party text leaves its taint wrapper, with what it reaches.
func (c *Command) unwraps(args []string) int {
	fs := flag.NewFlagSet("agentvet unwraps", flag.ContinueOnError)
	fs.SetOutput(c.Stderr)
	var (
		lf        loadFlags
		format    string
		jsonAlias bool
	)
	lf.register(fs)
	fs.StringVar(&format, "format", "text", "output `format`: text or json")
	fs.BoolVar(&jsonAlias, "json", false, "alias for -format json")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitClean
		}
		return ExitUsage
	}
	if jsonAlias {
		format = "json"
	}
	if format != "text" && format != "json" {
		c.errorf("unwraps: -format %q: want text or json", format)
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
	pkgs, err := driver.Load(driver.LoadConfig{Dir: dir, Patterns: fs.Args(), Tests: lf.tests, Tags: lf.tags})
	if err != nil {
		return c.loadFailed(err)
	}
	res, err := driver.Run([]*analysis.Analyzer{engine.Analyzer}, pkgs)
	if err != nil {
		c.errorf("%v", err)
		return ExitLoad
	}
	if c.reportErrors(res.Errors) {
		return ExitLoad
	}
	var sites []Site
	seen := map[token.Position]bool{}
	for _, act := range driver.RootsInOrder(res.Graph) {
		r, ok := act.Result.(*flow.Result)
		if !ok || r == nil {
			continue
		}
		for _, u := range r.Unwraps {
			p := act.Package.Fset.Position(u.Pos)
			if seen[p] { // a file shared by a package and its test variant
				continue
			}
			seen[p] = true
			sites = append(sites, newSite(p, u))
		}
	}
	SortSites(sites)
	if format == "json" {
		err = WriteSitesJSON(c.Stdout, dir, sites)
	} else {
		err = WriteSitesText(c.Stdout, dir, sites)
	}
	if err != nil {
		c.errorf("writing output: %v", err)
		return ExitLoad
	}
	return ExitClean
}

func newSite(p token.Position, u flow.UnwrapSite) Site {
	s := Site{Posn: p, Func: u.Func, Origin: u.Origin, Reaches: slices.Clone(u.Reaches)}
	if s.Origin == "" {
		s.Origin = unknownOrigin
	}
	if len(s.Reaches) == 0 {
		s.Reaches = []string{localOnly}
	}
	return s
}

// SortSites orders sites by file, line and column.
func SortSites(sites []Site) {
	slices.SortStableFunc(sites, func(a, b Site) int {
		return cmp.Or(
			cmp.Compare(a.Posn.Filename, b.Posn.Filename),
			cmp.Compare(a.Posn.Line, b.Posn.Line),
			cmp.Compare(a.Posn.Column, b.Posn.Column),
			cmp.Compare(a.Func, b.Func))
	})
}

// WriteSitesText writes the inventory as a table: file:line, function,
// origin, reaches. File names are relative to dir when inside it.
func WriteSitesText(w io.Writer, dir string, sites []Site) error {
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	fmt.Fprintln(tw, "UNWRAP\tFUNCTION\tORIGIN\tREACHES")
	for _, s := range sites {
		fmt.Fprintf(tw, "%s:%d\t%s\t%s\t%s\n", output.Rel(dir, s.Posn.Filename), s.Posn.Line, s.Func, s.Origin, strings.Join(s.Reaches, ", "))
	}
	return tw.Flush()
}

type jsonSite struct {
	File     string   `json:"file"`
	Line     int      `json:"line"`
	Column   int      `json:"column"`
	Function string   `json:"function"`
	Origin   string   `json:"origin"`
	Reaches  []string `json:"reaches"`
}

// WriteSitesJSON writes the inventory as {"unwraps": [...]}, file names
// relative to dir when inside it.
func WriteSitesJSON(w io.Writer, dir string, sites []Site) error {
	out := struct {
		Unwraps []jsonSite `json:"unwraps"`
	}{Unwraps: []jsonSite{}}
	for _, s := range sites {
		out.Unwraps = append(out.Unwraps, jsonSite{
			File:     output.Rel(dir, s.Posn.Filename),
			Line:     s.Posn.Line,
			Column:   s.Posn.Column,
			Function: s.Func,
			Origin:   s.Origin,
			Reaches:  s.Reaches,
		})
	}
	data, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}
