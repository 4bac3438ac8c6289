"""Ending the processes a test started: by their own handle, never by name.
Shared by the GTK 3 and GTK 4 end-to-end suites (and the Wayland rig), so
it lives outside either suite's conftest."""
import os
import subprocess


def end_process(process, timeout=5):
    """Asks `process` to end; kills it when it does not within `timeout`."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def children_of(parent):
    """The pids of `parent`'s children (zombies too), from /proc."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as file:
                stat = file.read()
        except OSError:  # gone meanwhile
            continue
        # "pid (command) state ppid ...": the command may hold spaces and parentheses.
        if int(stat.rsplit(")", 1)[1].split()[1]) == parent:
            found.append(int(entry))
    return found
