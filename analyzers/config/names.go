package config

import (
	"go/token"
	"strings"
)

// Names in a configuration file are spelled the way the analyzers compare
// them (see internal/policy): the FullName of a function or method, or
// "importpath.Type.Field". They cannot be resolved here, without type
// information, so they are checked for shape: a name that cannot be a
// FullName would silently match nothing.

const (
	funcForms  = "want pkg/path.Func, (pkg/path.Type).Method or (*pkg/path.Type).Method"
	fieldForms = "want pkg/path.Type.Field"
)

// validFunc reports whether s is shaped like a function, method or
// interface method FullName.
func validFunc(s string) bool {
	if strings.HasPrefix(s, "(") {
		end := strings.Index(s, ").")
		if end < 0 {
			return false
		}
		recv := strings.TrimPrefix(s[1:end], "*")
		pkg, typ, ok := cutMember(recv)
		return ok && validPath(pkg) && token.IsIdentifier(typ) && token.IsIdentifier(s[end+2:])
	}
	pkg, name, ok := cutMember(s)
	return ok && validPath(pkg) && token.IsIdentifier(name)
}

// validField reports whether s is shaped like "importpath.Type.Field".
func validField(s string) bool {
	rest, fieldName, ok := cutMember(s)
	if !ok || !token.IsIdentifier(fieldName) {
		return false
	}
	pkg, typ, ok := cutMember(rest)
	return ok && validPath(pkg) && token.IsIdentifier(typ)
}

// cutMember splits "a/b.X" at its last dot, which must follow the last
// slash.
func cutMember(s string) (pkg, member string, ok bool) {
	i := strings.LastIndexByte(s, '.')
	if i < 0 || i < strings.LastIndexByte(s, '/') {
		return "", "", false
	}
	return s[:i], s[i+1:], true
}

// lastElemPlain reports whether the last element of an import path has no
// dot: the engine (policy.PackageOf) takes the first dot after the last
// slash as the end of the path, so "a/b.T.M" is package a/b, type T, not a
// function M of package "a/b.T".
func lastElemPlain(path string) bool {
	return !strings.Contains(path[strings.LastIndexByte(path, '/')+1:], ".")
}

// validPath reports whether s can be an import path: no empty element,
// nothing the FullName syntax uses, no space.
func validPath(s string) bool {
	if s == "" || strings.ContainsAny(s, "()* \t\n\\") || !lastElemPlain(s) {
		return false
	}
	for _, elem := range strings.Split(s, "/") {
		if elem == "" || elem == "." || elem == ".." {
			return false
		}
	}
	return true
}
