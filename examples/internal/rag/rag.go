// Package rag retrieves the context for a question from a langchaingo
// vector store.
//
// A retrieved chunk is whatever was indexed: a web page, a ticket, a file
// from a repository. The chunk is wrapped with its origin the moment it
// is read, and stays wrapped until it reaches guard.Untrusted.
package rag

import (
	"context"
	"fmt"

	"github.com/tmc/langchaingo/schema"
	"github.com/tmc/langchaingo/vectorstores"

	"github.com/agentvet/agentvet/taint"
)

// Retriever finds the chunks of one collection relevant to a question.
type Retriever struct {
	Collection string
	r          schema.Retriever
}

// New returns a retriever of the k nearest chunks of store.
func New(collection string, store vectorstores.VectorStore, k int) *Retriever {
	return &Retriever{Collection: collection, r: vectorstores.ToRetriever(store, k)}
}

// Chunks returns the chunks relevant to question, each tainted with the
// collection as its origin.
func (r *Retriever) Chunks(ctx context.Context, question string) ([]taint.Value[string], error) {
	docs, err := r.r.GetRelevantDocuments(ctx, question)
	if err != nil {
		return nil, fmt.Errorf("rag %s: %w", r.Collection, err)
	}
	chunks := make([]taint.Value[string], 0, len(docs))
	for _, d := range docs {
		chunks = append(chunks, taint.New(d.PageContent, "rag:"+r.Collection))
	}
	return chunks, nil
}
