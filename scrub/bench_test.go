package scrub_test

import (
	"strings"
	"testing"

	"github.com/agentvet/agentvet/scrub"
)

func BenchmarkLine1MiB(b *testing.B) {
	chunk := "agent-2: turn finished \x1b[32mok\x1b[0m\u2028[bus] forged\tline — ünïcödé\r\n"
	s := strings.Repeat(chunk, (1<<20)/len(chunk)+1)[:1<<20]
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		scrub.Line(s)
	}
}

func BenchmarkLine1MiBPrintableASCII(b *testing.B) {
	s := strings.Repeat("plain printable status text ", (1<<20)/28+1)[:1<<20]
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		scrub.Line(s)
	}
}
