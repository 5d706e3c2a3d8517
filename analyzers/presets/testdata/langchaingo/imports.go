// Package langchaingo imports the packages the langchaingo preset names, at the version
// go.mod pins, so the presets test can resolve every name against them.
package langchaingo

import (
	_ "github.com/tmc/langchaingo/agents"
	_ "github.com/tmc/langchaingo/chains"
	_ "github.com/tmc/langchaingo/documentloaders"
	_ "github.com/tmc/langchaingo/llms"
	_ "github.com/tmc/langchaingo/llms/cloudflare"
	_ "github.com/tmc/langchaingo/llms/maritaca"
	_ "github.com/tmc/langchaingo/llms/ollama"
	_ "github.com/tmc/langchaingo/prompts"
	_ "github.com/tmc/langchaingo/schema"
	_ "github.com/tmc/langchaingo/tools"
	_ "github.com/tmc/langchaingo/tools/duckduckgo"
	_ "github.com/tmc/langchaingo/tools/metaphor"
	_ "github.com/tmc/langchaingo/tools/perplexity"
	_ "github.com/tmc/langchaingo/tools/scraper"
	_ "github.com/tmc/langchaingo/tools/serpapi"
	_ "github.com/tmc/langchaingo/tools/wikipedia"
	_ "github.com/tmc/langchaingo/tools/zapier"
	_ "github.com/tmc/langchaingo/vectorstores"
	_ "github.com/tmc/langchaingo/vectorstores/chroma"
	_ "github.com/tmc/langchaingo/vectorstores/pgvector"
	_ "github.com/tmc/langchaingo/vectorstores/pinecone"
	_ "github.com/tmc/langchaingo/vectorstores/qdrant"
	_ "github.com/tmc/langchaingo/vectorstores/redisvector"
	_ "github.com/tmc/langchaingo/vectorstores/weaviate"
)
