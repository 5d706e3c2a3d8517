package vettool

import (
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync/atomic"
)

// go vet runs one process per package, and that process's peak is about
// twice the loaded package (syntax, types, imported export data): the
// collector lets the heap double before it collects. agentvet holds more
// than go vet's analyzers do (SSA, the labels of the largest function
// family), and with the same collector setting its peak on a large
// package was 1.9 times go vet's (trpc-agent-go's graph package: 221 MB
// against go vet's 118 MB, the loaded package 61 MB of heap).
//
// limitMemory therefore gives a large unit a soft memory limit of
// heapPerLoaded times its loaded package: the collector runs more often
// only in the units whose analysis holds more than that, and only near
// the limit (trpc-agent-go's graph: 1.4 times go vet's peak, its CPU up
// by half, every smaller unit unchanged). Two floors keep it cheap and
// safe: a unit is never limited below minLimit (a unit whose memory
// stays below it is not slowed), and never below minGrowth times the heap
// that survived the last collection, so a unit whose analysis needs more
// than the limit runs with a tighter collector instead of collecting
// without end.
//
// A unit whose loaded package is small gets the floor too, without the
// collection that measures a large one (its limit is minLimit whatever
// that package holds): a small package's analysis can still grow the
// heap past it. openai-agents-go's agents package loads 29 MB, its
// analysis holds 68 MB, and unlimited the collector let the heap reach
// 121 MB and the process 175 MB, 1.6 times go vet's peak on the module
// (109 MB, its runtime unit); at the floor the unit peaks at 135 MB for
// 0.4 s more CPU.
//
// The values are measured: with 2.5 and 1.5, trpc-agent-go's peak (its
// graph and internal/flow/processor units, whose live heap the analysis
// itself grows) was 186-211 MB (3d90fb3, 78d9060), 1.5-1.7 times go vet's; with 2.0 and 1.25,
// 175 MB, for 8% more CPU in the whole run (1.75 and 1.2 gave no less:
// the live heap bounds it there).
//
// GOMEMLIMIT or GOGC in the environment is the user's own setting and is
// left alone.
const (
	heapPerLoaded = 2.0
	minGrowth     = 1.25
	minLimit      = 128 << 20
)

// limitMemory is called once the unit is loaded and type-checked, before
// the agentvet analyzers run. It reports whether it set a limit; stop
// ends the updates (the process of a unit never calls it: it exits).
func limitMemory() (set bool, stop func()) {
	if os.Getenv("GOMEMLIMIT") != "" || os.Getenv("GOGC") != "" {
		return false, func() {}
	}
	// Objects in the heap, garbage included, bound the loaded package
	// from above: below minLimit/heapPerLoaded its limit is the floor,
	// and measuring it would be a collection for nothing.
	var loaded uint64
	if float64(readMetric("/memory/classes/heap/objects:bytes")) >= minLimit/heapPerLoaded {
		runtime.GC()
		loaded = readMetric("/gc/heap/live:bytes")
	}
	update := func() {
		collector.limit(limitFor(loaded, readMetric("/gc/heap/live:bytes")))
	}
	update()
	var stopped atomic.Bool
	afterEachGC(func() bool {
		if stopped.Load() {
			return false
		}
		update()
		return true
	})
	return true, func() { stopped.Store(true) }
}

// limitFor is the memory limit of a unit whose loaded package holds
// loaded bytes when live bytes survived the last collection.
func limitFor(loaded, live uint64) int64 {
	l := max(heapPerLoaded*float64(loaded), minGrowth*float64(live), minLimit)
	return int64(min(l, math.MaxInt64))
}

func readMetric(name string) uint64 {
	s := []metrics.Sample{{Name: name}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}

// afterEachGC calls fn after every collection until fn returns false: a
// finalizer runs once its object is found unreachable, and it arms the
// next one.
func afterEachGC(fn func() bool) {
	// A pointer-holding object: tiny allocations are batched and may
	// never be finalized.
	sentinel := &struct{ self any }{}
	runtime.SetFinalizer(sentinel, func(any) {
		if fn() {
			afterEachGC(fn)
		}
	})
}

// lazyHeap is the heap below which a unit never collects. Most units
// allocate less than that in their whole run (a dependency read for its
// facts, a small package), and with go vet's collector setting (GOGC=100
// from a 4 MB heap) they collected several times while they parsed and
// type-checked a few megabytes: on mcp-go (272 vettool processes, nearly
// all small) the collector was a sixth of agentvet's CPU, and agentvet
// cost 1.28 times the do-nothing floor vettool. Collecting from 64 MB
// only, it costs what the floor does (1.01 times; bench/README.md). A
// unit's process then holds at most about 64 MB of garbage more than
// before, far below the peak of the large units, which the limit below
// governs as before.
const lazyHeap = 64 << 20

// collector is the process's collector policy (one per process, as the
// runtime's own settings are): started by Main, given its ceiling by
// limitMemory.
var collector lazyCollector

// lazyCollector replaces GOGC's trigger with the memory limit: a unit
// collects when its heap reaches twice what survived the last collection
// (GOGC's default), never below lazyHeap, and never above the ceiling
// limitMemory sets once the unit is loaded.
type lazyCollector struct {
	on      atomic.Bool
	stopped atomic.Bool
	ceiling atomic.Int64
}

// start turns GOGC's trigger off and the memory-limit trigger on, unless
// the user set GOGC or GOMEMLIMIT (then nothing changes). stop ends the
// updates and restores GOGC's trigger (the process of a unit never calls
// it: it exits).
func (c *lazyCollector) start() (stop func()) {
	if os.Getenv("GOMEMLIMIT") != "" || os.Getenv("GOGC") != "" {
		return func() {}
	}
	c.on.Store(true)
	c.stopped.Store(false)
	old := debug.SetGCPercent(-1)
	c.update()
	afterEachGC(func() bool {
		if c.stopped.Load() {
			return false
		}
		c.update()
		return true
	})
	return func() {
		c.stopped.Store(true)
		c.on.Store(false)
		c.ceiling.Store(0)
		debug.SetGCPercent(old)
		debug.SetMemoryLimit(math.MaxInt64)
	}
}

// limit sets the collector's ceiling to l (limitMemory's limit); without
// the lazy collector, l is the memory limit itself, under GOGC's trigger.
func (c *lazyCollector) limit(l int64) {
	if !c.on.Load() {
		debug.SetMemoryLimit(l)
		return
	}
	c.ceiling.Store(l)
	c.update()
}

// trigger is the memory limit that makes the next collection: twice the
// live heap, never below lazyHeap, never above the ceiling (0: none).
func trigger(live uint64, ceiling int64) int64 {
	l := max(int64(lazyHeap), 2*int64(min(live, math.MaxInt64/2)))
	if ceiling > 0 && l > ceiling {
		l = ceiling
	}
	return l
}

func (c *lazyCollector) update() {
	debug.SetMemoryLimit(trigger(readMetric("/gc/heap/live:bytes"), c.ceiling.Load()))
}
