package lits

var inTest = "test files are skipped"
