package ign

func call() {}

func F() {
	call() // want "call"

	//agentvet:ignore demo the operator wrote this by hand
	call()

	call() //agentvet:ignore demo,other reviewed in PR 12

	//agentvet:ignore other a different analyzer's suppression
	call() // want "call"

	//agentvet:ignore demo // want "has no reason"
	call() // want "call"

	//agentvet:ignored demo not ours: a different word
	call() // want "call"
}
