package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Triage is one repository's triage file (FORMAT in README.md): the
// verdicts on agentvet's findings and the hazards found by reading the
// code.
type Triage struct {
	Name     string          `yaml:"name"`
	Findings []TriageFinding `yaml:"findings"`
	Hazards  []Hazard        `yaml:"hazards"`
}

// TriageFinding is the verdict on one finding, keyed like a Finding.
type TriageFinding struct {
	File     string `yaml:"file" json:"file"`
	Line     int    `yaml:"line" json:"line"`
	Analyzer string `yaml:"analyzer" json:"analyzer"` // the category
	// Says is the claim judged (a Finding's Says): the verdict holds for
	// a finding with that key and that claim. "" is a legacy entry,
	// written before claims were recorded: it holds for whatever the
	// finding with its key claims (applies).
	Says string `yaml:"says" json:"says,omitempty"`
	// Verdict is "true", "false", or "" for a finding not yet judged
	// (written by -update-triage).
	Verdict string `yaml:"verdict" json:"verdict"`
	Hazard  string `yaml:"hazard" json:"hazard,omitempty"`
	Reason  string `yaml:"reason" json:"reason,omitempty"`
}

// Key returns the key of the finding the verdict is on.
func (t *TriageFinding) Key() Key { return Key{t.File, t.Line, t.Analyzer} }

// applies says whether the entry is a verdict on f: the same key, and
// the same claim or none recorded (a legacy entry).
func (t *TriageFinding) applies(f *Finding) bool {
	return t.Key() == f.Key() && (t.Says == "" || t.Says == f.Says)
}

// claimKey is a key and a claim: what a triage entry is unique by.
type claimKey struct {
	Key
	Says string
}

// Hazard is a flow of third-party text into an instruction position found
// by reading the code, whether agentvet reports it or not.
type Hazard struct {
	ID       string   `yaml:"id"`
	Position string   `yaml:"position"`
	Producer string   `yaml:"producer"`
	Flow     string   `yaml:"flow"`
	At       []string `yaml:"at"`
	// Shared lines are call lines many flows share (a request sent to a
	// model, which carries what each of several request processors stored
	// in it): a finding there names every producer that reaches the
	// position it claims, so it finds the hazard only when it claims the
	// hazard's position and names one of Origins.
	Shared  []string `yaml:"shared"`
	Origins []string `yaml:"origins"`
	// Producers, if any, narrows the shared lines further: the finding
	// must also name a producer at one of these lines ("file:line"), when
	// the hazard's origin is one other hazards share (a skill's overview
	// and its body are both web:skill, from two calls).
	Producers []string `yaml:"producers"`
	Reason    string   `yaml:"reason"`
}

// Verdicts.
const (
	verdictTrue  = "true"
	verdictFalse = "false"
)

// loadTriage reads the triage file at path; a missing file is an empty
// triage (every finding NEW, no hazards). Unknown keys are tolerated, so
// that the people who write hazards can add notes the bench does not
// read; a verdict other than "true", "false" or "", two entries with the
// same key and the same says: (two verdicts on one claim), and an at:
// that is not file:line are errors, since each would silently change the
// figures.
func loadTriage(path string) (*Triage, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return &Triage{}, nil
	}
	if err != nil {
		return nil, err
	}
	return parseTriage(path, data)
}

func parseTriage(path string, data []byte) (*Triage, error) {
	t := new(Triage)
	if err := yaml.NewDecoder(bytes.NewReader(data)).Decode(t); err != nil && !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	seen := map[claimKey]int{} // → index of the first entry
	for i, f := range t.Findings {
		switch {
		case f.File == "" || f.Line <= 0 || f.Analyzer == "":
			return nil, fmt.Errorf("%s: findings[%d]: want file, line (> 0) and analyzer", path, i)
		case f.Verdict != verdictTrue && f.Verdict != verdictFalse && f.Verdict != "":
			return nil, fmt.Errorf("%s: findings[%d] (%s:%d): verdict %q: want \"true\", \"false\" or \"\" (not yet judged)", path, i, f.File, f.Line, f.Verdict)
		}
		ck := claimKey{f.Key(), f.Says}
		if j, dup := seen[ck]; dup {
			says := "no says:"
			if f.Says != "" {
				says = fmt.Sprintf("says %q", f.Says)
			}
			return nil, fmt.Errorf("%s: findings[%d] (%s, %s): the same key and claim as findings[%d]; keep one verdict", path, i, f.Key(), says, j)
		}
		seen[ck] = i
	}
	for i, h := range t.Hazards {
		if h.ID == "" {
			return nil, fmt.Errorf("%s: hazards[%d]: no id", path, i)
		}
		if len(h.Shared) > 0 && len(h.Origins) == 0 {
			return nil, fmt.Errorf("%s: hazard %s: shared lines need origins", path, h.ID)
		}
		if len(h.Producers) > 0 && len(h.Shared) == 0 {
			return nil, fmt.Errorf("%s: hazard %s: producers narrow shared lines, and it has none", path, h.ID)
		}
		for _, at := range append(slices.Clip(h.At), h.Shared...) {
			if _, _, err := splitAt(at); err != nil {
				return nil, fmt.Errorf("%s: hazard %s: %v", path, h.ID, err)
			}
		}
	}
	return t, nil
}

// splitAt splits a hazard's "file:line".
func splitAt(at string) (string, int, error) {
	i := strings.LastIndexByte(at, ':')
	if i <= 0 {
		return "", 0, fmt.Errorf("at: %q is not file:line", at)
	}
	line, err := strconv.Atoi(strings.TrimSpace(at[i+1:]))
	if err != nil || line <= 0 {
		return "", 0, fmt.Errorf("at: %q is not file:line", at)
	}
	return strings.TrimSpace(at[:i]), line, nil
}
