//go:build heavy

package main

// End-to-end tests of the built agentvet binary, standalone, on the
// fixture module in testdata/mod, which imports the real SDKs (mcp-go,
// go-openai) and agentvet's own taint and guard packages: each output
// format, a baseline, configuration files good and bad, code that does not
// type-check, the unwraps inventory. The go vet -vettool route is tested
// in internal/vettest.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/cmd/agentvet/internal/e2e"
	"github.com/agentvet/agentvet/internal/flow"
)

var env *e2e.Env

func TestMain(m *testing.M) {
	os.Exit(e2e.Main(m, "cmd/agentvet", &env))
}

// agentvet runs the binary in dir.
func agentvet(t *testing.T, dir string, args ...string) e2e.Result {
	t.Helper()
	return env.Agentvet(t, dir, args...)
}

func TestStandaloneText(t *testing.T) {
	r := agentvet(t, env.Fixture)
	assert.Equal(t, 1, r.Code, r.Stderr)
	assert.Equal(t, e2e.WantFindings, e2e.FindingsOf(r.Stdout), r.Stdout)
	// Each finding is followed by its path, one indented hop per line.
	assert.Contains(t, r.Stdout, "\n\tprompt/prompt.go:12:")
	assert.NotContains(t, r.Stdout, "prompt/prompt.go:19", "suppressed")

	again := agentvet(t, env.Fixture, "./...")
	assert.Equal(t, r.Stdout, again.Stdout, "deterministic output")
}

// TestVerboseSkipsDependencies: -v names each dependency the engine left
// alone and why, one line each in import path order: the SDK packages a
// preset stands for (naming the preset), and dependencies that import
// nothing the policy names (mcp-go's and go-openai's own dependencies);
// the standard library is counted on one line.
func TestVerboseSkipsDependencies(t *testing.T) {
	r := agentvet(t, env.Fixture, "-v", "./...")
	assert.Equal(t, 1, r.Code, r.Stderr)
	lines := strings.Split(strings.TrimSpace(r.Stderr), "\n")
	for _, want := range []string{
		"agentvet: skipped dependency github.com/agentvet/agentvet/taint: preset package (the built-in taint preset describes its API)",
		"agentvet: skipped dependency github.com/mark3labs/mcp-go/mcp: preset package (the built-in mcp-go preset describes its API)",
		"agentvet: skipped dependency github.com/sashabaranov/go-openai: preset package (the built-in go-openai preset describes its API)",
		"agentvet: skipped dependency github.com/google/uuid: " + flow.SkipIrrelevant,
		"agentvet: skipped dependency github.com/spf13/cast: " + flow.SkipIrrelevant,
	} {
		assert.Contains(t, lines, want)
	}
	var named []string
	for _, line := range lines {
		if rest, ok := strings.CutPrefix(line, "agentvet: skipped dependency "); ok {
			pkg, _, _ := strings.Cut(rest, ": ")
			named = append(named, pkg)
		}
	}
	assert.True(t, slices.IsSorted(named), "in import path order: %v", named)
	assert.NotContains(t, r.Stderr, "example.com/agentvetfixture", "the module's own packages are analysed")
	assert.NotContains(t, r.Stderr, "dependency fmt:", "the standard library is counted, not named")
	std := regexp.MustCompile(`(?m)^agentvet: skipped [1-9][0-9]* dependencies: standard library$`)
	assert.Regexp(t, std, r.Stderr)
	assert.Equal(t, e2e.WantFindings, e2e.FindingsOf(r.Stdout), "-v changes what is said on stderr only")
}

func TestStandaloneJSON(t *testing.T) {
	r := agentvet(t, env.Fixture, "-json")
	assert.Equal(t, 1, r.Code, r.Stderr)
	var tree map[string]map[string][]struct {
		Posn    string
		Message string
		Related []struct{ Posn, Message string }
	}
	require.NoError(t, json.Unmarshal([]byte(r.Stdout), &tree), r.Stdout)
	var got []string
	for pkg, byAnalyzer := range tree {
		assert.True(t, strings.HasPrefix(pkg, "example.com/agentvetfixture/"), pkg)
		for name, diags := range byAnalyzer {
			for _, d := range diags {
				rel := strings.TrimPrefix(d.Posn, env.Fixture+"/")
				m := regexp.MustCompile(`^(.*):(\d+):\d+$`).FindStringSubmatch(rel)
				require.NotNil(t, m, d.Posn)
				got = append(got, m[1]+":"+m[2]+": "+name)
			}
		}
	}
	slices.Sort(got)
	assert.Equal(t, e2e.WantFindings, got)
	assert.NotEmpty(t, tree["example.com/agentvetfixture/prompt"]["taintflow"][0].Related, "the path is in the JSON")
}

