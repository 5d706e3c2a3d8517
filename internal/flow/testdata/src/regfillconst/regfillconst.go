// Package regfillconst registers built-in tools only.
package regfillconst

import "reglib"

// Builtins registers the program's own tools.
func Builtins() {
	reglib.Register(reglib.NewRemote("kubectl", "runs kubectl"))
}
