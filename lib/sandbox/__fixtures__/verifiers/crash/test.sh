#!/bin/bash
mkdir -p /logs/verifier
exec /usr/bin/python3 /tests/judge.py /workspace/output/solution.json
