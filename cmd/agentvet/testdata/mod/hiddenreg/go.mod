module example.com/hiddenreg

go 1.26.0
