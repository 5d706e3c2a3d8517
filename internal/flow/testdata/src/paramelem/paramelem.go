// Package paramelem reads the elements of a parameter's map and channel:
// a value looked up in a map, or received from a channel, that a
// parameter holds is that parameter's element, path by path, so a field
// one function stores there and another field a second function reads
// stay apart (musebot's chat robots: the platform's reply id stored in a
// message's MsgId by one reader of the message channel, the message's
// Content spoken by another; agent-sdk-go's plan executor: a tool looked
// up by name in its agent's map).
package paramelem

//agentvet:producer origin=web:page
func Page() string { return "" }

//agentvet:sink position=system
func System(s string) {}

type msg struct {
	ID      string
	Content string
}

type msgChan struct{ C chan *msg }

// markSent stores the platform's reply, an id, in each message it sends.
func markSent(mc *msgChan) {
	for m := range mc.C {
		m.ID = Page()
	}
}

// speak reads each message's content.
func speak(mc *msgChan) {
	var m *msg
	for m = range mc.C {
		System(m.Content)
	}
	if m, ok := <-mc.C; ok {
		System(m.Content)
	}
	System((<-mc.C).Content)
}

// speakIDs reads each message's id.
func speakIDs(mc *msgChan) {
	for m := range mc.C {
		System(m.ID) // want `\(web:page\) reaches the system prompt`
	}
}

func handle(mc *msgChan, voice bool) {
	if voice {
		speak(mc)
	} else {
		markSent(mc)
	}
}

func Channel() {
	mc := &msgChan{C: make(chan *msg)}
	go handle(mc, true) // benign: the id and the content are two fields of the element
	markSent(mc)
	speakIDs(mc) // want `\(web:page\) reaches the system prompt`
}

type tool struct {
	Name string
	Desc string
}

// register files a tool whose name a page gives.
func register(tools map[string]*tool, key string) {
	tools[key] = &tool{Name: Page(), Desc: "Looks things up."}
}

// describe reads a tool's description by name.
func describe(tools map[string]*tool, key string) {
	if t, ok := tools[key]; ok {
		System(t.Desc)
	}
	System(tools[key].Desc)
}

// name reads a tool's name by key.
func name(tools map[string]*tool, key string) {
	System(tools[key].Name) // want `\(web:page\) reaches the system prompt`
}

func Map() {
	tools := map[string]*tool{}
	register(tools, "search")
	describe(tools, "search") // benign: the name and the description are two fields of the element
	name(tools, "search")     // want `\(web:page\) reaches the system prompt`
}
