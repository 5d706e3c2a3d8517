// Package difftest is the differential injection test as a helper for
// an application's own tests.
//
// Most injection tests assert that a particular bad thing did not happen,
// which covers exactly the bad things someone thought of. A differential
// test asserts equality over everything except the untrusted field, which
// covers outcomes nobody thought of, including ones added later by
// someone who never read the test. [Run] builds the same state twice,
// once with hostile text in the untrusted field (an instruction, terminal
// escapes, U+2028, a forged fence close, a forged renderer prefix) and
// once with bland text, strips the field from both decisions, and
// requires them to be byte-identical. It also requires the hostile text
// to be displayed, neutralised, not suppressed; and it repeats all of it
// after the state has been through the caller's persistence round trip,
// so the property holds for what is read back as prior state too.
//
// # What it does not do
//
// It checks the decision function it is given over the states it is
// given: it is as good as the Strip function (which must remove the field
// and nothing else) and the Persist function (which must go through the
// real store). It shows influence on these inputs; it does not prove the
// absence of influence for every input.
package difftest
