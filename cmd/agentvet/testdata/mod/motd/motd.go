// Package motd fetches the message of the day a remote service wrote.
// Nothing here marks it third-party; the configuration file of the tests
// does.
package motd

// Get returns the message of the day.
func Get() string { return "motd" }
