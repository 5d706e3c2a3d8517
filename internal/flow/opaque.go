package flow

import "go/types"

// opaque reports whether values of type t hold no text for a prompt (the
// policy's Opaque types: a transport and what implements one). Text
// stored in their fields is not followed.
func (p *pkgState) opaque(t types.Type) bool {
	if len(p.model.Opaque) == 0 || t == nil {
		return false
	}
	if ans, ok := p.opaqueMemo[t]; ok {
		return ans
	}
	if p.opaqueTypes == nil {
		p.opaqueTypes = []types.Type{}
		for _, ref := range p.model.Opaque {
			if ot := p.lookupType(ref); ot != nil {
				p.opaqueTypes = append(p.opaqueTypes, ot)
			}
		}
	}
	ans := false
	for _, ot := range p.opaqueTypes {
		if iface, ok := ot.Underlying().(*types.Interface); ok {
			if _, isIface := t.Underlying().(*types.Interface); isIface {
				continue
			}
			if types.Implements(t, iface) || types.Implements(types.NewPointer(t), iface) {
				ans = true
			}
		} else if types.Identical(t, ot) {
			ans = true
		}
	}
	if p.opaqueMemo == nil {
		p.opaqueMemo = map[types.Type]bool{}
	}
	p.opaqueMemo[t] = ans
	return ans
}
