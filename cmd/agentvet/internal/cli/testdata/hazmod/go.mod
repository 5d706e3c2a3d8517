module example.com/hazmod

go 1.26.0
