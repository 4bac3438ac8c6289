"""A throwaway copy of this machine's root, to install a package into as a
user would, and to throw away afterwards: the host is never written to.

How: a helper process runs as root in a mount namespace of its own
(`unshare --mount --propagation private`, so none of its mounts reaches
the host). There it mounts a tmpfs, and an overlayfs whose lower layer is
/ and whose upper layer is in that tmpfs: every write under the merged
tree lands in the tmpfs. /proc, /sys, /dev, /tmp (the X socket, the D-Bus
socket) and /run are the host's own, bound in, so a program started in it
reaches the test's desktop. Commands run chrooted into the merged tree. The
user's home there is an empty directory in the tmpfs, so what the app
writes as it runs stays out of the overlay's record of what changed. When
the helper ends, the namespace ends with it, and with it every mount.

The test (pytest, root or not) drives the helper over a pipe, one JSON
request a line (`ThrowawayRoot`); the helper runs directly when the test
is root, through `sudo -n` otherwise.

    python3 throwaway_root.py serve --uid UID --gid GID [--bind DIR]...
"""
import argparse
import hashlib
import json
import os
import pwd
import shutil
import signal
import stat
import subprocess
import sys
import time

BASE = "/mnt"   # the tmpfs, mounted over /mnt inside the namespace only


class ThrowawayRoot:
    """The test's end: starts the helper and asks it to do things."""

    def __init__(self, binds=()):
        helper = ["unshare", "--mount", "--propagation", "private", "--",
                  sys.executable, os.path.abspath(__file__), "serve",
                  "--uid", str(os.getuid()), "--gid", str(os.getgid())]
        for directory in binds:
            helper += ["--bind", directory]
        if os.geteuid() != 0:
            helper = ["sudo", "-n", "--"] + helper
        self.process = subprocess.Popen(helper, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        ready = self._reply()
        self.merged = ready["merged"]

    def _reply(self):
        line = self.process.stdout.readline()
        if not line:
            self.process.wait()
            raise RuntimeError(f"the throwaway root's helper ended (exit status {self.process.returncode})")
        reply = json.loads(line)
        if "error" in reply:
            raise RuntimeError(f"throwaway root: {reply['error']}")
        return reply

    def ask(self, **request):
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        return self._reply()

    def run(self, *argv, user=False, env=None, cwd="/", timeout=300):
        """Runs argv inside, as root (or as the test's user); returns
        (exit status, output)."""
        reply = self.ask(op="run", argv=list(argv), user=user, env=env or {}, cwd=cwd, timeout=timeout)
        return reply["returncode"], reply["output"]

    def start(self, *argv, env=None, log="app.log"):
        """Runs argv inside as the test's user, with its output going to
        `log` (a program it starts may outlive it and keep writing);
        returns its exit status once it has exited."""
        return self.ask(op="start", argv=list(argv), env=env or {}, log=log)["returncode"]

    def log(self, name="app.log"):
        return self.ask(op="log", name=name)["text"]

    def children(self):
        """The processes left to the helper (it is their child subreaper):
        what a program run by `start` started and left running. Pid, and
        the path of the program it runs inside the root."""
        return self.ask(op="children")["children"]

    def end(self, pid):
        """Ends one of `children()` by its pid."""
        self.ask(op="end", pid=pid)

    def is_running(self, pid):
        return self.ask(op="running", pid=pid)["running"]

    def snapshot(self, needles):
        """What the overlay's upper layer holds: every path written since
        the root was made, with its kind, a digest of its content, and
        whether it mentions any of `needles`."""
        return self.ask(op="snapshot", needles=list(needles))["files"]

    def close(self):
        if self.process.poll() is None:
            try:
                self.ask(op="close")
            except (RuntimeError, BrokenPipeError):
                pass
            self.process.wait(timeout=30)

    def __enter__(self):
        return self

    def __exit__(self, *exception):
        self.close()


# MARK: The helper, root in a namespace of its own

def must(*argv):
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL)


