#!/bin/bash
# runs as shipped: the ledger, the reward, per-item details
mkdir -p /logs/verifier /logs/artifacts
exec /usr/bin/python3 /tests/judge.py /workspace/output/solution.json --details /logs/artifacts/details.json
