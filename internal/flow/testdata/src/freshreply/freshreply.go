// Package freshreply is a hand-written client of a model API (agent-sdk-go's
// deepseek client): one function sends a tool's result back to the model
// in a message of the package's type; another decodes the model's reply
// into a fresh value of a type that holds the same message type. The
// reply holds what the model wrote, not what the package stored into a
// message elsewhere.
package freshreply

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
)

//agentvet:producer origin=mcp:tool-result
func ToolResult() string { return "" }

type Message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

type Request struct {
	Messages []Message `json:"messages"`
}

type Choice struct {
	Message Message `json:"message"`
}

type Response struct {
	Choices []Choice `json:"choices"`
}

type Client struct {
	base string
	// last is the tool message the client keeps: a long-lived object.
	last *Message
}

// do posts the request to the model's chat endpoint and decodes the
// reply into a fresh local it returns.
func (c *Client) do(ctx context.Context, req Request) (*Response, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	hreq, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/v1/chat/completions", bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	hresp, err := http.DefaultClient.Do(hreq)
	if err != nil {
		return nil, err
	}
	defer hresp.Body.Close()
	var resp Response
	if err := json.NewDecoder(hresp.Body).Decode(&resp); err != nil {
		return nil, err
	}
	return &resp, nil
}

// RunTools sends a tool's result to the model as a tool message: the
// package's Message.Content holds a tool result here, and the client
// keeps that message.
func (c *Client) RunTools(ctx context.Context, prompt string) error {
	msgs := []Message{{Role: "user", Content: prompt}, {Role: "tool", Content: ToolResult()}}
	c.last = &msgs[1]
	_, err := c.do(ctx, Request{Messages: msgs})
	return err
}

// Generate returns the model's reply to prompt, decoded fresh by do and
// assigned in a closure (a retry executor's operation).
func (c *Client) Generate(ctx context.Context, prompt string) string {
	var resp *Response
	var err error
	op := func() error {
		resp, err = c.do(ctx, Request{Messages: []Message{{Role: "user", Content: prompt}}})
		return err
	}
	if op() != nil || len(resp.Choices) == 0 {
		return ""
	}
	return resp.Choices[0].Message.Content
}

// Decode reads a reply the caller holds, decoded into a local here.
func Decode(data []byte) string {
	var resp Response
	if json.Unmarshal(data, &resp) != nil || len(resp.Choices) == 0 {
		return ""
	}
	return resp.Choices[0].Message.Content
}

// LastTool reads the kept tool message: a long-lived object, which holds
// what RunTools stored.
func (c *Client) LastTool() string {
	return c.last.Content
}

// fill writes a tool's result into the message it is handed: a write the
// caller's flows do not show (stores through a pointer parameter are not
// in a summary), only the package's field taint.
func fill(m *Message) {
	m.Content = ToolResult()
}

// Filled reads a fresh message after a helper of the package filled it:
// handed to a function that may write it, it keeps the field's taint.
func Filled() string {
	m := &Message{Role: "user"}
	fill(m)
	return m.Content
}

// Kept reads a fresh message after storing it in the client, where any
// function may write it: it keeps the field's taint.
func (c *Client) Kept() string {
	m := &Message{Role: "user"}
	c.last = m
	return m.Content
}

// Fill writes a tool's result into the message it is handed (seen by its
// callers only through the package's field taint).
func Fill(m *Message) {
	m.Content = ToolResult()
}

// ReadCopy reads a local copy of the message it is handed (a closure
// reads it, so the copy is a local of its own): the copy holds what the
// message does, which any function may have written.
func ReadCopy(p *Message) string {
	m := *p
	read := func() string { return m.Content }
	return read()
}
