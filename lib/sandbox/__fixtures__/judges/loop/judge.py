# Spins forever on the CPU: the CPU-time limit must stop it.
while True:
    pass
