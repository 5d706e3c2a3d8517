// Package newline: a newline-only filter is a finding where its result is
// used as one line (in a prompt, on a display); splitting into lines,
// cutting the first line or counting lines is not a filter.
package newline

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

//agentvet:producer origin=web:page
func Page() string { return "" }

// Flat rewrites LF only and shows the result as one line.
func Flat() {
	fmt.Println("page: " + strings.ReplaceAll(Page(), "\n", " ")) // want "newline-only filter on untrusted text"
}

// Refuse refuses an LF only, then shows the text.
func Refuse() {
	p := Page()
	if strings.Contains(p, "\n") { // want "newline-only filter on untrusted text"
		return
	}
	fmt.Fprintln(os.Stderr, p)
}

// flatten is a filter in a helper; its caller shows the result.
func flatten(s string) string { return strings.ReplaceAll(s, "\n", " ") }

func Helper() {
	fmt.Println(flatten(Page())) // want "newline-only filter on untrusted text: .* pass a rewrite via newline.flatten"
}

// Lines splits into lines to show the first three: not a filter.
func Lines() {
	sc := bufio.NewScanner(strings.NewReader(Page()))
	sc.Split(bufio.ScanLines)
	for i := 0; i < 3 && sc.Scan(); i++ {
		fmt.Println(sc.Text())
	}
	head, _, _ := strings.Cut(Page(), "\n")
	fmt.Println(head, strings.Count(Page(), "\n"))
}

// Unused rewrites but never shows or sends the result: not a finding.
func Unused() int { return len(strings.ReplaceAll(Page(), "\n", " ")) }
