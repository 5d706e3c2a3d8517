package main

import (
	"slices"
	"strings"
)

// Verdict of a finding that has no verdict in the triage file (no entry,
// or an entry still at verdict "").
const verdictNew = "new"

// Judged is a finding with its verdict from the triage file.
type Judged struct {
	Finding
	Verdict string `json:"verdict"` // "true", "false" or "new"
	// Listed is set when the triage file has an entry that applies to
	// the finding, judged or not: -update-triage adds only the unlisted
	// ones.
	Listed bool `json:"listed,omitempty"`
	// Changed are the entries with the finding's key whose says: is a
	// different claim, when none applies: the finding is NEW, and the
	// report shows what was judged before.
	Changed []TriageFinding `json:"changed,omitempty"`
	// Reason is the judging entry's reason: the report lists each false
	// finding with it, so that the log says what is wrong and why.
	Reason string `json:"reason,omitempty"`
}

// Counts are findings by verdict.
type Counts struct {
	True  int `json:"true"`
	False int `json:"false"`
	New   int `json:"new"`
}

func (c *Counts) add(verdict string) {
	switch verdict {
	case verdictTrue:
		c.True++
	case verdictFalse:
		c.False++
	default:
		c.New++
	}
}

// plus returns the sum of c and d.
func (c Counts) plus(d Counts) Counts {
	return Counts{c.True + d.True, c.False + d.False, c.New + d.New}
}

// HazardResult says whether a run found a hazard, and by which findings.
type HazardResult struct {
	ID    string   `json:"id"`
	At    []string `json:"at"`
	Found bool     `json:"found"`
	By    []string `json:"by,omitempty"` // the keys of the findings at its lines
}

// Comparison is one run's findings judged against the triage.
type Comparison struct {
	Findings   []Judged           `json:"findings"`
	ByCategory map[string]*Counts `json:"by_category"`
	Total      Counts             `json:"total"`
	Hazards    []HazardResult     `json:"hazards"`
}

// HazardsFound counts the hazards found.
func (c *Comparison) HazardsFound() int {
	n := 0
	for _, h := range c.Hazards {
		if h.Found {
			n++
		}
	}
	return n
}

// entries indexes a triage's findings by key, in file order.
type entries map[Key][]*TriageFinding

func indexEntries(t *Triage) entries {
	m := entries{}
	for i := range t.Findings {
		e := &t.Findings[i]
		m[e.Key()] = append(m[e.Key()], e)
	}
	return m
}

// lookup returns the entry that judges f — the one with f's key and f's
// claim, else the legacy one with f's key and no says: — or nil and the
// entries with f's key that judged another claim (f is CHANGED when
// there are any). Of two entries that would tie (parseTriage rejects
// them) the first stands.
func (m entries) lookup(f *Finding) (*TriageFinding, []TriageFinding) {
	var legacy *TriageFinding
	var changed []TriageFinding
	for _, e := range m[f.Key()] {
		switch e.Says {
		case f.Says:
			return e, nil
		case "":
			if legacy == nil {
				legacy = e
			}
		default:
			changed = append(changed, *e)
		}
	}
	if legacy != nil {
		return legacy, nil
	}
	return nil, changed
}

// compare judges fs by t: each finding takes the verdict of the triage
// entry that applies to it (lookup), or is NEW. A hazard is found when a finding not
// judged false sits at one of its at: lines (a NEW finding counts: it is
// agentvet's claim until someone says otherwise, and the hazard's lines
// say where the claim is right).
func compare(fs []Finding, t *Triage) *Comparison {
	index := indexEntries(t)
	c := &Comparison{ByCategory: map[string]*Counts{}}
	atLine := map[lineKey][]Finding{} // lines → findings not judged false
	for _, f := range fs {
		j := Judged{Finding: f, Verdict: verdictNew}
		e, changed := index.lookup(&f)
		if e != nil {
			j.Listed = true
			if e.Verdict != "" {
				j.Verdict = e.Verdict
				j.Reason = e.Reason
			}
		}
		j.Changed = changed
		c.Findings = append(c.Findings, j)
		if c.ByCategory[f.Category] == nil {
			c.ByCategory[f.Category] = new(Counts)
		}
		c.ByCategory[f.Category].add(j.Verdict)
		c.Total.add(j.Verdict)
		if j.Verdict != verdictFalse {
			lk := lineKey{f.File, f.Line}
			atLine[lk] = append(atLine[lk], f)
		}
	}
	for _, h := range t.Hazards {
		hr := HazardResult{ID: h.ID, At: h.At}
		for i, at := range append(slices.Clip(h.At), h.Shared...) {
			file, line, err := splitAt(at)
			if err != nil {
				continue // loadTriage rejects these
			}
			for _, f := range atLine[lineKey{file, line}] {
				if i < len(h.At) || h.admits(&f) {
					hr.By = append(hr.By, f.Key().String())
				}
			}
		}
		hr.By = slices.Compact(slices.Sorted(slices.Values(hr.By)))
		hr.Found = len(hr.By) > 0
		c.Hazards = append(c.Hazards, hr)
	}
	return c
}

type lineKey struct {
	file string
	line int
}

// unmatched returns the triage entries with a verdict that applies to no
// finding of any of the runs: a "true" among them is a finding agentvet
// has lost, a "false" one it no longer reports; an entry whose finding
// now claims something else (CHANGED) is among them too, since the claim
// it judged is no longer made.
func unmatched(t *Triage, runs ...[]Finding) []TriageFinding {
	current := map[Key][]*Finding{}
	for _, fs := range runs {
		for i := range fs {
			f := &fs[i]
			current[f.Key()] = append(current[f.Key()], f)
		}
	}
	var out []TriageFinding
	for _, e := range t.Findings {
		if e.Verdict == "" {
			continue
		}
		matched := false
		for _, f := range current[e.Key()] {
			matched = matched || e.applies(f)
		}
		if !matched {
			out = append(out, e)
		}
	}
	return out
}

// admits reports whether f counts for h at one of h's shared lines: f
// must claim h's position and name one of h's origins (its says: is
// "POSITION at SINK from ORIGIN, ORIGIN…"), and one of h's producer lines
// when it lists any.
func (h *Hazard) admits(f *Finding) bool {
	pos, _, _ := strings.Cut(f.Says, " ")
	i := strings.LastIndex(f.Says, " from ")
	if i < 0 || pos != h.Position {
		return false
	}
	if len(h.Producers) > 0 && !slices.ContainsFunc(f.From, func(at string) bool { return slices.Contains(h.Producers, at) }) {
		return false
	}
	for _, o := range strings.Split(f.Says[i+len(" from "):], ", ") {
		if slices.Contains(h.Origins, o) {
			return true
		}
	}
	return false
}
