package presets_test

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/analyzers/presets"
	"github.com/agentvet/agentvet/internal/policy"
	"github.com/agentvet/agentvet/taint"
)

// entryNames returns every function and field name p mentions.
func entryNames(p policy.Preset) []string {
	var names []string
	for _, e := range p.Producers {
		names = append(names, e.Func+e.Field)
	}
	for _, e := range append(append([]policy.Sink(nil), p.Sinks...), p.Persistence...) {
		names = append(names, e.Func+e.Field)
	}
	for _, e := range p.Sanitizers {
		names = append(names, e.Func)
	}
	for _, e := range p.Wrappers {
		names = append(names, e.Func)
	}
	for _, e := range p.Unwrappers {
		names = append(names, e.Func)
	}
	names = append(names, p.Media...)
	return append(names, p.Clean...)
}

func TestAllIsSortedStableAndUnique(t *testing.T) {
	a, b := presets.All(), presets.All()
	require.Equal(t, a, b, "All must return the same tables every call")
	names := presets.Names()
	require.True(t, sort.StringsAreSorted(names), "%v", names)
	seen := map[string]bool{}
	for _, n := range names {
		assert.False(t, seen[n], "duplicate preset %s", n)
		seen[n] = true
		assert.NotContains(t, []string{"all", "none"}, n, "preset names all and none are config keywords")
	}
	for _, want := range []string{"mcp-go", "mcp-go-sdk", "langchaingo", "go-openai", "openai-go",
		"anthropic-sdk-go", "genai", "eino", "genkit", "adk", "fantasy", "bedrock", "ollama", "a2a-go", "go-github",
		"trpc-mcp-go", "trpc-a2a-go", "deepseek-go", "mcp-golang", "inference-gateway", "net-http", "std", "guard", "taint", "scrub"} {
		assert.True(t, seen[want], "missing preset %s", want)
	}
	// The tables are built fresh: a caller that edits one cannot change
	// what the next caller sees.
	a[0].Producers = nil
	a[0].Sinks = nil
	assert.Equal(t, b, presets.All())
}

func TestRuntime(t *testing.T) {
	for _, name := range presets.Runtime() {
		p, ok := presets.Lookup(name)
		require.True(t, ok, name)
		assert.Equal(t, policy.Self, p.Module, "%s describes agentvet's own runtime", name)
	}
	var own []string
	for _, p := range presets.All() {
		if p.Module == policy.Self {
			own = append(own, p.Name)
		}
	}
	assert.Equal(t, own, presets.Runtime())
}

func TestLookup(t *testing.T) {
	p, ok := presets.Lookup("go-openai")
	require.True(t, ok)
	assert.Equal(t, "github.com/sashabaranov/go-openai", p.Module)
	_, ok = presets.Lookup("go-opena1")
	assert.False(t, ok)
}

