package scrub

import (
	"fmt"
	"strings"
)

// Color is a display colour from a closed set. The zero Color, and any
// value outside the constants, paints nothing.
type Color uint8

// The colours. Untrusted text may select one (see ParseColor); it never
// supplies the bytes that produce one.
const (
	NoColor Color = iota
	Red
	Green
	Yellow
	Blue
	Magenta
	Cyan
	Bold
	Dim
)

// sgr returns the SGR parameter of c.
func (c Color) sgr() (string, bool) {
	switch c {
	case Red:
		return "31", true
	case Green:
		return "32", true
	case Yellow:
		return "33", true
	case Blue:
		return "34", true
	case Magenta:
		return "35", true
	case Cyan:
		return "36", true
	case Bold:
		return "1", true
	case Dim:
		return "2", true
	}
	return "", false
}

func (c Color) String() string {
	switch c {
	case NoColor:
		return "none"
	case Red:
		return "red"
	case Green:
		return "green"
	case Yellow:
		return "yellow"
	case Blue:
		return "blue"
	case Magenta:
		return "magenta"
	case Cyan:
		return "cyan"
	case Bold:
		return "bold"
	case Dim:
		return "dim"
	}
	return fmt.Sprintf("Color(%d)", uint8(c))
}

// ParseColor maps a colour name ("red", "dim", "none", …, exactly as
// Color.String spells them) to its Color, refusing any other name.
func ParseColor(name string) (Color, error) {
	var names []string
	for c := NoColor; c <= Dim; c++ {
		if c.String() == name {
			return c, nil
		}
		names = append(names, c.String())
	}
	return NoColor, fmt.Errorf("scrub: colour %q is not one of %s", name, strings.Join(names, "|"))
}

// Paint scrubs s to one line (Line) and then colours it: scrub, then
// paint, so the text can never choose a colour or carry one past the
// reset. A Color outside the set returns Line(s) unpainted.
func Paint(c Color, s string) string {
	line := Line(s)
	code, ok := c.sgr()
	if !ok {
		return line
	}
	return "\x1b[" + code + "m" + line + "\x1b[0m"
}
