#!/bin/bash
# Harbor verifier entry point of a verifier-audit fixture: the judge reads
# /workspace/output/solution.json and writes /logs/verifier/reward.json.
mkdir -p /logs/verifier
exec /usr/bin/python3 /tests/judge.py
