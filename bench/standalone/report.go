package main

import (
	"fmt"
	"runtime"
	"strings"
	"time"
)

// Targets (issue 13).
const (
	rssRatioTarget   = 1.5  // agentvet's peak RSS ÷ go vet's
	rssAbsTargetMB   = 1536 // agentvet's peak RSS
	rerunRatioTarget = 0.3  // rerun ÷ first run
)

func render(reports []*Report) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Standalone agentvet against go vet\n\n%s/%s, %d CPUs, %s, %s UTC.\n", runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.Version(), time.Now().UTC().Format("2006-01-02 15:04"))
	b.WriteString(`
Peak RSS is the largest process of the command's tree. "first" runs have a
cold vet result cache and a warm build cache; "rerun" is the same command
again on the unchanged tree. go vet is given the packages that load.

| corpus | packages (load) | command | wall s | CPU s | peak RSS MB | exit |
| --- | ---: | --- | ---: | ---: | ---: | ---: |
`)
	for _, r := range reports {
		rows := []struct {
			name string
			s    Sample
		}{{"go vet, first", r.VetFirst}, {"go vet, rerun", r.VetRerun}, {"agentvet, first", r.AvFirst}, {"agentvet, rerun", r.AvRerun}}
		for _, row := range rows {
			fmt.Fprintf(&b, "| %s | %d (%d) | %s | %.2f | %.2f | %d | %d |\n", r.Corpus, r.Packages, r.Loadable, row.name,
				row.s.Wall.Seconds(), row.s.CPU.Seconds(), row.s.RSSKB/1024, row.s.Exit)
		}
	}
	b.WriteString(`
| corpus | RSS agentvet ÷ go vet (≤ 1.5) | agentvet RSS ≤ 1.5 GB | rerun ÷ first, wall (≤ 0.3) | rerun ÷ first, CPU (≤ 0.3) | findings / not analysed | determinism |
| --- | ---: | ---: | ---: | ---: | ---: | --- |
`)
	for _, r := range reports {
		rss := ratio(r.AvFirst.RSSKB, r.VetFirst.RSSKB)
		wall := r.AvRerun.Wall.Seconds() / r.AvFirst.Wall.Seconds()
		cpu := r.AvRerun.CPU.Seconds() / r.AvFirst.CPU.Seconds()
		findings, failures := r.AvFirst.counts()
		fmt.Fprintf(&b, "| %s | %.2f %s | %d MB %s | %.3f %s | %.3f %s | %d / %d | %s |\n", r.Corpus,
			rss, mark(rss <= rssRatioTarget), r.AvFirst.RSSKB/1024, mark(r.AvFirst.RSSKB/1024 <= rssAbsTargetMB),
			wall, mark(wall <= rerunRatioTarget), cpu, mark(cpu <= rerunRatioTarget),
			findings, failures, determinism(r.Runs))
	}
	for _, r := range reports {
		if len(r.Runs) > 0 && strings.HasPrefix(determinism(r.Runs), "**") {
			fmt.Fprintf(&b, "\n%s: the runs' outputs are in %s.{json,stderr}\n", r.Corpus, strings.Join(r.Outputs, ".{json,stderr}, "))
		}
	}
	return b.String()
}

func ratio(a, b int64) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

func mark(ok bool) string {
	if ok {
		return "met"
	}
	return "**MISSED**"
}

// determinism says whether every run printed the same bytes: "5 + 1
// identical (hash)", or the hashes.
func determinism(runs []Sample) string {
	if len(runs) == 0 {
		return "not run"
	}
	var hashes []string
	same := true
	for _, s := range runs {
		hashes = append(hashes, s.hash())
		same = same && s.hash() == runs[0].hash()
	}
	if same {
		return fmt.Sprintf("%d runs + 1 at GOMAXPROCS=1: identical (%s)", len(runs)-1, hashes[0])
	}
	return "**DIFFER**: " + strings.Join(hashes, ", ")
}
