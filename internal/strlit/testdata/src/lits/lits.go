package lits

const raw = `a raw string` // want "a raw string"

var escaped = "tab\there" // want "tab\there"

var r = 'x' // a rune is not a string literal
