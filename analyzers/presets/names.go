package presets

import (
	"strings"

	"github.com/agentvet/agentvet/internal/policy"
)

// The helpers below spell names the way types.Func.Origin().FullName()
// does, so the tables read as package, type and member rather than as
// punctuation.

// fn names a package-level function: "pkg.F".
func fn(pkg, name string) string { return pkg + "." + name }

// method names a method with a value receiver, or an interface method:
// "(pkg.T).M".
func method(pkg, typ, name string) string { return "(" + pkg + "." + typ + ")." + name }

// ptrMethod names a method with a pointer receiver: "(*pkg.T).M".
func ptrMethod(pkg, typ, name string) string { return "(*" + pkg + "." + typ + ")." + name }

// field names a struct field: "pkg.T.F".
func field(pkg, typ, name string) string { return pkg + "." + typ + "." + name }

// roleType names a named string type whose constants are message roles:
// "pkg.T" (see policy.Preset.RoleTypes).
func roleType(pkg, typ string) string { return pkg + "." + typ }

// roleConsts names the untyped string constants whose names begin with
// prefix, an SDK's message roles when it declares no type for them:
// "pkg.Prefix*" (see policy.Preset.RoleTypes).
func roleConsts(pkg, prefix string) string { return pkg + "." + prefix + "*" }

// clientCall is a client method whose results are third-party text: the
// rows an SDK's client calls are listed in, with the origin and a name for
// a person (the presets add the client type to it).
type clientCall struct{ method, origin, what string }

// produces is a producer whose every text-capable result is third-party text.
func produces(name, origin, what string) policy.Producer {
	return policy.Producer{Func: name, Origin: origin, What: what}
}

// callback is a producer whose listed parameters (receiver excluded) are
// third-party text in every implementation of the interface method name.
func callback(name string, params []int, origin, what string) policy.Producer {
	return policy.Producer{Func: name, Params: params, Origin: origin, What: what}
}

// callbackField is a producer whose listed parameters are third-party text
// in every function stored into the func-typed field name.
func callbackField(name string, params []int, origin, what string) policy.Producer {
	return policy.Producer{Field: name, Params: params, Origin: origin, What: what}
}

// typeProducer makes the fields of the SDK data type pkg.typ third-party
// text wherever a value of it comes from (a parameter, a field, a channel,
// a callback's argument): every read of one of them is tainted. what
// names the type for a person ("mcp-go mcp.Tool").
func typeProducer(pkg, typ, origin, what string, fields ...string) []policy.Producer {
	ps := make([]policy.Producer, 0, len(fields))
	for _, f := range fields {
		ps = append(ps, policy.Producer{Field: field(pkg, typ, f), Origin: origin, What: what + "." + f})
	}
	return ps
}

// argSink is a function whose arguments args (all text-capable arguments
// when none are listed) are the position pos.
func argSink(name string, pos policy.Position, what string, args ...int) policy.Sink {
	return policy.Sink{Func: name, Args: args, Position: pos, RoleArg: -1, What: what}
}

// roleArgSink is a function whose arguments args are the position that the
// role passed as argument roleArg maps to in roles.
func roleArgSink(name string, roleArg int, roles map[string]policy.Position, what string, args ...int) policy.Sink {
	return policy.Sink{Func: name, Args: args, RoleArg: roleArg, Roles: roles, What: what}
}

// fieldSink is a struct field that is the position pos.
func fieldSink(name string, pos policy.Position, what string) policy.Sink {
	return policy.Sink{Field: name, Position: pos, RoleArg: -1, What: what}
}

// roleFieldSink is a struct field whose position is the one that the value
// of its sibling field roleField maps to in roles.
func roleFieldSink(name, roleField string, roles map[string]policy.Position, what string) policy.Sink {
	return policy.Sink{Field: name, RoleField: roleField, RoleArg: -1, Roles: roles, What: what}
}

// resultSink is a slot that is what a function returns: a func-typed
// field (the function stored there) or an interface method (every
// implementation).
func resultSink(name string, pos policy.Position, what string) policy.Sink {
	s := policy.Sink{Position: pos, RoleArg: -1, Results: true, What: what}
	if strings.HasPrefix(name, "(") {
		s.Func = name
	} else {
		s.Field = name
	}
	return s
}
