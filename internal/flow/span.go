package flow

import (
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/ast/astutil"
)

// spanEnd returns the end of the source construct a finding at pos points
// at: the expression entering a composite literal's field (pos is its key
// or colon), the call whose parenthesis pos is, or the expression that
// starts at pos. It returns pos when none is found.
func (p *pkgState) spanEnd(pos token.Pos) token.Pos {
	if !pos.IsValid() {
		return pos
	}
	for _, file := range p.pass.Files {
		if pos < file.FileStart || pos > file.FileEnd {
			continue
		}
		path, _ := astutil.PathEnclosingInterval(file, pos, pos)
		for _, n := range path {
			switch n := n.(type) {
			case *ast.KeyValueExpr:
				if n.Colon == pos || n.Key.Pos() == pos {
					return n.End()
				}
			case *ast.CallExpr:
				if n.Lparen == pos || n.Pos() == pos {
					return n.End()
				}
			case *ast.AssignStmt:
				if n.TokPos == pos {
					return n.End()
				}
			case ast.Expr:
				if n.Pos() == pos {
					return n.End()
				}
			}
		}
		return pos
	}
	return pos
}
