package cli

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// schemaFile is the OASIS SARIF 2.1.0 schema, vendored from the npm
// registry (see docs/driver.md).
var schemaFile = filepath.Join("..", "..", "..", "..", "testdata", "sarif-schema-2.1.0.json")

// validateSARIF fails t unless out is a SARIF 2.1.0 log.
func validateSARIF(t *testing.T, out string) {
	t.Helper()
	sch, err := jsonschema.NewCompiler().Compile(schemaFile)
	require.NoError(t, err)
	inst, err := jsonschema.UnmarshalJSON(strings.NewReader(out))
	require.NoError(t, err)
	require.NoError(t, sch.Validate(inst))
}

// sarifLog is the part of a log the tests read.
type sarifLog struct {
	Version string
	Runs    []struct {
		Tool struct {
			Driver struct {
				Name  string
				Rules []struct {
					ID               string
					HelpURI          string
					ShortDescription struct{ Text string }
					Help             struct{ Text string }
				}
			}
		}
		OriginalURIBaseIDs map[string]struct{ URI string } `json:"originalUriBaseIds"`
		Results            []sarifResult
	}
}

type sarifLocation struct {
	PhysicalLocation struct {
		ArtifactLocation struct {
			URI       string
			URIBaseID string `json:"uriBaseId"`
		}
		Region struct{ StartLine, StartColumn, EndLine, EndColumn int }
	}
	Message struct{ Text string }
}

type sarifResult struct {
	RuleID    string
	RuleIndex int
	Message   struct{ Text string }
	Locations []sarifLocation
	CodeFlows []struct {
		ThreadFlows []struct {
			Locations []struct{ Location sarifLocation }
		}
	}
	PartialFingerprints map[string]string
	Fixes               []struct {
		Description     struct{ Text string }
		ArtifactChanges []struct {
			ArtifactLocation struct {
				URI       string
				URIBaseID string `json:"uriBaseId"`
			}
			Replacements []struct {
				DeletedRegion   struct{ ByteOffset, ByteLength int }
				InsertedContent struct{ Text string }
			}
		}
	}
	Suppressions  []struct{ Kind, Justification string }
	BaselineState string
}