// TestEntriesWellFormed checks what needs no SDK: every entry says what it
// is, in the model's vocabulary, and belongs to a package that activates
// its preset.
func TestEntriesWellFormed(t *testing.T) {
	for _, p := range presets.All() {
		t.Run(p.Name, func(t *testing.T) {
			assert.NotEmpty(t, p.Module)
			assert.NotEmpty(t, p.Version)
			require.NotEmpty(t, append(slices.Clone(p.Packages), p.Analysed...), "a preset names the packages it is active in")
			pkgs := map[string]bool{}
			for _, path := range p.Packages {
				pkgs[path] = true
			}
			for _, path := range p.Analysed {
				assert.False(t, pkgs[path], "%s: both a package the preset stands for and an analysed one", path)
				pkgs[path] = true
			}
			for _, name := range entryNames(p) {
				assert.NotEmpty(t, name)
				assert.True(t, pkgs[policy.PackageOf(name)], "%s: package %q is in neither Packages nor Analysed", name, policy.PackageOf(name))
			}
			seen := map[string]bool{}
			for _, pr := range p.Producers {
				assert.True(t, (pr.Func == "") != (pr.Field == ""), "producer %+v: exactly one of Func and Field", pr)
				o, err := taint.ParseOrigin(pr.Origin)
				if assert.NoError(t, err, "producer %s", pr.Func+pr.Field) {
					assert.NotEmpty(t, o.Detail, "producer %s: origin %q has no detail", pr.Func+pr.Field, pr.Origin)
				}
				assert.NotEmpty(t, pr.What, "producer %s", pr.Func+pr.Field)
				assert.Equal(t, p.Name, pr.Preset)
				key := pr.Func + pr.Field
				assert.False(t, seen[key], "duplicate producer %s", key)
				seen[key] = true
			}
			sinks := map[string]bool{}
			for _, s := range p.Sinks {
				name := s.Func + s.Field
				assert.True(t, (s.Func == "") != (s.Field == ""), "sink %s: exactly one of Func and Field", name)
				assert.NotEmpty(t, s.What, "sink %s", name)
				assert.Equal(t, p.Name, s.Preset)
				if s.RoleConditioned() {
					assert.NotEmpty(t, s.Roles, "sink %s: role-conditioned with no roles", name)
					if s.Field != "" {
						assert.NotEmpty(t, s.RoleField, "sink %s: role-conditioned field with no role field", name)
						assert.NotContains(t, s.RoleField, ".", "sink %s: RoleField is a sibling field's bare name", name)
					} else {
						assert.GreaterOrEqual(t, s.RoleArg, 0, "sink %s: role-conditioned func with no role argument", name)
						assert.NotContains(t, s.Args, s.RoleArg, "sink %s: the role argument is not the slot", name)
					}
					for role, pos := range s.Roles {
						assert.True(t, pos.Valid(), "sink %s: role %q maps to %q", name, role, pos)
					}
				} else {
					assert.True(t, s.Position.Valid(), "sink %s: position %q", name, s.Position)
					assert.Empty(t, s.Roles, "sink %s: fixed position with roles", name)
					assert.Empty(t, s.RoleField, "sink %s", name)
				}
				key := fmt.Sprint(name, s.Args, s.Position)
				assert.False(t, sinks[key], "duplicate sink %s", key)
				sinks[key] = true
			}
			for _, s := range p.Sanitizers {
				assert.Contains(t, []policy.SanitizerKind{policy.Fence, policy.Checked, policy.Scrub}, s.Kind, "sanitizer %s", s.Func)
			}
		})
	}
}

