// Package verbpin defines an Analyzer that pins forbidden actuation verbs
// (keystroke injection into another session) out of designated packages.
//
// # Analyzer verbpin
//
// verbpin: report designated packages that reach a keystroke-injection verb, through any helper
//
// The layer that interprets third-party text must never actuate: it may
// recommend, but it must not type into another session. verbpin makes that
// a property of the call graph instead of a convention.
//
// A package is designated by a //agentvet:noactuate line in the comment
// directly above its package clause, or by a pattern in the verbpin.packages
// list of agentvet.yaml ("example.com/agent/supervise/...").
//
// A forbidden verb is a capability, matched on the call and its arguments:
//
//   - a process started with os/exec (Command, CommandContext, an exec.Cmd
//     with Path or Args, os.StartProcess, syscall.Exec) whose argument
//     vector is tmux send-keys, send, paste-buffer or load-buffer; screen
//     -X stuff; xdotool type, key, keydown or keyup; ydotool; wtype; or
//     osascript with a script that holds "keystroke" or "key code". The
//     program may be named by a path (/usr/bin/tmux), behind env or sudo,
//     or inside a sh -c script. Read-only subcommands (tmux
//     list-sessions, capture-pane, display-message) are not verbs;
//   - the TIOCSTI ioctl (golang.org/x/sys/unix or syscall), and opening
//     /dev/uinput;
//   - a verb declared in agentvet.yaml: a function (every call is the
//     verb) or an argument-vector pattern.
//
// The argument vector is resolved through SSA: constants, slice literals,
// append, strings.Fields or strings.Split of a constant or of a fmt.Sprintf
// with a constant format, args[0] and args[1:]..., and values passed in by
// callers: a helper such as run(name string, args ...string) is summarised
// as "parameter 0 is argv[0], parameter 1 is the rest" and resolved at each
// call site, in any package.
//
// A function that reaches a verb, directly or through functions that do
// (static calls, closures, a function or method value stored in a struct
// field or package variable of the package, and interface calls resolved
// over the concrete types of the package and of its imports that carry
// facts), is exported as a fact with its call path. A call in a designated
// package to such a function is reported with the whole path:
//
//	supervise.go:40 → internal/ops.Nudge → internal/ops.run → exec.Command("tmux", "send-keys", …)
//
// The hops inside the package being analysed are also attached as related
// positions. A call outside designated packages is never reported.
//
// With -verbpin.text (or verbpin.text: true in agentvet.yaml) a second rule
// pins the designated package's own source text: no string literal of its
// non-test files may hold a verb token (send-keys, paste-buffer, keystroke,
// xdotool type, …). It is off by default because it also trips on a log
// message or a file name that mentions a verb.
//
// Its work is bounded by the shared -verbpin.budget flag, counted in
// call-site visits per package. Past it verbpin fails closed: a designated
// package gets a finding that it was not proven, and every callable
// function of another package is exported as possibly reaching a verb, so
// designated callers are reported.
//
// What it does not follow, stated plainly: a function value kept in a map,
// slice or channel or received as a parameter, reflection, C code reached
// through cgo, and an argument vector built in a loop or read from data.
// Those calls are not reported; the source-text rule is the backstop for
// the designated package's own text.
//
// Packages of the standard library and golang.org/x/sys, and packages that
// use nothing of os/exec, no other primitive (an open only in a package
// that mentions uinput), no config-declared verb, and nothing of a package
// with verbpin facts, are skipped without building SSA.
package verbpin
