package config

import "fmt"

// Error is a problem in a configuration file, located at the line of the
// offending YAML node and named by its key path ("sinks[1].position",
// indexes from 0).
type Error struct {
	File string
	Line int
	Key  string
	Msg  string
}

// Error returns "file:line: key: message", or "file:line: message" when
// the problem has no key (a YAML syntax error).
func (e *Error) Error() string {
	if e.Key == "" {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s:%d: %s: %s", e.File, e.Line, e.Key, e.Msg)
}