// TestInstructionCoverage pins the headline positions per SDK, so a table
// edit that drops one (the tool description of a proxied MCP tool, a
// role-conditioned message) is noticed.
func TestInstructionCoverage(t *testing.T) {
	want := map[string][]string{
		"go-openai":         {"github.com/sashabaranov/go-openai.ChatCompletionMessage.Content", "github.com/sashabaranov/go-openai.FunctionDefinition.Description", "github.com/sashabaranov/go-openai.CreateResponseRequest.Instructions"},
		"openai-go":         {"github.com/openai/openai-go/v3.SystemMessage", "github.com/openai/openai-go/v3.DeveloperMessage", "github.com/openai/openai-go/v3.AssistantMessage", "github.com/openai/openai-go/v3/shared.FunctionDefinitionParam.Description", "github.com/openai/openai-go/v3/responses.ResponseNewParams.Instructions", "github.com/openai/openai-go/v3/responses.ResponseInputItemParamOfMessage"},
		"anthropic-sdk-go":  {"github.com/anthropics/anthropic-sdk-go/v2.MessageNewParams.System", "github.com/anthropics/anthropic-sdk-go/v2.NewAssistantMessage", "github.com/anthropics/anthropic-sdk-go/v2.ToolParam.Description"},
		"langchaingo":       {"github.com/tmc/langchaingo/llms.MessageContent.Parts", "github.com/tmc/langchaingo/llms.TextParts", "github.com/tmc/langchaingo/llms.FunctionDefinition.Description", "github.com/tmc/langchaingo/prompts.NewSystemMessagePromptTemplate"},
		"genai":             {"google.golang.org/genai.GenerateContentConfig.SystemInstruction", "google.golang.org/genai.Content.Parts", "google.golang.org/genai.NewContentFromText", "google.golang.org/genai.FunctionDeclaration.Description"},
		"eino":              {"github.com/cloudwego/eino/schema.SystemMessage", "github.com/cloudwego/eino/schema.AssistantMessage", "github.com/cloudwego/eino/schema.Message.Content", "github.com/cloudwego/eino/schema.ToolInfo.Desc", "github.com/cloudwego/eino/adk.ChatModelAgentConfig.Instruction"},
		"genkit":            {"github.com/firebase/genkit/go/ai.WithSystem", "github.com/firebase/genkit/go/ai.NewSystemTextMessage", "github.com/firebase/genkit/go/ai.NewModelTextMessage", "github.com/firebase/genkit/go/ai.NewTool", "github.com/firebase/genkit/go/genkit.DefineTool", "github.com/firebase/genkit/go/ai.WithInputSchema", "github.com/firebase/genkit/go/ai.ToolDefinition.InputSchema"},
		"mcp-go":            {"github.com/mark3labs/mcp-go/mcp.NewTool", "github.com/mark3labs/mcp-go/mcp.WithDescription", "(*github.com/mark3labs/mcp-go/server.MCPServer).AddTool"},
		"mcp-go-sdk":        {"(*github.com/modelcontextprotocol/go-sdk/mcp.Server).AddTool", "github.com/modelcontextprotocol/go-sdk/mcp.Tool.Description"},
		"trpc-mcp-go":       {"trpc.group/trpc-go/trpc-mcp-go.NewTool", "trpc.group/trpc-go/trpc-mcp-go.WithDescription", "(*trpc.group/trpc-go/trpc-mcp-go.Server).RegisterTool", "trpc.group/trpc-go/trpc-mcp-go.Tool.Description"},
		"adk":               {"google.golang.org/adk/agent/llmagent.Config.Instruction", "google.golang.org/adk/agent/llmagent.Config.GlobalInstruction", "google.golang.org/adk/agent/llmagent.Config.Description", "google.golang.org/adk/tool/functiontool.Config.Description"},
		"fantasy":           {"charm.land/fantasy.WithSystemPrompt", "charm.land/fantasy.Message.Content", "charm.land/fantasy.ToolInfo.Name", "charm.land/fantasy.ToolInfo.Description", "charm.land/fantasy.NewAgentTool", "charm.land/fantasy.ToolInfo.Parameters", "charm.land/fantasy.FunctionTool.InputSchema"},
		"deepseek-go":       {"github.com/cohesion-org/deepseek-go.ChatCompletionMessage.Content", "github.com/cohesion-org/deepseek-go.NewImageMessage", "github.com/cohesion-org/deepseek-go.Function.Description", "github.com/cohesion-org/deepseek-go.Function.Parameters"},
		"mcp-golang":        {"(*github.com/metoro-io/mcp-golang.Server).RegisterTool", "github.com/metoro-io/mcp-golang.WithInstructions"},
		"inference-gateway": {"github.com/inference-gateway/sdk.Message.Content", "github.com/inference-gateway/sdk.NewTextMessage", "github.com/inference-gateway/sdk.FunctionObject.Description", "github.com/inference-gateway/sdk.FunctionObject.Parameters", "github.com/inference-gateway/sdk.CreateMessagesRequest.System"},
		"bedrock":           {"github.com/aws/aws-sdk-go-v2/service/bedrockruntime.ConverseInput.System", "github.com/aws/aws-sdk-go-v2/service/bedrockruntime.ConverseStreamInput.System", "github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types.Message.Content", "github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types.ToolSpecification.Description"},
		"ollama":            {"github.com/ollama/ollama/api.Message.Content", "github.com/ollama/ollama/api.GenerateRequest.System", "github.com/ollama/ollama/api.ToolFunction.Description"},
		"guard":             {"github.com/agentvet/agentvet/guard.Input.System", "github.com/agentvet/agentvet/guard.Message.Content", "github.com/agentvet/agentvet/guard.Tool.Name", "github.com/agentvet/agentvet/guard.Tool.Description"},
		"std":               {"os/exec.Command", "os/exec.CommandContext", "os/exec.Cmd.Path", "os/exec.Cmd.Args", "os.Open", "os.WriteFile", "os.Rename"},
	}
	for name, sinks := range want {
		p, ok := presets.Lookup(name)
		require.True(t, ok, name)
		have := map[string]bool{}
		for _, s := range p.Sinks {
			have[s.Func+s.Field] = true
		}
		for _, s := range sinks {
			assert.True(t, have[s], "%s: no sink %s", name, s)
		}
	}
	// The write data of os.WriteFile is data, not a path.
	std, _ := presets.Lookup("std")
	for _, s := range std.Sinks {
		if s.Func == "os.WriteFile" {
			assert.Equal(t, []int{0}, s.Args)
		}
	}
}

