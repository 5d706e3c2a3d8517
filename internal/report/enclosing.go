package report

import (
	"go/ast"
	"go/token"
)

// enclosingFunc names the function declaration of files that contains
// pos: "F", "T.M" or "(*T).M". A position inside a function literal
// belongs to the declaration around it, so the name survives the literal
// being moved or renumbered (baseline fingerprints use it). It returns ""
// at package level.
func enclosingFunc(files []*ast.File, pos token.Pos) string {
	if !pos.IsValid() {
		return ""
	}
	for _, f := range files {
		if pos < f.FileStart || pos > f.FileEnd {
			continue
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Pos() <= pos && pos <= fd.End() {
				return funcName(fd)
			}
		}
		return ""
	}
	return ""
}

func funcName(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return fd.Name.Name
	}
	t := fd.Recv.List[0].Type
	ptr := false
	if st, ok := t.(*ast.StarExpr); ok {
		ptr, t = true, st.X
	}
	// Drop type parameters: (*List[T]).Push is List.Push whatever T's name.
	switch x := t.(type) {
	case *ast.IndexExpr:
		t = x.X
	case *ast.IndexListExpr:
		t = x.X
	}
	name := "?"
	if id, ok := t.(*ast.Ident); ok {
		name = id.Name
	}
	if ptr {
		return "(*" + name + ")." + fd.Name.Name
	}
	return name + "." + fd.Name.Name
}
