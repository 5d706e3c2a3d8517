// Package plugin registers the agentvet analyzers as golangci-lint v2 module
// plugins, one plugin per analyzer (taintflow, unwrapaudit, fencecheck,
// verbpin), so each keeps its own linter name and its own rule id in
// golangci-lint's JSON and SARIF output.
//
// Build a golangci-lint that contains them with `golangci-lint custom` and
// the repository's .custom-gcl.yml, or offline with the main module in
// tools/golangci-lint-agentvet. Then enable them in .golangci.yml:
//
//	version: "2"
//	linters:
//	  enable: [taintflow, unwrapaudit, fencecheck, verbpin]
//	  settings:
//	    custom:
//	      taintflow:
//	        type: module
//	        description: third-party text reaching an instruction position
//	        settings:
//	          config: agentvet.yaml
//	          argv: false
//	      unwrapaudit:
//	        type: module
//	      fencecheck:
//	        type: module
//	      verbpin:
//	        type: module
//
// Each setting is one of the analyzer's flags (`go vet -vettool` spells
// them -taintflow.argv=false): `config` names the agentvet.yaml policy file
// every analyzer shares, taintflow has `argv`, and so on. A key that is not
// a flag of the analyzer is an error that lists the keys it has, rather
// than a setting silently ignored. `config` is one file for the whole suite:
// naming it on one linter is enough, and naming two different files is an
// error.
//
// golangci-lint caches each package's findings, keyed on the package's
// sources, the linter settings in .golangci.yml, go.mod and the binary's
// version (tools/golangci-lint-agentvet salts that with a hash of itself,
// so a rebuilt plugin never replays old findings). It does not read the
// policy file, so the plugin records the file's hash in golangci-lint's
// copy of the settings (key agentvet-policy-sha256) before golangci-lint
// computes the key: editing agentvet.yaml is a cache miss. That needs a
// `settings:` block (`config:` or any other key) on at least one agentvet
// linter; the cache key covers them all. With none there is nothing to
// record into: after editing the policy file, run
// `golangci-lint-agentvet cache clean`.
package plugin
