# Prints 100 MB to stdout: the output limit must kill it without the server buffering it all.
import sys
line = b"x" * 1023 + b"\n"
block = line * 1024
for _ in range(100):
    sys.stdout.buffer.write(block)
sys.stdout.flush()
