package main

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"go.yaml.in/yaml/v3"
)

// newEntry is how -update-triage writes a finding nobody has judged yet.
type newEntry struct {
	File     string `yaml:"file"`
	Line     int    `yaml:"line"`
	Analyzer string `yaml:"analyzer"`
	Says     string `yaml:"says,omitempty"`
	Verdict  string `yaml:"verdict"`
	Reason   string `yaml:"reason"`
}

// appendFindings adds to the triage file at path an entry with verdict ""
// and the finding's says: for each finding of fs that no entry applies
// to — one whose key the file does not list yet, or a CHANGED one whose
// key has entries only for other claims (those entries stay) — and
// returns how many it added. Other people edit the same files (the
// hazards: sections) while the bench runs, so the file is read right
// before it is written, and read once more just before the rename: if it
// changed in between, the splice is redone on the new content.
func appendFindings(path, name string, fs []Finding) (int, error) {
	return editFile(path, func(data []byte) ([]byte, int, error) { return spliceFindings(data, name, fs) })
}

// editFile applies edit to the file at path (a missing file is empty)
// and writes the result when edit made n > 0 changes, returning n. The
// file is read right before the edit and once more just before the
// rename: if it changed in between, the edit is redone on the new
// content.
func editFile(path string, edit func([]byte) ([]byte, int, error)) (int, error) {
	for range 5 {
		data, err := readMaybe(path)
		if err != nil {
			return 0, err
		}
		out, n, err := edit(data)
		if err != nil || n == 0 {
			return 0, err
		}
		again, err := readMaybe(path)
		if err != nil {
			return 0, err
		}
		if !bytes.Equal(again, data) {
			continue
		}
		return n, writeAtomic(path, out)
	}
	return 0, fmt.Errorf("%s keeps changing; try again", path)
}

// readMaybe reads path; a missing file is empty.
func readMaybe(path string) ([]byte, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	return data, err
}

// writeAtomic replaces path with data through a rename, so that nobody
// ever reads half a file.
func writeAtomic(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".realcode-*.tmp")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		_ = tmp.Close()
		_ = os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Chmod(0o644); err != nil {
		_ = tmp.Close()
		_ = os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		_ = os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// spliceFindings returns data with entries for the findings of fs no
// entry applies to (TriageFinding.applies), one per key and claim, and
// how many there are. Every byte of data outside the
// findings: list stays as it was — comments, alignment, folded scalars,
// the order of keys: re-encoding the whole yaml.v3 node tree would
// normalise all of those in other people's sections. The node tree is
// used to find where the list ends and at what indentation it is written;
// the new entries themselves are encoded by yaml.v3, so their quoting is
// right.
func spliceFindings(data []byte, name string, fs []Finding) ([]byte, int, error) {
	t, err := parseTriage("triage", data)
	if err != nil {
		return nil, 0, err
	}
	index := indexEntries(t)
	added := map[claimKey]bool{}
	var add []newEntry
	for _, f := range fs {
		ck := claimKey{f.Key(), f.Says}
		if e, _ := index.lookup(&f); e != nil || added[ck] {
			continue
		}
		added[ck] = true
		add = append(add, newEntry{File: f.File, Line: f.Line, Analyzer: f.Category, Says: f.Says, Verdict: "", Reason: "TODO: " + f.Message})
	}
	if len(add) == 0 {
		return data, 0, nil
	}
	if len(bytes.TrimSpace(data)) == 0 {
		items, err := renderEntries(add, 2)
		if err != nil {
			return nil, 0, err
		}
		return []byte(fmt.Sprintf("name: %s\nfindings:\n%s", name, items)), len(add), nil
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, 0, err
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) != 1 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, 0, fmt.Errorf("the triage file is not a mapping")
	}
	text := string(data)
	if !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	lines := strings.SplitAfter(text, "\n")
	lines = lines[:len(lines)-1] // the empty string after the last newline
	root := doc.Content[0]
	out, err := splice(lines, root, add)
	if err != nil {
		return nil, 0, err
	}
	return []byte(strings.Join(out, "")), len(add), nil
}

