# Reads /etc/passwd without catching anything: there is no /etc in the sandbox.
print(open("/etc/passwd").read())
