package coarse

// A large group whose flows go to two fields of the result (a model
// call's reply kept in a few fields of the value that also holds a
// persona template: musebot's CallLLM) is merged into one flow per field,
// not into one flow to the whole result: the persona beside them stays
// the program's own.

// Kept is a step's result: its Persona goes to the system prompt, its
// Notes and Log hold what the hooks return.
type Kept struct {
	Persona string
	Notes   NoteBlock
	Log     LogBlock
}

type NoteBlock struct {
	N00 string
	N01 string
	N02 string
	N03 string
	N04 string
	N05 string
	N06 string
	N07 string
	N08 string
	N09 string
	N10 string
	N11 string
	N12 string
	N13 string
	N14 string
	N15 string
	N16 string
	N17 string
	N18 string
	N19 string
	N20 string
	N21 string
	N22 string
	N23 string
	N24 string
	N25 string
	N26 string
	N27 string
	N28 string
	N29 string
	N30 string
	N31 string
	N32 string
	N33 string
	N34 string
}

type LogBlock struct {
	L00 string
	L01 string
	L02 string
	L03 string
	L04 string
	L05 string
	L06 string
	L07 string
	L08 string
	L09 string
	L10 string
	L11 string
	L12 string
	L13 string
	L14 string
	L15 string
	L16 string
	L17 string
	L18 string
	L19 string
	L20 string
	L21 string
	L22 string
	L23 string
	L24 string
	L25 string
	L26 string
	L27 string
	L28 string
	L29 string
	L30 string
	L31 string
	L32 string
	L33 string
	L34 string
}

// StepKept notes what each hook call returns in two blocks of its result.
func StepKept(persona string, h Hooks) *Kept {
	r := &Kept{Persona: persona}
	r.Notes.N00 = h.Note()
	r.Notes.N01 = h.Note()
	r.Notes.N02 = h.Note()
	r.Notes.N03 = h.Note()
	r.Notes.N04 = h.Note()
	r.Notes.N05 = h.Note()
	r.Notes.N06 = h.Note()
	r.Notes.N07 = h.Note()
	r.Notes.N08 = h.Note()
	r.Notes.N09 = h.Note()
	r.Notes.N10 = h.Note()
	r.Notes.N11 = h.Note()
	r.Notes.N12 = h.Note()
	r.Notes.N13 = h.Note()
	r.Notes.N14 = h.Note()
	r.Notes.N15 = h.Note()
	r.Notes.N16 = h.Note()
	r.Notes.N17 = h.Note()
	r.Notes.N18 = h.Note()
	r.Notes.N19 = h.Note()
	r.Notes.N20 = h.Note()
	r.Notes.N21 = h.Note()
	r.Notes.N22 = h.Note()
	r.Notes.N23 = h.Note()
	r.Notes.N24 = h.Note()
	r.Notes.N25 = h.Note()
	r.Notes.N26 = h.Note()
	r.Notes.N27 = h.Note()
	r.Notes.N28 = h.Note()
	r.Notes.N29 = h.Note()
	r.Notes.N30 = h.Note()
	r.Notes.N31 = h.Note()
	r.Notes.N32 = h.Note()
	r.Notes.N33 = h.Note()
	r.Notes.N34 = h.Note()
	r.Log.L00 = h.Note()
	r.Log.L01 = h.Note()
	r.Log.L02 = h.Note()
	r.Log.L03 = h.Note()
	r.Log.L04 = h.Note()
	r.Log.L05 = h.Note()
	r.Log.L06 = h.Note()
	r.Log.L07 = h.Note()
	r.Log.L08 = h.Note()
	r.Log.L09 = h.Note()
	r.Log.L10 = h.Note()
	r.Log.L11 = h.Note()
	r.Log.L12 = h.Note()
	r.Log.L13 = h.Note()
	r.Log.L14 = h.Note()
	r.Log.L15 = h.Note()
	r.Log.L16 = h.Note()
	r.Log.L17 = h.Note()
	r.Log.L18 = h.Note()
	r.Log.L19 = h.Note()
	r.Log.L20 = h.Note()
	r.Log.L21 = h.Note()
	r.Log.L22 = h.Note()
	r.Log.L23 = h.Note()
	r.Log.L24 = h.Note()
	r.Log.L25 = h.Note()
	r.Log.L26 = h.Note()
	r.Log.L27 = h.Note()
	r.Log.L28 = h.Note()
	r.Log.L29 = h.Note()
	r.Log.L30 = h.Note()
	r.Log.L31 = h.Note()
	r.Log.L32 = h.Note()
	r.Log.L33 = h.Note()
	r.Log.L34 = h.Note()
	return r
}
