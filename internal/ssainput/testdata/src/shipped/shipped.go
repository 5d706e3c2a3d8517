package shipped

var config = load()

func load() string { return "x" }

// Ship is shipped code.
func Ship() string { return config } // want `shipped: Ship`
