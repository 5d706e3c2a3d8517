// Package elemcopy: the fields of a message element stay apart when a
// converter copies the element (elemcopylib): the page in a tool output
// does not reach the system message the converter builds from another
// field.
package elemcopy

import lib "elemcopylib"

//agentvet:producer origin=web:page
func Page() string { return "" }

func RangeCopy() {
	lib.Range([]lib.Item{{Msg: lib.Msg{Role: "system", Content: "You are helpful."}, Out: lib.Out{Output: Page()}}}) // benign: the page is a tool output, the sink reads the message
	lib.Range([]lib.Item{{Msg: lib.Msg{Role: "system", Content: Page()}}})                                           // want "reaches the system prompt"
}

func LocalCopy() {
	lib.At([]lib.Item{{Out: lib.Out{CallID: "1", Output: Page()}}}, 0) // benign: the page is a tool output
	lib.At([]lib.Item{{Msg: lib.Msg{Content: Page()}}}, 0)             // want "reaches the system prompt"
}

func TypeSwitch() {
	lib.Convert(lib.Items{{Out: lib.Out{CallID: "1", Output: Page()}}}) // benign: the page is a tool output
	lib.Convert(lib.Items{{Msg: lib.Msg{Content: Page()}}})             // want "reaches the system prompt"
}
