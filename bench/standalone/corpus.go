package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/agentvet/agentvet/bench/internal/benchenv"
)

// Corpus is a large module: from the module proxy, or the tree of one
// commit of a repository's git snapshot.
type Corpus struct {
	Name string
	// Module and Version: a module from the proxy.
	Module, Version string
	// Repo (the snapshot's directory under -mirror) and Commit: a
	// repository, its root module.
	Repo, Commit string
	// Determinism: compare fresh runs byte for byte (the two large
	// repositories; langchaingo is there for the ratios).
	Determinism bool
}

// corpora are langchaingo (the performance bench's deepest corpus) and
// the two largest repositories of the real-code set.
func corpora() []Corpus {
	return []Corpus{
		{Name: "langchaingo", Module: "github.com/tmc/langchaingo", Version: "v0.1.14"},
		{Name: "picoclaw", Repo: "sipeed+picoclaw", Commit: "cf67dd3851e7926bf04ea9016c2e61248f9f614e", Determinism: true},
		{Name: "trpc-agent-go", Repo: "trpc-group+trpc-agent-go", Commit: "0e352fdd1428d30a8d978d39877f5a7b2591ccc1", Determinism: true},
	}
}

func corpusNames() []string {
	var names []string
	for _, c := range corpora() {
		names = append(names, c.Name)
	}
	return names
}

func selectCorpora(sel string) ([]Corpus, error) {
	if sel == "" {
		return corpora(), nil
	}
	var out []Corpus
	for _, name := range strings.Split(sel, ",") {
		found := false
		for _, c := range corpora() {
			if c.Name == strings.TrimSpace(name) {
				out, found = append(out, c), true
			}
		}
		if !found {
			return nil, fmt.Errorf("-corpus: unknown corpus %q (have %s)", name, strings.Join(corpusNames(), ", "))
		}
	}
	return out, nil
}

// readyMark is written last, so an interrupted setup is redone.
const readyMark = ".agentvet-standalone-ready"

// prepare returns the corpus directory, setting it up on first use: the
// module copied out of the module cache, or the commit's tree, and every
// module its packages and tests import downloaded.
func (c Corpus) prepare(g *benchenv.Go, work, mirror string) (string, error) {
	if c.Module != "" {
		return benchenv.Fetch(g, work, c.Module, c.Version)
	}
	dir := filepath.Join(work, "corpora", c.Name+"@"+c.Commit[:12])
	if _, err := os.Stat(filepath.Join(dir, readyMark)); err == nil {
		return dir, nil
	}
	if err := os.RemoveAll(dir); err != nil {
		return "", err
	}
	if err := archive(filepath.Join(mirror, c.Repo, "repo"), c.Commit, dir); err != nil {
		return "", err
	}
	// A module the proxy does not serve fails the download: agentvet
	// lists the packages that need it, which is part of what is measured.
	if _, err := g.Output(dir, "mod", "download"); err != nil {
		fmt.Fprintf(os.Stderr, "   %s: %v\n", c.Name, err)
	}
	// -e: a module the proxy does not serve stays missing; agentvet
	// lists the packages that need it.
	if _, err := g.Output(dir, "list", "-e", "-deps", "-test", "-f", "{{.ImportPath}}", "./..."); err != nil {
		return "", err
	}
	return dir, os.WriteFile(filepath.Join(dir, readyMark), nil, 0o644)
}

// archive extracts the tree of commit from the git directory gitDir into
// dst. A snapshot lacks the blobs of files of 4 MiB and more, and git
// archive fails on a missing blob: those paths are left out (none is Go
// source in the corpora).
func archive(gitDir, commit, dst string) error {
	tree, err := gitOutput(gitDir, nil, "ls-tree", "-r", "-z", commit)
	if err != nil {
		return err
	}
	var objs, paths []string
	for _, entry := range strings.Split(strings.TrimSuffix(string(tree), "\x00"), "\x00") {
		meta, path, ok := strings.Cut(entry, "\t")
		f := strings.Fields(meta)
		if !ok || len(f) != 3 || f[1] != "blob" {
			continue
		}
		objs, paths = append(objs, f[2]), append(paths, path)
	}
	check, err := gitOutput(gitDir, strings.NewReader(strings.Join(objs, "\n")+"\n"), "cat-file", "--batch-check")
	if err != nil {
		return err
	}
	args := []string{"archive", commit, "--", "."}
	for i, line := range strings.Split(strings.TrimSpace(string(check)), "\n") {
		if strings.HasSuffix(line, " missing") && i < len(paths) {
			args = append(args, ":(exclude,literal)"+paths[i])
		}
	}
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return err
	}
	arc := exec.Command("git", args...)
	arc.Env = append(os.Environ(), "GIT_DIR="+gitDir)
	untar := exec.Command("tar", "-x", "-C", dst)
	pipe, err := arc.StdoutPipe()
	if err != nil {
		return err
	}
	untar.Stdin = pipe
	var stderr bytes.Buffer
	arc.Stderr, untar.Stderr = &stderr, &stderr
	if err := untar.Start(); err != nil {
		return err
	}
	if err := arc.Run(); err != nil {
		return fmt.Errorf("git archive: %v\n%s", err, stderr.Bytes())
	}
	if err := untar.Wait(); err != nil {
		return fmt.Errorf("tar: %v\n%s", err, stderr.Bytes())
	}
	return nil
}

func gitOutput(gitDir string, stdin *strings.Reader, args ...string) ([]byte, error) {
	cmd := exec.Command("git", args...)
	cmd.Env = append(os.Environ(), "GIT_DIR="+gitDir)
	if stdin != nil {
		cmd.Stdin = stdin
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("git %s: %v\n%s", strings.Join(args, " "), err, stderr.Bytes())
	}
	return out, nil
}
