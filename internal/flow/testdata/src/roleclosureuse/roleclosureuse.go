// Package roleclosureuse puts third-party text in messages of each role
// and converts them with roleclosure's converters.
package roleclosureuse

import "roleclosure"

func HazardSystem() {
	roleclosure.Convert([]roleclosure.Message{roleclosure.NewSystemMessage(roleclosure.Page())}) // want "web:page.*reaches the system prompt"
}

func HazardAssistant() {
	roleclosure.Convert([]roleclosure.Message{roleclosure.NewAssistantMessage(roleclosure.Page())}) // want "web:page.*reaches an assistant message"
}

// HazardUnknownRole: a role the code does not fix reaches every case;
// the finding claims the gravest position it reaches.
func HazardUnknownRole(role string) {
	roleclosure.Convert([]roleclosure.Message{{Role: role, Content: roleclosure.Page()}}) // want "web:page.*reaches the system prompt"
}

// BenignTool: a tool message takes no case that sends the system prompt.
func BenignTool() {
	roleclosure.Convert([]roleclosure.Message{roleclosure.NewToolMessage(roleclosure.Page())})
}

// BenignDefaultTool: default runs for no role its switch names.
func BenignDefaultTool() {
	roleclosure.Default([]roleclosure.Message{roleclosure.NewToolMessage(roleclosure.Page())})
}

func HazardDefaultSystem() {
	roleclosure.Default([]roleclosure.Message{roleclosure.NewSystemMessage(roleclosure.Page())}) // want "web:page.*reaches the system prompt"
}
