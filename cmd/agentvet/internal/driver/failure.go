package driver

import (
	"cmp"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/agentvet/agentvet/internal/report"
)

// Failure is a package agentvet could not analyse: its findings are
// missing from the result, so the run fails closed (exit status 3) while
// every other package's findings are still reported.
type Failure struct {
	// Package is the import path of the package.
	Package string
	// Analyzer is set when an analyzer failed on a package that loaded
	// and type-checked; "" when the package itself did not.
	Analyzer string
	// Dependency is set for a package that was not asked for but that a
	// package asked for imports: listed because it is the cause.
	Dependency bool
	// Pos is where the error is, when it names a place (Line 0 if not).
	Pos report.Pos
	// Message is the first error, without its position.
	Message string
}

// String renders f as one line: "pkg: file:line:col: message", with the
// file relative to dir when it is inside it.
func (f *Failure) String(dir string) string {
	pkg := f.Package
	if f.Dependency {
		pkg += " (dependency)"
	}
	return pkg + ": " + f.Error(dir)
}

// Error renders f without its package: "[analyzer: ]file:line:col: message".
func (f *Failure) Error(dir string) string {
	if f.Analyzer != "" {
		return f.Analyzer + ": " + f.Detail(dir)
	}
	return f.Detail(dir)
}

// Detail renders f's error alone: "file:line:col: message".
func (f *Failure) Detail(dir string) string {
	var b strings.Builder
	if f.Pos.File != "" {
		b.WriteString(Rel(dir, f.Pos.File))
		if f.Pos.Line > 0 {
			b.WriteString(":" + strconv.Itoa(f.Pos.Line))
			if f.Pos.Col > 0 {
				b.WriteString(":" + strconv.Itoa(f.Pos.Col))
			}
		}
		b.WriteString(": ")
	}
	b.WriteString(f.Message)
	return b.String()
}

// Rel returns file relative to dir when it is inside dir, else file.
func Rel(dir, file string) string {
	if dir == "" || file == "" {
		return file
	}
	if rel, err := filepath.Rel(dir, file); err == nil && filepath.IsLocal(rel) {
		return rel
	}
	return file
}

func sortFailures(fs []Failure) {
	slices.SortFunc(fs, func(a, b Failure) int {
		return cmp.Or(
			cmp.Compare(a.Package, b.Package),
			cmp.Compare(a.Analyzer, b.Analyzer),
			cmp.Compare(a.Message, b.Message),
			cmp.Compare(a.Pos.File, b.Pos.File),
			cmp.Compare(a.Pos.Line, b.Pos.Line),
			cmp.Compare(a.Pos.Col, b.Pos.Col),
			boolCmp(a.Dependency, b.Dependency))
	})
}

// fromPackageError is the Failure of a go list load error. go list gives
// positions relative to the directory it ran in.
func fromPackageError(pkg string, e *PackageError, dir string) Failure {
	f := Failure{Package: pkg, Message: oneLine(e.Err)}
	if e.Pos != "" {
		f.Pos = parsePos(e.Pos, dir)
	}
	// go list repeats the position at the start of some messages.
	if e.Pos != "" {
		f.Message = strings.TrimPrefix(f.Message, oneLine(e.Pos)+": ")
	}
	return f
}

// oneLine joins the lines of a multi-line error ("…; to add it:\n\tgo
// get …") so that each failure is one line.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// parsePos reads the "file:line:col" the go command prints (col or line
// may be missing), making the file absolute against dir.
func parsePos(s, dir string) report.Pos {
	file, nums := s, []int{}
	for range 2 {
		i := strings.LastIndexByte(file, ':')
		if i < 0 {
			break
		}
		n, err := strconv.Atoi(file[i+1:])
		if err != nil {
			break
		}
		nums = append([]int{n}, nums...)
		file = file[:i]
	}
	if !filepath.IsAbs(file) {
		file = filepath.Join(dir, file)
	}
	p := report.Pos{File: file}
	if len(nums) > 0 {
		p.Line = nums[0]
	}
	if len(nums) > 1 {
		p.Col = nums[1]
	}
	return p
}

