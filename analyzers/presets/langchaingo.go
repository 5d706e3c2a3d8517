package presets

import "github.com/agentvet/agentvet/internal/policy"

const (
	lcgo        = "github.com/tmc/langchaingo"
	lcgoLLMs    = lcgo + "/llms"
	lcgoPrompts = lcgo + "/prompts"
	lcgoTools   = lcgo + "/tools"
	lcgoSchema  = lcgo + "/schema"
	lcgoLoaders = lcgo + "/documentloaders"
	lcgoStores  = lcgo + "/vectorstores"
	lcgoAgents  = lcgo + "/agents"
	lcgoChains  = lcgo + "/chains"
)

// langchainGoRoles maps llms.ChatMessageType values to positions. The
// "generic" role is left out on purpose: providers map it differently, so
// it is treated as an instruction position (fail closed).
func langchainGoRoles() map[string]policy.Position {
	return map[string]policy.Position{
		"system":   policy.System,
		"ai":       policy.Assistant,
		"human":    policy.User,
		"tool":     policy.Tool,
		"function": policy.Tool,
	}
}

// langchainGoFamily is langchaingo and its well-known fork under another
// module path (a copy of the same packages, used by real agents).
func langchainGoFamily() family {
	f := single(langchainGo(), "langchaingo")
	f.copies = []policy.Copy{{Module: "github.com/yincongcyincong/langchaingo", Of: lcgo}}
	return f
}

