// Package engine holds Go benchmarks of agentvet's analysis alone: the
// analyzers run by x/tools' checker over packages loaded once from source,
// so parsing and type-checking are not in the figures (bench/vetbench
// measures the whole go vet route). Run them with
//
//	go test -run '^$' -bench . -benchtime 3x ./bench/engine
//
// They vet a copy of mcp-go v1.2.1 from the module proxy, set up on first
// use in the bench work directory (AGENTVET_BENCH_WORK, default
// agentvet-bench in the user cache directory).
package engine
