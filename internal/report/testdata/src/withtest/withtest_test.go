package withtest

import "testing"

func TestF(t *testing.T) { call() }