class Helper:
    def __init__(self, uid, gid, binds):
        self.uid, self.gid = uid, gid
        self.user_home = "/root" if uid == 0 else pwd.getpwuid(uid).pw_dir
        self.merged = f"{BASE}/merged"
        self.started = []
        self._refuse_unless_private()
        must("mount", "--make-rprivate", "/")
        must("mount", "-t", "tmpfs", "-o", "mode=0755", "throwaway-root", BASE)
        for name in ("upper", "work", "merged", "home", "logs"):
            os.mkdir(f"{BASE}/{name}")
        must("mount", "-t", "overlay", "throwaway-root-overlay",
             "-o", f"lowerdir=/,upperdir={BASE}/upper,workdir={BASE}/work", self.merged)
        for directory in ("/proc", "/sys", "/dev"):
            must("mount", "--rbind", directory, self.merged + directory)
        for directory in ("/tmp", "/run"):
            must("mount", "--bind", directory, self.merged + directory)
        # The user's home: empty, in the tmpfs, not the overlay.
        os.chown(f"{BASE}/home", uid, gid)
        must("mount", "--bind", f"{BASE}/home", self.merged + self.user_home)
        # Sockets the desktop keeps elsewhere (AT-SPI's bus under the home).
        for directory in binds:
            target = self.merged + directory
            if not os.path.isdir(target):
                os.makedirs(target)  # inside the home bound above: the tmpfs
            must("mount", "--bind", directory, target)
        # Children a program leaves behind become ours, to find and end by pid.
        import ctypes
        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(36, 1, 0, 0, 0) != 0:  # PR_SET_CHILD_SUBREAPER
            raise OSError(ctypes.get_errno(), "prctl(PR_SET_CHILD_SUBREAPER)")

    def _refuse_unless_private(self):
        """Mounts made here must never reach the host: this process's mount
        namespace must be its own (unshare made it), and / must be root's."""
        if os.geteuid() != 0:
            raise SystemExit("throwaway_root.py serve runs as root")
        own = os.readlink("/proc/self/ns/mnt")
        parent = os.readlink(f"/proc/{os.getppid()}/ns/mnt")
        if own == parent:
            raise SystemExit("throwaway_root.py serve runs in a mount namespace of its own "
                             "(unshare --mount --propagation private)")

    def _chroot(self, argv, user, env, cwd):
        home = self.user_home if user else "/root"
        base_env = {"PATH": "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "HOME": home,
                    "LANG": "C.UTF-8"}
        base_env.update(env)
        spec = [f"--userspec={self.uid}:{self.gid}"] if user else []
        return (["chroot", *spec, self.merged, "/usr/bin/env", "-i", *[f"{k}={v}" for k, v in base_env.items()],
                 "/bin/sh", "-c", 'cd "$0" && exec "$@"', cwd, *argv])

    def run(self, argv, user, env, cwd, timeout):
        result = subprocess.run(self._chroot(argv, user, env, cwd), stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=timeout)
        return {"returncode": result.returncode, "output": result.stdout}

    def start(self, argv, env, log):
        with open(f"{BASE}/logs/{os.path.basename(log)}", "a") as output:
            process = subprocess.Popen(self._chroot(argv, True, env, "/"), stdin=subprocess.DEVNULL,
                                       stdout=output, stderr=subprocess.STDOUT)
        self.started.append(process)
        return {"returncode": process.wait(timeout=60)}

    def log(self, name):
        try:
            with open(f"{BASE}/logs/{os.path.basename(name)}", errors="replace") as file:
                return {"text": file.read()}
        except FileNotFoundError:
            return {"text": ""}

    def reap(self):
        while True:
            try:
                pid, _ = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return

    def children(self):
        self.reap()
        found = []
        own = os.getpid()
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            try:
                with open(f"/proc/{entry}/stat") as file:
                    ppid = int(file.read().rsplit(")", 1)[1].split()[1])
                if ppid != own:
                    continue
                exe = os.readlink(f"/proc/{entry}/exe")
                root = os.readlink(f"/proc/{entry}/root")
            except OSError:
                continue
            found.append({"pid": int(entry), "exe": exe, "root": root})
        return {"children": found}

    def end(self, pid, timeout=5):
        if pid not in [child["pid"] for child in self.children()["children"]]:
            return {"error": f"{pid} is not a process the throwaway root started"}
        os.kill(pid, signal.SIGTERM)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if os.waitpid(pid, os.WNOHANG) != (0, 0):
                return {}
            time.sleep(0.05)
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        return {}

    def running(self, pid):
        self.reap()
        return {"running": pid in [child["pid"] for child in self.children()["children"]]}

    def snapshot(self, needles):
        upper = f"{BASE}/upper"
        needles = [needle.encode() for needle in needles]
        files = {}
        for directory, subdirectories, names in os.walk(upper):
            for name in subdirectories + names:
                path = os.path.join(directory, name)
                relative = "/" + os.path.relpath(path, upper)
                info = os.lstat(path)
                mentions = any(needle in relative.encode() for needle in needles)
                if stat.S_ISCHR(info.st_mode) and info.st_rdev == 0:
                    kind, digest = "whiteout", ""
                elif stat.S_ISDIR(info.st_mode):
                    kind, digest = "directory", ""
                elif stat.S_ISLNK(info.st_mode):
                    kind, digest = "link", os.readlink(path)
                elif stat.S_ISREG(info.st_mode):
                    kind, content = "file", hashlib.sha256()
                    with open(path, "rb") as file:
                        tail = b""
                        while chunk := file.read(1 << 20):
                            content.update(chunk)
                            window = tail + chunk
                            mentions = mentions or any(needle in window for needle in needles)
                            tail = chunk[-256:]
                    digest = content.hexdigest()
                else:
                    kind, digest = "other", ""
                files[relative] = [kind, digest, mentions]
        return {"files": files}

    def close(self):
        for child in self.children()["children"]:
            self.end(child["pid"])
        for process in self.started:
            if process.poll() is None:
                process.kill()
                process.wait()
        subprocess.run(["umount", "-R", self.merged])
        subprocess.run(["umount", BASE])

    def serve(self):
        print(json.dumps({"merged": self.merged}), flush=True)
        for line in sys.stdin:
            request = json.loads(line)
            op = request.pop("op")
            try:
                if op == "close":
                    break
                reply = getattr(self, op)(**request)
            except Exception as error:  # answered, and the test fails on it
                reply = {"error": f"{op}: {error!r}"}
            print(json.dumps(reply), flush=True)
        self.close()
        print(json.dumps({}), flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("command", choices=["serve"])
    parser.add_argument("--uid", type=int, required=True)
    parser.add_argument("--gid", type=int, required=True)
    parser.add_argument("--bind", action="append", default=[])
    arguments = parser.parse_args()
    try:
        helper = Helper(arguments.uid, arguments.gid, arguments.bind)
    except (OSError, subprocess.CalledProcessError) as error:
        print(json.dumps({"error": f"could not make the throwaway root: {error}"}), flush=True)
        sys.exit(1)
    helper.serve()


if __name__ == "__main__":
    main()
