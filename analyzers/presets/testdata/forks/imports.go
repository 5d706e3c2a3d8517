// Package forks imports the forks the presets ship copy rows for, at the
// versions real agents pin, every package the editions they copy name, so
// the presets test can check that each fork still has the API of the
// module it copies.
package forks

import (
	_ "github.com/charmbracelet/anthropic-sdk-go"
	_ "github.com/charmbracelet/openai-go"
	_ "github.com/charmbracelet/openai-go/responses"
	_ "github.com/charmbracelet/openai-go/shared"
	_ "github.com/yincongcyincong/langchaingo/agents"
	_ "github.com/yincongcyincong/langchaingo/chains"
	_ "github.com/yincongcyincong/langchaingo/documentloaders"
	_ "github.com/yincongcyincong/langchaingo/llms"
	_ "github.com/yincongcyincong/langchaingo/llms/cloudflare"
	_ "github.com/yincongcyincong/langchaingo/llms/maritaca"
	_ "github.com/yincongcyincong/langchaingo/llms/ollama"
	_ "github.com/yincongcyincong/langchaingo/prompts"
	_ "github.com/yincongcyincong/langchaingo/schema"
	_ "github.com/yincongcyincong/langchaingo/tools"
	_ "github.com/yincongcyincong/langchaingo/tools/duckduckgo"
	_ "github.com/yincongcyincong/langchaingo/tools/metaphor"
	_ "github.com/yincongcyincong/langchaingo/tools/perplexity"
	_ "github.com/yincongcyincong/langchaingo/tools/scraper"
	_ "github.com/yincongcyincong/langchaingo/tools/serpapi"
	_ "github.com/yincongcyincong/langchaingo/tools/wikipedia"
	_ "github.com/yincongcyincong/langchaingo/tools/zapier"
	_ "github.com/yincongcyincong/langchaingo/vectorstores"
	_ "github.com/yincongcyincong/langchaingo/vectorstores/chroma"
	_ "github.com/yincongcyincong/langchaingo/vectorstores/pgvector"
	_ "github.com/yincongcyincong/langchaingo/vectorstores/pinecone"
	_ "github.com/yincongcyincong/langchaingo/vectorstores/qdrant"
	_ "github.com/yincongcyincong/langchaingo/vectorstores/redisvector"
	_ "github.com/yincongcyincong/langchaingo/vectorstores/weaviate"
)
