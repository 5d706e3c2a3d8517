// Package missing imports a module that cannot be found.
package missing

import "example.com/nosuchmodule/pkg"

// Run calls into the missing module.
func Run() { pkg.Run() }