// splice inserts the entries into lines, the text of the mapping root.
func splice(lines []string, root *yaml.Node, add []newEntry) ([]string, error) {
	var key, val, next *yaml.Node // findings: key, its value, the key after it
	for i := 0; i+1 < len(root.Content); i += 2 {
		if key != nil && next == nil {
			next = root.Content[i]
		}
		if root.Content[i].Value == "findings" {
			key, val = root.Content[i], root.Content[i+1]
		}
	}
	insertBefore := func(at int, text string) []string { // at: 0-based line index
		out := append([]string(nil), lines[:at]...)
		out = append(out, text)
		return append(out, lines[at:]...)
	}
	switch {
	case key == nil:
		// A new findings: list goes before the first key that is not
		// name: (the hazards, as FORMAT has it), or at the end.
		items, err := renderEntries(add, 2)
		if err != nil {
			return nil, err
		}
		at := len(lines)
		for i := 0; i+1 < len(root.Content); i += 2 {
			if root.Content[i].Value != "name" {
				at = endOfBlock(lines, root.Content[i].Line-1, 0)
				break
			}
		}
		return insertBefore(at, "findings:\n"+items), nil
	case val.Kind == yaml.SequenceNode && val.Style&yaml.FlowStyle == 0 && len(val.Content) > 0:
		items, err := renderEntries(add, val.Column-1)
		if err != nil {
			return nil, err
		}
		at := len(lines)
		if next != nil {
			at = next.Line - 1
		}
		return insertBefore(endOfBlock(lines, at, val.Column-1), items), nil
	case val.Kind == yaml.ScalarNode && val.Tag == "!!null",
		val.Kind == yaml.SequenceNode && len(val.Content) == 0:
		// findings: with nothing, ~, null or [] after it: the value's
		// text is cut from the key's line and the list starts below.
		items, err := renderEntries(add, key.Column-1+2)
		if err != nil {
			return nil, err
		}
		k := key.Line - 1
		line := strings.TrimRight(lines[k], "\n")
		if c := val.Column - 1; val.Line == key.Line && c < len(line) {
			rest := line[c:]
			n := len(val.Value) // ~ or null; 0 when nothing is written
			if val.Kind == yaml.SequenceNode {
				n = strings.IndexByte(rest, ']') + 1
			}
			if n > 0 {
				line = strings.TrimRight(line[:c], " ") + rest[n:]
			}
		}
		out := append([]string(nil), lines[:k]...)
		out = append(out, line+"\n", items)
		return append(out, lines[k+1:]...), nil
	}
	return nil, fmt.Errorf("line %d: findings: is not a block list; add the entries by hand", key.Line)
}

// endOfBlock moves the insertion point at (a 0-based line index, where
// the next key starts) up past the blank lines and the comment lines
// indented less than the list's dashes (indent; at least the root
// column) above it: those are the next key's head comment, or a gap, and
// stay with it. A comment indented like the list's items stays with the
// last item.
func endOfBlock(lines []string, at, indent int) int {
	for at > 0 {
		s := lines[at-1]
		trimmed := strings.TrimSpace(s)
		lead := len(s) - len(strings.TrimLeft(s, " \t"))
		comment := strings.HasPrefix(trimmed, "#")
		if trimmed == "" || comment && lead < max(indent, 1) {
			at--
			continue
		}
		break
	}
	return at
}

// renderEntries encodes the entries as a block sequence whose dashes are
// indented by indent spaces.
func renderEntries(add []newEntry, indent int) (string, error) {
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(add); err != nil {
		return "", err
	}
	if err := enc.Close(); err != nil {
		return "", err
	}
	pad := strings.Repeat(" ", indent)
	var out strings.Builder
	for _, l := range strings.SplitAfter(buf.String(), "\n") {
		if l != "" {
			out.WriteString(pad + l)
		}
	}
	return out.String(), nil
}
