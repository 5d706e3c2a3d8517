package plugin

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// policyHashKey is the settings key under which the plugin records the
// policy file's hash in golangci-lint's copy of the linter settings.
const policyHashKey = "agentvet-policy-sha256"

// defaultPolicyFile is the file agentvet reads at the module root when no
// config is named.
const defaultPolicyFile = "agentvet.yaml"

// saltWithPolicy records a hash of the policy file in conf, golangci-lint's
// own settings map for the linter.
//
// golangci-lint keys its result cache on the linter settings (it hashes
// them after it has built the linters), on the sources and on the binary,
// not on the files a setting names. Without this, editing agentvet.yaml
// would replay the findings of the old policy until the sources change:
// an allow entry removed in review would keep hiding its finding in every
// CI run that restores the cache. The file is the one named by config,
// or else agentvet.yaml at the root of the module holding the working
// directory. When the linter has no `settings:` block (conf is nil) there
// is nothing to record into; the plugin documentation says so.
func saltWithPolicy(conf any, config string) error {
	m, ok := conf.(map[string]any)
	if !ok || m == nil {
		return nil
	}
	path := config
	if path == "" {
		root, err := moduleRoot()
		if err != nil {
			return nil // not in a module: agentvet finds no default file either
		}
		path = filepath.Join(root, defaultPolicyFile)
	}
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist) && config == "":
		m[policyHashKey] = "none"
		return nil
	case err != nil:
		return err
	}
	sum := sha256.Sum256(data)
	m[policyHashKey] = hex.EncodeToString(sum[:])
	return nil
}

// moduleRoot returns the nearest directory at or above the working
// directory that has a go.mod.
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fs.ErrNotExist
		}
		dir = parent
	}
}
