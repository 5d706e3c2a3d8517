package main

import "sort"

// Verdict of a finding that has no verdict in the triage file (no entry,
// or an entry still at verdict "").
const verdictNew = "new"

// Judged is a finding with its verdict from the triage file.
type Judged struct {
	Finding
	Verdict string `json:"verdict"` // "true", "false" or "new"
	// Listed is set when the triage file has an entry for the finding,
	// judged or not: -update-triage adds only the unlisted ones.
	Listed bool `json:"listed,omitempty"`
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

// compare judges fs by t: each finding takes the verdict of the triage
// entry with its key, or is NEW. A hazard is found when a finding not
// judged false sits at one of its at: lines (a NEW finding counts: it is
// agentvet's claim until someone says otherwise, and the hazard's lines
// say where the claim is right).
func compare(fs []Finding, t *Triage) *Comparison {
	entries := map[Key]*TriageFinding{}
	for i := range t.Findings {
		e := &t.Findings[i]
		if _, dup := entries[e.Key()]; !dup { // the first verdict stands
			entries[e.Key()] = e
		}
	}
	c := &Comparison{ByCategory: map[string]*Counts{}}
	atLine := map[lineKey][]string{} // lines → keys of findings not judged false
	for _, f := range fs {
		j := Judged{Finding: f, Verdict: verdictNew}
		if e := entries[f.Key()]; e != nil {
			j.Listed = true
			if e.Verdict != "" {
				j.Verdict = e.Verdict
			}
		}
		c.Findings = append(c.Findings, j)
		if c.ByCategory[f.Category] == nil {
			c.ByCategory[f.Category] = new(Counts)
		}
		c.ByCategory[f.Category].add(j.Verdict)
		c.Total.add(j.Verdict)
		if j.Verdict != verdictFalse {
			lk := lineKey{f.File, f.Line}
			atLine[lk] = append(atLine[lk], f.Key().String())
		}
	}
	for _, h := range t.Hazards {
		hr := HazardResult{ID: h.ID, At: h.At}
		for _, at := range h.At {
			file, line, err := splitAt(at)
			if err != nil {
				continue // loadTriage rejects these
			}
			hr.By = append(hr.By, atLine[lineKey{file, line}]...)
		}
		sort.Strings(hr.By)
		hr.Found = len(hr.By) > 0
		c.Hazards = append(c.Hazards, hr)
	}
	return c
}

type lineKey struct {
	file string
	line int
}

// unmatched returns the triage entries with a verdict that no finding of
// any of the runs matches: a "true" among them is a finding agentvet has
// lost, a "false" one it no longer reports.
func unmatched(t *Triage, runs ...[]Finding) []TriageFinding {
	current := map[Key]bool{}
	for _, fs := range runs {
		for _, f := range fs {
			current[f.Key()] = true
		}
	}
	var out []TriageFinding
	for _, e := range t.Findings {
		if e.Verdict != "" && !current[e.Key()] {
			out = append(out, e)
		}
	}
	return out
}
