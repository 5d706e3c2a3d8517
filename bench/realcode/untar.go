package main

import (
	"archive/tar"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
)

// untar extracts the tar stream r (git archive's output) into dst. It is
// done here rather than by a tar binary so that the bench needs only git
// and go, and so that no entry can land outside dst: every name must be
// local, and a symbolic link is kept only when its target stays inside
// the tree (a repository is third-party input too).
func untar(r io.Reader, dst string) error {
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return err
	}
	tr := tar.NewReader(r)
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if h.Typeflag == tar.TypeXGlobalHeader { // git's commit id
			continue
		}
		name := filepath.FromSlash(path.Clean(h.Name))
		if !filepath.IsLocal(name) {
			return fmt.Errorf("archive entry %q is not inside the tree", h.Name)
		}
		target := filepath.Join(dst, name)
		switch h.Typeflag {
		case tar.TypeDir:
			err = os.MkdirAll(target, 0o755)
		case tar.TypeReg:
			err = writeEntry(tr, target, h.FileInfo().Mode())
		case tar.TypeSymlink:
			// A link's target is relative to the link's own directory.
			rel := filepath.Join(filepath.Dir(name), filepath.FromSlash(h.Linkname))
			if filepath.IsAbs(h.Linkname) || !filepath.IsLocal(rel) {
				continue
			}
			if err = os.MkdirAll(filepath.Dir(target), 0o755); err == nil {
				err = os.Symlink(h.Linkname, target)
			}
		}
		if err != nil {
			return err
		}
	}
}

// writeEntry writes one regular file, executable if the archive says so.
func writeEntry(r io.Reader, target string, mode os.FileMode) error {
	if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
		return err
	}
	perm := os.FileMode(0o644)
	if mode&0o111 != 0 {
		perm = 0o755
	}
	f, err := os.OpenFile(target, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, r); err != nil {
		_ = f.Close()
		return err
	}
	return f.Close()
}
