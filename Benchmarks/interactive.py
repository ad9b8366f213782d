"""Measures the interactive app through a pty, under TERM=xterm-256color and TERM=xterm (8
colours): time to the first frame, the bytes one Down key writes on the Ledger (targets in
BENCHMARKS.md, issue 30: under 20 ms and under 200 bytes), the bytes a push (Enter: the invoice detail,
sliding in) and a pop (Escape) write, for the record. It answers the app's background-colour
query as xterm does, so the first frame is timed as a real terminal sees it."""
import os, select, sys, time, pty, struct, fcntl, termios

def read_until_quiet(fd, quiet=0.15, limit=3.0):
    data, start, last = b"", time.monotonic(), time.monotonic()
    while time.monotonic() - start < limit:
        r, _, _ = select.select([fd], [], [], 0.02)
        if r:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            data += chunk
            last = time.monotonic()
        elif data and time.monotonic() - last > quiet:
            break
    return data

def measure(binary, term):
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = term
        os.execv(binary, [binary])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    start = time.monotonic()
    seen = b""
    answered = False
    while b"quit" not in seen and time.monotonic() - start < 3.0:  # the footer is drawn last
        r, _, _ = select.select([fd], [], [], 0.5)
        if r:
            seen += os.read(fd, 65536)
        # Answer the start-up query as xterm does: its background (OSC 11), then its device
        # attributes. A terminal that answers nothing costs the app its 100 ms wait instead.
        if not answered and b"\x1b[c" in seen:
            os.write(fd, b"\x1b]11;rgb:0000/0000/0000\x07\x1b[?62;22c")
            answered = True
    first = (time.monotonic() - start) * 1000
    read_until_quiet(fd)
    os.write(fd, b"\x1bOB")  # Down in keypad mode
    down = read_until_quiet(fd)
    os.write(fd, b"\r")  # Enter pushes the detail
    push = read_until_quiet(fd)
    os.write(fd, b"\x1b")  # Escape pops it
    pop = read_until_quiet(fd)
    os.write(fd, b"q")
    read_until_quiet(fd, limit=1.0)
    os.waitpid(pid, 0)
    return first, len(down), len(push), len(pop)

binary = sys.argv[1]
ok = True
for term in ["xterm-256color", "xterm"]:
    first, down, push, pop = measure(binary, term)
    print(f"  {'ok  ' if down < 200 else 'FAIL'} TERM={term}: Down on the Ledger wrote {down} bytes")
    print(f"  info TERM={term}: Enter (a push of the invoice detail) wrote {push} bytes, Escape (the pop) {pop} bytes")
    if term == "xterm-256color":
        print(f"  {'ok  ' if first < 20 else 'FAIL'} first frame drawn after {first:.1f} ms, target < 20 ms")
        ok = ok and first < 20
    ok = ok and down < 200
sys.exit(0 if ok else 1)
