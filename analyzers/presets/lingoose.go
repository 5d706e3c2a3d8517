package presets

import "github.com/agentvet/agentvet/internal/policy"

const (
	lingooseModule    = "github.com/henomis/lingoose"
	lingooseThread    = lingooseModule + "/thread"
	lingooseAssistant = lingooseModule + "/assistant"
	lingooseRAG       = lingooseModule + "/rag"
	lingooseLoader    = lingooseModule + "/loader"
	lingooseSummarize = lingooseModule + "/linglet/summarize"
)

// lingooseRoles maps thread.Role values (thread.RoleSystem, RoleUser,
// RoleAssistant, RoleTool) to positions.
func lingooseRoles() map[string]policy.Position {
	return map[string]policy.Position{
		"system":    policy.System,
		"assistant": policy.Assistant,
		"user":      policy.User,
		"tool":      policy.Tool,
	}
}

// lingoose covers github.com/henomis/lingoose, an LLM framework whose
// backends (its OpenAI, Anthropic, Ollama and Cohere adapters) all send
// its own thread.Message: the message's contents are the position its
// Role names. An assistant's Parameters are formatted into the system
// prompt it prepends.
//
// Third-party text: documents the summarize linglet's Loader returns
// (whatever loader the application passes: PubMed articles, YouTube
// transcripts, PDFs, files), the loaders that fetch from the internet
// (PubMed over HTTP, a video's subtitles through youtube-dl), and the
// chunks a RAG or a RAG fusion retrieves (a SubDocumentRAG's Retrieve is
// the embedded RAG's).
//
// It stands for no package (Packages is empty): lingoose's own components
// (the summarize and QA linglets, the assistant, the RAG) are the code
// that puts loaded documents into messages, and its repository is real
// code on the bench. Its rows' packages are analysed like any code.
//
// Left out: rag.Loader.LoadFromSource (what it returns is indexed, and
// comes back through Retrieve), index.Index.Query and Search (the llm
// cache replays the model's own answers through Search), and the legacy
// packages' pipelines.
func lingoose() policy.Preset {
	p := policy.Preset{
		Name:     "lingoose",
		Module:   lingooseModule,
		Version:  "v0.3.0",
		Analysed: []string{lingooseThread, lingooseAssistant, lingooseRAG, lingooseLoader, lingooseSummarize},
	}
	p.Producers = []policy.Producer{
		produces(method(lingooseSummarize, "Loader", "Load"), "rag:loader", "lingoose documents (summarize.Loader.Load: PubMed, YouTube transcript, PDF, files)"),
		produces(ptrMethod(lingooseLoader, "PubMedLoader", "Load"), "web:pubmed", "lingoose PubMed articles (loader.PubMedLoader.Load)"),
		produces(ptrMethod(lingooseLoader, "PubMedLoader", "LoadFromSource"), "web:pubmed", "lingoose PubMed articles (loader.PubMedLoader.LoadFromSource)"),
		produces(ptrMethod(lingooseLoader, "YoutubeDLLoader", "Load"), "web:transcript", "lingoose video subtitles (loader.YoutubeDLLoader.Load)"),
		produces(ptrMethod(lingooseLoader, "YoutubeDLLoader", "LoadFromSource"), "web:transcript", "lingoose video subtitles (loader.YoutubeDLLoader.LoadFromSource)"),
		produces(ptrMethod(lingooseRAG, "RAG", "Retrieve"), "rag:retrieve", "lingoose RAG chunks (rag.RAG.Retrieve)"),
		produces(ptrMethod(lingooseRAG, "Fusion", "Retrieve"), "rag:retrieve", "lingoose RAG fusion chunks (rag.Fusion.Retrieve)"),
	}
	p.RoleTypes = []string{roleType(lingooseThread, "Role")}
	p.Sinks = []policy.Sink{
		roleFieldSink(field(lingooseThread, "Message", "Contents"), "Role", lingooseRoles(), "lingoose thread.Message.Contents"),
	}
	// The assistant formats its parameters into the system message it
	// puts first in the thread.
	for _, f := range []string{"AssistantName", "AssistantIdentity", "AssistantScope", "CompanyName", "CompanyDescription"} {
		p.Sinks = append(p.Sinks, fieldSink(field(lingooseAssistant, "Parameters", f), policy.System, "lingoose assistant.Parameters."+f))
	}
	return p
}
