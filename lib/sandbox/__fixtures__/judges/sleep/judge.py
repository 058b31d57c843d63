# Sleeps forever (no CPU): only the wall-time limit stops it.
import time
while True:
    time.sleep(60)