func TestStandaloneSARIF(t *testing.T) {
	r := agentvet(t, env.Fixture, "-format", "sarif")
	assert.Equal(t, 1, r.Code, r.Stderr)

	sch, err := jsonschema.NewCompiler().Compile(filepath.Join(env.Repo, "testdata", "sarif-schema-2.1.0.json"))
	require.NoError(t, err)
	inst, err := jsonschema.UnmarshalJSON(strings.NewReader(r.Stdout))
	require.NoError(t, err)
	require.NoError(t, sch.Validate(inst))

	type location struct {
		PhysicalLocation struct {
			ArtifactLocation struct{ URI, URIBaseID string }
			Region           struct{ StartLine, StartColumn, EndLine, EndColumn int }
		}
	}
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Rules []struct{ ID, HelpURI string }
				}
			}
			Results []struct {
				RuleID    string
				Locations []location
				CodeFlows []struct {
					ThreadFlows []struct {
						Locations []struct{ Location location }
					}
				}
				Suppressions []struct{ Kind, Justification string }
			}
		}
	}
	require.NoError(t, json.Unmarshal([]byte(r.Stdout), &log))
	require.Len(t, log.Runs, 1)
	var rules []string
	for _, rule := range log.Runs[0].Tool.Driver.Rules {
		rules = append(rules, rule.ID)
		assert.Equal(t, "https://github.com/agentvet/agentvet#"+rule.ID, rule.HelpURI)
	}
	assert.Equal(t, []string{"taintflow", "unwrapaudit", "fencecheck", "verbpin"}, rules)

	var reported, suppressed []string
	for _, res := range log.Runs[0].Results {
		loc := res.Locations[0].PhysicalLocation
		assert.Equal(t, "%SRCROOT%", loc.ArtifactLocation.URIBaseID)
		f := fmt.Sprintf("%s:%d: %s", loc.ArtifactLocation.URI, loc.Region.StartLine, res.RuleID)
		if len(res.Suppressions) > 0 {
			suppressed = append(suppressed, f)
			assert.Equal(t, "inSource", res.Suppressions[0].Kind)
			assert.Equal(t, "the page is our own help text, reviewed in #12", res.Suppressions[0].Justification)
			continue
		}
		reported = append(reported, f)
		// Every region has its end; a flow's ends where the text that
		// enters the position ends (verbpin reports a call, by its
		// start).
		reg := loc.Region
		assert.Positive(t, reg.EndLine, f)
		if res.RuleID == "verbpin" {
			continue
		}
		assert.True(t, reg.EndLine > reg.StartLine || reg.EndColumn > reg.StartColumn, "%s: an empty region %+v", f, reg)
		require.NotEmpty(t, res.CodeFlows, f)
		var files []string
		for _, l := range res.CodeFlows[0].ThreadFlows[0].Locations {
			files = append(files, l.Location.PhysicalLocation.ArtifactLocation.URI)
		}
		if strings.HasPrefix(f, "prompt/prompt.go:13") {
			// The path goes on into package plugins, where the sink is
			// declared: a hop in another package, with its position.
			assert.Contains(t, files, "plugins/plugins.go", f)
		}
	}
	assert.Equal(t, e2e.WantFindings, reported)
	assert.Equal(t, []string{"prompt/prompt.go:19: taintflow"}, suppressed)
}

func TestBaselineRoundTrip(t *testing.T) {
	dir := env.CopyOf(t)
	base := filepath.Join(t.TempDir(), "agentvet-baseline.json")
	r := agentvet(t, dir, "-write-baseline", base)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, fmt.Sprintf("wrote %d finding(s)", len(e2e.WantFindings)))

	r = agentvet(t, dir, "-baseline", base)
	assert.Equal(t, 0, r.Code, r.Stderr)
	assert.Empty(t, r.Stdout)

	// A pull request that moves code and adds one hazard: exactly one
	// finding.
	file := filepath.Join(dir, "prompt", "prompt.go")
	src, err := os.ReadFile(file)
	require.NoError(t, err)
	src = bytes.Replace(src, []byte("// Persona lets"), []byte("// A comment that moves everything below.\n\n// Persona lets"), 1)
	src = append(src, []byte(`
// Banner lets a second page write the persona.
func Banner() {
	plugins.SetPersona(plugins.Fetch("https://example.com/banner"))
}
`)...)
	require.NoError(t, os.WriteFile(file, src, 0o644))
	r = agentvet(t, dir, "-baseline", base)
	assert.Equal(t, 1, r.Code, r.Stderr)
	assert.Equal(t, []string{"prompt/prompt.go:32: taintflow"}, e2e.FindingsOf(r.Stdout), r.Stdout)
}

