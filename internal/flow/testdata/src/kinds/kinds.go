// Package kinds: a dispatcher hands its payload to a sink for one kind of
// event only (picoclaw's emitEvent); callers pass the kind as a constant.
package kinds

//agentvet:producer origin=web:page
func Page() string { return "" }

//agentvet:sink position=system
func System(s string) {}

type Kind int

const (
	KindToolStart Kind = iota
	KindTurnEnd
)

func emit(kind Kind, payload string) {
	if kind == KindTurnEnd {
		System(payload)
	}
}

func emitUnless(kind Kind, payload string) {
	if kind != KindTurnEnd {
		return
	}
	System(payload)
}

func emitAlways(kind Kind, payload string) {
	if kind == KindTurnEnd {
		println("turn end")
	}
	System(payload)
}

func Calls(k Kind) {
	emit(KindToolStart, Page())       // benign: the handler runs for turn ends only
	emitUnless(KindToolStart, Page()) // benign: the same, as an early return
	emit(KindTurnEnd, Page())         // want "reaches the system prompt"
	emit(k, Page())                   // want "reaches the system prompt"
	emitAlways(KindToolStart, Page()) // want "reaches the system prompt"
}
