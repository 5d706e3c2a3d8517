// Command app registers the server's tools through package remote and
// describes them to the model: it sees both the filling and the reading
// of the registry.
package main

import (
	"example.com/hiddenreg/registry"
	"example.com/hiddenreg/remote"
)

func main() {
	remote.Connect()
	t := registry.Lookup("remote")
	registry.Describe(t.Description)
	registry.Describe(t.Name) // a constant name: not reported
}
