package main

// End-to-end tests of the built agentvet binary on the fixture module in
// testdata/mod, which imports the real SDKs (mcp-go, go-openai) and
// agentvet's own taint package: as a go vet tool, and standalone in each
// output format, with a baseline, a bad configuration and code that does
// not type-check.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/agentvet/agentvet/internal/testmod"
)

var (
	binary  string // the built agentvet
	fixture string // a prepared copy of testdata/mod, read-only for tests
	repo    string // the agentvet module root
)

func TestMain(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	tmp, err := os.MkdirTemp("", "agentvet-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(tmp)
	if err := setup(tmp); err != nil {
		fmt.Fprintln(os.Stderr, "agentvet e2e setup:", err)
		return 1
	}
	return m.Run()
}

// setup builds the binary and prepares one copy of the fixture module.
func setup(tmp string) error {
	var err error
	if repo, err = filepath.Abs(filepath.Join("..", "..")); err != nil {
		return err
	}
	// The binary is built in this module as it stands (no -mod=mod: a
	// test must not edit the repository's go.mod).
	binary = filepath.Join(tmp, "agentvet")
	build := exec.Command("go", "build", "-o", binary, ".")
	if out, err := build.CombinedOutput(); err != nil {
		return fmt.Errorf("go build: %v\n%s", err, out)
	}
	fixture = filepath.Join(tmp, "mod")
	if err := copyFixture(fixture); err != nil {
		return err
	}
	// The proxy is reachable: fetch the SDKs the fixture imports, so
	// later runs only read the module cache.
	for _, args := range [][]string{{"mod", "download"}, {"list", "-deps", "-test", "./..."}} {
		if out, err := goCmd(fixture, args...); err != nil {
			return fmt.Errorf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	return nil
}

// copyFixture copies testdata/mod to dst and points its replace directive
// at this repository, wherever the copy lives.
func copyFixture(dst string) error {
	src := filepath.Join("testdata", "mod")
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
	if err != nil {
		return err
	}
	out, err := goCmd(dst, "mod", "edit", "-replace", "github.com/agentvet/agentvet="+repo)
	if err != nil {
		return fmt.Errorf("go mod edit: %v\n%s", err, out)
	}
	return nil
}

// copyOf returns a fresh copy of the fixture module for a test that
// changes it.
func copyOf(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "mod")
	require.NoError(t, copyFixture(dir))
	return dir
}

func goCmd(dir string, args ...string) ([]byte, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = testmod.Env()
	return cmd.CombinedOutput()
}

// result is one run of a command.
type result struct {
	stdout, stderr string
	code           int
}

// runIn runs name with args in dir with the extra environment env.
func runIn(t *testing.T, dir string, env []string, name string, args ...string) result {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(testmod.Env(), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	code := 0
	if errors.As(err, &exit) {
		code = exit.ExitCode()
	} else {
		require.NoError(t, err)
	}
	return result{stdout.String(), stderr.String(), code}
}

// agentvet runs the binary in dir.
func agentvet(t *testing.T, dir string, args ...string) result {
	t.Helper()
	return runIn(t, dir, nil, binary, args...)
}

// wantFindings are the fixture's hazards, as "file:line: analyzer".
var wantFindings = []string{
	"agent/agent.go:29: taintflow",           // an MCP tool result in a go-openai system message
	"prompt/prompt.go:13: taintflow",         // a //agentvet:producer page in a //agentvet:sink persona
	"summarize/summarize.go:16: unwrapaudit", // taint.Unwrap concatenated into the persona
	"summarize/summarize.go:23: unwrapaudit", // guard.Plain(taint.Unwrap(doc)) in guard.Input.System
	"supervise/supervise.go:11: verbpin",     // tmux send-keys from a //agentvet:noactuate package
}

// findingLine matches a finding line of text output (the hops below it
// are indented), with go vet's or agentvet's layout.
var findingLine = regexp.MustCompile(`^(\S+\.go):(\d+):\d+: (?:(\w+): )?`)

// findingsOf returns the "file:line: analyzer" of each finding line of
// text output; analyzer is "" where the format does not name it (go vet).
func findingsOf(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		if strings.Contains(line, ": \t") {
			continue // a hop of a path, as go vet prints it
		}
		if m := findingLine.FindStringSubmatch(line); m != nil {
			out = append(out, m[1]+":"+m[2]+": "+m[3])
		}
	}
	return out
}

func withoutAnalyzers(fs []string) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f[:strings.LastIndex(f, " ")+1])
	}
	return out
}

