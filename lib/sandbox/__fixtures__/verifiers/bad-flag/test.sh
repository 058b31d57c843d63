#!/bin/bash
# passes --details-json, a flag the shipped judge.py does not take (argparse exits 2)
mkdir -p /logs/verifier /logs/artifacts
exec /usr/bin/python3 /tests/judge.py /workspace/output/solution.json --details-json /logs/artifacts/details.json
