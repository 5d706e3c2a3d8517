// Package howire wires implementations into users (the "wired" package,
// where the concrete types and the higher-order summaries meet).
package howire

import (
	"strings"

	"hodecl"
	"hoimpl"
	"house"
)

func Interface() {
	house.Describe(hoimpl.New("a")) // want "mcp:tool-list.*reaches the system prompt"
	house.Describe(hoimpl.Local{})  // benign: the operator's description
	house.System(house.Named(hoimpl.New("b")))
}

func Registry() {
	r := hodecl.NewRegistry()
	r.Register(hoimpl.New("a"))
	house.System(house.Prompt(r)) // want "mcp:tool-list.*reaches the system prompt"

	clean := hodecl.NewRegistry()
	clean.Register(hoimpl.Local{})
	house.System(house.Prompt(clean)) // benign
}

func Callback() {
	house.Ask(hoimpl.Fetch)                                   // want "mcp:tool-list.*reaches the system prompt"
	house.Ask(func() string { return "Be brief." })           // benign
	house.Ask(func() string { return hoimpl.Fetch() })        // want "mcp:tool-list.*reaches the system prompt"
	house.Ask(func() string { return hoimpl.Local{}.Name() }) // benign
}

func Generic() {
	s, _ := hodecl.Retry(func() (string, error) { return hoimpl.Fetch(), nil })
	house.System(s) // want "mcp:tool-list.*reaches the system prompt"
	t, _ := hodecl.Retry(func() (string, error) { return "fixed", nil })
	house.System(t) // benign
}

func Field() {
	house.NewAgent(hoimpl.New("a")).Run() // want "mcp:tool-list.*reaches the system prompt"
	house.NewAgent(hoimpl.Local{}).Run()  // benign
}

func GlobalRegistry() {
	hodecl.Register(hoimpl.New("g"))
	house.System(strings.Join(hodecl.AllDescriptions(), "\n")) // want "mcp:tool-list.*reaches the system prompt"
	house.Describe(hodecl.Lookup("g"))                         // want "mcp:tool-list.*reaches the system prompt"
}

func Iterator() {
	r := hodecl.NewRegistry()
	r.Register(hoimpl.New("a"))
	for t := range r.All() {
		house.System(t.Description()) // want "mcp:tool-list.*reaches the system prompt"
	}
	for _, desc := range r.Describe2() {
		house.System(desc) // want "mcp:tool-list.*reaches the system prompt"
	}
	clean := hodecl.NewRegistry()
	clean.Register(hoimpl.Local{})
	for t := range clean.All() {
		house.System(t.Description()) // benign
	}
	for name := range clean.Describe2() {
		house.System(name) // benign
	}
}