func TestVettool(t *testing.T) {
	// go1.26.8's go vet can replay a package's cached result without its
	// findings: a fresh cache for this test.
	env := []string{"GOCACHE=" + t.TempDir()}
	r := runIn(t, fixture, env, "go", "vet", "-vettool="+binary, "./...")
	assert.Equal(t, 1, r.code, r.stderr)
	// go vet prints each finding as "file:line:col: message" and each hop
	// as "file:line:col: \tmessage".
	got := findingsOf(r.stderr)
	slices.Sort(got)
	assert.Equal(t, withoutAnalyzers(wantFindings), got, r.stderr)
	assert.NotContains(t, r.stderr, "prompt/prompt.go:19", "the suppressed finding is not reported")

	// Analyzer flags pass through go vet.
	r = runIn(t, fixture, env, "go", "vet", "-vettool="+binary, "-verbpin=false", "-taintflow.argv=false", "./...")
	assert.Equal(t, 1, r.code, r.stderr)
	assert.NotContains(t, r.stderr, "supervise.go", "-verbpin=false reached the tool")
	assert.Contains(t, r.stderr, "prompt/prompt.go:13:")

	// So does the configuration file.
	cfg := filepath.Join(t.TempDir(), "motd.yaml")
	require.NoError(t, os.WriteFile(cfg, []byte(motdConfig), 0o644))
	r = runIn(t, fixture, env, "go", "vet", "-vettool="+binary, "-taintflow.config="+cfg, "./prompt")
	assert.Equal(t, 1, r.code, r.stderr)
	assert.Equal(t, []string{"prompt/prompt.go:13: ", "prompt/prompt.go:25: "}, findingsOf(r.stderr), r.stderr)
}

func TestVettoolProtocol(t *testing.T) {
	r := agentvet(t, fixture, "-V=full")
	assert.Equal(t, 0, r.code, r.stderr)
	assert.Regexp(t, `^\S*agentvet version devel .*buildID=[0-9a-f]+\n$`, r.stdout)

	r = agentvet(t, fixture, "-flags")
	assert.Equal(t, 0, r.code, r.stderr)
	var flags []struct {
		Name string
		Bool bool
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &flags))
	var names []string
	for _, f := range flags {
		names = append(names, f.Name)
	}
	for _, want := range []string{"taintflow", "taintflow.config", "taintflow.argv", "unwrapaudit", "fencecheck", "verbpin", "json"} {
		assert.Contains(t, names, want)
	}
}

func TestStandaloneText(t *testing.T) {
	r := agentvet(t, fixture)
	assert.Equal(t, 1, r.code, r.stderr)
	assert.Equal(t, wantFindings, findingsOf(r.stdout), r.stdout)
	// Each finding is followed by its path, one indented hop per line.
	assert.Contains(t, r.stdout, "\n\tprompt/prompt.go:12:")
	assert.NotContains(t, r.stdout, "prompt/prompt.go:19", "suppressed")

	again := agentvet(t, fixture, "./...")
	assert.Equal(t, r.stdout, again.stdout, "deterministic output")
}

