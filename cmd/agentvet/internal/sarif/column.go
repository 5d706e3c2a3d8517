package sarif

import (
	"bytes"
	"os"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/agentvet/agentvet/internal/report"
)

// columns converts go/token's byte columns into the UTF-16 code-unit
// columns SARIF viewers count in, reading each source file once.
type columns struct {
	files map[string][][]byte // file → lines; nil when unreadable
}

func newColumns() *columns { return &columns{files: map[string][][]byte{}} }

// utf16 returns p's column in UTF-16 code units, or p's byte column when
// the file cannot be read or the position is out of range.
func (c *columns) utf16(p report.Pos) int {
	lines, ok := c.files[p.File]
	if !ok {
		if data, err := os.ReadFile(p.File); err == nil {
			lines = bytes.Split(data, []byte("\n"))
		}
		c.files[p.File] = lines
	}
	if p.Line < 1 || p.Line > len(lines) || p.Col < 1 {
		return p.Col
	}
	line := lines[p.Line-1]
	n := min(p.Col-1, len(line))
	col := 1
	for b := line[:n]; len(b) > 0; {
		// An invalid byte decodes as U+FFFD, one unit, as editors show it.
		r, size := utf8.DecodeRune(b)
		col += utf16.RuneLen(r)
		b = b[size:]
	}
	return col + (p.Col - 1 - n) // a column past the end of the line stays past it
}
