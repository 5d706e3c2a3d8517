// Package langchain holds the langchaingo v0.1.14 producers (tools, document
// loaders, vector stores, retrievers) and sinks (system and AI message
// parts, system prompt templates, function definitions).
package langchain

import (
	"context"
	"strings"

	"github.com/tmc/langchaingo/documentloaders"
	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/prompts"
	"github.com/tmc/langchaingo/schema"
	"github.com/tmc/langchaingo/tools"
	"github.com/tmc/langchaingo/vectorstores"
)

// A tool's output as a system message part.
func ToolCallIntoSystem(ctx context.Context, t tools.Tool, input string) []llms.MessageContent {
	out, err := t.Call(ctx, input)
	if err != nil {
		return nil
	}
	return []llms.MessageContent{
		llms.TextParts(llms.ChatMessageTypeSystem, "Tool output follows.", out), // want `\(tool:langchaingo\) reaches the system prompt`
	}
}

// Loaded documents as the model's own turn.
func LoaderIntoAI(ctx context.Context, l documentloaders.Loader) llms.MessageContent {
	docs, err := l.Load(ctx)
	if err != nil || len(docs) == 0 {
		return llms.TextParts(llms.ChatMessageTypeHuman, "nothing loaded")
	}
	return llms.MessageContent{
		Role:  llms.ChatMessageTypeAI,
		Parts: []llms.ContentPart{llms.TextContent{Text: docs[0].PageContent}}, // want `\([a-z]+:[a-z-]+\) reaches an assistant message \(a forged model turn\)`
	}
}

// Vector store hits concatenated into a system prompt template.
func SimilaritySearchIntoTemplate(ctx context.Context, store vectorstores.VectorStore, q string) prompts.SystemMessagePromptTemplate {
	docs, err := store.SimilaritySearch(ctx, q, 4)
	if err != nil {
		return prompts.NewSystemMessagePromptTemplate("You answer questions.", nil)
	}
	var b strings.Builder
	for _, d := range docs {
		b.WriteString(d.PageContent)
		b.WriteString("\n")
	}
	return prompts.NewSystemMessagePromptTemplate("Context:\n"+b.String()+"\nQuestion: {{.q}}", []string{"q"}) // want `\(rag:[a-z-]+\) reaches the system prompt`
}

// Retrieved chunks describe a function to the model.
func RetrieverIntoFunction(ctx context.Context, r schema.Retriever, q string) llms.FunctionDefinition {
	docs, err := r.GetRelevantDocuments(ctx, q)
	if err != nil || len(docs) == 0 {
		return llms.FunctionDefinition{Name: "lookup", Description: "Look a term up."}
	}
	return llms.FunctionDefinition{
		Name:        "lookup",
		Description: docs[0].PageContent, // want `\(rag:retriever\) reaches a tool description`
	}
}

// A tool's output as an AI message template, and as a tool's name.
func ToolOutputAsAITemplate(ctx context.Context, t tools.Tool) (prompts.AIMessagePromptTemplate, llms.Tool) {
	out, _ := t.Call(ctx, "list")
	tmpl := prompts.NewAIMessagePromptTemplate("Earlier I said: "+out, nil) // want `\(tool:langchaingo\) reaches an assistant message \(a forged model turn\)`
	tool := llms.Tool{Type: "function", Function: &llms.FunctionDefinition{
		Name:        strings.TrimSpace(out), // want `\(tool:langchaingo\) reaches a tool name`
		Description: "Runs the named action.",
	}}
	return tmpl, tool
}

// The vectorstores.Retriever adapter is a retriever too.
func StoreRetrieverIntoSystem(ctx context.Context, store vectorstores.VectorStore, q string) llms.MessageContent {
	var r schema.Retriever = vectorstores.ToRetriever(store, 3)
	docs, _ := r.GetRelevantDocuments(ctx, q)
	text := ""
	if len(docs) > 0 {
		text = docs[0].PageContent
	}
	return llms.TextParts(llms.ChatMessageTypeSystem, text) // want `\(rag:[a-z-]+\) reaches the system prompt`
}

// Look-alikes that are not taintflow findings.
func Benign(ctx context.Context, llm llms.Model, r schema.Retriever, q string) ([]llms.MessageContent, error) {
	docs, err := r.GetRelevantDocuments(ctx, q)
	if err != nil {
		return nil, err
	}
	sys := "Answer briefly."
	if len(docs) == 0 {
		sys = "Say you found nothing." // benign: a constant chosen because of third-party data is still the operator's text
	}
	msgs := []llms.MessageContent{
		llms.TextParts(llms.ChatMessageTypeSystem, sys), // benign: the system prompt holds only operator constants
	}
	for _, d := range docs {
		msgs = append(msgs, llms.TextParts(llms.ChatMessageTypeHuman, d.PageContent)) // benign: a human message is a data position (fencecheck's rule)
	}
	resp, err := llm.GenerateContent(ctx, msgs)
	if err != nil {
		return nil, err
	}
	msgs = append(msgs, llms.TextParts(llms.ChatMessageTypeAI, resp.Choices[0].Content)) // benign: the model's own reply replayed as an AI message
	return msgs, nil
}
