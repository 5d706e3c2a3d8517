package main

import (
	"bytes"
	"fmt"
	"io"
	"path/filepath"
	"reflect"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Backfill is what -backfill-says did to one triage file.
type Backfill struct {
	Added int // says: lines inserted
	// Skipped says why legacy entries with a claim to record were left
	// alone, one line each.
	Skipped []string
	// Elsewhere counts the backfilled keys whose finding in the
	// configured run claims something else than the default run's: their
	// configured finding is CHANGED from now on.
	Elsewhere int
}

// runClaims returns the claim of each key the runs report, the default
// run's first: -update-triage appends the default run's findings before
// the configured run's, so a legacy entry was most likely written from,
// and judged on, the default run's message. It also returns the keys
// whose claim differs between the runs.
func runClaims(res *RepoResult) (map[Key]string, map[Key]bool) {
	claims := map[Key]string{}
	differ := map[Key]bool{}
	for _, ar := range []*AgentRun{res.Default, res.Configured} {
		if ar == nil || ar.Comparison == nil {
			continue
		}
		for _, j := range ar.Findings {
			if j.Says == "" {
				continue
			}
			if says, ok := claims[j.Key()]; !ok {
				claims[j.Key()] = j.Says
			} else if says != j.Says {
				differ[j.Key()] = true
			}
		}
	}
	return claims, differ
}

// backfillAll records, in each repository's triage file, the claim its
// legacy entries (no says:) judged — the claim of the finding with the
// entry's key in the results being rejudged — and prints how many
// entries it backfilled per repository.
func backfillAll(w io.Writer, results []*RepoResult, triageDir string) {
	for _, res := range results {
		if res.Default == nil {
			continue
		}
		path := filepath.Join(triageDir, res.Name+".yaml")
		claims, differ := runClaims(res)
		var bf Backfill
		_, err := editFile(path, func(data []byte) ([]byte, int, error) {
			out, b, err := spliceSays(data, claims, differ)
			bf = b
			return out, b.Added, err
		})
		if err != nil {
			fmt.Fprintf(w, "backfill-says: %s: triage file not changed: %v\n", res.Name, err)
			continue
		}
		fmt.Fprintf(w, "backfill-says: %s: %d entries backfilled", res.Name, bf.Added)
		if bf.Elsewhere > 0 {
			fmt.Fprintf(w, " (%d of them with another claim in the configured run, now CHANGED there)", bf.Elsewhere)
		}
		fmt.Fprintln(w)
		for _, s := range bf.Skipped {
			fmt.Fprintf(w, "     skipped %s\n", s)
		}
	}
}

// spliceSays returns data with a says: line inserted right after the
// analyzer: line of each legacy entry (no says:) whose key has a claim
// in claims, at the analyzer: line's indentation, the value encoded by
// yaml.v3 as renderEntries encodes it. Nothing else in data changes, not
// even a missing final newline (unless the analyzer: line is the last
// one). An entry is skipped, and said so in Skipped, when the line
// cannot be inserted safely (a flow-style entry, an analyzer: value not
// on its key's line, a says: key already there) or when another entry
// with its key already judges that claim. differ (keys whose claim
// differs between the runs) only feeds the Elsewhere count.
func spliceSays(data []byte, claims map[Key]string, differ map[Key]bool) ([]byte, Backfill, error) {
	var bf Backfill
	t, err := parseTriage("triage", data)
	if err != nil {
		return nil, bf, err
	}
	if len(t.Findings) == 0 {
		return data, bf, nil
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, bf, err
	}
	var list *yaml.Node
	if doc.Kind == yaml.DocumentNode && len(doc.Content) == 1 && doc.Content[0].Kind == yaml.MappingNode {
		root := doc.Content[0]
		for i := 0; i+1 < len(root.Content); i += 2 {
			if root.Content[i].Value == "findings" {
				list = root.Content[i+1]
			}
		}
	}
	if list == nil || list.Kind != yaml.SequenceNode || len(list.Content) != len(t.Findings) {
		return nil, bf, fmt.Errorf("findings: is not the list the triage has")
	}
	judged := map[claimKey]bool{}
	for _, e := range t.Findings {
		judged[claimKey{e.Key(), e.Says}] = true
	}
	lines := strings.SplitAfter(string(data), "\n")
	insert := map[int]string{} // 0-based line index → the line to insert after it
	want := append([]TriageFinding(nil), t.Findings...)
	for i, e := range t.Findings {
		says := claims[e.Key()]
		if e.Says != "" || says == "" {
			continue
		}
		skip := func(why string) {
			bf.Skipped = append(bf.Skipped, fmt.Sprintf("findings[%d] (%s): %s", i, e.Key(), why))
		}
		if judged[claimKey{e.Key(), says}] {
			skip(fmt.Sprintf("another entry already judges %q", says))
			continue
		}
		item := list.Content[i]
		if item.Kind != yaml.MappingNode || item.Style&yaml.FlowStyle != 0 {
			skip("not a block mapping; add the says: by hand")
			continue
		}
		var key, val *yaml.Node
		hasSays := false
		for k := 0; k+1 < len(item.Content); k += 2 {
			switch item.Content[k].Value {
			case "analyzer":
				key, val = item.Content[k], item.Content[k+1]
			case "says":
				hasSays = true
			}
		}
		if hasSays {
			skip(`it has says: ""; write the claim there by hand`)
			continue
		}
		if key == nil {
			skip("no analyzer: key of its own; add the says: by hand")
			continue
		}
		// The analyzer: value must sit on its key's line, so that the
		// line after it starts the next key (or ends the entry).
		l := key.Line - 1
		if val.Line != key.Line || val.Kind != yaml.ScalarNode || val.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0 ||
			l >= len(lines) || !strings.Contains(lines[l], val.Value) {
			skip("its analyzer: value is not on the analyzer: line; add the says: by hand")
			continue
		}
		line, err := renderSays(says)
		if err != nil {
			return nil, bf, err
		}
		eol := "\n"
		if strings.HasSuffix(lines[l], "\r\n") {
			eol = "\r\n"
		}
		insert[l] = strings.Repeat(" ", key.Column-1) + line + eol
		want[i].Says = says
		judged[claimKey{e.Key(), says}] = true
		bf.Added++
		if differ[e.Key()] {
			bf.Elsewhere++
		}
	}
	if bf.Added == 0 {
		return data, bf, nil
	}
	at := make([]int, 0, len(insert))
	for l := range insert {
		at = append(at, l)
	}
	sort.Ints(at)
	var out strings.Builder
	prev := 0
	for _, l := range at {
		out.WriteString(strings.Join(lines[prev:l+1], ""))
		if !strings.HasSuffix(lines[l], "\n") {
			out.WriteString("\n") // the analyzer: line was the last, without a newline
		}
		out.WriteString(insert[l])
		prev = l + 1
	}
	out.WriteString(strings.Join(lines[prev:], ""))
	res := []byte(out.String())
	// The file must read back as the same triage with the claims added.
	back, err := parseTriage("backfilled triage", res)
	if err != nil {
		return nil, bf, fmt.Errorf("the backfilled file does not read back: %v", err)
	}
	if !reflect.DeepEqual(back.Findings, want) {
		return nil, bf, fmt.Errorf("the backfilled file reads back as other entries; add the says: by hand")
	}
	return res, bf, nil
}

// renderSays encodes "says: VALUE" as one line, without its newline.
func renderSays(says string) (string, error) {
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(struct {
		Says string `yaml:"says"`
	}{says}); err != nil {
		return "", err
	}
	if err := enc.Close(); err != nil {
		return "", err
	}
	s := strings.TrimSuffix(buf.String(), "\n")
	if strings.Contains(s, "\n") {
		return "", fmt.Errorf("says %q does not encode as one line", says)
	}
	return s, nil
}
