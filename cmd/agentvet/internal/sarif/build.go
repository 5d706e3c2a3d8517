package sarif

import (
	"encoding/json"
	"fmt"
	"go/token"
	"io"
	"net/url"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/agentvet/agentvet/cmd/agentvet/internal/baseline"
	"github.com/agentvet/agentvet/cmd/agentvet/internal/driver"
)

// SchemaURI is the $schema of the log: the OASIS SARIF 2.1.0 schema.
const SchemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

// SrcRoot is the uriBaseId of every location inside the module root.
const SrcRoot = "%SRCROOT%"

// FingerprintKey is the partialFingerprints key of baseline.Fingerprint.
const FingerprintKey = "agentvet/v1"

// InformationURI is agentvet's home; each rule's help URI is an anchor in
// its README.
const InformationURI = "https://github.com/agentvet/agentvet"

// Options is what Build needs besides the findings.
type Options struct {
	Analyzers []*analysis.Analyzer
	Findings  []driver.Finding
	Errors    []driver.AnalysisError
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
	inv := Invocation{ExecutionSuccessful: len(opts.Errors) == 0}
	for _, e := range opts.Errors {
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications,
			Notification{Level: "error", Message: Message{Text: e.Error()}})
	}
	run.Invocations = []Invocation{inv}

	cols := newColumns()
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
			Locations:           []Location{location(cols, opts.Root, f.Posn, f.End, nil)},
			PartialFingerprints: map[string]string{FingerprintKey: baseline.Fingerprint(f)},
		}
		if f.Category != "" && f.Category != f.Analyzer {
			r.Properties = map[string]any{"category": f.Category}
		}
		if len(f.Related) > 0 {
			var tf ThreadFlow
			for _, h := range f.Related {
				tf.Locations = append(tf.Locations, ThreadFlowLocation{
					Location: location(cols, opts.Root, h.Posn, h.End, &Message{Text: h.Message}),
				})
			}
			tf.Locations = append(tf.Locations, ThreadFlowLocation{
				Location: location(cols, opts.Root, f.Posn, f.End, &Message{Text: f.Message}),
			})
			r.CodeFlows = []CodeFlow{{ThreadFlows: []ThreadFlow{tf}}}
		}
		for _, fix := range f.Fixes {
			r.Fixes = append(r.Fixes, sarifFix(opts.Root, fix))
		}
		if f.Suppressed {
			r.Suppressions = []Suppression{suppression(f.Reason)}
		}
		if opts.Baseline && !f.Suppressed {
			r.BaselineState = "new"
		}
		run.Results = append(run.Results, r)
	}
	return &Log{Schema: SchemaURI, Version: "2.1.0", Runs: []Run{run}}
}

// sarifFix converts a suggested fix, one artifactChange per file in the
// order the files first appear.
func sarifFix(root string, fix driver.Fix) Fix {
	out := Fix{Description: Message{Text: fix.Message}, ArtifactChanges: []ArtifactChange{}}
	index := map[string]int{}
	for _, e := range fix.Edits {
		i, ok := index[e.Filename]
		if !ok {
			i = len(out.ArtifactChanges)
			index[e.Filename] = i
			out.ArtifactChanges = append(out.ArtifactChanges, ArtifactChange{ArtifactLocation: artifact(root, e.Filename)})
		}
		rep := Replacement{DeletedRegion: ByteRegion{ByteOffset: e.Start, ByteLength: e.End - e.Start}}
		if e.New != "" {
			rep.InsertedContent = &Content{Text: e.New}
		}
		out.ArtifactChanges[i].Replacements = append(out.ArtifactChanges[i].Replacements, rep)
	}
	return out
}

// allowedPrefix starts the reason of a flow an agentvet.yaml allow entry
// accepted (internal/flow), as opposed to an //agentvet:ignore directive.
const allowedPrefix = "allowed by "

// suppression describes a suppressed finding: "inSource" for an
// //agentvet:ignore directive, "external" for an allow entry of the
// configuration file.
func suppression(reason string) Suppression {
	kind := "inSource"
	if strings.HasPrefix(reason, allowedPrefix) {
		kind = "external"
	}
	return Suppression{Kind: kind, Justification: reason}
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
// SrcRoot inside root, an absolute file URI outside it.
func location(cols *columns, root string, start, end token.Position, msg *Message) Location {
	loc := Location{PhysicalLocation: PhysicalLocation{ArtifactLocation: artifact(root, start.Filename)}, Message: msg}
	if start.Line > 0 {
		reg := &Region{StartLine: start.Line, StartColumn: cols.utf16(start)}
		if end.Filename == start.Filename && end.Line >= start.Line {
			reg.EndLine = end.Line
			reg.EndColumn = cols.utf16(end)
		}
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
