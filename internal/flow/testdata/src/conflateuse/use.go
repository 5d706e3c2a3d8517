package conflateuse

import "conflatelib"

//agentvet:sink position=system
func System(s string) {}

func Generic() {
	st := conflatelib.NewStore[conflatelib.Cfg]()
	st.Set("a", conflatelib.Cfg{Prompt: "You are helpful.", Models: []string{conflatelib.Page()}})
	c, _ := st.Get("a")
	System(c.Prompt)    // benign: the sibling of the page
	System(c.Models[0]) // want "reaches the system prompt"
}

func Ranged() {
	st := conflatelib.NewStore[conflatelib.Cfg]()
	st.Set("a", conflatelib.Cfg{Prompt: "You are helpful.", Models: []string{conflatelib.Page()}})
	for k, c := range st.Seq2() {
		System(k)           // benign: the key is the operator's
		System(c.Prompt)    // benign: the sibling of the page
		System(c.Models[0]) // want "reaches the system prompt"
	}
	for _, c := range st.Copy() {
		System(c.Prompt)    // benign: the sibling of the page
		System(c.Models[0]) // want "reaches the system prompt"
	}
}

func Registry() {
	conflatelib.Discover()
	c, _ := conflatelib.Providers.Get("a")
	System(c.Prompt)    // benign: the sibling of the page
	System(c.Models[0]) // want "reaches the system prompt"
}

func Receiver(a *conflatelib.Agent) {
	a.Add()
	System(a.Sys())  // benign: the sibling of the page
	System(a.Prompt) // benign: the sibling of the page
	System(a.Tool()) // want "reaches the system prompt"
}

func Returned() {
	c := conflatelib.Load()
	System(c.Prompt)    // benign: the sibling of the page
	System(c.Models[0]) // want "reaches the system prompt"
}

func ReturnedPtr() {
	c := conflatelib.LoadPtr()
	System(c.Prompt)    // benign: the sibling of the page
	System(c.Models[0]) // want "reaches the system prompt"
}

func Filled() {
	c := &conflatelib.Cfg{Prompt: "You are helpful."}
	conflatelib.Fill(c)
	System(c.Prompt)    // benign: the sibling of the page
	System(c.Models[0]) // want "reaches the system prompt"
}

func Nested() {
	s := conflatelib.New()
	System(s.Cfg.Prompt)   // benign: the sibling of the page
	System(s.Agent.Sys())  // benign: the sibling of the page
	System(s.Agent.Tool()) // want "reaches the system prompt"
}

func build(prefix string) *conflatelib.SessionAgent {
	models := conflatelib.DiscoverModels()
	return conflatelib.NewSessionAgent(conflatelib.SessionOptions{Large: models[0], Small: models[0], SystemPromptPrefix: prefix})
}

func Locked() {
	a := build("You are crush.")
	System(a.Prefix())    // benign: the sibling of the page
	System(a.ModelName()) // want "reaches the system prompt"
}

func LockedValues() {
	models := conflatelib.DiscoverModels()
	v := conflatelib.NewValue(models[0])
	w := conflatelib.NewValue("You are crush.")
	System(w.Get())      // benign: another instance of the generic container
	System(v.Get().Name) // want "reaches the system prompt"
}

func ByValue() {
	models := conflatelib.DiscoverModels()
	o := conflatelib.SessionOptions{Large: models[0], SystemPromptPrefix: "You are crush."}
	a := conflatelib.NewSessionAgent(o)
	System(a.Prefix())           // benign: a struct passed by value keeps its fields apart
	System(o.SystemPromptPrefix) // benign: the sibling of the page
}

func DeepSink() {
	b := conflatelib.NewBot()
	b.AddTools(conflatelib.Page()) // benign: the page is among the tools, the sink reads the client's memory
	c := conflatelib.NewBot()
	c.Remember(conflatelib.Page())
	c.Answer() // want "reaches the system prompt"
}

func FieldOfValue() {
	models := conflatelib.DiscoverModels()
	o := conflatelib.SessionOptions{Large: models[0], SystemPromptPrefix: "You are crush."}
	System(conflatelib.PrefixOf(o)) // benign: one field of a struct passed by value
}

func SelfCalling() {
	conflatelib.Handler = conflatelib.CallHandler
	System(conflatelib.CallHandler()) // benign: nothing third-party, and no endless recursion
	System(conflatelib.Handler())     // benign: nothing third-party, and no endless recursion
}
