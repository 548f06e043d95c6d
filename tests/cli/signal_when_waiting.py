#!/usr/bin/env python3
"""Sends a signal to a tool once it is waiting for more input, and prints how it ended.

usage: signal_when_waiting.py SIG INPUT TOOL [ARG...]

Starts TOOL ARG... with INPUT ('-': nothing) written to its standard input, which stays open.
Waits until the tool catches SIG (its handler is installed: the signal's bit in SigCgt of
/proc/PID/status) and sleeps blocked on its input (state S), then sends SIG and prints the exit
status (negative: the signal killed it), or "timeout" when it has not ended 10 s later.
Waiting on the tool's state, not for a fixed time, keeps the test right on a loaded machine or
under a sanitizer, where a tool starts slowly (conformance.bats).
"""
import signal
import subprocess
import sys
import time


# Both read /proc/PID, which is gone once the tool has ended and been reaped: then False, and
# the loop below sees the tool's end through poll().
def caught(pid, sig):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("SigCgt:"):
                    return int(line.split()[1], 16) >> (sig - 1) & 1 == 1
    except OSError:
        pass
    return False


def sleeping(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "S"
    except OSError:
        return False


def main(sig_name, input_path, *cmd):
    sig = getattr(signal, "SIG" + sig_name)
    p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
    if input_path != "-":
        with open(input_path, "rb") as f:
            p.stdin.write(f.read())
        p.stdin.flush()
    deadline = time.monotonic() + 60
    # Twice in a row, 50 ms apart: a tool between two reads is briefly sleeping too.
    ready = 0
    while ready < 2 and time.monotonic() < deadline and p.poll() is None:
        ready = ready + 1 if caught(p.pid, sig) and sleeping(p.pid) else 0
        time.sleep(0.05)
    p.send_signal(sig)
    try:
        print(p.wait(timeout=10))
    except subprocess.TimeoutExpired:
        p.kill()
        print("timeout")


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    main(*sys.argv[1:])
