#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 cluster on 127.0.0.1 for tests and CI, and prints its DATABASE_URL.
# Postgres refuses to run as root, so as root the server runs as the `postgres` OS user, with its
# data directory outside /root. Idempotent: a running cluster is reused.
# Env: PG_TEST_PORT (54329), PG_TEST_DIR (/tmp/vbench-pg-<port>), PG_TEST_DB (vbench)
set -euo pipefail
bin=${PGBIN:-/usr/lib/postgresql/15/bin}
port=${PG_TEST_PORT:-54329}
data=${PG_TEST_DIR:-/tmp/vbench-pg-$port}
dbname=${PG_TEST_DB:-vbench}
run=(); if [ "$(id -u)" = 0 ]; then run=(runuser -u postgres --); fi
if [ ! -x "$bin/initdb" ]; then echo "PostgreSQL 15 is not installed: apt-get install -y postgresql-15" >&2; exit 1; fi
if [ ! -s "$data/PG_VERSION" ]; then
  mkdir -p "$data"; chmod 700 "$data"
  if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$data"; fi
  "${run[@]}" "$bin/initdb" -D "$data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
fi
if ! "${run[@]}" "$bin/pg_ctl" -D "$data" status >/dev/null 2>&1; then
  # throwaway data: durability off for speed; the socket lives in the data directory
  "${run[@]}" "$bin/pg_ctl" -D "$data" -l "$data/server.log" -w -t 30 \
    -o "-p $port -k $data -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null
fi
if ! "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname='$dbname'" | grep -q 1; then
  "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres "$dbname"
fi
echo "postgresql://postgres@127.0.0.1:$port/$dbname"
