package scrub

import (
	"errors"
	"fmt"
	"unicode/utf8"
)

// RefusedError is Validate's refusal: the scrubber would have changed the
// text, first at byte Offset.
type RefusedError struct {
	Offset int
	// Rune is the rune at Offset, or utf8.RuneError with Invalid set for a
	// byte that is not UTF-8.
	Rune    rune
	Invalid bool
}

func (e *RefusedError) Error() string {
	what := fmt.Sprintf("%U", e.Rune)
	if e.Invalid {
		what = "a byte that is not UTF-8"
	}
	return fmt.Sprintf("scrub: text refused: it has %s at byte %d that the scrubber would change (the text is refused whole, never repaired)", what, e.Offset)
}

// Validate refuses s whole, with a *RefusedError, when f would change it:
// a repaired value is one its author never composed. It never returns a
// repaired string. Pass Line for a one-line field, Terminal for terminal
// text, or any scrubber of the layer the value is bound for.
func Validate(s string, f func(string) string) error {
	if f == nil {
		return errors.New("scrub: Validate needs a scrubber, got nil")
	}
	got := f(s)
	if got == s {
		return nil
	}
	i := 0
	for i < len(s) && i < len(got) && s[i] == got[i] {
		i++
	}
	for i > 0 && i < len(s) && !utf8.RuneStart(s[i]) {
		i--
	}
	if i == len(s) { // the scrubber added to the end
		return &RefusedError{Offset: i}
	}
	r, size := utf8.DecodeRuneInString(s[i:])
	return &RefusedError{Offset: i, Rune: r, Invalid: r == utf8.RuneError && size <= 1}
}
