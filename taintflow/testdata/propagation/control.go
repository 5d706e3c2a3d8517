package propagation

import (
	"context"
	"sync"

	"github.com/mark3labs/mcp-go/client"
)

// A closure reading a captured variable.
func Closure(ctx context.Context, c *client.Client) msg {
	text := toolText(ctx, c)
	build := func() msg {
		return msg{Role: system, Content: text} // want `\(mcp:tool-result\) reach(es)? the system prompt`
	}
	return build()
}

// A closure writing a captured variable that is read after it ran.
func ClosureWrites(ctx context.Context, c *client.Client) msg {
	var text string
	load := func() { text = toolText(ctx, c) }
	load()
	return msg{Role: system, Content: text} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// A channel fed by a goroutine.
func Channel(ctx context.Context, c *client.Client) msg {
	ch := make(chan string, 1)
	go func() { ch <- toolText(ctx, c) }()
	return msg{Role: system, Content: <-ch} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// Range over a channel, and a select.
func ChannelRangeSelect(ctx context.Context, c *client.Client) []msg {
	docs := make(chan string)
	go func() {
		defer close(docs)
		docs <- toolText(ctx, c)
	}()
	var out []msg
	for d := range docs {
		out = append(out, msg{Role: system, Content: d}) // want `\(mcp:tool-result\) reach(es)? the system prompt`
	}
	other := make(chan string, 1)
	other <- toolText(ctx, c)
	select {
	case s := <-other:
		out = append(out, msg{Role: system, Content: s}) // want `\(mcp:tool-result\) reach(es)? the system prompt`
	case <-ctx.Done():
	}
	return out
}

// Goroutines writing a shared slice under a mutex.
func Goroutines(ctx context.Context, c *client.Client) msg {
	var (
		mu      sync.Mutex
		wg      sync.WaitGroup
		results []string
	)
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			t := toolText(ctx, c)
			mu.Lock()
			results = append(results, t)
			mu.Unlock()
		}()
	}
	wg.Wait()
	return msg{Role: system, Content: results[0]} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}

// A deferred closure that appends the captured text.
func Deferred(ctx context.Context, c *client.Client) (msgs []msg) {
	text := toolText(ctx, c)
	defer func() {
		msgs = append(msgs, msg{Role: system, Content: text}) // want `\(mcp:tool-result\) reach(es)? the system prompt`
	}()
	return nil
}

// Agent keeps what a tool said in a field: one method writes it, another
// reads it into the prompt.
type Agent struct {
	client *client.Client
	memory string
}

func (a *Agent) Learn(ctx context.Context) {
	a.memory = toolText(ctx, a.client)
}

func (a *Agent) Prompt() msg {
	return msg{Role: system, Content: "You remember: " + a.memory} // want `\(mcp:tool-result\) reach(es)? the system prompt`
}
