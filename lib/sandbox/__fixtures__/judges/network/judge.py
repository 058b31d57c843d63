# Tries the network: connects to the port the ledger names on the host's loopback (a server the
# test listens on). Inside the sandbox there is no network namespace route, so this must fail.
import json, socket, sys
with open(sys.argv[1]) as f:
    port = json.load(f)["port"]
socket.create_connection(("127.0.0.1", port), timeout=3).sendall(b"escaped\n")
with open(sys.argv[2] + "/reward.json", "w") as f:
    json.dump({"reward": 1.0, "network": "reached"}, f)