func TestMalformedConfig(t *testing.T) {
	dir := env.CopyOf(t)
	cfg := filepath.Join(dir, "agentvet.yaml")
	require.NoError(t, os.WriteFile(cfg, []byte("producers:\n  - func: example.com/x.F\n    orign: web:x\n"), 0o644))
	// Found at the module root by default, from the root or a package
	// directory, or named with -config: checked before anything loads.
	for _, run := range []struct {
		dir  string
		args []string
	}{
		{dir, nil},
		{filepath.Join(dir, "prompt"), []string{"."}},
		{dir, []string{"-config", "agentvet.yaml"}},
		{dir, []string{"-format", "sarif"}},
	} {
		r := agentvet(t, run.dir, run.args...)
		assert.Equal(t, 2, r.Code, r.Stderr)
		assert.Empty(t, r.Stdout)
		assert.Contains(t, r.Stderr, cfg+":3: ", "the file and line of the mistake")
		assert.Contains(t, r.Stderr, "orign")
	}

	require.NoError(t, os.WriteFile(cfg, []byte("producers: [unclosed\n"), 0o644))
	r := agentvet(t, dir)
	assert.Equal(t, 2, r.Code, r.Stderr)
	assert.Regexp(t, regexp.QuoteMeta(cfg)+`:\d+: `, r.Stderr)
}

// TestConfigRefusedByTypes: an entry that parses but that the named
// package's types show to match nothing (an argument index past the
// function's parameters) is refused like a malformed file: once, by file,
// line and key, though every package that sees the function and every
// analyzer report it, and with exit status 2 and nothing on stdout.
func TestConfigRefusedByTypes(t *testing.T) {
	dir := env.CopyOf(t)
	cfg := filepath.Join(dir, "agentvet.yaml")
	require.NoError(t, os.WriteFile(cfg, []byte("sinks:\n  - func: example.com/agentvetfixture/plugins.SetPersona\n    position: system\n    args: [3]\n"), 0o644))
	r := agentvet(t, dir, "./prompt", "./plugins")
	assert.Equal(t, 2, r.Code, r.Stderr)
	assert.Empty(t, r.Stdout)
	lines := strings.Split(strings.TrimSpace(r.Stderr), "\n")
	require.Len(t, lines, 1, r.Stderr)
	assert.True(t, strings.HasPrefix(lines[0], "agentvet: "+cfg+":4: sinks[0].args[0]: 3 is not a parameter of example.com/agentvetfixture/plugins.SetPersona"), lines[0])

	require.NoError(t, os.WriteFile(cfg, []byte("sinks:\n  - func: example.com/agentvetfixture/plugins.SetPersona\n    position: system\n    args: [0]\n"), 0o644))
	r = agentvet(t, dir, "./prompt", "./plugins")
	assert.NotEqual(t, 2, r.Code, r.Stderr)
}

func TestConfigReachesAnalyzers(t *testing.T) {
	cfg := filepath.Join(t.TempDir(), "motd.yaml")
	require.NoError(t, os.WriteFile(cfg, []byte(e2e.MotdConfig), 0o644))
	r := agentvet(t, env.Fixture, "./prompt")
	assert.Equal(t, []string{"prompt/prompt.go:13: taintflow"}, e2e.FindingsOf(r.Stdout), r.Stdout)
	r = agentvet(t, env.Fixture, "-config", cfg, "./prompt")
	assert.Equal(t, 1, r.Code, r.Stderr)
	assert.Equal(t, []string{"prompt/prompt.go:13: taintflow", "prompt/prompt.go:25: taintflow"}, e2e.FindingsOf(r.Stdout), r.Stdout)
	// The analyzers' own flag works too.
	r = agentvet(t, env.Fixture, "-taintflow.config="+cfg, "./prompt")
	assert.Equal(t, []string{"prompt/prompt.go:13: taintflow", "prompt/prompt.go:25: taintflow"}, e2e.FindingsOf(r.Stdout), r.Stdout)
}

