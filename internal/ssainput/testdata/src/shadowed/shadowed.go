// Package shadowed calls max, which its test file declares: in the test
// variant the call is to that function (trpc-agent-go's knowledge/chunking).
package shadowed

func Widest(a, b int) int { return max(a, b) } // want `shipped: Widest`
