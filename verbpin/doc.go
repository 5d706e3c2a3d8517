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
// A forbidden verb is a capability, matched on the call and its arguments.
// The verb table (verbpin/internal/verbs; this list is generated from it):
//
//   - tmux send-keys: tmux or tmate typing into a pane or pasting into one
//     (send-keys, send, paste-buffer, load-buffer and their short forms),
//     as the command after the global options or after a `;` word (tmux,
//     tmate). Cannot see: commands read from a file (tmux source-file, -f),
//     a command word built at run time, and the tmux control protocol
//     spoken over its socket.
//   - screen -X stuff: screen -X stuff, which types its argument into a
//     window. Cannot see: screen commands read from a screenrc or typed
//     through screen's own command line.
//   - xdotool type: xdotool type, key, keydown and keyup anywhere in its
//     command chain. Cannot see: an xdotool script file (xdotool FILE), and
//     the X11 XTEST extension called directly.
//   - ydotool, wtype, dotool: any run of the Wayland and uinput keyboard
//     injectors (ydotool, wtype, dotool). Cannot see: the same tools under
//     another name, and their daemons driven over a socket.
//   - osascript keystroke: an AppleScript given to osascript that holds
//     keystroke or key code. Cannot see: a script file, a script built at
//     run time, and JXA or the Accessibility API called directly.
//   - TIOCSTI ioctl: the TIOCSTI ioctl, which pushes bytes into a
//     terminal's input queue, through x/sys/unix's Ioctl setters and raw
//     syscall.Syscall/unix.Syscall with SYS_IOCTL, with the request value
//     of linux, linux/mips, the BSDs and darwin (unix.IoctlSetPointerInt,
//     unix.IoctlSetInt, unix.IoctlSetString, unix.IoctlSetTermios,
//     syscall.Syscall, syscall.Syscall6, syscall.RawSyscall,
//     syscall.RawSyscall6, unix.Syscall, unix.Syscall6, unix.RawSyscall,
//     unix.RawSyscall6, unix.RawSyscallNoError, unix.SyscallNoError).
//     Cannot see: an ioctl made from C through cgo, and a request number
//     computed at run time.
//   - open /dev/uinput: opening the uinput device, through which a program
//     becomes a keyboard (/dev/uinput, /dev/input/uinput, opened with
//     os.Open, os.OpenFile, os.Create, os.WriteFile, syscall.Open,
//     unix.Open, unix.Openat). Cannot see: a path assembled at run time or
//     read from configuration.
//   - pty master write: writing into the master side of a pseudo-terminal,
//     which types into the program on its other side, in a package that
//     deals in masters (it calls a source, or uses a package that does):
//     directly, through helpers in other packages, through method values
//     and closures, and with the master kept in a struct field or package
//     variable. Sources: pty.Start, pty.StartWithSize, pty.StartWithAttrs,
//     pty.Open, and an open of /dev/ptmx. Writers over a master:
//     bufio.NewWriter, bufio.NewWriterSize, bufio.NewReadWriter,
//     (*os.File).Fd. Writes: (*os.File).Write, (*os.File).WriteString,
//     (*os.File).WriteAt, (*os.File).ReadFrom, (io.Writer).Write,
//     (io.StringWriter).WriteString, io.Copy, io.CopyN, io.CopyBuffer,
//     io.WriteString, fmt.Fprint, fmt.Fprintf, fmt.Fprintln,
//     (*bufio.Writer).Write, (*bufio.Writer).WriteString,
//     (*bufio.Writer).WriteByte, (*bufio.Writer).WriteRune,
//     (*bufio.Writer).ReadFrom, syscall.Write, unix.Write. Cannot see: a
//     master passed through a channel, map or slice or a closure's captured
//     parameter, a writer helper in a package that has nothing to do with
//     pseudo-terminals, other pty libraries, and the slave side or another
//     terminal's /dev/pts/N: writing there only shows text on a screen
//     (display spoofing) and types nothing into the program reading that
//     terminal, so it is not a verb.
//
// A program is run by an argument vector (exec.Command,
// exec.CommandContext, execabs.Command, execabs.CommandContext,
// os.StartProcess, syscall.Exec, syscall.ForkExec, syscall.StartProcess,
// unix.Exec, script.ExecCommand, (*script.Pipe).ExecCommand, and an
// exec.Cmd with Path or Args), by path (/usr/bin/tmux), behind a wrapper
// (env, sudo, doas, nohup, setsid, exec, command, builtin, nice, stdbuf,
// timeout, xargs, busybox, time), or in a shell line, split as a POSIX
// shell would split it: sh -c, bash -c, zsh -c, dash -c, ksh -c, mksh -c,
// ash -c, fish -c, eval, the shell-running helpers script.Exec,
// (*script.Pipe).Exec, (*script.Pipe).ExecForEach, script.Shell,
// (*script.Pipe).Shell, and the configuration's verbpin.shells.
//
// Not a run: the lookups command -v/-V, which, type, hash, whence, whereis
// only name a program; a verb name inside a quoted argument, a comment or a
// here-document is data.
//
// (end of the generated verb table)
//
// The configuration adds verbs: a function (every call is the verb) or an
// argument-vector pattern (verbpin.verbs), and shell-running helpers of
// its own (verbpin.shells).
//
// Arguments are resolved through SSA: constants, slice literals, append,
// strings.Fields or strings.Split of a constant or of a fmt.Sprintf with
// a constant format, concatenation, args[0] and args[1:]..., and values
// passed in by callers: a helper such as run(name string, args ...string)
// is summarised as "parameter 0 is argv[0], parameter 1 is the rest" and
// resolved at each call site, in any package; a shell line with a
// parameter in it ("tmux " + sub + " -t 0") is resolved where the caller
// supplies it. A string a helper returns ("xdotool type " + text) is
// followed to the call that runs it, in any package (a ResultFact).
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
// non-test files may hold a verb token of the table (send-keys,
// keystroke, xdotool type, …). It is off by default because it also trips
// on a log message or a file name that mentions a verb.
//
// Its work is bounded by its own -verbpin.budget flag, counted in
// call-site visits of its fixpoint per package (not the taint engine's
// instruction visits). Past it verbpin fails closed: a designated package
// gets a finding that it was not proven, and every callable function of
// another package is exported as possibly reaching a verb, so designated
// callers are reported.
//
// What it does not follow, stated plainly: a function value kept in a map,
// slice or channel or received as a parameter, reflection, C code reached
// through cgo, and an argument vector built in a loop or read from data.
// Those calls are not reported; the source-text rule is the backstop for
// the designated package's own text.
//
// Packages of the standard library and golang.org/x/sys, and packages that
// use nothing of os/exec, no other row of the table (an open only in a
// package whose literals name a device of the table), no config-declared
// verb or shell helper, nothing of a package with verbpin facts, and whose
// string literals name no program of the table, are skipped without
// building SSA.
package verbpin
