package main

import (
	"reflect"
	"testing"
)

func TestParseFindings(t *testing.T) {
	const out = `{
	"example.com/m/agent": {
		"taintflow": [
			{"category": "taintflow", "posn": "/tree/m/agent/loop.go:12:5", "end": "/tree/m/agent/loop.go:12:9", "message": "MCP tool list reaches a tool name",
			 "position": "tool-name", "sink": "x.Tool.Name", "producers": [
				{"origin": "mcp:tool-list", "posn": "/tree/m/mcp/client.go:40:7"},
				{"origin": "mcp:tool-list", "posn": "/gomod/mcp-go/client.go:9:1"},
				{"origin": "web:page", "posn": "/tree/m/agent/fetch.go:3:2"}]},
			{"category": "taintflow/argv", "posn": "/tree/m/agent/loop.go:30:2", "end": "", "message": "reaches an argv"}
		],
		"verbpin": [
			{"posn": "/tree/m/agent/nudge.go:7:1", "end": "", "message": "designated package reaches tmux send-keys"}
		]
	},
	"example.com/m/agent [example.com/m/agent.test]": {
		"taintflow": [
			{"category": "taintflow", "posn": "/tree/m/agent/loop.go:12:5", "end": "", "message": "MCP tool list reaches a tool name",
			 "position": "tool-name", "sink": "x.Tool.Name", "producers": [{"origin": "web:page", "posn": "/tree/m/agent/fetch.go:3:2"}, {"origin": "mcp:tool-list", "posn": "/tree/m/mcp/client.go:40:7"}]}
		],
		"fencecheck": {"error": "internal error: budget"}
	},
	"example.com/m/broken": {
		"agentvet": {"error": "could not import x (no package vetx file)"}
	},
	"example.com/m/odd": {
		"unwrapaudit": [
			{"category": "unwrapaudit", "posn": "/elsewhere/x.go:3", "end": "", "message": "no column"}
		]
	}
}`
	fs, errs, err := parseFindings([]byte(out), "/tree/m")
	if err != nil {
		t.Fatal(err)
	}
	want := []Finding{
		{File: "/elsewhere/x.go", Line: 3, Col: 0, Category: "unwrapaudit", Message: "no column"},
		{File: "agent/loop.go", Line: 12, Col: 5, Category: "taintflow", Message: "MCP tool list reaches a tool name",
			Says: "tool-name at x.Tool.Name from mcp:tool-list, web:page", From: []string{"agent/fetch.go:3", "mcp/client.go:40"}},
		{File: "agent/loop.go", Line: 30, Col: 2, Category: "taintflow/argv", Message: "reaches an argv"},
		{File: "agent/nudge.go", Line: 7, Col: 1, Category: "verbpin", Message: "designated package reaches tmux send-keys"},
	}
	if !reflect.DeepEqual(fs, want) {
		t.Errorf("findings:\n got %+v\nwant %+v", fs, want)
	}
	wantErrs := []PkgError{
		{"example.com/m/agent [example.com/m/agent.test]", "fencecheck", "internal error: budget"},
		{"example.com/m/broken", "agentvet", "could not import x (no package vetx file)"},
	}
	if !reflect.DeepEqual(errs, wantErrs) {
		t.Errorf("errors: got %v, want %v", errs, wantErrs)
	}
}

func TestParseFindingsEmptyAndBad(t *testing.T) {
	fs, errs, err := parseFindings([]byte("{}\n"), "/tree")
	if err != nil || len(fs) != 0 || len(errs) != 0 {
		t.Errorf("{}: got %v, %v, %v", fs, errs, err)
	}
	if _, _, err := parseFindings([]byte("agentvet: 3 error(s)"), "/tree"); err == nil {
		t.Error("text output: no error")
	}
	if _, _, err := parseFindings([]byte(`{"p":{"taintflow":[{"posn":3}]}}`), "/tree"); err == nil {
		t.Error("a number for posn: no error")
	}
}

// The same key with different messages keeps one, and always the same one,
// whatever order the packages come in.
func TestParseFindingsDedupStable(t *testing.T) {
	const out = `{
	"b": {"taintflow": [{"category": "taintflow", "posn": "/t/a.go:1:9", "message": "second"}]},
	"a": {"taintflow": [{"category": "taintflow", "posn": "/t/a.go:1:2", "message": "first"}]}
}`
	for range 20 {
		fs, _, err := parseFindings([]byte(out), "/t")
		if err != nil {
			t.Fatal(err)
		}
		if len(fs) != 1 || fs[0].Message != "first" {
			t.Fatalf("got %+v, want the one at column 2", fs)
		}
	}
}

func TestSplitPosn(t *testing.T) {
	for _, tc := range []struct {
		posn      string
		file      string
		line, col int
	}{
		{"/a/b.go:10:3", "/a/b.go", 10, 3},
		{"/a/b.go:10", "/a/b.go", 10, 0},
		{"/a/c:d.go:4:1", "/a/c:d.go", 4, 1},
		{"-", "-", 0, 0},
		{"", "", 0, 0},
	} {
		file, line, col := splitPosn(tc.posn)
		if file != tc.file || line != tc.line || col != tc.col {
			t.Errorf("splitPosn(%q) = %q, %d, %d; want %q, %d, %d", tc.posn, file, line, col, tc.file, tc.line, tc.col)
		}
	}
}
