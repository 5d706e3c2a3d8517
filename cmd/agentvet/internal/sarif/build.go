package sarif

import (
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/cmd/agentvet/internal/baseline"
	"github.com/agentvet/agentvet/cmd/agentvet/internal/driver"
	"github.com/agentvet/agentvet/internal/report"
)

// SchemaURI is the $schema of the log: the OASIS SARIF 2.1.0 schema.
const SchemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

// SrcRoot is the uriBaseId of every location inside the module root.
const SrcRoot = "%SRCROOT%"

// FingerprintKey is the partialFingerprints key of baseline.Fingerprint.
const FingerprintKey = "agentvet/v2"

// InformationURI is agentvet's home; each rule's help URI is an anchor in
// its README.
const InformationURI = "https://github.com/agentvet/agentvet"

// Options is what Build needs besides the findings.
type Options struct {
	Analyzers []*analysis.Analyzer
	Findings  []report.Finding
	// Failures are the packages that could not be analysed: each is a
	// tool execution notification, and the run is not successful.
	Failures []driver.Failure
	// Root is the module root; locations inside it are relative to it.
	Root    string
	Version string
	// Baseline: the findings were filtered by a baseline, so every result
	// is new (baselineState "new").
	Baseline bool
}

// Build returns the SARIF log of opts.
func Build(opts Options) *Log {
	d := Driver{Name: "agentvet", Version: opts.Version, InformationURI: InformationURI, Rules: []Rule{}}
	index := map[string]int{}
	for _, a := range opts.Analyzers {
		index[a.Name] = len(d.Rules)
		d.Rules = append(d.Rules, rule(a))
	}
	run := Run{
		Tool:       Tool{Driver: d},
		ColumnKind: "utf16CodeUnits",
		Results:    []Result{},
		OriginalURIBaseIDs: map[string]ArtifactLocation{
			SrcRoot: {URI: dirURI(opts.Root)},
		},
	}
	cols := newColumns()
	run.Invocations = []Invocation{invocation(cols, opts)}
	for i := range opts.Findings {
		f := &opts.Findings[i]
		ri, ok := index[f.Analyzer]
		if !ok {
			ri = -1
		}
		r := Result{
			RuleID:              f.Analyzer,
			RuleIndex:           ri,
			Level:               "error",
			Message:             Message{Text: f.Message},
			Locations:           []Location{location(cols, opts.Root, f.Pos, f.End, nil)},
			PartialFingerprints: map[string]string{FingerprintKey: baseline.Fingerprint(f)},
			Properties:          properties(f),
		}
		if len(f.Path) > 0 {
			r.CodeFlows = []CodeFlow{codeFlow(cols, opts.Root, f)}
		}
		for _, fix := range f.Fixes {
			r.Fixes = append(r.Fixes, sarifFix(opts.Root, fix))
		}
		if f.Suppressed {
			r.Suppressions = []Suppression{suppression(f)}
		}
		if opts.Baseline && !f.Suppressed {
			r.BaselineState = "new"
		}
		run.Results = append(run.Results, r)
	}
	return &Log{Schema: SchemaURI, Version: "2.1.0", Runs: []Run{run}}
}

// invocation says whether every package was analysed, and names each one
// that was not, with its first error.
func invocation(cols *columns, opts Options) Invocation {
	inv := Invocation{ExecutionSuccessful: len(opts.Failures) == 0}
	for i := range opts.Failures {
		f := &opts.Failures[i]
		n := Notification{Level: "error", Message: Message{Text: f.String(opts.Root)}}
		if f.Pos.File != "" {
			n.Locations = []Location{location(cols, opts.Root, f.Pos, f.Pos, nil)}
		}
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, n)
	}
	return inv
}

// codeFlow is the path of f: every hop, in whichever package it is, then
// the place the text enters the position.
func codeFlow(cols *columns, root string, f *report.Finding) CodeFlow {
	var tf ThreadFlow
	for _, h := range f.Path {
		tf.Locations = append(tf.Locations, ThreadFlowLocation{
			Location: location(cols, root, h.Pos, h.End, &Message{Text: h.What}),
		})
	}
	tf.Locations = append(tf.Locations, ThreadFlowLocation{
		Location: location(cols, root, f.Pos, f.End, &Message{Text: f.Message}),
	})
	return CodeFlow{ThreadFlows: []ThreadFlow{tf}}
}

