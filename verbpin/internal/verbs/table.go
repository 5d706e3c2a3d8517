// Package verbs is verbpin's verb table: the one list of the forbidden
// actuation verbs (Classes), of the calls that start a program, run a
// shell line or touch a pseudo-terminal (Rows), and of the programs that
// only carry another command (Shells, Wrappers, Lookups). The matcher
// reads it, verbpin's source-text rule reads its tokens, and the verb
// lists of verbpin's doc.go and of the README are generated from it
// (go generate ./verbpin; a test fails when they differ).
package verbs

import "github.com/agentvet/agentvet/verbpin/internal/argv"

// Match says how a class decides that a call is its verb.
type Match uint8

// The ways of matching.
const (
	// Command: the program's command word — the first word after its
	// global options, or the first after a ";" word — is one of Words.
	Command Match = iota + 1
	// FlagWord: the word after Flag starts with one of Words.
	FlagWord
	// AnyWord: any argument is one of Words.
	AnyWord
	// Program: every run of the program is the verb.
	Program
	// ScriptText: an argument holds one of Words, in any case.
	ScriptText
	// Ioctl: an ioctl whose request is TIOCSTI (Rows of kind IoctlCall
	// and SyscallCall).
	Ioctl
	// OpenPath: opening one of Words (Rows of kind OpenCall).
	OpenPath
	// PtyWrite: a write into the master side of a pseudo-terminal (Rows
	// of kind PtySource, PtyPass and PtyWriteCall).
	PtyWrite
)

// Class is a forbidden verb: one row of the table a reader sees.
type Class struct {
	// Name is the verb as the doc lists it. Findings name what matched:
	// "tmate send" for a Command or AnyWord class, the program for a
	// Program class, Name otherwise.
	Name  string
	Match Match
	// Programs are argv[0]'s base names (path and ".exe" stripped).
	Programs []string
	// Flag is FlagWord's option ("-X").
	Flag string
	// ValueFlags are the letters of the program's global options that
	// take a value (Command: tmux -L sock, -S path, …).
	ValueFlags string
	// Words decide the verb, as Match says.
	Words []string
	// Tokens are what the source-text rule looks for in a designated
	// package's string literals (matched as words, in any case); none
	// for a class no literal spells.
	Tokens []string
	// Catches and Misses say what the class reports and what it cannot
	// see; the doc shows both.
	Catches, Misses string
}

// Classes is the verb table.
var Classes = []Class{
	{
		Name: "tmux send-keys", Match: Command,
		Programs: []string{"tmux", "tmate"}, ValueFlags: "cfLST",
		Words:   []string{"send-keys", "send", "paste-buffer", "pasteb", "load-buffer", "loadb"},
		Tokens:  []string{"send-keys", "paste-buffer", "load-buffer"},
		Catches: "tmux or tmate typing into a pane or pasting into one (send-keys, send, paste-buffer, load-buffer and their short forms), as the command after the global options or after a `;` word",
		Misses:  "commands read from a file (tmux source-file, -f), a command word built at run time, and the tmux control protocol spoken over its socket",
	},
	{
		Name: "screen -X stuff", Match: FlagWord,
		Programs: []string{"screen"}, Flag: "-X",
		Words:   []string{"stuff"},
		Tokens:  []string{"-X stuff"},
		Catches: "screen -X stuff, which types its argument into a window",
		Misses:  "screen commands read from a screenrc or typed through screen's own command line",
	},
	{
		Name: "xdotool type", Match: AnyWord,
		Programs: []string{"xdotool"},
		Words:    []string{"type", "key", "keydown", "keyup"},
		Tokens:   []string{"xdotool type", "xdotool key", "xdotool keydown", "xdotool keyup"},
		Catches:  "xdotool type, key, keydown and keyup anywhere in its command chain",
		Misses:   "an xdotool script file (xdotool FILE), and the X11 XTEST extension called directly",
	},
	{
		Name: "ydotool, wtype, dotool", Match: Program,
		Programs: []string{"ydotool", "wtype", "dotool"},
		Tokens:   []string{"ydotool", "wtype", "dotool"},
		Catches:  "any run of the Wayland and uinput keyboard injectors",
		Misses:   "the same tools under another name, and their daemons driven over a socket",
	},
	{
		Name: "osascript keystroke", Match: ScriptText,
		Programs: []string{"osascript"},
		Words:    []string{"keystroke", "key code"},
		Tokens:   []string{"keystroke", "key code"},
		Catches:  "an AppleScript given to osascript that holds keystroke or key code",
		Misses:   "a script file, a script built at run time, and JXA or the Accessibility API called directly",
	},
	{
		Name: "TIOCSTI ioctl", Match: Ioctl,
		Tokens:  []string{"TIOCSTI"},
		Catches: "the TIOCSTI ioctl, which pushes bytes into a terminal's input queue, through x/sys/unix's Ioctl setters and raw syscall.Syscall/unix.Syscall with SYS_IOCTL, with the request value of linux, linux/mips, the BSDs and darwin",
		Misses:  "an ioctl made from C through cgo, and a request number computed at run time",
	},
	{
		Name: "open /dev/uinput", Match: OpenPath,
		Words:   []string{"/dev/uinput", "/dev/input/uinput"},
		Tokens:  []string{"/dev/uinput", "/dev/input/uinput"},
		Catches: "opening the uinput device, through which a program becomes a keyboard",
		Misses:  "a path assembled at run time or read from configuration",
	},
	{
		Name: "pty master write", Match: PtyWrite,
		Words:   []string{"/dev/ptmx"},
		Catches: "writing into the master side of a pseudo-terminal, which types into the program on its other side, in a package that deals in masters (it calls a source, or uses a package that does): directly, through helpers in other packages, through method values and closures, and with the master kept in a struct field or package variable",
		Misses:  "a master passed through a channel, map or slice or a closure's captured parameter, a writer helper in a package that has nothing to do with pseudo-terminals, other pty libraries, and the slave side or another terminal's /dev/pts/N: writing there only shows text on a screen (display spoofing) and types nothing into the program reading that terminal, so it is not a verb",
	},
}

