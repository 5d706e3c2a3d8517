package shadowed

import "testing"

// max shadows the builtin in the test variant of the package: the shipped
// file's call resolves to it there.
func max(a, b int) int { // want `all: max`
	if a > b {
		return a
	}
	return b
}

func TestWidest(t *testing.T) { // want `all: TestWidest`
	if Widest(1, 2) != 2 {
		t.Fatal("max")
	}
}
