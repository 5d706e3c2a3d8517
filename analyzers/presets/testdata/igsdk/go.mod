module presetcheck/igsdk

go 1.26.4

require github.com/inference-gateway/sdk v1.35.0

require (
	github.com/apapsch/go-jsonmerge/v2 v2.0.0 // indirect
	github.com/go-resty/resty/v2 v2.17.2 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/oapi-codegen/runtime v1.6.0 // indirect
	golang.org/x/net v0.55.0 // indirect
)
