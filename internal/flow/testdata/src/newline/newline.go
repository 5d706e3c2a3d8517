package newline

import (
	"bufio"
	"strings"
)

//agentvet:producer origin=web:page
func Page() string { return "" }

func Lines() []string {
	sc := bufio.NewScanner(strings.NewReader(Page()))
	sc.Split(bufio.ScanLines) // want "newline-only filter"
	var out []string
	for sc.Scan() {
		out = append(out, sc.Text())
	}
	return out
}
