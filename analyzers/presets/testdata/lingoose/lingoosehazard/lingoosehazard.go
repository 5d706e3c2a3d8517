// Package lingoosehazard holds the hazards and look-alikes of
// github.com/henomis/lingoose at v0.3.0: loaded documents and RAG chunks
// in a system or an assistant message (lingoose's own thread.Message,
// whose Role its LLM adapters send), and in an assistant's parameters,
// which it formats into the system message it prepends.
package lingoosehazard

import (
	"context"
	"strings"

	"github.com/henomis/lingoose/assistant"
	"github.com/henomis/lingoose/document"
	"github.com/henomis/lingoose/linglet/summarize"
	"github.com/henomis/lingoose/loader"
	"github.com/henomis/lingoose/rag"
	"github.com/henomis/lingoose/thread"
)

func text(s string) []*thread.Content {
	return []*thread.Content{thread.NewTextContent(s)}
}

func join(docs []document.Document) string {
	var b strings.Builder
	for _, d := range docs {
		b.WriteString(d.Content)
	}
	return b.String()
}

// Summaries quotes each document the application's loader returns (the
// summarize linglet's Loader: PubMed, a transcript, a PDF) in a system
// message.
func Summaries(ctx context.Context, l summarize.Loader) ([]*thread.Message, error) {
	docs, err := l.Load(ctx)
	if err != nil {
		return nil, err
	}
	var msgs []*thread.Message
	for _, d := range docs {
		msgs = append(msgs, &thread.Message{Role: thread.RoleSystem, Contents: text("Summarize:\n" + d.Content)}) // want `\(rag:loader\) reaches the system prompt`
	}
	return msgs, nil
}

// Articles forges an assistant turn from PubMed articles.
func Articles(ctx context.Context, ids []string) (*thread.Message, error) {
	docs, err := loader.NewPubmedLoader(ids).Load(ctx)
	if err != nil {
		return nil, err
	}
	return &thread.Message{Role: thread.RoleAssistant, Contents: text(join(docs))}, nil // want `\(web:pubmed\) reaches an assistant message \(a forged model turn\)`
}

// Transcript puts a video's subtitles in the system prompt.
func Transcript(ctx context.Context, url string) (*thread.Message, error) {
	docs, err := loader.NewYoutubeDL().LoadFromSource(ctx, url)
	if err != nil {
		return nil, err
	}
	return &thread.Message{Role: thread.RoleSystem, Contents: text(join(docs))}, nil // want `\(web:transcript\) reaches the system prompt`
}

// Grounded puts retrieved chunks in the system prompt, and a fusion's in
// an assistant turn.
func Grounded(ctx context.Context, r *rag.RAG, f *rag.Fusion, sub *rag.SubDocumentRAG, q string) (*thread.Thread, error) {
	chunks, err := r.Retrieve(ctx, q)
	if err != nil {
		return nil, err
	}
	fused, err := f.Retrieve(ctx, q)
	if err != nil {
		return nil, err
	}
	parents, err := sub.Retrieve(ctx, q)
	if err != nil {
		return nil, err
	}
	return thread.New().AddMessages(
		&thread.Message{Role: thread.RoleSystem, Contents: text("Context:\n" + strings.Join(chunks, "\n"))}, // want `\(rag:retrieve\) reaches the system prompt`
		&thread.Message{Role: thread.RoleAssistant, Contents: text(strings.Join(fused, "\n"))},              // want `\(rag:retrieve\) reaches an assistant message \(a forged model turn\)`
		&thread.Message{Role: thread.RoleSystem, Contents: text(strings.Join(parents, "\n"))},               // want `\(rag:retrieve\) reaches the system prompt`
	), nil
}

// Persona describes the company from a retrieved chunk: the assistant
// formats its parameters into its system message.
func Persona(ctx context.Context, llm assistant.LLM, r *rag.RAG) (*assistant.Assistant, error) {
	chunks, err := r.Retrieve(ctx, "about us")
	if err != nil || len(chunks) == 0 {
		return nil, err
	}
	return assistant.New(llm).WithParameters(assistant.Parameters{
		AssistantName:      "Helper",
		CompanyName:        "Acme",
		CompanyDescription: chunks[0], // want `\(rag:retrieve\) reaches the system prompt at lingoose assistant.Parameters.CompanyDescription`
	}), nil
}

// Builder forges an assistant turn the way lingoose's summarize linglet
// does, through the message builder.
func Builder(ctx context.Context, l summarize.Loader) (*thread.Thread, error) {
	docs, err := l.Load(ctx)
	if err != nil {
		return nil, err
	}
	return thread.New().AddMessage(
		thread.NewAssistantMessage().AddContent(thread.NewTextContent(join(docs))), // missed: AddContent stores into Contents inside the thread package, which imports nothing the policy names and is skipped as a dependency (analysed where lingoose is the module being checked)
	), nil
}

// Benign holds look-alikes taintflow must stay silent on.
func Benign(ctx context.Context, llm assistant.LLM, r *rag.RAG, ids []string, callID string) (*thread.Thread, error) {
	chunks, err := r.Retrieve(ctx, "q")
	if err != nil {
		return nil, err
	}
	docs, err := loader.NewPubmedLoader(ids).Load(ctx)
	if err != nil {
		return nil, err
	}
	result := thread.NewToolResponseContent(thread.ToolResponseData{ID: callID, Name: "pubmed", Result: join(docs)})
	t := thread.New().AddMessages(
		&thread.Message{Role: thread.RoleSystem, Contents: text("Answer from the quoted context.")}, // benign: constant system message
		&thread.Message{Role: thread.RoleUser, Contents: text(strings.Join(chunks, "\n"))},          // benign: a user message is a data position (fencecheck's rule)
		&thread.Message{Role: thread.RoleTool, Contents: []*thread.Content{result}},                 // benign: a tool message is a data position
	)
	a := assistant.New(llm).WithParameters(assistant.Parameters{AssistantName: "Helper", CompanyDescription: "We sell anvils."}) // benign: the operator's own parameters
	return a.Thread(), a.RunWithThread(ctx, t)
}