func TestSARIF(t *testing.T) {
	t.Parallel()
	dir := copyModule(t, "hazmod")
	stdout, stderr, code := agentvet(t, dir, "-format", "sarif", "./app")
	require.Equal(t, ExitFindings, code, stderr)
	validateSARIF(t, stdout)

	var log sarifLog
	require.NoError(t, json.Unmarshal([]byte(stdout), &log))
	assert.Equal(t, "2.1.0", log.Version)
	require.Len(t, log.Runs, 1)
	run := log.Runs[0]
	assert.Equal(t, "agentvet", run.Tool.Driver.Name)
	require.Len(t, run.Tool.Driver.Rules, 1)
	rule := run.Tool.Driver.Rules[0]
	assert.Equal(t, "testhazard", rule.ID)
	assert.Equal(t, "https://github.com/agentvet/agentvet#testhazard", rule.HelpURI)
	assert.Equal(t, "report calls of Hazard", rule.ShortDescription.Text)
	assert.Contains(t, rule.Help.Text, "Every call of a function named Hazard is a finding.")
	assert.Equal(t, "file://"+dir+"/", run.OriginalURIBaseIDs["%SRCROOT%"].URI)

	// Three results: two reported, one suppressed in source.
	require.Len(t, run.Results, 3)
	first, suppressed, unicode := run.Results[0], run.Results[1], run.Results[2]
	for _, r := range run.Results {
		assert.Equal(t, "testhazard", r.RuleID)
		assert.Equal(t, 0, r.RuleIndex)
		require.Len(t, r.Locations, 1)
		assert.Equal(t, "app/app.go", r.Locations[0].PhysicalLocation.ArtifactLocation.URI)
		assert.Equal(t, "%SRCROOT%", r.Locations[0].PhysicalLocation.ArtifactLocation.URIBaseID)
		assert.Len(t, r.PartialFingerprints["agentvet/v2"], 64)
	}
	assert.Equal(t, 9, first.Locations[0].PhysicalLocation.Region.StartLine)

	// The suggested fix, in bytes: "Hazard" at offset 254 becomes "Safe".
	require.Len(t, first.Fixes, 1)
	fix := first.Fixes[0]
	assert.Equal(t, "call Safe instead", fix.Description.Text)
	require.Len(t, fix.ArtifactChanges, 1)
	assert.Equal(t, "app/app.go", fix.ArtifactChanges[0].ArtifactLocation.URI)
	assert.Equal(t, "%SRCROOT%", fix.ArtifactChanges[0].ArtifactLocation.URIBaseID)
	require.Len(t, fix.ArtifactChanges[0].Replacements, 1)
	rep := fix.ArtifactChanges[0].Replacements[0]
	assert.Equal(t, 254, rep.DeletedRegion.ByteOffset)
	assert.Equal(t, 6, rep.DeletedRegion.ByteLength)
	assert.Equal(t, "Safe", rep.InsertedContent.Text)
	assert.Empty(t, first.Suppressions)

	// The path: every hop in order, the one in package sink included,
	// each a region with its end, then the primary location.
	require.Len(t, first.CodeFlows, 1)
	require.Len(t, first.CodeFlows[0].ThreadFlows, 1)
	var hops []string
	for _, l := range first.CodeFlows[0].ThreadFlows[0].Locations {
		r := l.Location.PhysicalLocation.Region
		hops = append(hops, l.Location.Message.Text+"@"+l.Location.PhysicalLocation.ArtifactLocation.URI+":"+
			itoa(r.StartLine)+":"+itoa(r.StartColumn)+"-"+itoa(r.EndLine)+":"+itoa(r.EndColumn))
	}
	assert.Equal(t, []string{
		"producer: the argument@app/app.go:9:14-9:15",
		"sink: Hazard@app/app.go:9:7-9:13",
		"declared in package sink@sink/sink.go:5:1-5:1",
		"argument reaches Hazard (declared at sink.go:5)@app/app.go:9:2-9:16",
	}, hops)
	assert.Equal(t, [2]int{9, 16}, [2]int{first.Locations[0].PhysicalLocation.Region.EndLine, first.Locations[0].PhysicalLocation.Region.EndColumn})

	assert.Equal(t, 18, suppressed.Locations[0].PhysicalLocation.Region.StartLine)
	require.Len(t, suppressed.Suppressions, 1)
	assert.Equal(t, "inSource", suppressed.Suppressions[0].Kind)
	assert.Equal(t, "reviewed: y is a constant in every caller", suppressed.Suppressions[0].Justification)
	// The suppression is not a hop of the path.
	assert.Len(t, suppressed.CodeFlows[0].ThreadFlows[0].Locations, 4)

	// Columns count UTF-16 code units: "é" and "→" are one each, not
	// two and three bytes.
	reg := unicode.Locations[0].PhysicalLocation.Region
	assert.Equal(t, [4]int{23, 17, 23, 31}, [4]int{reg.StartLine, reg.StartColumn, reg.EndLine, reg.EndColumn})

	// Fingerprints survive unrelated edits that move the code.
	insertLines(t, filepath.Join(dir, "app", "app.go"), 7, "// Moved.\n\n")
	moved, stderr, code := agentvet(t, dir, "-format", "sarif", "./app")
	require.Equal(t, ExitFindings, code, stderr)
	var log2 sarifLog
	require.NoError(t, json.Unmarshal([]byte(moved), &log2))
	require.Len(t, log2.Runs[0].Results, 3)
	for i, r := range log2.Runs[0].Results {
		assert.Equal(t, run.Results[i].Locations[0].PhysicalLocation.Region.StartLine+2, r.Locations[0].PhysicalLocation.Region.StartLine)
		assert.Equal(t, run.Results[i].PartialFingerprints, r.PartialFingerprints)
	}
}

func TestSARIFBaselineState(t *testing.T) {
	t.Parallel()
	dir := copyModule(t, "hazmod")
	base := filepath.Join(t.TempDir(), "b.json")
	_, stderr, code := agentvet(t, dir, "-write-baseline", base, "./clean")
	require.Equal(t, ExitClean, code, stderr)
	stdout, stderr, code := agentvet(t, dir, "-format", "sarif", "-baseline", base, "./app")
	require.Equal(t, ExitFindings, code, stderr)
	validateSARIF(t, stdout)
	var log sarifLog
	require.NoError(t, json.Unmarshal([]byte(stdout), &log))
	require.Len(t, log.Runs[0].Results, 3)
	assert.Equal(t, "new", log.Runs[0].Results[0].BaselineState)
	assert.Empty(t, log.Runs[0].Results[1].BaselineState, "a suppressed result is not new")
}

func itoa(i int) string {
	b, _ := json.Marshal(i)
	return string(b)
}
