package presets

import "github.com/agentvet/agentvet/internal/policy"

// goGitHubFamily is go-github under each major version real agents pin:
// the types and getters below are the same in all of them.
func goGitHubFamily() family {
	return family{
		name: "go-github",
		editions: []edition{
			{goGitHub("github.com/google/go-github/v74", "v74.0.0"), "adk"},
			{goGitHub("github.com/google/go-github/v45", "v45.2.0"), "adk"},
		},
	}
}

// goGitHub is go-github's table at one module path: anyone on the internet
// writes an issue's or a pull request's title and body, a comment and a
// review. They are third-party text wherever the value comes from (a
// client call, a webhook event's payload, a callback's argument), read as
// a field or through its generated getter.
func goGitHub(module, version string) policy.Preset {
	goGitHubPkg := module + "/github"
	p := policy.Preset{
		Name:     "go-github",
		Module:   module,
		Version:  version,
		Packages: []string{goGitHubPkg},
	}
	types := []struct {
		typ, origin string
		fields      []string
	}{
		{"Issue", "web:github-issue", []string{"Title", "Body"}},
		{"PullRequest", "web:github-pull-request", []string{"Title", "Body"}},
		{"IssueComment", "web:github-comment", []string{"Body"}},
		{"PullRequestComment", "web:github-comment", []string{"Body"}},
		{"RepositoryComment", "web:github-comment", []string{"Body"}},
		{"PullRequestReview", "web:github-review", []string{"Body"}},
	}
	for _, t := range types {
		p.Producers = append(p.Producers, typeProducer(goGitHubPkg, t.typ, t.origin, "go-github "+t.typ, t.fields...)...)
		for _, f := range t.fields {
			p.Producers = append(p.Producers,
				produces(ptrMethod(goGitHubPkg, t.typ, "Get"+f), t.origin, "go-github "+t.typ+".Get"+f))
		}
	}
	return p
}