func TestConfigAllowInSARIF(t *testing.T) {
	cfg := filepath.Join(t.TempDir(), "allow.yaml")
	require.NoError(t, os.WriteFile(cfg, []byte("allow:\n  - kind: web\n    position: system\n    reason: our own help pages\n"), 0o644))
	r := agentvet(t, env.Fixture, "-config", cfg, "./prompt")
	assert.Equal(t, 0, r.Code, r.Stderr)
	assert.Empty(t, r.Stdout, "an allowed flow is not a finding")

	r = agentvet(t, env.Fixture, "-config", cfg, "-format", "sarif", "./prompt")
	assert.Equal(t, 0, r.Code, r.Stderr)
	var log struct {
		Runs []struct {
			Results []struct {
				Suppressions []struct{ Kind, Justification string }
			}
		}
	}
	require.NoError(t, json.Unmarshal([]byte(r.Stdout), &log))
	require.Len(t, log.Runs[0].Results, 2)
	// Listed as a reviewed choice made outside the source: the allow
	// entry, where it is, and its reason.
	assert.Equal(t, "external", log.Runs[0].Results[0].Suppressions[0].Kind)
	assert.Equal(t, "allowed by allow.yaml:2: web in system: our own help pages", log.Runs[0].Results[0].Suppressions[0].Justification)
}

// TestTypeErrors: a package that does not type-check is listed with its
// error, the exit status is 3, and every other package's findings are
// still reported.
func TestTypeErrors(t *testing.T) {
	dir := env.CopyOf(t)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "prompt", "broken.go"), []byte("package prompt\n\nvar count int = \"three\"\n"), 0o644))
	r := agentvet(t, dir)
	assert.Equal(t, 3, r.Code, r.Stderr)
	var others []string
	for _, f := range e2e.WantFindings {
		if !strings.HasPrefix(f, "prompt/") {
			others = append(others, f)
		}
	}
	assert.Equal(t, others, e2e.FindingsOf(r.Stdout), r.Stdout)
	assert.Contains(t, r.Stderr, "agentvet: example.com/agentvetfixture/prompt: prompt/broken.go:3:17: cannot use \"three\"")
}

// TestTestFiles: a finding in a _test.go file is reported only with
// -tests.
func TestTestFiles(t *testing.T) {
	const inTest = "prompt/prompt_test.go:12: taintflow"
	r := agentvet(t, env.Fixture, "./prompt")
	assert.Equal(t, 1, r.Code, r.Stderr)
	assert.NotContains(t, e2e.FindingsOf(r.Stdout), inTest)
	r = agentvet(t, env.Fixture, "-tests", "./prompt")
	assert.Equal(t, 1, r.Code, r.Stderr)
	assert.Contains(t, e2e.FindingsOf(r.Stdout), inTest, r.Stdout)
}

func TestUnwraps(t *testing.T) {
	r := agentvet(t, env.Fixture, "unwraps", "./...")
	assert.Equal(t, 0, r.Code, r.Stderr)
	assert.Equal(t, `UNWRAP                     FUNCTION   ORIGIN           REACHES
summarize/summarize.go:15  Summarize  web:plugin-page  instruction sink
summarize/summarize.go:23  Brief      unknown          instruction sink, returned to callers
summarize/summarize.go:29  Length     unknown          local only
`, r.Stdout)

	r = agentvet(t, env.Fixture, "unwraps", "-format", "json", "./summarize")
	assert.Equal(t, 0, r.Code, r.Stderr)
	assert.Equal(t, `{
  "unwraps": [
    {
      "file": "summarize/summarize.go",
      "line": 15,
      "column": 22,
      "function": "Summarize",
      "origin": "web:plugin-page",
      "reaches": [
        "instruction sink"
      ]
    },
    {
      "file": "summarize/summarize.go",
      "line": 23,
      "column": 48,
      "function": "Brief",
      "origin": "unknown",
      "reaches": [
        "instruction sink",
        "returned to callers"
      ]
    },
    {
      "file": "summarize/summarize.go",
      "line": 29,
      "column": 25,
      "function": "Length",
      "origin": "unknown",
      "reaches": [
        "local only"
      ]
    }
  ]
}
`, r.Stdout)
}

