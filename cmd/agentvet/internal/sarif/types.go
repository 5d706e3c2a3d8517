// Package sarif writes agentvet's findings as a SARIF 2.1.0 log, the
// format code-scanning services read: one rule per analyzer, results with
// locations relative to the module root, the producer-to-sink path as a
// code flow, fingerprints that survive unrelated edits, and in-source
// suppressions listed rather than dropped.
package sarif

// The types below are the subset of the SARIF 2.1.0 object model that
// agentvet writes. Field names and nesting follow the OASIS schema
// (testdata/sarif-schema-2.1.0.json validates the output in tests).

// Log is a sarifLog.
type Log struct {
	Schema  string `json:"$schema"`
	Version string `json:"version"`
	Runs    []Run  `json:"runs"`
}

// Run is one run of the tool.
type Run struct {
	Tool               Tool                        `json:"tool"`
	Invocations        []Invocation                `json:"invocations,omitempty"`
	OriginalURIBaseIDs map[string]ArtifactLocation `json:"originalUriBaseIds,omitempty"`
	ColumnKind         string                      `json:"columnKind"`
	Results            []Result                    `json:"results"`
}

// Tool describes agentvet.
type Tool struct {
	Driver Driver `json:"driver"`
}

// Driver is the tool component that produced the results.
type Driver struct {
	Name           string `json:"name"`
	Version        string `json:"version,omitempty"`
	InformationURI string `json:"informationUri"`
	Rules          []Rule `json:"rules"`
}

// Rule is a reportingDescriptor: one per analyzer.
type Rule struct {
	ID                   string         `json:"id"`
	Name                 string         `json:"name"`
	ShortDescription     Message        `json:"shortDescription"`
	FullDescription      Message        `json:"fullDescription"`
	Help                 Message        `json:"help"`
	HelpURI              string         `json:"helpUri"`
	DefaultConfiguration Configuration  `json:"defaultConfiguration"`
	Properties           map[string]any `json:"properties,omitempty"`
}

// Configuration is a reportingConfiguration.
type Configuration struct {
	Level string `json:"level"`
}

// Message is a SARIF message.
type Message struct {
	Text     string `json:"text"`
	Markdown string `json:"markdown,omitempty"`
}

// Invocation says whether the run succeeded.
type Invocation struct {
	ExecutionSuccessful        bool           `json:"executionSuccessful"`
	ToolExecutionNotifications []Notification `json:"toolExecutionNotifications,omitempty"`
}

// Notification is an error the tool met while running: a package it
// could not analyse, located at the first error when that has a place.
type Notification struct {
	Level     string     `json:"level"`
	Message   Message    `json:"message"`
	Locations []Location `json:"locations,omitempty"`
}

// Result is one finding.
type Result struct {
	RuleID              string            `json:"ruleId"`
	RuleIndex           int               `json:"ruleIndex"`
	Level               string            `json:"level"`
	Message             Message           `json:"message"`
	Locations           []Location        `json:"locations"`
	CodeFlows           []CodeFlow        `json:"codeFlows,omitempty"`
	PartialFingerprints map[string]string `json:"partialFingerprints"`
	Fixes               []Fix             `json:"fixes,omitempty"`
	Suppressions        []Suppression     `json:"suppressions,omitempty"`
	BaselineState       string            `json:"baselineState,omitempty"`
	Properties          map[string]any    `json:"properties,omitempty"`
}

// Location is a place in a source file.
type Location struct {
	PhysicalLocation PhysicalLocation `json:"physicalLocation"`
	Message          *Message         `json:"message,omitempty"`
}

// PhysicalLocation is a file and a region of it.
type PhysicalLocation struct {
	ArtifactLocation ArtifactLocation `json:"artifactLocation"`
	Region           *Region          `json:"region,omitempty"`
}

// ArtifactLocation is a file, relative to a base URI when URIBaseID is set.
type ArtifactLocation struct {
	URI       string `json:"uri"`
	URIBaseID string `json:"uriBaseId,omitempty"`
}

// Region is a span of lines and columns (1-based, columns in UTF-16 code
// units: the run's columnKind).
type Region struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn,omitempty"`
	EndLine     int `json:"endLine,omitempty"`
	EndColumn   int `json:"endColumn,omitempty"`
}

// CodeFlow is the path of a finding.
type CodeFlow struct {
	ThreadFlows []ThreadFlow `json:"threadFlows"`
}

// ThreadFlow is a sequence of locations.
type ThreadFlow struct {
	Locations []ThreadFlowLocation `json:"locations"`
}

// ThreadFlowLocation is one hop of a path.
type ThreadFlowLocation struct {
	Location Location `json:"location"`
}

// Suppression records why a finding is accepted: an //agentvet:ignore
// directive (inSource) or an allow entry of the configuration (external).
type Suppression struct {
	Kind          string `json:"kind"`
	Justification string `json:"justification"`
}

// Fix is a suggested fix: changes to one or more files, applied together.
type Fix struct {
	Description     Message          `json:"description"`
	ArtifactChanges []ArtifactChange `json:"artifactChanges"`
}

// ArtifactChange is the part of a fix in one file.
type ArtifactChange struct {
	ArtifactLocation ArtifactLocation `json:"artifactLocation"`
	Replacements     []Replacement    `json:"replacements"`
}

// Replacement replaces a byte range of the file.
type Replacement struct {
	DeletedRegion   ByteRegion `json:"deletedRegion"`
	InsertedContent *Content   `json:"insertedContent,omitempty"`
}

// ByteRegion is a region given by byte offset and length (go/analysis
// edits are byte offsets).
type ByteRegion struct {
	ByteOffset int `json:"byteOffset"`
	ByteLength int `json:"byteLength"`
}

// Content is inserted text.
type Content struct {
	Text string `json:"text"`
}
