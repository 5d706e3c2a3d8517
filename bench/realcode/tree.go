package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/agentvet/agentvet/bench/internal/benchenv"
)

// prepareTree returns the module directory of r's source tree in the cache,
// making the tree on first use. Trees live outside this module (they are
// modules of their own and must not be walked by gofmt or linters run at
// its root) and are named by commit or version, so a changed repos.yaml
// entry gets a fresh tree and an unchanged one is reused.
func prepareTree(g *benchenv.Go, r *Repo, cache, mirror string) (string, error) {
	id := r.Version
	if r.GitHub != "" {
		id = r.Commit[:12]
	}
	tree := filepath.Join(cache, "trees", r.Name+"@"+id)
	if _, err := os.Stat(tree); err != nil {
		// Built under a temporary name and renamed when complete, so an
		// interrupted extraction is never mistaken for a tree.
		part := tree + ".part"
		if err := os.RemoveAll(part); err != nil {
			return "", err
		}
		if r.GitHub != "" {
			err = archiveCommit(mirror, r.GitHub, r.Commit, part)
		} else {
			err = copyModule(g, r.Module, r.Version, part)
		}
		if err != nil {
			_ = os.RemoveAll(part)
			return "", err
		}
		if err := os.Rename(part, tree); err != nil {
			return "", err
		}
	}
	dir := filepath.Join(tree, r.Dir)
	if _, err := os.Stat(filepath.Join(dir, "go.mod")); err != nil {
		return "", fmt.Errorf("%s: no go.mod in %s (dir: %q in repos.yaml)", r.Source(), dir, r.Dir)
	}
	return dir, nil
}

// snapshotDir finds the git directory of OWNER/REPO's snapshot in the
// mirror: OWNER+REPO/repo, a bare repository or a work tree with .git.
func snapshotDir(mirror, repo string) (string, error) {
	base := filepath.Join(mirror, strings.Replace(repo, "/", "+", 1), "repo")
	for _, dir := range []string{filepath.Join(base, ".git"), base} {
		if _, err := os.Stat(filepath.Join(dir, "HEAD")); err == nil {
			return dir, nil
		}
	}
	return "", fmt.Errorf("no snapshot of %s in the mirror (want %s, a bare git directory or one with .git): fetch github:%s into %s", repo, base, repo, mirror)
}

// archiveCommit extracts `git archive COMMIT` of the snapshot into dst.
// The snapshot is read-only: nothing is checked out in it.
func archiveCommit(mirror, repo, commit, dst string) error {
	gitDir, err := snapshotDir(mirror, repo)
	if err != nil {
		return err
	}
	if err := exec.Command("git", "--git-dir="+gitDir, "cat-file", "-e", commit+"^{commit}").Run(); err != nil {
		head, _ := exec.Command("git", "--git-dir="+gitDir, "rev-parse", "HEAD").Output()
		return fmt.Errorf("the snapshot of %s (%s, HEAD %s) lacks commit %s: fetch github:%s again for a newer snapshot, or change commit: in repos.yaml",
			repo, gitDir, strings.TrimSpace(string(head)), commit, repo)
	}
	cmd := exec.Command("git", "--git-dir="+gitDir, "archive", "--format=tar", commit)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	xerr := untar(out, dst)
	if xerr != nil {
		_ = cmd.Process.Kill()
	}
	werr := cmd.Wait()
	if xerr != nil {
		return fmt.Errorf("git archive %s of %s: %v", commit, repo, xerr)
	}
	if werr != nil {
		return fmt.Errorf("git archive %s of %s: %v\n%s", commit, repo, werr, stderr.Bytes())
	}
	return nil
}

// copyModule puts a writable copy of module@version from the module cache
// at dst (the module cache is read-only, and the go command may need to
// complete go.sum).
func copyModule(g *benchenv.Go, module, version, dst string) error {
	out, err := g.Output("", "mod", "download", "-json", module+"@"+version)
	var dl struct{ Dir, Error string }
	if jerr := json.Unmarshal(out, &dl); jerr != nil && err == nil {
		err = jerr
	}
	if dl.Error != "" {
		return fmt.Errorf("go mod download %s@%s: %s", module, version, dl.Error)
	}
	if err != nil {
		return err
	}
	return benchenv.CopyTree(dl.Dir, dst)
}
