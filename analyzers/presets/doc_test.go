package presets_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/analyzers/presets"
	"github.com/agentvet/agentvet/internal/policy"
)

// docPath is the presets reference, generated from the tables so it cannot
// drift from them.
var docPath = filepath.Join("..", "..", "docs", "presets.md")

// TestPresetsDoc requires docs/presets.md to be exactly what the tables
// render. Run with AGENTVET_UPDATE_DOCS=1 to rewrite it after a table
// change.
func TestPresetsDoc(t *testing.T) {
	want := renderDoc(presets.All())
	if os.Getenv("AGENTVET_UPDATE_DOCS") == "1" {
		require.NoError(t, os.WriteFile(docPath, []byte(want), 0o666))
	}
	got, err := os.ReadFile(docPath)
	require.NoError(t, err)
	require.Equal(t, want, string(got), "docs/presets.md is stale: run AGENTVET_UPDATE_DOCS=1 go test ./analyzers/presets -run TestPresetsDoc")
}

// short replaces the import path in a name with its last element:
// "(*github.com/mark3labs/mcp-go/client.Client).CallTool" becomes
// "(*client.Client).CallTool".
// A major-version element keeps its parent ("openai-go/v2.SystemMessage"),
// so the editions of a family stay apart.
func short(name string) string {
	pkg := policy.PackageOf(name)
	cut := strings.LastIndexByte(pkg, '/')
	if last := pkg[cut+1:]; cut > 0 && len(last) > 1 && last[0] == 'v' && strings.Trim(last[1:], "0123456789") == "" {
		cut = strings.LastIndexByte(pkg[:cut], '/')
	}
	return strings.Replace(name, pkg, pkg[cut+1:], 1)
}

