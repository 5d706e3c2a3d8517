package vettool

import (
	"math"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLimitFor(t *testing.T) {
	const mb = 1 << 20
	assert.Equal(t, int64(minLimit), limitFor(10*mb, 20*mb), "a small unit gets the floor")
	assert.Equal(t, int64(200*mb), limitFor(100*mb, 150*mb), "heapPerLoaded times the loaded package")
	assert.Equal(t, int64(375*mb), limitFor(100*mb, 300*mb), "never below minGrowth times the live heap")
}

// TestLimitMemory loads a package-sized heap and checks the limit set,
// that it follows the live heap past it, and that the user's setting is
// left alone.
func TestLimitMemory(t *testing.T) {
	defer debug.SetMemoryLimit(math.MaxInt64)
	loaded := make([][]byte, 64)
	for i := range loaded {
		loaded[i] = make([]byte, 1<<20)
	}

	t.Setenv("GOMEMLIMIT", "")
	t.Setenv("GOGC", "")
	set, stop := limitMemory()
	defer stop()
	require.True(t, set, "a unit above the floor is limited")
	got := debug.SetMemoryLimit(-1)
	assert.GreaterOrEqual(t, got, int64(heapPerLoaded*64<<20), "at least heapPerLoaded times what is live")
	assert.Less(t, got, int64(heapPerLoaded*128<<20), "no more than heapPerLoaded times the heap")

	// The analysis then holds far more than the loaded package: the
	// limit follows it after the next collection.
	more := make([][]byte, 192)
	for i := range more {
		more[i] = make([]byte, 1<<20)
	}
	runtime.GC()
	require.Eventually(t, func() bool { return debug.SetMemoryLimit(-1) >= int64(minGrowth*256<<20) },
		10*time.Second, 10*time.Millisecond, "the limit follows the live heap")
	stop()
	runtime.KeepAlive(more)

	// The same loaded heap, with the user's own setting: left alone.
	debug.SetMemoryLimit(math.MaxInt64)
	for _, env := range []string{"GOMEMLIMIT", "GOGC"} {
		t.Run(env, func(t *testing.T) {
			t.Setenv("GOMEMLIMIT", "")
			t.Setenv("GOGC", "")
			t.Setenv(env, "400")
			set, stop := limitMemory()
			defer stop()
			assert.False(t, set)
			assert.Equal(t, int64(math.MaxInt64), debug.SetMemoryLimit(-1))
		})
	}
	runtime.KeepAlive(loaded)
}

// TestLimitMemorySmall: a unit whose loaded package is small gets the
// floor, without a collection to measure it.
func TestLimitMemorySmall(t *testing.T) {
	defer debug.SetMemoryLimit(math.MaxInt64)
	t.Setenv("GOMEMLIMIT", "")
	t.Setenv("GOGC", "")
	runtime.GC() // what earlier tests left is garbage
	forced := func() uint64 {
		s := []metrics.Sample{{Name: "/gc/cycles/forced:gc-cycles"}}
		metrics.Read(s)
		return s[0].Value.Uint64()
	}
	before := forced()
	set, stop := limitMemory()
	defer stop()
	require.True(t, set, "a small unit is limited too")
	assert.Equal(t, before, forced(), "no collection measures a small unit")
	assert.Equal(t, int64(minLimit), debug.SetMemoryLimit(-1), "a small unit gets the floor")
}

func TestTrigger(t *testing.T) {
	const mb = 1 << 20
	assert.Equal(t, int64(lazyHeap), trigger(10*mb, 0), "a small heap collects at lazyHeap")
	assert.Equal(t, int64(200*mb), trigger(100*mb, 0), "a large one at twice its live heap, as GOGC=100")
	assert.Equal(t, int64(150*mb), trigger(100*mb, 150*mb), "never above limitMemory's ceiling")
	assert.Equal(t, int64(lazyHeap), trigger(0, 0))
}

// TestLazyCollector: started, the collector replaces GOGC's trigger by the
// memory limit, follows the live heap after each collection, takes
// limitMemory's limit as its ceiling, and stops; with the user's own
// setting it changes nothing.
func TestLazyCollector(t *testing.T) {
	defer debug.SetMemoryLimit(math.MaxInt64)
	t.Setenv("GOMEMLIMIT", "")
	t.Setenv("GOGC", "")
	var c lazyCollector
	stop := c.start()
	assert.Equal(t, -1, debug.SetGCPercent(-1), "GOGC's trigger is off")
	assert.GreaterOrEqual(t, debug.SetMemoryLimit(-1), int64(lazyHeap), "no collection below lazyHeap")

	held := make([][]byte, 96)
	for i := range held {
		held[i] = make([]byte, 1<<20)
	}
	runtime.GC()
	require.Eventually(t, func() bool { return debug.SetMemoryLimit(-1) >= 2*96<<20 },
		10*time.Second, 10*time.Millisecond, "the trigger follows twice the live heap")

	c.limit(150 << 20)
	assert.Equal(t, int64(150<<20), debug.SetMemoryLimit(-1), "limitMemory's limit is the ceiling")
	stop()
	assert.Equal(t, 100, debug.SetGCPercent(100), "stop restores GOGC's trigger")
	assert.Equal(t, int64(math.MaxInt64), debug.SetMemoryLimit(-1))
	runtime.KeepAlive(held)

	// Without the collector, limit is the memory limit itself.
	c.limit(200 << 20)
	assert.Equal(t, int64(200<<20), debug.SetMemoryLimit(math.MaxInt64))

	for _, env := range []string{"GOMEMLIMIT", "GOGC"} {
		t.Run(env, func(t *testing.T) {
			t.Setenv("GOMEMLIMIT", "")
			t.Setenv("GOGC", "")
			t.Setenv(env, "400")
			var c lazyCollector
			stop := c.start()
			defer stop()
			assert.Equal(t, 100, debug.SetGCPercent(100), "the user's setting is left alone")
			assert.Equal(t, int64(math.MaxInt64), debug.SetMemoryLimit(-1))
		})
	}
}
