// Command agent is agentvet's example: a small support agent that uses an
// MCP server's tools, a RAG store and a peer agent, with each way of doing
// it wrong beside the way of doing it right. It is here to be analysed:
//
//	agentvet ./...
//
// Run for real, it needs an OpenAI (or Anthropic) key, an MCP server
// command, a Qdrant collection and a peer agent's URL.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/anthropics/anthropic-sdk-go/v2/option"
	openai "github.com/sashabaranov/go-openai"
	"github.com/tmc/langchaingo/embeddings"
	lcopenai "github.com/tmc/langchaingo/llms/openai"
	"github.com/tmc/langchaingo/vectorstores/qdrant"

	"github.com/agentvet/agentvet/examples/internal/agent"
	"github.com/agentvet/agentvet/examples/internal/mcptools"
	"github.com/agentvet/agentvet/examples/internal/peer"
	"github.com/agentvet/agentvet/examples/internal/rag"
	"github.com/agentvet/agentvet/examples/internal/supervisor"
)

// reviewed are the tools the operator allows, in the operator's words.
var reviewed = []mcptools.ToolSpec{
	{
		Name:        "search_issues",
		Description: "Search the issue tracker. Returns matching tickets as JSON.",
		InputSchema: []byte(`{"type":"object","properties":{"query":{"type":"string"}},"required":["query"]}`),
	},
	{
		Name:        "get_issue",
		Description: "Fetch one ticket by its number.",
		InputSchema: []byte(`{"type":"object","properties":{"number":{"type":"integer"}},"required":["number"]}`),
	},
}

func main() {
	var (
		provider = flag.String("provider", "openai", "model provider: openai or anthropic")
		model    = flag.String("model", openai.GPT4o, "model name")
		mcpCmd   = flag.String("mcp", "", "MCP server command line (stdio)")
		qdrantAt = flag.String("qdrant", "http://localhost:6333", "Qdrant URL")
		peerURL  = flag.String("peer", "", "peer agent JSON-RPC URL")
		naive    = flag.Bool("naive", false, "assemble the prompt the unsafe way (for comparison)")
		watch    = flag.String("watch", "", "comma-separated tmux targets of worker agents to report on")
	)
	flag.Parse()
	if *mcpCmd == "" || *peerURL == "" || flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: agent -mcp 'server command' -peer URL [flags] QUESTION")
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	err := run(ctx, *provider, *model, *mcpCmd, *qdrantAt, *peerURL, *naive, *watch, flag.Arg(0))
	stop()
	if err != nil {
		log.Fatal(err)
	}
}

func run(ctx context.Context, provider, model, mcpCmd, qdrantAt, peerURL string, naive bool, watch, question string) error {
	argv := strings.Fields(mcpCmd)
	session, err := mcptools.Connect(ctx, "tracker", argv[0], argv[1:]...)
	if err != nil {
		return err
	}
	defer func() { _ = session.Close() }()

	retriever, err := newRetriever(qdrantAt)
	if err != nil {
		return err
	}
	a := &agent.Agent{
		Model:    model,
		OpenAI:   openai.NewClient(os.Getenv("OPENAI_API_KEY")),
		MCP:      session,
		RAG:      retriever,
		Peer:     &peer.Client{Name: "triage", URL: peerURL, HTTP: &http.Client{Timeout: 30 * time.Second}},
		Reviewed: reviewed,
	}
	if provider == "anthropic" {
		c := anthropic.NewClient(option.WithAPIKey(os.Getenv("ANTHROPIC_API_KEY")))
		a.Anthropic = &c
	}

	turn := a.Turn
	if naive {
		turn = a.TurnNaive
	}
	answer, err := turn(ctx, question)
	if err != nil {
		return err
	}
	fmt.Println(answer)

	if watch != "" {
		var workers []supervisor.Worker
		for _, t := range strings.Split(watch, ",") {
			workers = append(workers, supervisor.Worker{Name: t, Target: t})
		}
		for _, line := range supervisor.Report(ctx, workers) {
			fmt.Println(line)
		}
	}
	return nil
}

// newRetriever connects to the "tickets" Qdrant collection, embedding
// queries with OpenAI.
func newRetriever(qdrantAt string) (*rag.Retriever, error) {
	u, err := url.Parse(qdrantAt)
	if err != nil {
		return nil, fmt.Errorf("-qdrant: %w", err)
	}
	llm, err := lcopenai.New(lcopenai.WithEmbeddingModel("text-embedding-3-small"))
	if err != nil {
		return nil, err
	}
	embedder, err := embeddings.NewEmbedder(llm)
	if err != nil {
		return nil, err
	}
	store, err := qdrant.New(qdrant.WithURL(*u), qdrant.WithCollectionName("tickets"), qdrant.WithEmbedder(embedder))
	if err != nil {
		return nil, err
	}
	return rag.New("tickets", store, 4), nil
}