func renderDoc(ps []policy.Preset) string {
	var b strings.Builder
	b.WriteString(`# Presets

<!-- Generated from analyzers/presets by TestPresetsDoc; do not edit by hand.
     Regenerate: AGENTVET_UPDATE_DOCS=1 go test ./analyzers/presets -run TestPresetsDoc -->

A preset is agentvet's built-in policy for one SDK: where third-party text
comes from (producers), which slots of an LLM request it must never reach
(sinks), what fences or scrubs it, which calls return the model's own
reply (clean), and which slots take inline media, an image's or a sound's
bytes, that the model does not read as words and no fence can wrap
(media: agentvet follows no taint into them; text drawn in an image is
beyond a static analysis of text). A preset is matched only where one of
its packages is
imported. Every name below is resolved against the real SDK at the version
shown by ` + "`TestPresetNamesResolve`" + ` (analyzers/presets/testdata).

Select presets in ` + "`agentvet.yaml`" + ` (see [config.md](config.md)):
` + "`presets: all`" + ` (the default), ` + "`presets: none`" + `, or a list of names.

Positions: ` + "`system`, `developer`, `assistant`, `tool-name`, `tool-description`" + `
are instruction positions (nothing makes third-party text acceptable there);
` + "`user` and `tool`" + ` are data positions (fenced only); ` + "`argv` and `path`" + `
are the "free text never becomes a command or a file name" rule. A
role-conditioned sink takes its position from a role value; a role value not
listed is treated as an instruction position. "Role types" are where an SDK
declares its message roles (` + "`pkg.T`" + `: every constant of type T;
` + "`pkg.Prefix*`" + `: the untyped constants so named): the heavy test
` + "`TestRolesClassified`" + ` enumerates their constants at each pinned version
and fails on a value no role table maps (other than those left to fail closed
on purpose, such as langchaingo's "generic"), and on a role type the table
does not list, so a role a new SDK version adds fails agentvet's tests rather
than a user's run.

Each preset covers every module path real code imports of its SDK (each
major version, an older line whose API differs), and each path is resolved
at the version shown. A fork or a vendored copy of an SDK gets its preset:
a package under ` + "`vendor/`" + ` is its original, the forks listed below are
shipped as copies, and ` + "`copies:`" + ` in agentvet.yaml declares more.

A preset stands for the packages whose API it describes (listed under
"Active where"): agentvet does not analyse those. The SDK's other packages
(its plugins, its components) are analysed like any code.

| preset | SDK module | version | producers | sinks | other |
| --- | --- | --- | ---: | ---: | --- |
`)
	for _, p := range ps {
		var other []string
		if n := len(p.Sanitizers); n > 0 {
			other = append(other, fmt.Sprintf("%d sanitizers", n))
		}
		if n := len(p.Wrappers); n > 0 {
			other = append(other, fmt.Sprintf("%d wrappers", n))
		}
		if n := len(p.Unwrappers); n > 0 {
			other = append(other, fmt.Sprintf("%d unwrappers", n))
		}
		if n := len(p.Clean); n > 0 {
			other = append(other, fmt.Sprintf("%d clean", n))
		}
		if n := len(p.Media); n > 0 {
			other = append(other, fmt.Sprintf("%d media", n))
		}
		var mods, vers []string
		for _, e := range editions(p) {
			mods = append(mods, "`"+e.Module+"`")
			vers = append(vers, e.Version)
		}
		fmt.Fprintf(&b, "| [%s](#%s) | %s | %s | %d | %d | %s |\n", p.Name, p.Name, strings.Join(mods, "<br>"), strings.Join(vers, "<br>"),
			len(p.Producers), len(p.Sinks), strings.Join(other, ", "))
	}
	for _, p := range ps {
		var eds []string
		for _, e := range editions(p) {
			eds = append(eds, "`"+e.Module+"` "+e.Version)
		}
		active := append(slices.Clone(p.Packages), p.Analysed...)
		fmt.Fprintf(&b, "\n## %s\n\n%s. Active where one of these is imported: %s.\n",
			p.Name, strings.Join(eds, ", "), "`"+strings.Join(active, "`, `")+"`")
		if len(p.Analysed) > 0 {
			fmt.Fprintf(&b, "\nAnalysed like any code (the preset declares only what their API returns): `%s`.\n", strings.Join(p.Analysed, "`, `"))
		}
		for _, c := range p.Copies {
			fmt.Fprintf(&b, "\n`%s` is a copy of `%s`: its packages get this preset under its own path.\n", c.Module, c.Of)
		}
		if len(p.Producers) > 0 {
			b.WriteString("\nProducers:\n\n| name | origin | what |\n| --- | --- | --- |\n")
			for _, pr := range p.Producers {
				name := "`" + short(pr.Func+pr.Field) + "`"
				switch {
				case len(pr.Params) > 0:
					name += fmt.Sprintf(" (callback: parameter %s)", ints(pr.Params))
				case pr.Field != "":
					name += " (every read, wherever the value came from)"
				}
				fmt.Fprintf(&b, "| %s | `%s` | %s |\n", name, pr.Origin, pr.What)
			}
		}
		if len(p.Sinks) > 0 {
			b.WriteString("\nSinks:\n\n| name | slot | position |\n| --- | --- | --- |\n")
			for _, s := range p.Sinks {
				fmt.Fprintf(&b, "| `%s` | %s | %s |\n", short(s.Func+s.Field), slot(s), position(s))
			}
		}
		for _, s := range p.Sanitizers {
			fmt.Fprintf(&b, "\nSanitizer (%s): `%s`\n", s.Kind, short(s.Func))
		}
		for _, w := range p.Wrappers {
			origin := "origin from its own rules"
			if w.OriginArg >= 0 {
				origin = fmt.Sprintf("origin: argument %d", w.OriginArg)
			}
			fmt.Fprintf(&b, "\nWrapper: `%s` (value: argument %d, %s)\n", short(w.Func), w.ValueArg, origin)
		}
		for _, u := range p.Unwrappers {
			fmt.Fprintf(&b, "\nUnwrapper: `%s`\n", short(u.Func))
		}
		if len(p.Clean) > 0 {
			var cs []string
			for _, c := range p.Clean {
				cs = append(cs, "`"+short(c)+"`")
			}
			fmt.Fprintf(&b, "\nClean (the model's own reply): %s\n", strings.Join(cs, ", "))
		}
		if len(p.Media) > 0 {
			var ms []string
			for _, c := range p.Media {
				ms = append(ms, "`"+short(c)+"`")
			}
			fmt.Fprintf(&b, "\nMedia (inline image or audio bytes, not text): %s\n", strings.Join(ms, ", "))
		}
		if len(p.Opaque) > 0 {
			var ops []string
			for _, c := range p.Opaque {
				ops = append(ops, "`"+short(c)+"`")
			}
			fmt.Fprintf(&b, "\nOpaque (hold no text for a prompt: text stored in their fields, or in what implements them, is not followed): %s\n", strings.Join(ops, ", "))
		}
		if len(p.MessageRoles) > 0 {
			var rs []string
			for _, r := range p.MessageRoles {
				rs = append(rs, "`"+r.Role+"` "+string(r.Position))
			}
			fmt.Fprintf(&b, "\nMessage roles (a struct's string field `Role` set to one of these makes its other fields that role's content): %s\n", strings.Join(rs, ", "))
		}
		if len(p.RoleTypes) > 0 {
			var rs []string
			for _, r := range p.RoleTypes {
				rs = append(rs, "`"+short(r)+"`")
			}
			fmt.Fprintf(&b, "\nRole types: %s\n", strings.Join(rs, ", "))
		}
	}
	return b.String()
}

// editions returns every module path and version p covers.
func editions(p policy.Preset) []policy.Edition {
	if len(p.Editions) > 0 {
		return p.Editions
	}
	return []policy.Edition{{Module: p.Module, Version: p.Version}}
}

func slot(s policy.Sink) string {
	switch {
	case s.Results && s.Field != "":
		return "the stored function's results"
	case s.Results:
		return "every implementation's results"
	case s.Field != "":
		return "field"
	case len(s.Args) == 0 && s.RoleConditioned():
		return "every text argument but the role"
	case len(s.Args) == 0:
		return "every text argument"
	}
	return "argument " + ints(s.Args)
}

func position(s policy.Sink) string {
	if !s.RoleConditioned() {
		return "`" + string(s.Position) + "`"
	}
	var roles []string
	for r := range s.Roles {
		roles = append(roles, r)
	}
	sort.Strings(roles)
	var parts []string
	for _, r := range roles {
		parts = append(parts, fmt.Sprintf("%q→`%s`", r, s.Roles[r]))
	}
	from := "field " + s.RoleField
	if s.Func != "" {
		from = fmt.Sprintf("argument %d", s.RoleArg)
	}
	return "by role (" + from + "): " + strings.Join(parts, ", ")
}

func ints(xs []int) string {
	var parts []string
	for _, x := range xs {
		parts = append(parts, fmt.Sprint(x))
	}
	return strings.Join(parts, ", ")
}
