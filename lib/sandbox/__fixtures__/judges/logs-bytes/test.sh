#!/bin/bash
# Harbor's verifier contract: the ledger at /workspace/output/solution.json, the reward in /logs/verifier
mkdir -p /logs/verifier
/usr/bin/python3 /tests/judge.py /workspace/output/solution.json /logs/verifier
