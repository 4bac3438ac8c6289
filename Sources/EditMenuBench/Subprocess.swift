import BenchSupport
import CGtk
import EditMenuGTKTestSupport
import Glibc

/// Child processes (xclip, the demo, the baseline window) started with
/// `posix_spawnp` and waited for *while GTK's loop keeps running*: a process
/// that talks to us over X (xclip reading our clipboard) would otherwise
/// deadlock against a blocked main thread.
@MainActor
enum Subprocess {
    /// Starts `arguments` (looked up on PATH) with stdin and stdout optionally
    /// redirected to files; returns the pid, or nil if it could not start.
    static func spawn(_ arguments: [String], stdin: String? = nil, stdout: String? = nil,
                      environment extra: [String: String] = [:]) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let stdin { posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0) }
        if let stdout { posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }

        var environment = ProcessEnvironment.current
        for (key, value) in extra { environment[key] = value }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var pid: pid_t = 0
        let status = posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp)
        return status == 0 ? pid : nil
    }

    /// Runs GTK's loop until `pid` exits; returns its wait status, or nil on timeout.
    static func wait(for pid: pid_t, timeout: Double = 30) -> Int32? {
        let status = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        status.initialize(to: Int32.min)
        defer { status.deallocate() }
        // GLib reaps the child and reports it from the loop (pidfd or SIGCHLD).
        g_child_watch_add(pid, { _, waitStatus, data in
            data!.assumingMemoryBound(to: Int32.self).pointee = waitStatus
        }, status)
        let exited = Loop.run(until: { status.pointee != Int32.min }, timeout: timeout)
        return exited ? status.pointee : nil
    }

    /// Stops a child we started and reaps it.
    static func terminate(_ pid: pid_t) {
        kill(pid, SIGTERM)
        if wait(for: pid, timeout: 5) == nil {
            kill(pid, SIGKILL)
            _ = wait(for: pid, timeout: 5)
        }
    }

    /// Runs a command to completion, its output discarded, blocking this thread (for
    /// a child that does not talk to us); returns its exit status, or nil when it could
    /// not start or was killed.
    static func run(_ arguments: [String], environment: [String: String] = [:]) -> Int32? {
        guard let pid = spawn(arguments, stdout: "/dev/null", environment: environment) else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, which Swift does not import.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : nil
    }

    /// Runs a command to completion and returns its stdout (for `swift --version`).
    static func output(of arguments: [String]) -> String? {
        let path = "/tmp/edit-menu-bench-\(getpid())-output"
        defer { unlink(path) }
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return try? String(contentsOfFile: path, encoding: .utf8)
    }
}

/// The environment of this process as a dictionary.
enum ProcessEnvironment {
    static var current: [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let pair = String(cString: pointer)
            if let equals = pair.firstIndex(of: "=") {
                result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            entry += 1
        }
        return result
    }
}