// langchainGo covers github.com/tmc/langchaingo: tools, document loaders,
// vector stores and retrievers produce third-party text; message contents
// with a system or AI role, system/AI prompt templates, function
// definitions and agent prompt options are instruction positions.
func langchainGo() policy.Preset {
	p := policy.Preset{
		Name:    "langchaingo",
		Module:  lcgo,
		Version: "v0.1.14",
		Packages: []string{
			lcgoLLMs, lcgoPrompts, lcgoTools, lcgoSchema, lcgoLoaders, lcgoStores, lcgoAgents, lcgoChains,
			lcgoLLMs + "/ollama", lcgoLLMs + "/cloudflare", lcgoLLMs + "/maritaca",
		},
	}

	// Tools: the interface every agent calls, and the bundled tools that
	// fetch third-party content.
	p.Producers = append(p.Producers,
		produces(method(lcgoTools, "Tool", "Call"), "tool:langchaingo", "langchaingo tool output (tools.Tool.Call)"))
	// analysed: the package is analysed beside its row, not declared.
	// Zapier's tools are named and described from the remote action list:
	// only its analysis lets what their Name and Description return meet
	// the tools.Tool sinks.
	webTools := []struct {
		pkg, recv, what, origin string
		analysed                bool
	}{
		{"scraper", "Scraper", "scraper.Scraper.Call", "web:scraper", false},
		{"duckduckgo", "Tool", "duckduckgo.Tool.Call", "web:search", false},
		{"wikipedia", "Tool", "wikipedia.Tool.Call", "web:wikipedia", false},
		{"serpapi", "Tool", "serpapi.Tool.Call", "web:search", false},
		{"zapier", "Tool", "zapier.Tool.Call", "tool:zapier", true},
	}
	for _, t := range webTools {
		pkg := lcgoTools + "/" + t.pkg
		if t.analysed {
			p.Analysed = append(p.Analysed, pkg)
		} else {
			p.Packages = append(p.Packages, pkg)
		}
		p.Producers = append(p.Producers, produces(method(pkg, t.recv, "Call"), t.origin, "langchaingo tool output ("+t.what+")"))
	}
	ptrTools := []struct{ pkg, recv string }{
		{"perplexity", "Tool"},
		{"metaphor", "Search"},
		{"metaphor", "LinksSearch"},
		{"metaphor", "Documents"},
		{"metaphor", "API"},
	}
	for _, t := range ptrTools {
		pkg := lcgoTools + "/" + t.pkg
		p.Packages = appendUnique(p.Packages, pkg)
		p.Producers = append(p.Producers, produces(ptrMethod(pkg, t.recv, "Call"), "web:search", "langchaingo tool output ("+t.pkg+"."+t.recv+".Call)"))
	}

	// Document loaders: the interface and the bundled loaders.
	for _, m := range []string{"Load", "LoadAndSplit"} {
		p.Producers = append(p.Producers,
			produces(method(lcgoLoaders, "Loader", m), "file:document-loader", "langchaingo document loader (documentloaders.Loader."+m+")"))
	}
	loaders := []struct {
		recv string
		ptr  bool
	}{
		{"Text", false}, {"HTML", false}, {"CSV", false}, {"PDF", false},
		{"RecursiveDirectoryLoader", true},
	}
	for _, l := range loaders {
		for _, m := range []string{"Load", "LoadAndSplit"} {
			name := method(lcgoLoaders, l.recv, m)
			if l.ptr {
				name = ptrMethod(lcgoLoaders, l.recv, m)
			}
			p.Producers = append(p.Producers, produces(name, "file:document-loader", "langchaingo document loader ("+l.recv+"."+m+")"))
		}
	}
	// NotionDirectoryLoader.Load takes no context and has no LoadAndSplit.
	p.Producers = append(p.Producers,
		produces(ptrMethod(lcgoLoaders, "NotionDirectoryLoader", "Load"), "file:document-loader", "langchaingo document loader (NotionDirectoryLoader.Load)"))
	for _, m := range []string{"Load", "LoadAndSplit"} {
		p.Producers = append(p.Producers,
			produces(ptrMethod(lcgoLoaders, "AssemblyAIAudioTranscriptLoader", m), "web:transcript", "langchaingo AssemblyAI transcript ("+m+")"))
	}

	// Retrieval: the vector store interface, its retriever adapter, the
	// schema retriever interface, and the bundled stores.
	p.Producers = append(p.Producers,
		produces(method(lcgoStores, "VectorStore", "SimilaritySearch"), "rag:vector-store", "langchaingo vector store (VectorStore.SimilaritySearch)"),
		produces(method(lcgoStores, "Retriever", "GetRelevantDocuments"), "rag:retriever", "langchaingo retriever (vectorstores.Retriever.GetRelevantDocuments)"),
		produces(method(lcgoSchema, "Retriever", "GetRelevantDocuments"), "rag:retriever", "langchaingo retriever (schema.Retriever.GetRelevantDocuments)"),
	)
	stores := []struct {
		pkg string
		ptr bool
	}{
		{"chroma", false}, {"pgvector", false}, {"pinecone", false}, {"qdrant", false},
		{"weaviate", false}, {"redisvector", true},
	}
	for _, s := range stores {
		pkg := lcgoStores + "/" + s.pkg
		p.Packages = append(p.Packages, pkg)
		name := method(pkg, "Store", "SimilaritySearch")
		if s.ptr {
			name = ptrMethod(pkg, "Store", "SimilaritySearch")
		}
		p.Producers = append(p.Producers, produces(name, "rag:vector-store", "langchaingo vector store ("+s.pkg+".Store.SimilaritySearch)"))
	}

	p.RoleTypes = []string{roleType(lcgoLLMs, "ChatMessageType")}
	p.Sinks = []policy.Sink{
		// Messages: the role decides the position.
		roleFieldSink(field(lcgoLLMs, "MessageContent", "Parts"), "Role", langchainGoRoles(), "langchaingo llms.MessageContent.Parts"),
		roleArgSink(fn(lcgoLLMs, "TextParts"), 0, langchainGoRoles(), "langchaingo llms.TextParts"),
		fieldSink(field(lcgoLLMs, "SystemChatMessage", "Content"), policy.System, "langchaingo llms.SystemChatMessage.Content"),
		fieldSink(field(lcgoLLMs, "AIChatMessage", "Content"), policy.Assistant, "langchaingo llms.AIChatMessage.Content"),
		fieldSink(field(lcgoLLMs, "HumanChatMessage", "Content"), policy.User, "langchaingo llms.HumanChatMessage.Content"),
		fieldSink(field(lcgoLLMs, "ToolChatMessage", "Content"), policy.Tool, "langchaingo llms.ToolChatMessage.Content"),
		fieldSink(field(lcgoLLMs, "FunctionChatMessage", "Content"), policy.Tool, "langchaingo llms.FunctionChatMessage.Content"),
		roleFieldSink(field(lcgoLLMs, "GenericChatMessage", "Content"), "Role", langchainGoRoles(), "langchaingo llms.GenericChatMessage.Content"),
		// Tool definitions.
		fieldSink(field(lcgoLLMs, "FunctionDefinition", "Name"), policy.ToolName, "langchaingo llms.FunctionDefinition.Name"),
		fieldSink(field(lcgoLLMs, "FunctionDefinition", "Description"), policy.ToolDescription, "langchaingo llms.FunctionDefinition.Description"),
		// What a tool says of itself: langchaingo's agents copy every
		// tools.Tool's Name and Description into the function definitions
		// and the tool list of the agent prompt, so whatever an
		// implementation returns there is a tool name or description.
		resultSink(method(lcgoTools, "Tool", "Name"), policy.ToolName, "langchaingo tools.Tool.Name result"),
		resultSink(method(lcgoTools, "Tool", "Description"), policy.ToolDescription, "langchaingo tools.Tool.Description result"),
		// Prompt templates: the template text of a system or AI message.
		argSink(fn(lcgoPrompts, "NewSystemMessagePromptTemplate"), policy.System, "langchaingo prompts.NewSystemMessagePromptTemplate template", 0),
		argSink(fn(lcgoPrompts, "NewAIMessagePromptTemplate"), policy.Assistant, "langchaingo prompts.NewAIMessagePromptTemplate template", 0),
		argSink(fn(lcgoPrompts, "NewHumanMessagePromptTemplate"), policy.User, "langchaingo prompts.NewHumanMessagePromptTemplate template", 0),
		roleArgSink(fn(lcgoPrompts, "NewGenericMessagePromptTemplate"), 0, langchainGoRoles(), "langchaingo prompts.NewGenericMessagePromptTemplate template", 1),
		// Agent prompt options: the agent's own instructions.
		argSink(fn(lcgoAgents, "WithPromptPrefix"), policy.System, "langchaingo agents.WithPromptPrefix", 0),
		argSink(fn(lcgoAgents, "WithPromptSuffix"), policy.System, "langchaingo agents.WithPromptSuffix", 0),
		argSink(fn(lcgoAgents, "WithPromptFormatInstructions"), policy.System, "langchaingo agents.WithPromptFormatInstructions", 0),
		// Provider options that set a system prompt.
		argSink(fn(lcgoLLMs+"/ollama", "WithSystemPrompt"), policy.System, "langchaingo ollama.WithSystemPrompt", 0),
		argSink(fn(lcgoLLMs+"/cloudflare", "WithSystemPrompt"), policy.System, "langchaingo cloudflare.WithSystemPrompt", 0),
		argSink(fn(lcgoLLMs+"/maritaca", "WithSystemPrompt"), policy.System, "langchaingo maritaca.WithSystemPrompt", 0),
	}

	// The model's own reply. chains.Call and chains.Apply are left out: a
	// retrieval chain's output map can carry its source documents.
	p.Clean = []string{
		method(lcgoLLMs, "Model", "GenerateContent"),
		method(lcgoLLMs, "Model", "Call"),
		fn(lcgoLLMs, "GenerateFromSinglePrompt"),
		fn(lcgoChains, "Run"),
		fn(lcgoChains, "Predict"),
	}
	return p
}

// appendUnique appends s to list unless it is already there.
func appendUnique(list []string, s string) []string {
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}