func TestStandaloneJSON(t *testing.T) {
	r := agentvet(t, fixture, "-json")
	assert.Equal(t, 1, r.code, r.stderr)
	var tree map[string]map[string][]struct {
		Posn    string
		Message string
		Related []struct{ Posn, Message string }
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &tree), r.stdout)
	var got []string
	for pkg, byAnalyzer := range tree {
		assert.True(t, strings.HasPrefix(pkg, "example.com/agentvetfixture/"), pkg)
		for name, diags := range byAnalyzer {
			for _, d := range diags {
				rel := strings.TrimPrefix(d.Posn, fixture+"/")
				m := regexp.MustCompile(`^(.*):(\d+):\d+$`).FindStringSubmatch(rel)
				require.NotNil(t, m, d.Posn)
				got = append(got, m[1]+":"+m[2]+": "+name)
			}
		}
	}
	slices.Sort(got)
	assert.Equal(t, wantFindings, got)
	assert.NotEmpty(t, tree["example.com/agentvetfixture/prompt"]["taintflow"][0].Related, "the path is in the JSON")
}

func TestStandaloneSARIF(t *testing.T) {
	r := agentvet(t, fixture, "-format", "sarif")
	assert.Equal(t, 1, r.code, r.stderr)

	sch, err := jsonschema.NewCompiler().Compile(filepath.Join(repo, "testdata", "sarif-schema-2.1.0.json"))
	require.NoError(t, err)
	inst, err := jsonschema.UnmarshalJSON(strings.NewReader(r.stdout))
	require.NoError(t, err)
	require.NoError(t, sch.Validate(inst))

	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Rules []struct{ ID, HelpURI string }
				}
			}
			Results []struct {
				RuleID    string
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI, URIBaseID string }
						Region           struct{ StartLine int }
					}
				}
				CodeFlows    []json.RawMessage
				Suppressions []struct{ Kind, Justification string }
			}
		}
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &log))
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
		if res.RuleID != "verbpin" {
			assert.NotEmpty(t, res.CodeFlows, f)
		}
	}
	assert.Equal(t, wantFindings, reported)
	assert.Equal(t, []string{"prompt/prompt.go:19: taintflow"}, suppressed)
}

func TestBaselineRoundTrip(t *testing.T) {
	dir := copyOf(t)
	base := filepath.Join(t.TempDir(), "agentvet-baseline.json")
	r := agentvet(t, dir, "-write-baseline", base)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stderr, fmt.Sprintf("wrote %d finding(s)", len(wantFindings)))

	r = agentvet(t, dir, "-baseline", base)
	assert.Equal(t, 0, r.code, r.stderr)
	assert.Empty(t, r.stdout)

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
	assert.Equal(t, 1, r.code, r.stderr)
	assert.Equal(t, []string{"prompt/prompt.go:32: taintflow"}, findingsOf(r.stdout), r.stdout)
}

func TestMalformedConfig(t *testing.T) {
	dir := copyOf(t)
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
		assert.Equal(t, 2, r.code, r.stderr)
		assert.Empty(t, r.stdout)
		assert.Contains(t, r.stderr, cfg+":3: ", "the file and line of the mistake")
		assert.Contains(t, r.stderr, "orign")
	}

	require.NoError(t, os.WriteFile(cfg, []byte("producers: [unclosed\n"), 0o644))
	r := agentvet(t, dir)
	assert.Equal(t, 2, r.code, r.stderr)
	assert.Regexp(t, regexp.QuoteMeta(cfg)+`:\d+: `, r.stderr)
}

// motdConfig declares motd.Get a producer, which only the
// configuration file does: a finding at prompt.go:25 proves the file
// reached the analyzers.
const motdConfig = "producers:\n  - func: example.com/agentvetfixture/motd.Get\n    origin: web:motd\n"

