package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The committed list loads, and every entry is where it should be.
func TestReposYAML(t *testing.T) {
	repos, err := loadRepos("repos.yaml")
	if err != nil {
		t.Fatal(err)
	}
	held := 0
	for _, r := range repos {
		if r.Heldout {
			held++
		}
	}
	if len(repos) != 16 || held != 4 {
		t.Errorf("%d repos, %d held out; want 16 and 4", len(repos), held)
	}
	sub, err := selectRepos(repos, "mcphost, picoclaw")
	if err != nil || len(sub) != 2 || sub[0].Name != "picoclaw" || sub[1].Name != "mcphost" {
		t.Errorf("-only: %v, %v", sub, err)
	}
	if _, err := selectRepos(repos, "picoclaw,nope"); err == nil || !strings.Contains(err.Error(), "nope") {
		t.Errorf("-only with an unknown name: %v", err)
	}
}

func TestLoadReposErrors(t *testing.T) {
	const commit = "0123456789abcdef0123456789abcdef01234567"
	for name, tc := range map[string]struct{ file, want string }{
		"both":       {"repos:\n  - {name: a, github: o/r, commit: " + commit + ", module: m, version: v1}\n", "exactly one"},
		"neither":    {"repos:\n  - {name: a}\n", "exactly one"},
		"short sha":  {"repos:\n  - {name: a, github: o/r, commit: abc}\n", "40 lower-case hex"},
		"no version": {"repos:\n  - {name: a, module: m}\n", "needs a version"},
		"bad repo":   {"repos:\n  - {name: a, github: r, commit: " + commit + "}\n", "OWNER/REPO"},
		"dir":        {"repos:\n  - {name: a, module: m, version: v1, dir: ../x}\n", "not a relative path"},
		"name":       {"repos:\n  - {name: a/b, module: m, version: v1}\n", "name"},
		"twice":      {"repos:\n  - {name: a, module: m, version: v1}\n  - {name: a, module: n, version: v1}\n", "used twice"},
		"typo":       {"repos:\n  - {name: a, module: m, version: v1, held_out: true}\n", "held_out"},
		"empty":      {"", "no repos"},
	} {
		path := filepath.Join(t.TempDir(), "repos.yaml")
		if err := os.WriteFile(path, []byte(tc.file), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := loadRepos(path)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error with %q", name, err, tc.want)
		}
	}
}