// sections splits go vet's stderr into the "# package" sections the go
// command prints for each unit that failed, keyed by import path (a test
// variant's "p [p.test]" is p), each with its lines.
func sections(stderr string) map[string][]string {
	out := map[string][]string{}
	var cur string
	for _, line := range strings.Split(stderr, "\n") {
		if rest, ok := strings.CutPrefix(line, "# "); ok {
			if strings.HasPrefix(rest, "[") {
				continue // "# [p]": the go command's note of a test variant
			}
			cur, _, _ = strings.Cut(rest, " ")
			if _, seen := out[cur]; !seen {
				out[cur] = nil
			}
			continue
		}
		if cur != "" && strings.TrimSpace(line) != "" {
			out[cur] = append(out[cur], line)
		}
	}
	return out
}

// fromSection is the Failure of a unit go vet could not analyse: the
// first of its errors that name a position, by position (the C compiler
// reports a cgo package's files in no fixed order), else its first line.
func fromSection(pkg string, lines []string, dir string) Failure {
	f := Failure{Package: pkg, Message: "could not be analysed (go vet printed no error)"}
	found := false
	for i, line := range lines {
		if posn, msg, ok := splitPosn(line); ok {
			p := parsePos(posn, dir)
			if !found || comparePos(p, f.Pos) < 0 || comparePos(p, f.Pos) == 0 && msg < f.Message {
				f.Pos, f.Message, found = p, msg, true
			}
			continue
		}
		if i == 0 && !found {
			f.Message = strings.TrimSpace(strings.TrimPrefix(line, "vet: "))
		}
	}
	if found {
		f.Pos = firstInclude(f.Pos, f.Message)
	}
	return f
}

// missingHeader is the C compiler's error for a header it cannot find.
var missingHeader = regexp.MustCompile(`^fatal error: ([^:]+): No such file or directory$`)

// firstInclude makes a missing C header's failure the same on every run:
// the go command compiles a cgo package's files in parallel and prints
// the error of whichever failed first (error.go one run, account.go the
// next). It returns the position of the header's #include in the first
// Go file, by name, of the reported file's directory that includes it
// (the column as the C compiler counts it, from the comment's text), or
// at unchanged when the message is another error or no file says so.
func firstInclude(at report.Pos, msg string) report.Pos {
	m := missingHeader.FindStringSubmatch(msg)
	if m == nil || at.File == "" {
		return at
	}
	dir := filepath.Dir(at.File)
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return at
	}
	slices.Sort(names)
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			continue
		}
		for i, line := range strings.Split(string(data), "\n") {
			text, ok := strings.CutPrefix(strings.TrimLeft(line, " \t"), "//")
			if !ok {
				continue
			}
			inc := strings.TrimSpace(text)
			if inc != "#include <"+m[1]+">" && inc != `#include "`+m[1]+`"` {
				continue
			}
			return report.Pos{File: name, Line: i + 1, Col: strings.Index(text, m[1])}
		}
	}
	return at
}

func comparePos(a, b report.Pos) int {
	return cmp.Or(cmp.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line), cmp.Compare(a.Col, b.Col))
}

// splitPosn splits "file.go:12:5: message" (or "file.go:12: message").
func splitPosn(line string) (posn, msg string, ok bool) {
	line = strings.TrimPrefix(line, "vet: ")
	i := strings.Index(line, ".go:")
	if i < 0 {
		return "", "", false
	}
	j := strings.Index(line[i:], ": ")
	if j < 0 {
		return "", "", false
	}
	posn, msg = line[:i+j], line[i+j+2:]
	p := parsePos(posn, "")
	return posn, msg, p.Line > 0
}

func boolCmp(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}