func TestConfigReachesAnalyzers(t *testing.T) {
	cfg := filepath.Join(t.TempDir(), "motd.yaml")
	require.NoError(t, os.WriteFile(cfg, []byte(motdConfig), 0o644))
	r := agentvet(t, fixture, "./prompt")
	assert.Equal(t, []string{"prompt/prompt.go:13: taintflow"}, findingsOf(r.stdout), r.stdout)
	r = agentvet(t, fixture, "-config", cfg, "./prompt")
	assert.Equal(t, 1, r.code, r.stderr)
	assert.Equal(t, []string{"prompt/prompt.go:13: taintflow", "prompt/prompt.go:25: taintflow"}, findingsOf(r.stdout), r.stdout)
	// The analyzers' own flag works too.
	r = agentvet(t, fixture, "-taintflow.config="+cfg, "./prompt")
	assert.Equal(t, []string{"prompt/prompt.go:13: taintflow", "prompt/prompt.go:25: taintflow"}, findingsOf(r.stdout), r.stdout)
}

func TestConfigAllowInSARIF(t *testing.T) {
	cfg := filepath.Join(t.TempDir(), "allow.yaml")
	require.NoError(t, os.WriteFile(cfg, []byte("allow:\n  - kind: web\n    position: system\n    reason: our own help pages\n"), 0o644))
	r := agentvet(t, fixture, "-config", cfg, "./prompt")
	assert.Equal(t, 0, r.code, r.stderr)
	assert.Empty(t, r.stdout, "an allowed flow is not a finding")

	r = agentvet(t, fixture, "-config", cfg, "-format", "sarif", "./prompt")
	assert.Equal(t, 0, r.code, r.stderr)
	var log struct {
		Runs []struct {
			Results []struct {
				Suppressions []struct{ Kind, Justification string }
			}
		}
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &log))
	require.Len(t, log.Runs[0].Results, 2)
	// Listed as a reviewed choice made outside the source: the allow
	// entry, where it is, and its reason.
	assert.Equal(t, "external", log.Runs[0].Results[0].Suppressions[0].Kind)
	assert.Equal(t, "allowed by allow.yaml:2 (web in system): our own help pages", log.Runs[0].Results[0].Suppressions[0].Justification)
}

func TestTypeErrors(t *testing.T) {
	dir := copyOf(t)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "prompt", "broken.go"), []byte("package prompt\n\nvar count int = \"three\"\n"), 0o644))
	r := agentvet(t, dir)
	assert.Equal(t, 3, r.code, r.stderr)
	assert.Empty(t, r.stdout)
	assert.Contains(t, r.stderr, filepath.Join(dir, "prompt", "broken.go")+`:3:17: cannot use "three"`)
}

func TestUnwraps(t *testing.T) {
	r := agentvet(t, fixture, "unwraps", "./...")
	assert.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, `UNWRAP                     FUNCTION   ORIGIN           REACHES
summarize/summarize.go:15  Summarize  web:plugin-page  instruction sink
summarize/summarize.go:23  Brief      unknown          instruction sink, returned to callers
summarize/summarize.go:29  Length     unknown          local only
`, r.stdout)

	r = agentvet(t, fixture, "unwraps", "-format", "json", "./summarize")
	assert.Equal(t, 0, r.code, r.stderr)
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
`, r.stdout)
}

func TestVersionAndHelp(t *testing.T) {
	r := agentvet(t, fixture, "version")
	assert.Equal(t, 0, r.code, r.stderr)
	assert.Regexp(t, `^agentvet \S+\ngolang.org/x/tools v0\.52\.0\ngo1\.\d+`, r.stdout)

	r = agentvet(t, fixture, "help")
	assert.Equal(t, 0, r.code, r.stderr)
	for _, name := range []string{"taintflow", "unwrapaudit", "fencecheck", "verbpin", "-baseline", "-write-baseline", "-exit-zero"} {
		assert.Contains(t, r.stdout, name)
	}

	r = agentvet(t, fixture, "help", "taintflow")
	assert.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "taintflow: report third-party text that reaches an instruction position")
	assert.Contains(t, r.stdout, "-taintflow.argv")
	assert.Contains(t, r.stdout, "-taintflow.config")

	r = agentvet(t, fixture, "help", "nosuch")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `no analyzer "nosuch"`)
}
