package cli

import (
	"cmp"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/agentvet/agentvet/cmd/agentvet/internal/driver"
	"github.com/agentvet/agentvet/cmd/agentvet/internal/record"
	"github.com/agentvet/agentvet/internal/report"
)

// Site is one row of the unwrap inventory.
type Site struct {
	Pos     report.Pos
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
	// Only the engine's inventory runs: no analyzer is enabled.
	cfg, err := c.runConfig(fs, &lf, nil, dir)
	if err != nil {
		c.errorf("%v", err)
		return ExitUsage
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
	sites := make([]Site, 0, len(res.Unwraps))
	for _, u := range res.Unwraps {
		sites = append(sites, newSite(u))
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
	return c.failed(dir, res.Failures, ExitClean)
}

func newSite(u record.Unwrap) Site {
	s := Site{Pos: u.Pos, Func: u.Func, Origin: u.Origin, Reaches: slices.Clone(u.Reaches)}
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
			cmp.Compare(a.Pos.File, b.Pos.File),
			cmp.Compare(a.Pos.Line, b.Pos.Line),
			cmp.Compare(a.Pos.Col, b.Pos.Col),
			cmp.Compare(a.Func, b.Func))
	})
}

// WriteSitesText writes the inventory as a table: file:line, function,
// origin, reaches. File names are relative to dir when inside it.
func WriteSitesText(w io.Writer, dir string, sites []Site) error {
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	fmt.Fprintln(tw, "UNWRAP\tFUNCTION\tORIGIN\tREACHES")
	for _, s := range sites {
		fmt.Fprintf(tw, "%s:%d\t%s\t%s\t%s\n", driver.Rel(dir, s.Pos.File), s.Pos.Line, s.Func, s.Origin, strings.Join(s.Reaches, ", "))
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
			File:     driver.Rel(dir, s.Pos.File),
			Line:     s.Pos.Line,
			Column:   s.Pos.Col,
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