// RowKind says what a Row's call does.
type RowKind uint8

// The kinds of row.
const (
	// Start starts a program; Args is its argument vector.
	Start RowKind = iota + 1
	// Shell runs a shell line; Args[0] is the line.
	Shell
	// IoctlCall is an ioctl; Args[0] is the request.
	IoctlCall
	// SyscallCall is a raw system call; Args are the trap and the ioctl
	// request (the second argument after the trap).
	SyscallCall
	// OpenCall opens a file; Args[0] is its path.
	OpenCall
	// PtySource returns a pseudo-terminal master as result Result.
	PtySource
	// PtyPass returns, as result Result, a writer or descriptor over
	// Args[0] (a master in, a master out).
	PtyPass
	// PtyWriteCall writes into Args[0].
	PtyWriteCall
)

// Row is a call the table decides on.
type Row struct {
	// Func is the function's full name (types.Func.FullName):
	// "os/exec.Command", "(*github.com/bitfield/script.Pipe).Exec".
	Func string
	Kind RowKind
	// Args are the deciding arguments, in terms of the call's parameters
	// (receiver first for a method): P(i) is parameter i, Rest(i, k) the
	// elements of variadic parameter i from k on.
	Args argv.List
	// Prefix is shown before the arguments in a finding ("ctx, ").
	Prefix string
	// GoTemplate: the shell line is a text/template whose actions
	// ({{.}}) are filled in at run time.
	GoTemplate bool
	// Result is the result a PtySource or PtyPass row returns.
	Result int
}

// P is parameter i of a call as a deciding argument.
func P(i int) argv.Elem { return argv.Elem{Kind: argv.Param, P: i, Index: -1} }

// Rest is the elements of variadic parameter i from element from on.
func Rest(i, from int) argv.Elem { return argv.Elem{Kind: argv.Rest, P: i, Index: from} }

const (
	script = "github.com/bitfield/script"
	pipe   = "(*" + script + ".Pipe)"
	pty    = "github.com/creack/pty"
	unix   = "golang.org/x/sys/unix"
)

