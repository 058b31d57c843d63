# exits 0 and writes no reward file (test fixture)
print("scored, but wrote nothing")
