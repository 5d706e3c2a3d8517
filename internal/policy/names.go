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

// Canon returns the import path the model's names use for path: a
// vendored copy ("x/vendor/github.com/a/b") is its original path, and a
// package of a module the model knows as a copy of a preset's module (a
// fork under another path) is the preset's.
func (m *Model) Canon(path string) string {
	if i := strings.LastIndex(path, "/vendor/"); i >= 0 {
		path = path[i+len("/vendor/"):]
	} else {
		path = strings.TrimPrefix(path, "vendor/")
	}
	best := ""
	for from := range m.Copies {
		if (path == from || strings.HasPrefix(path, from+"/")) && len(from) > len(best) {
			best = from
		}
	}
	if best == "" {
		return path
	}
	return m.Copies[best] + path[len(best):]
}

// CanonName returns name (a function, method or field name) with its
// import path made canonical (see Canon).
func (m *Model) CanonName(name string) string {
	path := PackageOf(name)
	if path == "" {
		return name
	}
	c := m.Canon(path)
	if c == path {
		return name
	}
	return strings.Replace(name, path, c, 1)
}
