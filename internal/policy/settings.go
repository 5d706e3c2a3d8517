package policy

// Settings are what the drivers configure for one package, resolved once
// and read by every analyzer: the policy model (presets and the
// configuration file) and the reporting choices. Nothing mutates them
// after they are resolved; a package's directives overlay the model with
// With, which copies.
type Settings struct {
	Model *Model
	// Source is the configuration file the model was read from ("" for
	// the presets alone).
	Source string
	// Dependency says the package lives in the module cache: a
	// dependency, analysed for the facts it exports (and skipped when it
	// cannot touch the policy), not the user's own code, which is always
	// analysed.
	Dependency bool
	// Tests keeps findings in _test.go files (-tests).
	Tests bool
	// Examples keeps findings in files under an examples/, example/ or
	// _examples/ directory of the module (-examples).
	Examples bool
	// Root is the directory of the package's module ("" when unknown).
	Root string
	// Err is a configuration error, handed to the analyzers that report
	// so go vet shows the file:line message under a user-facing
	// analyzer's name rather than as "failed prerequisites".
	Err error
}
