package flow

import "golang.org/x/tools/go/analysis"

func run(pass *analysis.Pass) (any, error) {
	return &Result{}, nil
}
