package shapes

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"strconv"
	"strings"
	"text/template"
)

//agentvet:producer origin=web:page
func Page() string { return "" }

//agentvet:sink position=system
func System(s string) {}

//agentvet:sink position=tool-description arg=1
func Describe(name, desc string) {}

//agentvet:fence
func MyFence(s string) string { return "<fenced>" + s }

type Box[T any] struct{ V T }

func Get[T any](b Box[T]) T { return b.V }

func Generic() {
	b := Box[string]{V: Page()}
	System(Get(b)) // want "web:page.*reaches the system prompt"
}

func Closure() {
	s := Page()
	f := func() string { return "x" + s }
	System(f()) // want "reaches the system prompt"
}

func Defer() {
	s := Page()
	defer System(s) // want "reaches the system prompt"
}

func AnyRoundTrip() {
	var x any = Page()
	if s, ok := x.(string); ok {
		System(s) // want "reaches the system prompt"
	}
}

func JSON() {
	data, _ := json.Marshal(map[string]string{"k": Page()})
	var out map[string]string
	_ = json.Unmarshal(data, &out)
	System(out["k"]) // want "reaches the system prompt"
}

func Decoder() {
	var out struct{ K string }
	_ = json.NewDecoder(strings.NewReader(Page())).Decode(&out)
	System(out.K) // want "reaches the system prompt"
}

func Template() {
	var buf bytes.Buffer
	t := template.Must(template.New("x").Parse("{{.}}"))
	_ = t.Execute(&buf, Page())
	System(buf.String()) // want "reaches the system prompt"
}

func Slices() {
	parts := []string{"a"}
	parts = append(parts, Page())
	out := make([]string, len(parts))
	copy(out, parts)
	for _, p := range out {
		System(p) // want "reaches the system prompt"
	}
}

func Phi(b bool) {
	s := "constant"
	if b {
		s = Page()
	}
	System(s) // want "reaches the system prompt"
}

func ToolDescription() {
	Describe("search", Page()) // want "reaches a tool description"
	Describe(Page(), "fixed")  // benign: arg 0 is not the sink
}

func Benign() {
	p := Page()
	System("You are a helpful agent.")           // benign: constant
	System(strconv.Itoa(len(p)))                 // benign: a count
	System(fmt.Sprint(strings.Contains(p, "x"))) // benign: a comparison
	if strings.HasPrefix(p, "urgent") {
		System("Prioritise.") // benign: select a constant
	}
	fmt.Println(p) // benign: terminal printing
	_ = errors.New(p)
}

func Fenced() {
	System(MyFence(Page())) // want "reaches the system prompt"
}

func recurse(n int, s string) string {
	if n == 0 {
		return s
	}
	return recurse(n-1, s+".")
}

func Recursion() {
	System(recurse(3, Page())) // want "reaches the system prompt"
	System(recurse(3, "ok"))   // benign: constant through recursion
}

type Agent struct{ notes []string }

func (a *Agent) Remember() { a.notes = append(a.notes, Page()) }

func (a *Agent) Prompt() { System(strings.Join(a.notes, "\n")) } // want "reaches the system prompt"

func Channel() {
	ch := make(chan string)
	go func() { ch <- Page() }()
	select {
	case s := <-ch:
		System(s) // want "reaches the system prompt"
	}
}

//agentvet:wat // want "unknown directive"
func Unknown() {} // the directive above is reported

//agentvet:producer // want "needs origin"
func NoOrigin() string { return "" }

func Encoder() {
	var sb strings.Builder
	_ = json.NewEncoder(&sb).Encode(map[string]string{"doc": Page()})
	System(sb.String()) // want "reaches the system prompt"
}

// Receivers are summarised field by field: a method that reads one field
// does not pass on the taint of the others. (A field some function stores
// third-party text into is tainted wherever it is read: see Agent above.)
type Bot struct {
	Notes  string
	Prompt string
}

func (b *Bot) Configure() { System(b.Prompt) }

func BotBenign() {
	b := &Bot{Notes: Page(), Prompt: "You are helpful."}
	b.Configure() // benign: only Notes is third-party
}

func BotHazard(prompt string) {
	b := &Bot{Notes: "n", Prompt: prompt}
	b.Configure()
}

func CallBotHazard() {
	BotHazard(Page()) // want "reaches the system prompt at shapes.System .* via shapes.BotHazard → shapes.Bot.Configure"
}

// A struct literal assigned to a variable is copied field by field.
type Params struct {
	Model  string
	System string
}

func Copy() Params {
	out := Params{Model: Page()}
	System(out.System) // benign: only Model is third-party
	return out
}

//agentvet:producer origin=web:page
func PageErr() (string, error) { return "", nil }

// fail wraps third-party text in an error, as its error result.
func fail() (string, error) { return "", fmt.Errorf("fetch failed: %s", Page()) }

// Errors carry the text they wrap: fmt.Errorf, errors.New, errors.Join,
// and Error() returns it; the error beside a producer's result does not.
func Errors() {
	System(fmt.Errorf("tool failed: %s", Page()).Error()) // want "web:page.*reaches the system prompt"
	e := errors.New(Page())
	System(e.Error())                               // want "web:page.*reaches the system prompt"
	System(errors.Join(errors.New("x"), e).Error()) // want "web:page.*reaches the system prompt"
	System(fmt.Errorf("wrapped: %w", e).Error())    // want "web:page.*reaches the system prompt"
	if _, err := fail(); err != nil {
		System(err.Error()) // want "web:page.*reaches the system prompt"
	}
	if _, err := PageErr(); err != nil {
		System(err.Error()) // benign: the error beside the producer's result
	}
	System(errors.New("fixed").Error()) // benign
}

// UnknownCallees: the rule for a callee with no summary and no table row.
// Its text results carry its arguments' taint (a helper transforms its
// input), unless it takes a context.Context: then it is I/O, and its
// result is what the remote said, not the argument passed through. (A
// model call in the presets is I/O too, but its reply is derived from the
// prompt: see modelreply.)
func UnknownCallees(ctx context.Context) {
	System(strings.ToUpper(Page())) // want "web:page.*reaches the system prompt"
	cname, _ := net.DefaultResolver.LookupCNAME(ctx, Page())
	System(cname) // benign: what the resolver answered, not the page
}
