"""Ending the processes a test started: by their own handle, never by name.
Shared by the GTK 3 and GTK 4 end-to-end suites (and the Wayland rig), so
it lives outside either suite's conftest."""
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
