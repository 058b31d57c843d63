#!/usr/bin/env bash
# Stops the throwaway cluster started by pg-start.sh; with --rm also deletes its data directory.
set -euo pipefail
bin=${PGBIN:-/usr/lib/postgresql/15/bin}
port=${PG_TEST_PORT:-54329}
data=${PG_TEST_DIR:-/tmp/vbench-pg-$port}
run=(); if [ "$(id -u)" = 0 ]; then run=(runuser -u postgres --); fi
"${run[@]}" "$bin/pg_ctl" -D "$data" -m fast -w stop >/dev/null 2>&1 || true
if [ "${1:-}" = "--rm" ]; then rm -rf "$data"; fi