// Rows are the calls the table decides on, in the doc's order.
var Rows = []Row{
	{Func: "os/exec.Command", Kind: Start, Args: argv.List{P(0), Rest(1, 0)}},
	{Func: "os/exec.CommandContext", Kind: Start, Args: argv.List{P(1), Rest(2, 0)}, Prefix: "ctx, "},
	{Func: "golang.org/x/sys/execabs.Command", Kind: Start, Args: argv.List{P(0), Rest(1, 0)}},
	{Func: "golang.org/x/sys/execabs.CommandContext", Kind: Start, Args: argv.List{P(1), Rest(2, 0)}, Prefix: "ctx, "},
	// argv0 is what runs; argv[0] is only its display name.
	{Func: "os.StartProcess", Kind: Start, Args: argv.List{P(0), Rest(1, 1)}},
	{Func: "syscall.Exec", Kind: Start, Args: argv.List{P(0), Rest(1, 1)}},
	{Func: "syscall.ForkExec", Kind: Start, Args: argv.List{P(0), Rest(1, 1)}},
	{Func: "syscall.StartProcess", Kind: Start, Args: argv.List{P(0), Rest(1, 1)}},
	{Func: unix + ".Exec", Kind: Start, Args: argv.List{P(0), Rest(1, 1)}},

	// bitfield/script runs its own processes inside a goroutine verbpin
	// does not follow, so its entry points are rows. Exec and
	// ExecForEach split their line into words (mvdan.cc/sh's Fields),
	// Shell hands it to sh -c: verbpin splits all three as a shell
	// would, which can only report a line Exec would refuse to run.
	{Func: script + ".Exec", Kind: Shell, Args: argv.List{P(0)}},
	{Func: pipe + ".Exec", Kind: Shell, Args: argv.List{P(1)}},
	{Func: pipe + ".ExecForEach", Kind: Shell, Args: argv.List{P(1)}, GoTemplate: true},
	{Func: script + ".Shell", Kind: Shell, Args: argv.List{P(0)}},
	{Func: pipe + ".Shell", Kind: Shell, Args: argv.List{P(1)}},
	{Func: script + ".ExecCommand", Kind: Start, Args: argv.List{P(0), Rest(1, 0)}},
	{Func: pipe + ".ExecCommand", Kind: Start, Args: argv.List{P(1), Rest(2, 0)}, Prefix: "…, "},

	{Func: unix + ".IoctlSetPointerInt", Kind: IoctlCall, Args: argv.List{P(1)}},
	{Func: unix + ".IoctlSetInt", Kind: IoctlCall, Args: argv.List{P(1)}},
	{Func: unix + ".IoctlSetString", Kind: IoctlCall, Args: argv.List{P(1)}},
	{Func: unix + ".IoctlSetTermios", Kind: IoctlCall, Args: argv.List{P(1)}},
	{Func: "syscall.Syscall", Kind: SyscallCall, Args: argv.List{P(0), P(2)}},
	{Func: "syscall.Syscall6", Kind: SyscallCall, Args: argv.List{P(0), P(2)}},
	{Func: "syscall.RawSyscall", Kind: SyscallCall, Args: argv.List{P(0), P(2)}},
	{Func: "syscall.RawSyscall6", Kind: SyscallCall, Args: argv.List{P(0), P(2)}},
	{Func: unix + ".Syscall", Kind: SyscallCall, Args: argv.List{P(0), P(2)}},
	{Func: unix + ".Syscall6", Kind: SyscallCall, Args: argv.List{P(0), P(2)}},
	{Func: unix + ".RawSyscall", Kind: SyscallCall, Args: argv.List{P(0), P(2)}},
	{Func: unix + ".RawSyscall6", Kind: SyscallCall, Args: argv.List{P(0), P(2)}},
	{Func: unix + ".RawSyscallNoError", Kind: SyscallCall, Args: argv.List{P(0), P(2)}},
	{Func: unix + ".SyscallNoError", Kind: SyscallCall, Args: argv.List{P(0), P(2)}},

	{Func: "os.Open", Kind: OpenCall, Args: argv.List{P(0)}},
	{Func: "os.OpenFile", Kind: OpenCall, Args: argv.List{P(0)}},
	{Func: "os.Create", Kind: OpenCall, Args: argv.List{P(0)}},
	{Func: "os.WriteFile", Kind: OpenCall, Args: argv.List{P(0)}},
	{Func: "syscall.Open", Kind: OpenCall, Args: argv.List{P(0)}},
	{Func: unix + ".Open", Kind: OpenCall, Args: argv.List{P(0)}},
	{Func: unix + ".Openat", Kind: OpenCall, Args: argv.List{P(1)}},

	{Func: pty + ".Start", Kind: PtySource},
	{Func: pty + ".StartWithSize", Kind: PtySource},
	{Func: pty + ".StartWithAttrs", Kind: PtySource},
	{Func: pty + ".Open", Kind: PtySource},
	{Func: "bufio.NewWriter", Kind: PtyPass, Args: argv.List{P(0)}},
	{Func: "bufio.NewWriterSize", Kind: PtyPass, Args: argv.List{P(0)}},
	{Func: "bufio.NewReadWriter", Kind: PtyPass, Args: argv.List{P(1)}},
	{Func: "(*os.File).Fd", Kind: PtyPass, Args: argv.List{P(0)}},
	{Func: "(*os.File).Write", Kind: PtyWriteCall, Args: argv.List{P(0)}},
	{Func: "(*os.File).WriteString", Kind: PtyWriteCall, Args: argv.List{P(0)}},
	{Func: "(*os.File).WriteAt", Kind: PtyWriteCall, Args: argv.List{P(0)}},
	{Func: "(*os.File).ReadFrom", Kind: PtyWriteCall, Args: argv.List{P(0)}},
	{Func: "(io.Writer).Write", Kind: PtyWriteCall, Args: argv.List{P(0)}},
	{Func: "(io.StringWriter).WriteString", Kind: PtyWriteCall, Args: argv.List{P(0)}},
	{Func: "io.Copy", Kind: PtyWriteCall, Args: argv.List{P(0)}},
	{Func: "io.CopyN", Kind: PtyWriteCall, Args: argv.List{P(0)}},
	{Func: "io.CopyBuffer", Kind: PtyWriteCall, Args: argv.List{P(0)}},
	{Func: "io.WriteString", Kind: PtyWriteCall, Args: argv.List{P(0)}},
	{Func: "fmt.Fprint", Kind: PtyWriteCall, Args: argv.List{P(0)}},
	{Func: "fmt.Fprintf", Kind: PtyWriteCall, Args: argv.List{P(0)}},
	{Func: "fmt.Fprintln", Kind: PtyWriteCall, Args: argv.List{P(0)}},
	{Func: "(*bufio.Writer).Write", Kind: PtyWriteCall, Args: argv.List{P(0)}},
	{Func: "(*bufio.Writer).WriteString", Kind: PtyWriteCall, Args: argv.List{P(0)}},
	{Func: "(*bufio.Writer).WriteByte", Kind: PtyWriteCall, Args: argv.List{P(0)}},
	{Func: "(*bufio.Writer).WriteRune", Kind: PtyWriteCall, Args: argv.List{P(0)}},
	{Func: "(*bufio.Writer).ReadFrom", Kind: PtyWriteCall, Args: argv.List{P(0)}},
	{Func: "syscall.Write", Kind: PtyWriteCall, Args: argv.List{P(0)}},
	{Func: unix + ".Write", Kind: PtyWriteCall, Args: argv.List{P(0)}},
}

