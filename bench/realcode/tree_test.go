package main

import (
	"archive/tar"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestUntar(t *testing.T) {
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	add := func(h *tar.Header, body string) {
		h.Size = int64(len(body))
		if err := tw.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
		if _, err := tw.Write([]byte(body)); err != nil {
			t.Fatal(err)
		}
	}
	add(&tar.Header{Typeflag: tar.TypeXGlobalHeader, Name: "pax_global_header", PAXRecords: map[string]string{"comment": "abc"}}, "")
	add(&tar.Header{Typeflag: tar.TypeDir, Name: "pkg/", Mode: 0o755}, "")
	add(&tar.Header{Typeflag: tar.TypeReg, Name: "pkg/a.go", Mode: 0o644}, "package pkg\n")
	add(&tar.Header{Typeflag: tar.TypeReg, Name: "run.sh", Mode: 0o755}, "#!/bin/sh\n")
	add(&tar.Header{Typeflag: tar.TypeSymlink, Name: "pkg/link.go", Linkname: "a.go"}, "")
	add(&tar.Header{Typeflag: tar.TypeSymlink, Name: "out", Linkname: "../../etc"}, "")
	add(&tar.Header{Typeflag: tar.TypeSymlink, Name: "abs", Linkname: "/etc/passwd"}, "")
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(t.TempDir(), "tree")
	if err := untar(bytes.NewReader(buf.Bytes()), dst); err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(filepath.Join(dst, "pkg", "link.go")); err != nil || string(data) != "package pkg\n" {
		t.Errorf("pkg/link.go: %q, %v", data, err)
	}
	if st, err := os.Stat(filepath.Join(dst, "run.sh")); err != nil || st.Mode().Perm()&0o100 == 0 {
		t.Errorf("run.sh not executable: %v", err)
	}
	for _, name := range []string{"out", "abs", "pax_global_header"} {
		if _, err := os.Lstat(filepath.Join(dst, name)); err == nil {
			t.Errorf("%s was extracted", name)
		}
	}

	var evil bytes.Buffer
	tw = tar.NewWriter(&evil)
	if err := tw.WriteHeader(&tar.Header{Typeflag: tar.TypeReg, Name: "../escape.go", Mode: 0o644}); err != nil {
		t.Fatal(err)
	}
	_ = tw.Close()
	if err := untar(bytes.NewReader(evil.Bytes()), filepath.Join(t.TempDir(), "t")); err == nil || !strings.Contains(err.Error(), "not inside") {
		t.Errorf("../escape.go: %v", err)
	}
}

// archiveCommit against a small local repository: a commit it has, one
// it lacks, a snapshot that is not there.
func TestArchiveCommit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	mirror := t.TempDir()
	work := filepath.Join(mirror, "owner+repo", "repo")
	git := func(args ...string) string {
		cmd := exec.Command("git", append([]string{"-C", work}, args...)...)
		cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@t", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@t", "GIT_CONFIG_GLOBAL=/dev/null")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	if err := os.MkdirAll(filepath.Join(work, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(work, "sub", "go.mod"), []byte("module example.com/sub\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// big.bin stands for a file the snapshot does not keep: its blob is
	// deleted after the commit.
	if err := os.WriteFile(filepath.Join(work, "big bin"), []byte("large\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	git("init", "-q")
	git("add", ".")
	git("commit", "-q", "-m", "one")
	commit := git("rev-parse", "HEAD")
	blob := git("rev-parse", "HEAD:big bin")
	if err := os.Remove(filepath.Join(work, ".git", "objects", blob[:2], blob[2:])); err != nil {
		t.Fatal(err)
	}

	cache := t.TempDir()
	r := &Repo{Name: "demo", GitHub: "owner/repo", Commit: commit, Dir: "sub"}
	dir, missing, err := prepareTree(nil, r, cache, mirror)
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(cache, "trees", "demo@"+commit[:12], "sub"); dir != want {
		t.Errorf("dir %s, want %s", dir, want)
	}
	if _, err := os.Stat(filepath.Join(dir, "go.mod")); err != nil {
		t.Error(err)
	}
	if len(missing) != 1 || missing[0] != "big bin" {
		t.Errorf("missing %q, want [big bin]", missing)
	}
	if _, err := os.Stat(filepath.Join(dir, "..", "big bin")); err == nil {
		t.Error("big bin is in the tree")
	}
	// Reused, the tree still knows what it lacks.
	if _, again, err := prepareTree(nil, r, cache, mirror); err != nil || len(again) != 1 {
		t.Errorf("reused tree: missing %q, %v", again, err)
	}

	r.Commit = strings.Repeat("a", 40)
	if _, _, err := prepareTree(nil, r, cache, mirror); err == nil || !strings.Contains(err.Error(), "lacks commit") || !strings.Contains(err.Error(), "fetch github:owner/repo") {
		t.Errorf("missing commit: %v", err)
	}
	r.GitHub = "other/repo"
	if _, _, err := prepareTree(nil, r, cache, mirror); err == nil || !strings.Contains(err.Error(), "no snapshot of other/repo") || !strings.Contains(err.Error(), "fetch github:other/repo") {
		t.Errorf("missing snapshot: %v", err)
	}
	if _, err := os.Stat(filepath.Join(cache, "trees", "demo@aaaaaaaaaaaa.part")); err == nil {
		t.Error("a failed extraction left its .part directory")
	}
}
