package helper

import "strings"

//agentvet:producer origin=mcp:tool-result
func Fetch() string { return "x" }

//agentvet:sink position=system arg=0
func SetSystem(s string) {}

func Wrap(s string) string { return "prefix " + strings.TrimSpace(s) }

func ToSystem(s string) { SetSystem("You are: " + s) }

func Category(s string) string {
	if strings.Contains(s, "x") {
		return "a"
	}
	return "b"
}

type Doc struct{ Body string }

func (d *Doc) Load()        { d.Body = Fetch() }
func (d *Doc) Text() string { return d.Body }
