package agent

import (
	"context"
	"errors"

	openai "github.com/sashabaranov/go-openai"

	"github.com/agentvet/agentvet/examples/internal/rag"
)

// TurnNaive answers question the way agents are usually written: the MCP
// server's instructions and tool list, the retrieved chunks and the peer's
// reply go wherever they are convenient. Each hazard is reported where the
// text enters its position, in mcptools, rag and peer; this function only
// sends what they built.
func (a *Agent) TurnNaive(ctx context.Context, question string) (string, error) {
	chunks, err := a.RAG.Chunks(ctx, question)
	if err != nil {
		return "", err
	}
	peerMsg, err := a.Peer.Consult(ctx, question)
	if err != nil {
		return "", err
	}
	resp, err := a.OpenAI.CreateChatCompletion(ctx, openai.ChatCompletionRequest{
		Model: a.Model,
		Messages: []openai.ChatCompletionMessage{
			a.MCP.SystemPrompt(BasePrompt),
			rag.GroundedSystemPrompt(BasePrompt, chunks),
			peerMsg,
			{Role: openai.ChatMessageRoleUser, Content: question},
		},
		Tools: a.MCP.OpenAITools(),
	})
	if err != nil {
		return "", err
	}
	if len(resp.Choices) == 0 {
		return "", errors.New("openai: no choices")
	}
	return resp.Choices[0].Message.Content, nil
}
