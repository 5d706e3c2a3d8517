package policy

import "strings"

// PackageOf returns the import path in a function or field name as used by
// the model: "(*a/b.T).M" → "a/b", "a/b.F" → "a/b", "a/b.T.F" → "a/b".
func PackageOf(name string) string {
	name = strings.TrimPrefix(name, "(")
	name = strings.TrimPrefix(name, "*")
	if i := strings.IndexByte(name, ')'); i >= 0 {
		name = name[:i]
	}
	slash := strings.LastIndexByte(name, '/')
	dot := strings.IndexByte(name[slash+1:], '.')
	if dot < 0 {
		return ""
	}
	return name[:slash+1+dot]
}
