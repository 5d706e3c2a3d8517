module example.com/verbsmoke

go 1.26.0
