#!/usr/bin/env bash
# npm test — every test: typecheck, lint (ESLint incl. the dependency rule, Prettier), unit + integration (PGlite always; Postgres too when
# DATABASE_URL names a server), a production build, and e2e in the system's Chromium.
# Prints each step's time and the 10 slowest vitest files; ends with one summary line "tests: N passed, N failed, N skipped".
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
mkdir -p .test-results
rm -f .test-results/vitest.json .test-results/playwright.json
step() { local s=$SECONDS; echo "::: $*"; "$@"; echo "::: $1 took $((SECONDS - s))s"; }
# Runs two steps at once, each into its own log printed whole when both are done (no interleaved
# lines): tsc and ESLint are each single-threaded, so on CI's 2 cores the pair costs the slower one.
# Returns 1 if either failed.
pair() {
  local s=$SECONDS a="$1" b="$2" rc=0
  echo "::: $a & $b (in parallel)"
  bash -c "$a" >.test-results/step-a.log 2>&1 &
  local pa=$!
  bash -c "$b" >.test-results/step-b.log 2>&1 &
  local pb=$!
  wait $pa || { rc=1; echo "::: FAILED: $a"; }
  cat .test-results/step-a.log
  wait $pb || { rc=1; echo "::: FAILED: $b"; }
  cat .test-results/step-b.log
  echo "::: $a & $b took $((SECONDS - s))s"
  return $rc
}

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Chromium not found at ${CHROMIUM_PATH:-/usr/bin/chromium}: apt-get install -y chromium (or set CHROMIUM_PATH)" >&2
  exit 1
fi
case "${DATABASE_URL:-}" in
  postgres://*|postgresql://*) echo "integration tests: PGlite and Postgres ($DATABASE_URL)";;
  *) echo "integration tests: PGlite only (set DATABASE_URL=postgresql://... to add a Postgres server; scripts/pg-start.sh starts one)";;
esac

status=0
pair "npx tsc --noEmit" "npm run -s lint" || status=1
# vitest spends much of its time waiting (spawned CLIs, git, databases): about one core of two is idle, so the
# production build e2e needs (no vitest test reads it) runs beside it instead of after it.
# VITEST_SHUFFLE_SEED=N runs the files and tests in a shuffled order (a test that leans on another's
# side effects then fails); scripts/suite-beside-copy.sh sets it for its second copy.
order=""
if [ -n "${VITEST_SHUFFLE_SEED:-}" ]; then
  case "$VITEST_SHUFFLE_SEED" in *[!0-9]*) echo "VITEST_SHUFFLE_SEED must be a whole number, got '$VITEST_SHUFFLE_SEED'" >&2; exit 2;; esac
  order=" --sequence.shuffle --sequence.seed=$VITEST_SHUFFLE_SEED"
  echo "vitest order: shuffled, seed $VITEST_SHUFFLE_SEED"
fi
pair "npx vitest run$order --reporter=default --reporter=json --outputFile=.test-results/vitest.json" "npx tsx scripts/build-if-needed.ts" || status=1
step npx playwright test || status=1
npx tsx scripts/vitest-slowest.ts .test-results/vitest.json 10 || true
npx tsx scripts/test-summary.ts || status=1
exit $status