// TestProducerCoverage pins the headline producers per SDK.
func TestProducerCoverage(t *testing.T) {
	want := map[string]map[string]string{
		"mcp-go": {
			"(*github.com/mark3labs/mcp-go/client.Client).CallTool":              "mcp:tool-result",
			"(github.com/mark3labs/mcp-go/client.MCPClient).CallTool":            "mcp:tool-result",
			"(*github.com/mark3labs/mcp-go/client.Client).ListTools":             "mcp:tool-list",
			"(*github.com/mark3labs/mcp-go/client.Client).Initialize":            "mcp:instructions",
			"(*github.com/mark3labs/mcp-go/client.Client).GetPrompt":             "mcp:prompt",
			"(*github.com/mark3labs/mcp-go/client.Client).ReadResource":          "mcp:resource",
			"(github.com/mark3labs/mcp-go/client.SamplingHandler).CreateMessage": "mcp:sampling-request",
			"(*github.com/mark3labs/mcp-go/client.StdioMCPClient).CallTool":      "mcp:tool-result",
			"(*github.com/mark3labs/mcp-go/client.SSEMCPClient).ListTools":       "mcp:tool-list",
			"github.com/mark3labs/mcp-go/mcp.Tool.Name":                          "mcp:tool-list",
			"github.com/mark3labs/mcp-go/mcp.CallToolResult.Content":             "mcp:tool-result",
			"github.com/mark3labs/mcp-go/mcp.GetPromptResult.Messages":           "mcp:prompt",
			"github.com/mark3labs/mcp-go/mcp.InitializeResult.Instructions":      "mcp:instructions",
			"github.com/mark3labs/mcp-go/mcp.CreateMessageParams.SystemPrompt":   "mcp:sampling-request",
			"github.com/mark3labs/mcp-go/mcp.CreateMessageRequest.Params":        "mcp:sampling-request",
		},
		"mcp-go-sdk": {
			"(*github.com/modelcontextprotocol/go-sdk/mcp.ClientSession).CallTool":          "mcp:tool-result",
			"(*github.com/modelcontextprotocol/go-sdk/mcp.ClientSession).ListTools":         "mcp:tool-list",
			"(*github.com/modelcontextprotocol/go-sdk/mcp.ClientSession).Tools":             "mcp:tool-list",
			"(*github.com/modelcontextprotocol/go-sdk/mcp.ClientSession).InitializeResult":  "mcp:instructions",
			"(*github.com/modelcontextprotocol/go-sdk/mcp.ClientSession).GetPrompt":         "mcp:prompt",
			"(*github.com/modelcontextprotocol/go-sdk/mcp.ClientSession).ReadResource":      "mcp:resource",
			"github.com/modelcontextprotocol/go-sdk/mcp.ClientOptions.CreateMessageHandler": "mcp:sampling-request",
			"github.com/modelcontextprotocol/go-sdk/mcp.Tool.Description":                   "mcp:tool-list",
			"github.com/modelcontextprotocol/go-sdk/mcp.Tool.InputSchema":                   "mcp:tool-list",
			"github.com/modelcontextprotocol/go-sdk/mcp.CallToolResult.Content":             "mcp:tool-result",
			"github.com/modelcontextprotocol/go-sdk/mcp.PromptMessage.Role":                 "mcp:prompt",
			"github.com/modelcontextprotocol/go-sdk/mcp.InitializeResult.Instructions":      "mcp:instructions",
			"github.com/modelcontextprotocol/go-sdk/mcp.CreateMessageParams.SystemPrompt":   "mcp:sampling-request",
		},
		"trpc-mcp-go": {
			"(*trpc.group/trpc-go/trpc-mcp-go.Client).CallTool":            "mcp:tool-result",
			"(trpc.group/trpc-go/trpc-mcp-go.Connector).CallTool":          "mcp:tool-result",
			"(*trpc.group/trpc-go/trpc-mcp-go.StdioClient).ListTools":      "mcp:tool-list",
			"(trpc.group/trpc-go/trpc-mcp-go.Connector).Initialize":        "mcp:instructions",
			"(*trpc.group/trpc-go/trpc-mcp-go.Client).GetPrompt":           "mcp:prompt",
			"(*trpc.group/trpc-go/trpc-mcp-go.Client).ReadResource":        "mcp:resource",
			"trpc.group/trpc-go/trpc-mcp-go.Tool.Description":              "mcp:tool-list",
			"trpc.group/trpc-go/trpc-mcp-go.Tool.InputSchema":              "mcp:tool-list",
			"trpc.group/trpc-go/trpc-mcp-go.CallToolResult.Content":        "mcp:tool-result",
			"trpc.group/trpc-go/trpc-mcp-go.InitializeResult.Instructions": "mcp:instructions",
			"trpc.group/trpc-go/trpc-mcp-go.GetPromptResult.Messages":      "mcp:prompt",
		},
		"mcp-golang": {
			"(*github.com/metoro-io/mcp-golang.Client).CallTool":              "mcp:tool-result",
			"(*github.com/metoro-io/mcp-golang.Client).ListTools":             "mcp:tool-list",
			"(*github.com/metoro-io/mcp-golang.Client).Initialize":            "mcp:instructions",
			"(*github.com/metoro-io/mcp-golang.Client).GetPrompt":             "mcp:prompt",
			"(*github.com/metoro-io/mcp-golang.Client).ReadResource":          "mcp:resource",
			"github.com/metoro-io/mcp-golang.ToolRetType.Description":         "mcp:tool-list",
			"github.com/metoro-io/mcp-golang.ToolRetType.InputSchema":         "mcp:tool-list",
			"github.com/metoro-io/mcp-golang.ToolResponse.Content":            "mcp:tool-result",
			"github.com/metoro-io/mcp-golang.InitializeResponse.Instructions": "mcp:instructions",
			"github.com/metoro-io/mcp-golang.PromptResponse.Messages":         "mcp:prompt",
		},
		"inference-gateway": {
			"(github.com/inference-gateway/sdk.Client).ListTools":  "mcp:tool-list",
			"github.com/inference-gateway/sdk.MCPTool.Description": "mcp:tool-list",
		},
		"langchaingo": {
			"(github.com/tmc/langchaingo/tools.Tool).Call":                           "tool:langchaingo",
			"(github.com/tmc/langchaingo/vectorstores.VectorStore).SimilaritySearch": "rag:vector-store",
			"(github.com/tmc/langchaingo/schema.Retriever).GetRelevantDocuments":     "rag:retriever",
			"(github.com/tmc/langchaingo/documentloaders.Loader).Load":               "file:document-loader",
		},
		"eino": {
			"(github.com/cloudwego/eino/components/retriever.Retriever).Retrieve": "rag:retriever",
			"(github.com/cloudwego/eino/components/document.Loader).Load":         "file:document-loader",
		},
		"a2a-go": {
			"(*github.com/a2aproject/a2a-go/a2aclient.Client).SendMessage":         "a2a:peer-reply",
			"(*github.com/a2aproject/a2a-go/a2aclient/agentcard.Resolver).Resolve": "a2a:agent-card",
			"github.com/a2aproject/a2a-go/a2a.Message.Parts":                       "a2a:message",
			"github.com/a2aproject/a2a-go/a2a.TextPart.Text":                       "a2a:message",
			"github.com/a2aproject/a2a-go/a2a.Artifact.Parts":                      "a2a:artifact",
			"github.com/a2aproject/a2a-go/a2a.AgentCard.Description":               "a2a:agent-card",
			"github.com/a2aproject/a2a-go/a2a.AgentSkill.Description":              "a2a:agent-card",
		},
		"trpc-a2a-go": {
			"(*trpc.group/trpc-go/trpc-a2a-go/client.A2AClient).SendMessage":               "a2a:peer-reply",
			"(*trpc.group/trpc-go/trpc-a2a-go/client.A2AClient).StreamMessage":             "a2a:peer-reply",
			"(*trpc.group/trpc-go/trpc-a2a-go/client.A2AClient).GetTasks":                  "a2a:task",
			"(*trpc.group/trpc-go/trpc-a2a-go/client.A2AClient).GetAgentCard":              "a2a:agent-card",
			"(trpc.group/trpc-go/trpc-a2a-go/taskmanager.MessageProcessor).ProcessMessage": "a2a:message",
			"trpc.group/trpc-go/trpc-a2a-go/protocol.Message.Parts":                        "a2a:message",
			"trpc.group/trpc-go/trpc-a2a-go/protocol.TextPart.Text":                        "a2a:message",
			"trpc.group/trpc-go/trpc-a2a-go/protocol.Artifact.Parts":                       "a2a:artifact",
			"trpc.group/trpc-go/trpc-a2a-go/server.AgentCard.Description":                  "a2a:agent-card",
			"trpc.group/trpc-go/trpc-a2a-go/server.AgentSkill.Description":                 "a2a:agent-card",
		},
		"go-github": {
			"github.com/google/go-github/v74/github.Issue.Body":                   "web:github-issue",
			"(*github.com/google/go-github/v74/github.Issue).GetTitle":            "web:github-issue",
			"github.com/google/go-github/v74/github.PullRequest.Body":             "web:github-pull-request",
			"github.com/google/go-github/v74/github.IssueComment.Body":            "web:github-comment",
			"github.com/google/go-github/v74/github.PullRequestReview.Body":       "web:github-review",
			"(*github.com/google/go-github/v74/github.PullRequestReview).GetBody": "web:github-review",
		},
		"net-http": {
			"(*net/http.Client).Do": "web:http-response",
			"net/http.Get":          "web:http-response",
			"net/http.PostForm":     "web:http-response",
		},
		"trpc-agent-go": {
			"trpc.group/trpc-go/trpc-agent-go/session.Summary.Summary":                  "summary:session",
			"(trpc.group/trpc-go/trpc-agent-go/session.SearchableService).SearchEvents": "memory:session-recall",
			"trpc.group/trpc-go/trpc-agent-go/memory.Memory.Memory":                     "memory:extracted",
			"trpc.group/trpc-go/trpc-agent-go/skill.SummariesForContext":                "web:skill",
			"trpc.group/trpc-go/trpc-agent-go/skill.GetForContext":                      "web:skill",
			"(trpc.group/trpc-go/trpc-agent-go/skill.Repository).Summaries":             "web:skill",
			"(trpc.group/trpc-go/trpc-agent-go/skill.Repository).Get":                   "web:skill",
		},
	}
	for name, producers := range want {
		p, ok := presets.Lookup(name)
		require.True(t, ok, name)
		have := map[string]policy.Producer{}
		for _, pr := range p.Producers {
			have[pr.Func+pr.Field] = pr
		}
		for fn, origin := range producers {
			pr, ok := have[fn]
			if assert.True(t, ok, "%s: no producer %s", name, fn) {
				assert.Equal(t, origin, pr.Origin, fn)
				// A handler the application implements, or stores, is a
				// callback; a request type's fields are read like any.
				if strings.HasSuffix(origin, "-request") && strings.Contains(fn, "Handler") {
					assert.Equal(t, []int{1}, pr.Params, "%s is a callback: its request parameter is the text", fn)
				}
			}
		}
	}
}

// TestAnalysedPackages: a preset's analysed packages make it relevant to
// their importers and are analysed (not stood for), and trpc-agent-go, an
// agent framework whose own repository is analysed like an application,
// stands for none of its packages.
func TestAnalysedPackages(t *testing.T) {
	for _, p := range presets.All() {
		m := policy.NewModel()
		m.AddPreset(p)
		for _, path := range p.Analysed {
			assert.True(t, m.Packages[path], "%s: %s does not make the preset relevant", p.Name, path)
			assert.False(t, m.IsPresetPackage(path), "%s: %s is stood for, not analysed", p.Name, path)
		}
	}
	p, ok := presets.Lookup("trpc-agent-go")
	require.True(t, ok)
	assert.Empty(t, p.Packages)
	assert.Empty(t, p.Sinks, "the framework's own message and tool types are not sinks (see trpcagent.go)")
}
