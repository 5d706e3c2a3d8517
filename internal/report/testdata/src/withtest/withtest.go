package withtest

func call() {}

func F() { call() }
