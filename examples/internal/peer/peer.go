// Package peer asks a peer agent for help with an A2A-style JSON-RPC call
// (message/send) over net/http.
//
// A peer writes its own reply and is exactly as trustworthy as whoever
// operates it: its text is data for the model, never an instruction.
package peer

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
)

// maxReply bounds the bytes read from a peer.
const maxReply = 1 << 20

// Client talks to one peer agent.
type Client struct {
	// Name is the operator's name for the peer, used in origin labels.
	Name string
	URL  string
	HTTP *http.Client

	nextID atomic.Int64
}

type rpcRequest struct {
	JSONRPC string     `json:"jsonrpc"`
	ID      int64      `json:"id"`
	Method  string     `json:"method"`
	Params  sendParams `json:"params"`
}

type sendParams struct {
	Message message `json:"message"`
}

type message struct {
	Role      string `json:"role"`
	MessageID string `json:"messageId"`
	Parts     []part `json:"parts"`
}

type part struct {
	Kind string `json:"kind"`
	Text string `json:"text,omitempty"`
}

type rpcResponse struct {
	Result *message  `json:"result"`
	Error  *rpcError `json:"error"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Ask sends task to the peer and returns the text parts of its reply.
func (c *Client) Ask(ctx context.Context, task string) (string, error) {
	id := c.nextID.Add(1)
	body, err := json.Marshal(rpcRequest{
		JSONRPC: "2.0",
		ID:      id,
		Method:  "message/send",
		Params: sendParams{Message: message{
			Role:      "user",
			MessageID: "agentvet-example-" + strconv.FormatInt(id, 10),
			Parts:     []part{{Kind: "text", Text: task}},
		}},
	})
	if err != nil {
		return "", err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.URL, bytes.NewReader(body))
	if err != nil {
		return "", fmt.Errorf("peer %s: %w", c.Name, err)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return "", fmt.Errorf("peer %s: %w", c.Name, err)
	}
	defer func() { _ = resp.Body.Close() }()
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("peer %s: HTTP %d", c.Name, resp.StatusCode)
	}
	var out rpcResponse
	if err := json.NewDecoder(io.LimitReader(resp.Body, maxReply)).Decode(&out); err != nil {
		return "", fmt.Errorf("peer %s: decoding reply: %w", c.Name, err)
	}
	if out.Error != nil {
		return "", fmt.Errorf("peer %s: JSON-RPC error %d", c.Name, out.Error.Code)
	}
	if out.Result == nil {
		return "", fmt.Errorf("peer %s: empty reply", c.Name)
	}
	var b strings.Builder
	for _, p := range out.Result.Parts {
		if p.Kind == "text" {
			b.WriteString(p.Text)
		}
	}
	return b.String(), nil
}
