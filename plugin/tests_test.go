package plugin

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/agentvet/agentvet/internal/report"
)

// TestTestsSetting: findings in _test.go files are left out by default,
// and the `tests: true` setting includes them (the same -tests flag as
// the other drivers).
func TestTestsSetting(t *testing.T) {
	for _, tests := range []bool{false, true} {
		restoreFlags(t)
		var conf any
		if tests {
			conf = map[string]any{"tests": true}
		}
		p, err := newPlugin(t, "taintflow", conf)
		require.NoError(t, err)
		as, err := p.BuildAnalyzers()
		require.NoError(t, err)
		var files []string
		for _, r := range analysistest.Run(nopT{}, analysistest.TestData(), as[0], "testfiles") {
			fs, _ := r.Result.([]report.Finding)
			for _, f := range fs {
				files = append(files, filepath.Base(f.Pos.File))
			}
		}
		assert.Contains(t, files, "testfiles.go", "tests: %v", tests)
		if tests {
			assert.Contains(t, files, "testfiles_test.go")
		} else {
			assert.NotContains(t, files, "testfiles_test.go")
		}
	}
}

type nopT struct{}

func (nopT) Errorf(string, ...any) {}