func TestVersionAndHelp(t *testing.T) {
	r := agentvet(t, env.Fixture, "version")
	assert.Equal(t, 0, r.Code, r.Stderr)
	assert.Regexp(t, `^agentvet \S+\ngolang.org/x/tools v0\.52\.0\ngo1\.\d+`, r.Stdout)

	r = agentvet(t, env.Fixture, "help")
	assert.Equal(t, 0, r.Code, r.Stderr)
	for _, name := range []string{"taintflow", "unwrapaudit", "fencecheck", "verbpin", "-baseline", "-write-baseline", "-exit-zero"} {
		assert.Contains(t, r.Stdout, name)
	}

	r = agentvet(t, env.Fixture, "help", "taintflow")
	assert.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stdout, "taintflow: report third-party text that reaches an instruction position")
	assert.Contains(t, r.Stdout, "-taintflow.argv")
	assert.Contains(t, r.Stdout, "-taintflow.config")

	r = agentvet(t, env.Fixture, "help", "nosuch")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, `no analyzer "nosuch"`)
}

// TestExamplesSARIF: the SARIF log of the examples module validates
// against the schema, every region has its end, and a path crosses
// packages with a position in each.
func TestExamplesSARIF(t *testing.T) {
	examples := filepath.Join(env.Repo, "examples")
	r := agentvet(t, examples, "-format", "sarif", "./...")
	require.Equal(t, 1, r.Code, r.Stderr)
	sch, err := jsonschema.NewCompiler().Compile(filepath.Join(env.Repo, "testdata", "sarif-schema-2.1.0.json"))
	require.NoError(t, err)
	inst, err := jsonschema.UnmarshalJSON(strings.NewReader(r.Stdout))
	require.NoError(t, err)
	require.NoError(t, sch.Validate(inst))

	type region struct{ StartLine, StartColumn, EndLine, EndColumn int }
	type location struct {
		PhysicalLocation struct {
			ArtifactLocation struct{ URI string }
			Region           region
		}
	}
	var log struct {
		Runs []struct {
			Results []struct {
				RuleID    string
				Locations []location
				CodeFlows []struct {
					ThreadFlows []struct {
						Locations []struct{ Location location }
					}
				}
			}
		}
	}
	require.NoError(t, json.Unmarshal([]byte(r.Stdout), &log))
	require.NotEmpty(t, log.Runs[0].Results)
	crossing := 0
	for _, res := range log.Runs[0].Results {
		reg := res.Locations[0].PhysicalLocation.Region
		assert.GreaterOrEqual(t, reg.EndLine, reg.StartLine, res.RuleID)
		assert.Positive(t, reg.EndColumn, res.RuleID)
		dirs := map[string]bool{}
		for _, cf := range res.CodeFlows {
			for _, l := range cf.ThreadFlows[0].Locations {
				assert.Positive(t, l.Location.PhysicalLocation.Region.StartLine)
				dirs[filepath.Dir(l.Location.PhysicalLocation.ArtifactLocation.URI)] = true
			}
		}
		if len(dirs) > 1 {
			crossing++
		}
	}
	assert.Positive(t, crossing, "no path crosses packages")
}

// TestWiring: an interface declared in one package (tools), implemented
// over an MCP server's tool in another (mcptool), called in a third that
// imports neither the implementation nor the package that does (prompt:
// the tools come back from a registry), wired in main. The second run
// finds the MCP tool's name and description in the system prompt; one run (what a
// go vet -vettool user gets) cannot; the persona, an interface whose
// only implementation returns a constant, is not reported.
func TestWiring(t *testing.T) {
	dir := filepath.Join(env.Fixture, "wiring")
	r := agentvet(t, dir, "./...")
	assert.Equal(t, 1, r.Code, r.Stderr)
	assert.Equal(t, []string{"prompt/prompt.go:23: taintflow"}, e2e.FindingsOf(r.Stdout), r.Stdout)
	assert.Contains(t, r.Stdout, "mcp-go mcp.Tool.Description (mcp:tool-list) and mcp-go mcp.Tool.Name (mcp:tool-list) reach the system prompt", "both fields the line writes are named")
	assert.Contains(t, r.Stdout, "\tmcptool/mcptool.go:17:54: from mcp-go mcp.Tool.Description\n\tprompt/prompt.go:19:48: returned by mcptool.Remote.Description\n")

	one := agentvet(t, dir, "-wiring=false", "./...")
	assert.Equal(t, 0, one.Code, one.Stderr)
	assert.Empty(t, e2e.FindingsOf(one.Stdout), one.Stdout)

	again := agentvet(t, dir, "./...")
	assert.Equal(t, r.Stdout, again.Stdout, "deterministic, also when replayed")
}

