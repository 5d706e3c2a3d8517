package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Repo is one entry of repos.yaml: a repository (or module) the bench
// analyses, and where its tree comes from.
type Repo struct {
	Name string `yaml:"name"`
	// GitHub is OWNER/REPO, read from the mirror's snapshot at Commit.
	GitHub string `yaml:"github"`
	Commit string `yaml:"commit"`
	// Module and Version name a module on the module proxy.
	Module  string `yaml:"module"`
	Version string `yaml:"version"`
	// Dir is the module directory inside the repository ("" = the root).
	Dir string `yaml:"dir"`
	// Heldout repositories are reported apart: they are never used to
	// tune agentvet, so their figures are the honest ones.
	Heldout bool `yaml:"heldout"`
}

// Source is the one-line origin of the tree: OWNER/REPO@COMMIT or
// MODULE@VERSION.
func (r *Repo) Source() string {
	if r.GitHub != "" {
		return r.GitHub + "@" + r.Commit
	}
	return r.Module + "@" + r.Version
}

var (
	hexCommit = regexp.MustCompile(`^[0-9a-f]{40}$`)
	repoName  = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]*$`)
)

// loadRepos reads repos.yaml strictly: a typo in a key would otherwise
// silently drop a repository's commit or its held-out mark.
func loadRepos(path string) ([]Repo, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var file struct {
		Repos []Repo `yaml:"repos"`
	}
	if err := dec.Decode(&file); err != nil && !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	seen := map[string]bool{}
	for i := range file.Repos {
		r := &file.Repos[i]
		if err := r.validate(); err != nil {
			return nil, fmt.Errorf("%s: repos[%d] (%s): %v", path, i, r.Name, err)
		}
		if seen[r.Name] {
			return nil, fmt.Errorf("%s: repos[%d]: name %q used twice", path, i, r.Name)
		}
		seen[r.Name] = true
	}
	if len(file.Repos) == 0 {
		return nil, fmt.Errorf("%s: no repos", path)
	}
	return file.Repos, nil
}

func (r *Repo) validate() error {
	switch {
	case !repoName.MatchString(r.Name):
		// The name becomes file names (triage, configs, the cache).
		return fmt.Errorf("name %q: want letters, digits, '.', '_' or '-'", r.Name)
	case (r.GitHub == "") == (r.Module == ""):
		return fmt.Errorf("want exactly one of the keys github and module")
	case r.GitHub != "" && strings.Count(r.GitHub, "/") != 1:
		return fmt.Errorf("github: %q is not OWNER/REPO", r.GitHub)
	case r.GitHub != "" && !hexCommit.MatchString(r.Commit):
		return fmt.Errorf("commit: %q is not 40 lower-case hex digits", r.Commit)
	case r.GitHub != "" && r.Version != "":
		return fmt.Errorf("the key version goes with module, not with github")
	case r.Module != "" && r.Version == "":
		return fmt.Errorf("the key module needs a version")
	case r.Module != "" && r.Commit != "":
		return fmt.Errorf("the key commit goes with github, not with module")
	case r.Dir != "" && !filepath.IsLocal(r.Dir):
		return fmt.Errorf("dir: %q is not a relative path inside the repository", r.Dir)
	}
	return nil
}

// selectRepos keeps the repositories named in the comma-separated list
// only (all of them when it is empty), in the order of repos.yaml.
func selectRepos(all []Repo, only string) ([]Repo, error) {
	if only == "" {
		return all, nil
	}
	want := map[string]bool{}
	for _, n := range strings.Split(only, ",") {
		if n = strings.TrimSpace(n); n != "" {
			want[n] = true
		}
	}
	var out []Repo
	for _, r := range all {
		if want[r.Name] {
			out = append(out, r)
			delete(want, r.Name)
		}
	}
	if len(want) > 0 {
		var missing, names []string
		for n := range want {
			missing = append(missing, n)
		}
		sort.Strings(missing)
		for _, r := range all {
			names = append(names, r.Name)
		}
		return nil, fmt.Errorf("-only: no repository %s (have %s)", strings.Join(missing, ", "), strings.Join(names, ", "))
	}
	return out, nil
}
