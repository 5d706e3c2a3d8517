package main

import (
	"errors"
	"strings"
	"testing"
)

func TestLoadStatus(t *testing.T) {
	for _, tc := range []struct {
		run      Run
		analyzer bool
		parse    error
		want     string
	}{
		{Run{Exit: 0}, false, nil, "ok"},
		{Run{Exit: 1}, false, nil, "ok"},
		{Run{Exit: 3, StderrHead: "x.go:1:1: undefined: y"}, false, nil, "load failed (exit 3)"},
		{Run{Exit: 3}, true, nil, "analyzer error (exit 3)"},
		{Run{Exit: 2, StderrHead: "panic: runtime error\n\ngoroutine 1"}, false, nil, "crashed (exit 2)"},
		{Run{Exit: 2, StderrHead: "agentvet: config: no such file"}, false, nil, "failed (exit 2)"},
		{Run{Exit: 2, StderrHead: "x\nfatal error: all goroutines are asleep - deadlock!"}, false, nil, "crashed (exit 2)"},
		// cgo: the C compiler's fatal error is a load failure.
		{Run{Exit: 3, StderrHead: "-: # example.com/olm\n/m/olm/account.go:4:11: fatal error: olm/olm.h: No such file or directory"}, false, nil, "load failed (exit 3)"},
		{Run{Exit: -1, Signal: "killed"}, false, nil, "crashed (killed)"},
		{Run{Exit: -1, Signal: "killed", TimedOut: true}, false, nil, "timeout"},
		{Run{Exit: 1}, false, errors.New("bad JSON"), "bad output: bad JSON"},
	} {
		if got := loadStatus(&tc.run, tc.analyzer, tc.parse); got != tc.want {
			t.Errorf("%+v: got %q, want %q", tc.run, got, tc.want)
		}
	}
}

func TestFirstDiff(t *testing.T) {
	if d := firstDiff([]byte("a\nb\n"), []byte("a\nb\n")); d != "" {
		t.Errorf("equal: %q", d)
	}
	d := firstDiff([]byte("a\nb\nc\n"), []byte("a\nX\nc\n"))
	if !strings.Contains(d, "line 2") || !strings.Contains(d, `"b"`) || !strings.Contains(d, `"X"`) {
		t.Errorf("changed line: %q", d)
	}
	if d := firstDiff([]byte("a\n"), []byte("a\nmore\n")); !strings.Contains(d, `"more"`) {
		t.Errorf("longer: %q", d)
	}
}
