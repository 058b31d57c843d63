# Writes only reward.txt, a bare number (the other form of Harbor's reward file).
import sys
with open(sys.argv[2] + "/reward.txt", "w") as f:
    f.write("0.25\n")
