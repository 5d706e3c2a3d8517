package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A triage file as people write it: aligned comments, a folded scalar,
// a head comment on hazards:, keys in their own order.
const handWritten = `name: demo                        # the name in repos.yaml
findings:                         # every finding
  - file: pkg/loop.go
    line: 12
    analyzer: taintflow           # the category
    verdict: "true"
    reason: MCP server authors it

# Hazards, found by reading the code.
hazards:
  - id: H1
    flow: >-
      pkg/mcp.go:8 ListTools →
      pkg/loop.go:12 Name
    at:
      - pkg/loop.go:12              # the sink
`

var newFindings = []Finding{
	{File: "pkg/loop.go", Line: 12, Category: "taintflow", Message: "already listed"},
	{File: "pkg/b.go", Line: 7, Category: "fencecheck", Message: `unfenced: "quoted" text reaches a user message`},
	{File: "pkg/b.go", Line: 7, Category: "fencecheck", Message: "same key again"},
	{File: "pkg/c.go", Line: 1, Category: "taintflow/argv", Message: "reaches an argv"},
}

const wantEntries = `  - file: pkg/b.go
    line: 7
    analyzer: fencecheck
    verdict: ""
    reason: 'TODO: unfenced: "quoted" text reaches a user message'
  - file: pkg/c.go
    line: 1
    analyzer: taintflow/argv
    verdict: ""
    reason: 'TODO: reaches an argv'
`

func TestSpliceFindingsKeepsTheRest(t *testing.T) {
	out, n, err := spliceFindings([]byte(handWritten), "demo", newFindings)
	if err != nil {
		t.Fatal(err)
	}
	if n != 2 {
		t.Errorf("added %d, want 2", n)
	}
	head, tail, ok := strings.Cut(handWritten, "\n# Hazards")
	if !ok {
		t.Fatal("test file changed")
	}
	want := head + wantEntries + "\n# Hazards" + tail
	if string(out) != want {
		t.Errorf("got:\n%s\nwant:\n%s", out, want)
	}
	tr, err := parseTriage("out", out)
	if err != nil {
		t.Fatal(err)
	}
	if len(tr.Findings) != 3 || len(tr.Hazards) != 1 || tr.Findings[2].Reason != "TODO: reaches an argv" {
		t.Errorf("re-read: %+v", tr)
	}
	// Idempotent: everything is listed now.
	again, n, err := spliceFindings(out, "demo", newFindings)
	if err != nil || n != 0 || string(again) != string(out) {
		t.Errorf("second splice: %d added, err %v", n, err)
	}
}

func TestSpliceFindingsShapes(t *testing.T) {
	add := newFindings[3:]
	entry := "  - file: pkg/c.go\n    line: 1\n    analyzer: taintflow/argv\n    verdict: \"\"\n    reason: 'TODO: reaches an argv'\n"
	for name, tc := range map[string]struct{ in, want string }{
		"empty file":            {"", "name: demo\nfindings:\n" + entry},
		"only hazards":          {"name: demo\n\n# hand-found\nhazards:\n  - id: H1\n", "name: demo\nfindings:\n" + entry + "\n# hand-found\nhazards:\n  - id: H1\n"},
		"no name, no newline":   {"hazards: []", "findings:\n" + entry + "hazards: []\n"},
		"only name":             {"name: demo\n", "name: demo\nfindings:\n" + entry},
		"null list":             {"name: demo\nfindings:\nhazards: []\n", "name: demo\nfindings:\n" + entry + "hazards: []\n"},
		"flow empty list":       {"name: demo\nfindings: []   # none yet\nhazards: []\n", "name: demo\nfindings:   # none yet\n" + entry + "hazards: []\n"},
		"last key":              {"name: demo\nfindings:\n  - {file: a.go, line: 1, analyzer: x, verdict: \"false\"}\n\n# end\n", "name: demo\nfindings:\n  - {file: a.go, line: 1, analyzer: x, verdict: \"false\"}\n" + entry + "\n# end\n"},
		"indented comment kept": {"findings:\n- file: a.go\n  line: 1\n  analyzer: x\n  verdict: \"true\"\n  # about a.go\nhazards: []\n", "findings:\n- file: a.go\n  line: 1\n  analyzer: x\n  verdict: \"true\"\n  # about a.go\n" + strings.ReplaceAll(entry, "\n  ", "\n")[2:] + "hazards: []\n"},
	} {
		out, n, err := spliceFindings([]byte(tc.in), "demo", add)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if n != 1 || string(out) != tc.want {
			t.Errorf("%s: added %d, got:\n%s\nwant:\n%s", name, n, out, tc.want)
		}
		if _, err := parseTriage(name, out); err != nil {
			t.Errorf("%s: output does not parse: %v", name, err)
		}
	}
}

func TestSpliceFindingsRefuses(t *testing.T) {
	for name, in := range map[string]string{
		"bad yaml":  "reason: one line: colon\n",
		"flow list": "findings: [{file: a.go, line: 1, analyzer: x, verdict: \"\"}]\n",
		"a list":    "- a\n- b\n",
	} {
		if _, _, err := spliceFindings([]byte(in), "demo", newFindings); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestAppendFindingsWritesFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "triage", "demo.yaml")
	n, err := appendFindings(path, "demo", newFindings)
	if err != nil || n != 3 {
		t.Fatalf("new file: %d, %v", n, err)
	}
	n, err = appendFindings(path, "demo", newFindings)
	if err != nil || n != 0 {
		t.Fatalf("again: %d, %v", n, err)
	}
	tr, err := loadTriage(path)
	if err != nil || tr.Name != "demo" || len(tr.Findings) != 3 {
		t.Fatalf("read back: %+v, %v", tr, err)
	}
	if tmp, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".realcode-*")); len(tmp) != 0 {
		t.Errorf("temporary files left: %v", tmp)
	}
	if st, err := os.Stat(path); err != nil || st.Mode().Perm() != 0o644 {
		t.Errorf("mode: %v %v", st.Mode(), err)
	}
}
