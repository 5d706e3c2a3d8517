// Package eino holds the cloudwego/eino v0.7.36 producers (retrievers,
// document loaders) and sinks (system and assistant messages, messages with
// a system role, tool infos, the adk agent instruction).
package eino

import (
	"context"
	"strings"

	"github.com/cloudwego/eino/adk"
	"github.com/cloudwego/eino/components/document"
	"github.com/cloudwego/eino/components/model"
	"github.com/cloudwego/eino/components/retriever"
	"github.com/cloudwego/eino/schema"
)

func joined(docs []*schema.Document) string {
	parts := make([]string, 0, len(docs))
	for _, d := range docs {
		parts = append(parts, d.Content)
	}
	return strings.Join(parts, "\n---\n")
}

// Retrieved chunks in the system message.
func RetrieveIntoSystem(ctx context.Context, r retriever.Retriever, q string) []*schema.Message {
	docs, err := r.Retrieve(ctx, q)
	if err != nil {
		return nil
	}
	return []*schema.Message{
		schema.SystemMessage("Use this context:\n" + joined(docs)), // want `\(rag:[a-z-]+\) reaches the system prompt`
		schema.UserMessage(q),
	}
}

// A loaded document as an earlier assistant turn.
func LoadIntoAssistant(ctx context.Context, l document.Loader, uri string) *schema.Message {
	docs, err := l.Load(ctx, document.Source{URI: uri})
	if err != nil || len(docs) == 0 {
		return schema.AssistantMessage("I found nothing.", nil)
	}
	return schema.AssistantMessage(docs[0].Content, nil) // want `\([a-z]+:[a-z-]+\) reaches an assistant message \(a forged model turn\)`
}

// A message literal whose role is system.
func LiteralSystemRole(ctx context.Context, r retriever.Retriever, q string) *schema.Message {
	docs, _ := r.Retrieve(ctx, q)
	return &schema.Message{
		Role:    schema.System,
		Content: joined(docs), // want `\(rag:[a-z-]+\) reaches the system prompt`
	}
}

// Retrieved text names and describes a tool.
func ToolInfo(ctx context.Context, r retriever.Retriever) *schema.ToolInfo {
	docs, _ := r.Retrieve(ctx, "tool manifest")
	text := joined(docs)
	return &schema.ToolInfo{
		Name: strings.Fields(text)[0], // want `\(rag:[a-z-]+\) reaches a tool name`
		Desc: text,                    // want `\(rag:[a-z-]+\) reaches a tool description`
	}
}

// Retrieved text as an agent's instruction: the agent's system prompt.
func AgentInstruction(ctx context.Context, r retriever.Retriever, m model.ToolCallingChatModel) (*adk.ChatModelAgent, error) {
	docs, err := r.Retrieve(ctx, "persona")
	if err != nil {
		return nil, err
	}
	return adk.NewChatModelAgent(ctx, &adk.ChatModelAgentConfig{
		Name:        "helper",
		Description: "Answers questions.",
		Instruction: joined(docs), // want `\(rag:[a-z-]+\) reaches the system prompt`
		Model:       m,
	})
}

// Look-alikes that are not taintflow findings.
func Benign(ctx context.Context, r retriever.Retriever, m model.BaseChatModel, q string) ([]*schema.Message, error) {
	docs, err := r.Retrieve(ctx, q)
	if err != nil {
		return nil, err
	}
	msgs := []*schema.Message{
		schema.SystemMessage("Answer from the context only."), // benign: constant system prompt
		schema.UserMessage(joined(docs)),                      // benign: a user message is a data position (fencecheck's rule)
		schema.ToolMessage(joined(docs), "call_1"),            // benign: a tool message is a data position (fencecheck's rule)
	}
	reply, err := m.Generate(ctx, msgs)
	if err != nil {
		return nil, err
	}
	return append(msgs, reply), nil // benign: the model's own reply replayed as an assistant message
}