// properties are the structured fields of f a code-scanning service can
// filter on.
func properties(f *report.Finding) map[string]any {
	p := map[string]any{}
	if f.Category != "" && f.Category != f.Analyzer {
		p["category"] = f.Category
	}
	if f.Position != "" {
		p["position"] = f.Position
	}
	if f.Sink != "" {
		p["sink"] = f.Sink
	}
	if f.Func != "" {
		p["function"] = f.Func
	}
	if f.Package != "" {
		p["package"] = f.Package
	}
	// Every distinct producer that reaches the finding, and their
	// origins once each, sorted (two HTTP calls share an origin).
	var origins []string
	var producers []map[string]string
	for _, pr := range f.Producers {
		origins = append(origins, pr.Origin)
		producers = append(producers, map[string]string{"origin": pr.Origin, "what": pr.What})
	}
	if len(origins) > 0 {
		slices.Sort(origins)
		p["origins"] = slices.Compact(origins)
		p["producers"] = producers
	}
	if len(p) == 0 {
		return nil
	}
	return p
}

// sarifFix converts a suggested fix, one artifactChange per file in the
// order the files first appear.
func sarifFix(root string, fix report.Fix) Fix {
	out := Fix{Description: Message{Text: fix.Message}, ArtifactChanges: []ArtifactChange{}}
	index := map[string]int{}
	for _, e := range fix.Edits {
		i, ok := index[e.File]
		if !ok {
			i = len(out.ArtifactChanges)
			index[e.File] = i
			out.ArtifactChanges = append(out.ArtifactChanges, ArtifactChange{ArtifactLocation: artifact(root, e.File)})
		}
		rep := Replacement{DeletedRegion: ByteRegion{ByteOffset: e.Start, ByteLength: e.End - e.Start}}
		if e.New != "" {
			rep.InsertedContent = &Content{Text: e.New}
		}
		out.ArtifactChanges[i].Replacements = append(out.ArtifactChanges[i].Replacements, rep)
	}
	return out
}

// suppression describes a suppressed finding: "inSource" for an
// //agentvet:ignore directive, "external" for an allow entry of the
// configuration file (SuppressedBy names it, "agentvet.yaml:12").
func suppression(f *report.Finding) Suppression {
	if f.SuppressedBy == "" || strings.HasPrefix(f.SuppressedBy, "//") {
		return Suppression{Kind: "inSource", Justification: f.Reason}
	}
	return Suppression{Kind: "external", Justification: "allowed by " + f.SuppressedBy + ": " + f.Reason}
}

// Write writes the log of opts as indented JSON.
func Write(w io.Writer, opts Options) error {
	data, err := json.MarshalIndent(Build(opts), "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

func rule(a *analysis.Analyzer) Rule {
	summary, body, _ := strings.Cut(a.Doc, "\n")
	summary = strings.TrimPrefix(strings.TrimSpace(summary), a.Name+": ")
	body = strings.TrimSpace(body)
	if body == "" {
		body = summary
	}
	help := fmt.Sprintf("%s\n\n%s", summary, body)
	uri := a.URL
	if uri == "" {
		uri = InformationURI + "#" + a.Name
	}
	return Rule{
		ID:                   a.Name,
		Name:                 a.Name,
		ShortDescription:     Message{Text: summary},
		FullDescription:      Message{Text: body},
		Help:                 Message{Text: help, Markdown: help + "\n\n[" + a.Name + " in the agentvet README](" + uri + ")"},
		HelpURI:              uri,
		DefaultConfiguration: Configuration{Level: "error"},
	}
}

// location returns a SARIF location for the span start–end: relative to
// SrcRoot inside root, an absolute file URI outside it. The region ends
// where the span ends (a zero-width span ends where it starts).
func location(cols *columns, root string, start, end report.Pos, msg *Message) Location {
	loc := Location{PhysicalLocation: PhysicalLocation{ArtifactLocation: artifact(root, start.File)}, Message: msg}
	if start.Line > 0 {
		reg := &Region{StartLine: start.Line, StartColumn: cols.utf16(start)}
		if end.File != start.File || end.Line < start.Line || end.Line == start.Line && end.Col < start.Col {
			end = start
		}
		reg.EndLine = end.Line
		reg.EndColumn = cols.utf16(end)
		loc.PhysicalLocation.Region = reg
	}
	return loc
}

// artifact locates file relative to SrcRoot inside root, by absolute file
// URI outside it.
func artifact(root, file string) ArtifactLocation {
	if rel, err := filepath.Rel(root, file); err == nil && filepath.IsLocal(rel) {
		return ArtifactLocation{URI: relURI(rel), URIBaseID: SrcRoot}
	}
	return ArtifactLocation{URI: fileURI(file)}
}

// dirURI is the file URI of directory dir, ending in a slash as SARIF
// requires of a base URI.
func dirURI(dir string) string {
	u := fileURI(dir)
	if !strings.HasSuffix(u, "/") {
		u += "/"
	}
	return u
}

func fileURI(path string) string {
	p := filepath.ToSlash(path)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // a Windows drive path
	}
	return (&url.URL{Scheme: "file", Path: p}).String()
}

func relURI(rel string) string {
	return (&url.URL{Path: filepath.ToSlash(rel)}).EscapedPath()
}
