# Allocates without bound: the address-space limit turns it into a MemoryError.
chunks = []
while True:
    chunks.append(bytearray(64 * 1024 * 1024))
