# Writes a reward.txt that is not a bare number.
import sys
with open(sys.argv[2] + "/reward.txt", "w") as f:
    f.write("reward: high\n")
