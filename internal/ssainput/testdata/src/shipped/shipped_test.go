package shipped

import "testing"

// A package variable with an initialiser in a test file: the SSA of the
// shipped files must not initialise it.
var fixture = load() + Ship()

func TestShip(t *testing.T) { // want `all: TestShip`
	if Ship() != fixture[:1] {
		t.Fatal(fixture)
	}
}
