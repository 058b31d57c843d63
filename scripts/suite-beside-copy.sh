#!/usr/bin/env bash
# Issue 35's "the full suite passes twice in a row on a loaded machine (run it beside a second copy
# of itself once)": clones a commit twice (each with ../shared beside it, as CI has it) and runs
# CI's whole `.ci/run` in both at once, so each copy is the other's load. The second copy gets its
# own Postgres port, Playwright server port, GitHub stand-in ports and Node-LTS smoke port; the rest
# (temp dirs, databases, the PGlite snapshot cache) is already per process or written atomically.
# The second copy also runs vitest shuffled (seed SHUFFLE_SEED, default 35), so one run shows both
# that the suite holds under load and that no test leans on another's side effects.
# No retries anywhere: a failure in either copy is a failure.
#   bash scripts/suite-beside-copy.sh [commit]     (default HEAD; logs and exit codes under $TMPDIR)
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
shared=$(cd "$root/../shared" && pwd) || { echo "suite-beside-copy: ../shared is missing" >&2; exit 2; }
rev=$(git -C "$root" rev-parse "${1:-HEAD}") || exit 2
base=$(mktemp -d "${TMPDIR:-/tmp}/vbench-twin-XXXXXX")
echo "suite-beside-copy: $rev in $base/1 and $base/2"

for i in 1 2; do
  mkdir -p "$base/$i"
  ln -s "$shared" "$base/$i/shared"
  git clone -q "$root" "$base/$i/p" && git -C "$base/$i/p" checkout -q "$rev" || exit 2
done

s=$SECONDS
(cd "$base/1/p" && bash .ci/run >"$base/1.log" 2>&1; echo $? >"$base/1.rc") &
# the second copy's ports: every fixed port the suite binds, moved by 1000 (and Postgres by 10)
(cd "$base/2/p" && PG_TEST_PORT=54339 E2E_PORT=4217 E2E_GITHUB_API_PORT=4218 E2E_GITHUB_GIT_PORT=4219 \
  NODE_LTS_SMOKE_PORT=4237 VITEST_SHUFFLE_SEED="${SHUFFLE_SEED:-35}" bash .ci/run >"$base/2.log" 2>&1; echo $? >"$base/2.rc") &
wait

status=0
for i in 1 2; do
  rc=$(cat "$base/$i.rc" 2>/dev/null || echo missing)
  echo "copy $i: exit $rc; $(grep -E '^tests: ' "$base/$i.log" | tail -1)"
  [ "$rc" = 0 ] || status=1
done
echo "suite-beside-copy: both copies took $((SECONDS - s))s (load now: $(cut -d' ' -f1-3 /proc/loadavg)); logs in $base"
exit $status
