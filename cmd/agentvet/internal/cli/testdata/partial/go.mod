module example.com/partial

go 1.26.0
