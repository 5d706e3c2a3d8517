package testfiles

import "testing"

func TestPersona(t *testing.T) { SetPersona(Fetch("https://example.com/test")) }
