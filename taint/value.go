package taint

// Value is a value some third party authored, carrying its origin label.
// It is opaque on purpose: the only ways to the content are [Unwrap] (loud,
// greppable, the point where provenance stops travelling) and the JSON wire
// form, which keeps the taint.
//
// The zero Value holds nothing a third party wrote (its content is the zero
// T, and no function here makes a Value without an origin): IsTainted and
// Scan do not report it. Its Origin is "unknown" and its wire form says so,
// so a zero Value read back from JSON is tainted like any other.
type Value[T any] struct {
	origin string
	value  T
}

// New wraps v as content written by origin, a KIND:DETAIL label such as
// "mcp:github/search_issues" (see [Kind] for the vocabulary). New takes
// any label and the value is tainted whatever it says; an empty label is
// "unknown". Everything that reads a label back (OriginOf, Scan, the JSON
// decoder, the fence) reads a kind outside the vocabulary as
// "unknown:"+label: never under a kind nobody defined.
func New[T any](v T, origin string) Value[T] {
	if origin == "" {
		origin = string(KindUnknown)
	}
	return Value[T]{origin: origin, value: v}
}

// Unwrap returns the content. Every call is a place where provenance stops
// travelling: text concatenated from its result is a plain string the
// guard cannot see. Keep the value wrapped until it reaches guard.Untrusted.
func Unwrap[T any](v Value[T]) T {
	return v.value
}

// Origin returns the origin label as given to New (or as read back from
// JSON). [OriginOf] returns it read against the vocabulary.
func (v Value[T]) Origin() string {
	if v.origin == "" {
		return string(KindUnknown)
	}
	return v.origin
}

// wrapper is implemented by every Value[T]; its unexported method lets
// IsTainted and OriginOf recognise a wrapper of any T held in an interface.
// It reports false for the zero Value.
type wrapper interface {
	taintWrapper() (origin string, ok bool)
}

func (v Value[T]) taintWrapper() (string, bool) { return canonical(v.origin), v.origin != "" }
