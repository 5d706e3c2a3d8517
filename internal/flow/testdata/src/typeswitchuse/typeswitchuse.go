// Package typeswitchuse calls typeswitch's converters with third-party
// text in the field they read, and in the field beside it.
package typeswitchuse

import "typeswitch"

func Hazard() {
	typeswitch.Convert(typeswitch.Items{{Text: typeswitch.Page()}}) // want "web:page.*reaches the system prompt"
}

func HazardAssert() {
	typeswitch.Assert(typeswitch.Items{{Text: typeswitch.Page()}}) // want "web:page.*reaches the system prompt"
}

func HazardString() {
	typeswitch.Convert(typeswitch.Page()) // want "web:page.*reaches the system prompt"
}

func Benign() {
	typeswitch.Convert(typeswitch.Items{{Out: typeswitch.Page()}})
}

func BenignAssert() {
	typeswitch.Assert(typeswitch.Items{{Out: typeswitch.Page()}})
}
