package app

import (
	"fmt"
	"strings"

	"helper"
)

func A() {
	x := helper.Fetch()
	helper.SetSystem(x) // want "reaches the system prompt"
}

func B() {
	helper.ToSystem(helper.Wrap(helper.Fetch())) // want "reaches the system prompt"
}

func C() {
	helper.SetSystem(helper.Category(helper.Fetch())) // benign
}

func D() {
	var b strings.Builder
	fmt.Fprintf(&b, "doc: %s", helper.Fetch())
	helper.SetSystem(b.String()) // want "reaches the system prompt"
}

func E() {
	ch := make(chan string, 1)
	go func() { ch <- helper.Fetch() }()
	s := <-ch
	m := map[string]string{"k": s}
	helper.SetSystem(m["k"]) // want "reaches the system prompt"
}

func F() {
	d := &helper.Doc{}
	d.Load()
	helper.SetSystem(d.Text())                // want "reaches the system prompt"
	helper.SetSystem(fmt.Sprint(len(d.Body))) // benign
}
