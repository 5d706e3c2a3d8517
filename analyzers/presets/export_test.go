package presets

import "github.com/agentvet/agentvet/internal/policy"

// Edition is one module path of a family, for the tests: its own table
// and the fixture module that pins it.
type Edition struct {
	Family  string
	Table   policy.Preset
	Fixture string
}

// Editions returns every edition of every family, in family order.
func Editions() []Edition {
	var out []Edition
	for _, f := range families() {
		for _, e := range f.editions {
			out = append(out, Edition{Family: f.name, Table: stamp(e.table), Fixture: e.fixture})
		}
	}
	return out
}