// TestRequestProcessors: a flow (package flow) fills a fresh request with
// processors it holds as interface values and sends it to a model
// interface; one processor (package processor) stores an MCP server's tool
// descriptions in the request as a system message, through the pointer it
// is handed; the model client (package openaimodel) puts system messages
// in go-openai's system slot; main wires them (trpc-agent-go's request
// processors, Flow.preprocess and runOneStep, where compaction may replace
// the request before the call). The wiring pass finds the tool
// descriptions in the system prompt at the model call, by the processor's
// store; the decorator twin that stores only the number of tools is not
// reported, and one run (no wiring) cannot see either implementation.
func TestRequestProcessors(t *testing.T) {
	dir := filepath.Join(env.Fixture, "reqwire")
	r := agentvet(t, dir, "./...")
	assert.Equal(t, 1, r.Code, r.Stderr)
	assert.Equal(t, []string{"flow/flow.go:31: taintflow"}, e2e.FindingsOf(r.Stdout), r.Stdout)
	assert.Contains(t, r.Stdout, "mcp-go mcp.Tool.Description (mcp:tool-list) and mcp-go mcp.Tool.Name (mcp:tool-list) reach the system prompt at go-openai ChatCompletionMessage.Content (role \"system\")")
	assert.Contains(t, r.Stdout, "\tflow/flow.go:28:19: stored by processor.ToolHints.ProcessRequest\n")

	one := agentvet(t, dir, "-wiring=false", "./...")
	assert.Equal(t, 0, one.Code, one.Stderr)
	assert.Empty(t, e2e.FindingsOf(one.Stdout), one.Stdout)
}

// TestSummaryMemory: a memory (package memory) summarises the
// conversation through a model interface (iface.LLM) whose only
// implementation (backend, over go-openai) it never imports, and keeps the
// summary as a system message of the program's own type; the agent
// (package agent) records an MCP tool's result in it (agent-sdk-go's
// ConversationSummary, issue 13's H9). The wiring pass makes the
// interface call the model's reply to its prompt, derived from the tool
// result, and its store as a system message is reported where the tool
// result enters. The twin that keeps the model's notes as its assistant
// turn is not; one run (no wiring) cannot see the model call.
func TestSummaryMemory(t *testing.T) {
	dir := filepath.Join(env.Fixture, "summarymem")
	r := agentvet(t, dir, "-fencecheck=false", "./...")
	assert.Equal(t, 1, r.Code, r.Stderr)
	assert.Equal(t, []string{"agent/agent.go:28: taintflow"}, e2e.FindingsOf(r.Stdout), r.Stdout)
	assert.Contains(t, r.Stdout, "derived text: a model's reply to a prompt that held mcp-go mcp.CallToolResult.Content (mcp:tool-result) reaches the system prompt at iface.Message.Content (role \"system\", a message the program keeps)")
	assert.Contains(t, r.Stdout, "\tmemory/memory.go:33:54: kept as iface.Message.Content")

	one := agentvet(t, dir, "-fencecheck=false", "-wiring=false", "./...")
	assert.Equal(t, 0, one.Code, one.Stderr)
	assert.Empty(t, e2e.FindingsOf(one.Stdout), one.Stdout)
}

// TestHiddenRegistry: main registers the tools an MCP server lists in
// package registry's unexported map through Register, and reads one back
// through Lookup (kubectl-ai's tools.RegisterTool and tools.Lookup). Run
// by the go command, main sees registry's types in export data, which has
// no such variable: the two summaries that name it must still meet on one
// stand-in (analysistest, which type-checks dependencies from source,
// cannot show this).
func TestHiddenRegistry(t *testing.T) {
	dir := filepath.Join(env.Fixture, "hiddenreg")
	r := agentvet(t, dir, "-fencecheck=false", "./...")
	assert.Equal(t, 1, r.Code, r.Stderr)
	assert.Equal(t, []string{"app/main.go:16: taintflow"}, e2e.FindingsOf(r.Stdout), r.Stdout)
	assert.Contains(t, r.Stdout, "(mcp:tool-list) reaches a tool description at registry.Describe")
}
