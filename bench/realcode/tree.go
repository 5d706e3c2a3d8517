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
// making the tree on first use, and the files of the commit the snapshot
// lacks. Trees live outside this module (they are modules of their own
// and must not be walked by gofmt or linters run at its root) and are
// named by commit or version, so a changed repos.yaml entry gets a fresh
// tree and an unchanged one is reused.
func prepareTree(g *benchenv.Go, r *Repo, cache, mirror string) (string, []string, error) {
	id := r.Version
	if r.GitHub != "" {
		id = r.Commit[:12]
	}
	tree := filepath.Join(cache, "trees", r.Name+"@"+id)
	// Kept beside the tree, not in it: the tree is the module as it is.
	missingList := tree + ".missing"
	if _, err := os.Stat(tree); err != nil {
		// Built under a temporary name and renamed when complete, so an
		// interrupted extraction is never mistaken for a tree.
		part := tree + ".part"
		if err := os.RemoveAll(part); err != nil {
			return "", nil, err
		}
		var missing []string
		if r.GitHub != "" {
			missing, err = archiveCommit(mirror, r.GitHub, r.Commit, part)
		} else {
			err = copyModule(g, r.Module, r.Version, part)
		}
		if err == nil {
			err = os.WriteFile(missingList, []byte(strings.Join(missing, "\n")), 0o644)
		}
		if err != nil {
			_ = os.RemoveAll(part)
			return "", nil, err
		}
		if err := os.Rename(part, tree); err != nil {
			return "", nil, err
		}
	}
	var missing []string
	if data, err := os.ReadFile(missingList); err == nil && len(data) > 0 {
		missing = strings.Split(string(data), "\n")
	}
	dir := filepath.Join(tree, r.Dir)
	if _, err := os.Stat(filepath.Join(dir, "go.mod")); err != nil {
		return "", missing, fmt.Errorf("%s: no go.mod in %s (dir: %q in repos.yaml)", r.Source(), dir, r.Dir)
	}
	return dir, missing, nil
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

// archiveCommit extracts `git archive COMMIT` of the snapshot into dst
// and returns the files it had to leave out. The snapshot is read-only:
// nothing is checked out in it. Snapshots lack large files (4 MiB and
// more: images, recordings), and git archive stops at the first missing
// blob, so those are found first and excluded by name.
func archiveCommit(mirror, repo, commit, dst string) ([]string, error) {
	gitDir, err := snapshotDir(mirror, repo)
	if err != nil {
		return nil, err
	}
	if err := exec.Command("git", "--git-dir="+gitDir, "cat-file", "-e", commit+"^{commit}").Run(); err != nil {
		head, _ := exec.Command("git", "--git-dir="+gitDir, "rev-parse", "HEAD").Output()
		return nil, fmt.Errorf("the snapshot of %s (%s, HEAD %s) lacks commit %s: fetch github:%s again for a newer snapshot, or change commit: in repos.yaml",
			repo, gitDir, strings.TrimSpace(string(head)), commit, repo)
	}
	missing, err := missingBlobs(gitDir, commit)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", repo, err)
	}
	args := []string{"--git-dir=" + gitDir, "archive", "--format=tar", commit}
	if len(missing) > 0 {
		args = append(args, "--", ".")
		for _, m := range missing {
			args = append(args, ":(exclude,literal)"+m)
		}
	}
	cmd := exec.Command("git", args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	xerr := untar(out, dst)
	if xerr != nil {
		_ = cmd.Process.Kill()
	}
	werr := cmd.Wait()
	if xerr != nil {
		return nil, fmt.Errorf("git archive %s of %s: %v", commit, repo, xerr)
	}
	if werr != nil {
		return nil, fmt.Errorf("git archive %s of %s: %v: %s", commit, repo, werr, strings.TrimSpace(stderr.String()))
	}
	return missing, nil
}

// missingBlobs lists the files of commit whose contents the snapshot does
// not have.
func missingBlobs(gitDir, commit string) ([]string, error) {
	ls, err := exec.Command("git", "--git-dir="+gitDir, "ls-tree", "-r", "-z", "--full-tree", commit).Output()
	if err != nil {
		return nil, fmt.Errorf("git ls-tree %s: %v", commit, err)
	}
	var paths []string
	var ids bytes.Buffer
	for _, rec := range strings.Split(string(ls), "\x00") {
		meta, path, ok := strings.Cut(rec, "\t")
		fields := strings.Fields(meta)
		if !ok || len(fields) != 3 || fields[1] != "blob" {
			continue // submodules are commits, and are not archived anyway
		}
		paths = append(paths, path)
		ids.WriteString(fields[2] + "\n")
	}
	if len(paths) == 0 {
		return nil, nil
	}
	check := exec.Command("git", "--git-dir="+gitDir, "cat-file", "--batch-check")
	check.Stdin = &ids
	out, err := check.Output()
	if err != nil {
		return nil, fmt.Errorf("git cat-file --batch-check: %v", err)
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) != len(paths) {
		return nil, fmt.Errorf("git cat-file --batch-check: %d answers for %d blobs", len(lines), len(paths))
	}
	var missing []string
	for i, l := range lines {
		if strings.HasSuffix(l, " missing") {
			missing = append(missing, paths[i])
		}
	}
	return missing, nil
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
