package supervisor

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
)

// Journal is the supervisor's decision log, one JSON line per decision. The
// next run starts from what it reads back, so a worker's text that went in
// comes back out: it is re-gated by Decide and Render like a fresh one.
type Journal struct {
	Path string
}

type entry struct {
	Observation Observation `json:"observation"`
	Decision    Decision    `json:"decision"`
}

// Append records one decision.
func (j Journal) Append(o Observation, d Decision) error {
	line, err := json.Marshal(entry{o, d})
	if err != nil {
		return err
	}
	f, err := os.OpenFile(j.Path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	if _, err := f.Write(append(line, '\n')); err != nil {
		_ = f.Close()
		return err
	}
	return f.Close()
}

// Last returns the most recent entry.
func (j Journal) Last() (Observation, Decision, error) {
	f, err := os.Open(j.Path)
	if err != nil {
		return Observation{}, Decision{}, err
	}
	defer func() { _ = f.Close() }()
	var last *entry
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		var e entry
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			return Observation{}, Decision{}, fmt.Errorf("%s:%d: %w", j.Path, n, err)
		}
		last = &e
	}
	if err := sc.Err(); err != nil {
		return Observation{}, Decision{}, err
	}
	if last == nil {
		return Observation{}, Decision{}, errors.New(j.Path + ": empty journal")
	}
	return last.Observation, last.Decision, nil
}