// Shells run the operand of their -c option as a script.
var Shells = []string{"sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "fish"}

// Wrapper is a program that runs the command in its arguments.
type Wrapper struct {
	Name string
	// ValueOpts are its options that take the next word as their value.
	ValueOpts []string
	// Operands are the words it reads before the command (timeout's
	// duration).
	Operands int
	// Assignments: NAME=value words before the command are its own (env).
	Assignments bool
	// Eval: it runs its arguments, joined with spaces, as a shell line.
	Eval bool
}

// Wrappers run the command their arguments name.
var Wrappers = []Wrapper{
	{Name: "env", ValueOpts: []string{"-u", "--unset", "-C", "--chdir"}, Assignments: true},
	{Name: "sudo", ValueOpts: []string{"-u", "-g", "-h", "-p", "-C", "-D", "-r", "-t", "-T", "-U"}},
	{Name: "doas", ValueOpts: []string{"-u", "-C"}},
	{Name: "nohup"},
	{Name: "setsid"},
	{Name: "exec", ValueOpts: []string{"-a"}},
	{Name: "command"},
	{Name: "builtin"},
	{Name: "nice", ValueOpts: []string{"-n", "--adjustment"}},
	{Name: "stdbuf", ValueOpts: []string{"-i", "-o", "-e"}},
	{Name: "timeout", ValueOpts: []string{"-s", "--signal", "-k", "--kill-after"}, Operands: 1},
	{Name: "xargs", ValueOpts: []string{"-I", "-n", "-L", "-P", "-d", "-E", "-s", "-a"}},
	{Name: "busybox"},
	{Name: "time"},
	{Name: "eval", Eval: true},
}

// Lookup is a program or builtin that only names a command: it prints
// where the command is (or whether it exists) and does not run it.
type Lookup struct {
	Name string
	// Opts, when set, are the options that make it a lookup (command -v);
	// without one of them it runs the command.
	Opts []string
}

// Lookups only name the command in their arguments.
var Lookups = []Lookup{
	{Name: "command", Opts: []string{"-v", "-V"}},
	{Name: "which"},
	{Name: "type"},
	{Name: "hash"},
	{Name: "whence"},
	{Name: "whereis"},
}
