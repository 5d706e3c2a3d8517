package driver

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEnclosingFunc(t *testing.T) {
	src := `package p

var v = 1 // MARK0

func F() { _ = 1 /* MARK1 */ }

type T[K any] struct{}

func (t *T[K]) M() { go func() { _ = 2 /* MARK2 */ }() }

func (T[K]) N() { _ = 3 /* MARK3 */ }
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	require.NoError(t, err)
	at := func(mark string) token.Pos {
		i := strings.Index(src, mark)
		require.GreaterOrEqual(t, i, 0)
		return f.FileStart + token.Pos(i)
	}
	files := []*ast.File{f}
	assert.Equal(t, "", enclosingFunc(files, at("MARK0")))
	assert.Equal(t, "F", enclosingFunc(files, at("MARK1")))
	assert.Equal(t, "(*T).M", enclosingFunc(files, at("MARK2")))
	assert.Equal(t, "T.N", enclosingFunc(files, at("MARK3")))
}
