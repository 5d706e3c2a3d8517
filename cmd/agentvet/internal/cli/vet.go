package cli

import "strings"

// IsVetInvocation reports whether args (without the program name) are an
// invocation by go vet -vettool, recognised the way the x/tools
// multichecker does: go vet first asks for the tool's version (-V=full)
// and its flags (-flags), then runs it once per package with the
// analyzer flags followed by a single *.cfg file naming the unit.
func IsVetInvocation(args []string) bool {
	for _, a := range args {
		switch strings.TrimPrefix(a, "-") {
		case "-flags", "flags", "V", "V=full", "-V", "-V=full":
			return true
		}
	}
	if len(args) == 0 || !strings.HasSuffix(args[len(args)-1], ".cfg") {
		return false
	}
	for _, a := range args[:len(args)-1] {
		if !strings.HasPrefix(a, "-") {
			return false
		}
	}
	return true
}
