package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestLoadTriageMissing(t *testing.T) {
	tr, err := loadTriage(filepath.Join(t.TempDir(), "none.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if len(tr.Findings) != 0 || len(tr.Hazards) != 0 {
		t.Errorf("missing file: got %+v, want an empty triage", tr)
	}
}

const triageFile = `name: demo                   # comment
findings:
  - file: pkg/loop.go
    line: 12
    analyzer: taintflow
    verdict: "true"
    hazard: H1
    reason: "MCP server authors the tool name"
  - file: pkg/loop.go
    line: 40
    analyzer: fencecheck
    verdict: false             # unquoted: still the string "false"
    reason: operator constant
  - file: pkg/new.go
    line: 3
    analyzer: taintflow/argv
    verdict: ""
    reason: "TODO: reaches an argv"
hazards:
  - id: H1
    position: tool-name
    producer: MCP tool list
    flow: >-
      pkg/mcp.go:8 ListTools →
      pkg/loop.go:12 Name
    at:
      - pkg/loop.go:12
      - pkg/tools.go:40   # the call
    reason: a third party names the tool
    note: a key the bench does not read
`

func TestLoadTriage(t *testing.T) {
	path := filepath.Join(t.TempDir(), "demo.yaml")
	if err := os.WriteFile(path, []byte(triageFile), 0o644); err != nil {
		t.Fatal(err)
	}
	tr, err := loadTriage(path)
	if err != nil {
		t.Fatal(err)
	}
	if tr.Name != "demo" || len(tr.Findings) != 3 || len(tr.Hazards) != 1 {
		t.Fatalf("got %+v", tr)
	}
	if got := tr.Findings[1].Verdict; got != verdictFalse {
		t.Errorf("unquoted false: verdict %q", got)
	}
	if got := tr.Findings[0].Key(); got != (Key{"pkg/loop.go", 12, "taintflow"}) {
		t.Errorf("key %v", got)
	}
	if got := tr.Hazards[0].At; len(got) != 2 || got[1] != "pkg/tools.go:40" {
		t.Errorf("at: %q", got)
	}
}

func TestLoadTriageErrors(t *testing.T) {
	for name, tc := range map[string]struct{ file, want string }{
		"verdict":  {"findings:\n  - {file: a.go, line: 1, analyzer: taintflow, verdict: yes}\n", `verdict "yes"`},
		"no line":  {"findings:\n  - {file: a.go, analyzer: taintflow, verdict: \"true\"}\n", "want file, line"},
		"at":       {"hazards:\n  - id: H1\n    at: [a.go]\n", `at: "a.go" is not file:line`},
		"at line":  {"hazards:\n  - id: H1\n    at: [\"a.go:x\"]\n", "not file:line"},
		"no id":    {"hazards:\n  - at: [a.go:3]\n", "no id"},
		"bad yaml": {"reason: one line: colon\n", "mapping values"},
	} {
		_, err := parseTriage("t.yaml", []byte(tc.file))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error with %q", name, err, tc.want)
		}
	}
}

func TestSplitAt(t *testing.T) {
	file, line, err := splitAt("pkg/a.go:120")
	if err != nil || file != "pkg/a.go" || line != 120 {
		t.Errorf("got %q %d %v", file, line, err)
	}
	for _, bad := range []string{"", "a.go", ":3", "a.go:0", "a.go:-1"} {
		if _, _, err := splitAt(bad); err == nil {
			t.Errorf("splitAt(%q): no error", bad)
		}
	}
}
