package cli

import (
	"flag"
	"fmt"
	"strconv"

	"golang.org/x/tools/go/analysis"
)

// enable is a -NAME flag: whether it was set, and to what. If any -NAME
// flag is true, only those analyzers run; otherwise every analyzer whose
// -NAME flag is false is left out (the multichecker convention go vet
// users know).
type enable struct {
	set, on bool
}

func (e *enable) IsBoolFlag() bool { return true }

func (e *enable) String() string {
	if e == nil || !e.set {
		return "unset"
	}
	return strconv.FormatBool(e.on)
}

func (e *enable) Set(s string) error {
	b, err := strconv.ParseBool(s)
	if err != nil {
		return fmt.Errorf("want true or false")
	}
	e.set, e.on = true, b
	return nil
}

// analyzerFlags registers, for each analyzer, -NAME and -NAME.FLAG for
// each of its flags, and returns the function that picks the analyzers
// to run once fs is parsed.
func analyzerFlags(fs *flag.FlagSet, as []*analysis.Analyzer) func() []*analysis.Analyzer {
	enabled := make([]*enable, len(as))
	for i, a := range as {
		enabled[i] = new(enable)
		fs.Var(enabled[i], a.Name, fmt.Sprintf("enable the %s analyzer (-%s=false: all but it)", a.Name, a.Name))
		a.Flags.VisitAll(func(f *flag.Flag) {
			fs.Var(f.Value, a.Name+"."+f.Name, f.Usage)
		})
	}
	return func() []*analysis.Analyzer {
		var anyTrue bool
		for _, e := range enabled {
			anyTrue = anyTrue || (e.set && e.on)
		}
		var out []*analysis.Analyzer
		for i, a := range as {
			e := enabled[i]
			if anyTrue && e.set && e.on || !anyTrue && !(e.set && !e.on) {
				out = append(out, a)
			}
		}
		return out
	}
}
