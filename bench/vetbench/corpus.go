package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"

	"github.com/agentvet/agentvet/bench/internal/benchenv"
)

// A Corpus is a real module from the module proxy, vetted as the main
// module of a writable copy so that one of its files can be changed.
type Corpus struct {
	Name    string // what -corpus selects
	Module  string
	Version string
}

// corpora are the bench's corpora, smallest first: a light SDK, a large
// module with few dependencies, and a mid-sized module on a deep
// dependency graph.
func corpora() []Corpus {
	return []Corpus{
		{Name: "mcp-go", Module: "github.com/mark3labs/mcp-go", Version: "v1.2.1"},
		{Name: "x-tools", Module: "golang.org/x/tools", Version: "v0.52.0"},
		{Name: "langchaingo", Module: "github.com/tmc/langchaingo", Version: "v0.1.14"},
	}
}

// selectCorpora returns the corpora named in the comma-separated list sel
// ("all" or "" for every corpus), in the bench's order.
func selectCorpora(sel string) ([]Corpus, error) {
	all := corpora()
	if sel == "" || sel == "all" {
		return all, nil
	}
	want := map[string]bool{}
	for _, n := range strings.Split(sel, ",") {
		want[strings.TrimSpace(n)] = true
	}
	var out []Corpus
	for _, c := range all {
		if want[c.Name] {
			out = append(out, c)
			delete(want, c.Name)
		}
	}
	if len(want) > 0 {
		var unknown, names []string
		for n := range want {
			unknown = append(unknown, n)
		}
		for _, c := range all {
			names = append(names, c.Name)
		}
		sort.Strings(unknown)
		return nil, fmt.Errorf("-corpus: unknown corpus %s (have %s)", strings.Join(unknown, ", "), strings.Join(names, ", "))
	}
	return out, nil
}

// Prepared is a corpus copied into the work directory and ready to vet.
type Prepared struct {
	Corpus
	Dir      string // the module copy: go vet runs here
	Packages int    // packages matched by ./...
	Leaf     string // a file of a package no other corpus package imports
}

// prepare fetches the corpus (see benchenv.Fetch) and finds a leaf file
// to change.
func prepare(g *benchenv.Go, work string, c Corpus) (*Prepared, error) {
	dir, err := benchenv.Fetch(g, work, c.Module, c.Version)
	if err != nil {
		return nil, err
	}
	out, err := g.Output(dir, "list", "-json=ImportPath,Name,Dir,GoFiles,Imports,TestImports,XTestImports", "./...")
	if err != nil {
		return nil, err
	}
	pkgs, err := decodePackages(out)
	if err != nil {
		return nil, fmt.Errorf("go list in %s: %v", dir, err)
	}
	leaf, err := pickLeaf(pkgs)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", c.Name, err)
	}
	return &Prepared{Corpus: c, Dir: dir, Packages: len(pkgs), Leaf: leaf}, nil
}

// listedPackage is the part of go list -json that prepare reads.
type listedPackage struct {
	ImportPath, Name, Dir              string
	GoFiles                            []string
	Imports, TestImports, XTestImports []string
}

func decodePackages(data []byte) ([]listedPackage, error) {
	dec := json.NewDecoder(strings.NewReader(string(data)))
	var pkgs []listedPackage
	for {
		var p listedPackage
		err := dec.Decode(&p)
		if errors.Is(err, io.EOF) {
			return pkgs, nil
		}
		if err != nil {
			return nil, err
		}
		pkgs = append(pkgs, p)
	}
}

// pickLeaf returns the first Go file of the first library package (by
// import path) that no other listed package imports, tests included:
// changing it makes go vet redo that package alone. A command is taken
// only when there is no such library package.
func pickLeaf(pkgs []listedPackage) (string, error) {
	imported := map[string]bool{}
	for _, p := range pkgs {
		for _, list := range [][]string{p.Imports, p.TestImports, p.XTestImports} {
			for _, imp := range list {
				if imp != p.ImportPath {
					imported[imp] = true
				}
			}
		}
	}
	sorted := append([]listedPackage(nil), pkgs...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].ImportPath < sorted[j].ImportPath })
	for _, commands := range []bool{false, true} {
		for _, p := range sorted {
			if !imported[p.ImportPath] && len(p.GoFiles) > 0 && (p.Name == "main") == commands {
				return filepath.Join(p.Dir, p.GoFiles[0]), nil
			}
		}
	}
	return "", errors.New("no leaf package with Go files")
}

// LeafRel is the leaf file relative to the corpus directory.
func (p *Prepared) LeafRel() string {
	if rel, err := filepath.Rel(p.Dir, p.Leaf); err == nil {
		return filepath.ToSlash(rel)
	}
	return p.Leaf
}
