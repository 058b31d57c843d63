#!/usr/bin/env bash
# npm test — every test: typecheck, lint (ESLint incl. the dependency rule, Prettier), unit + integration (PGlite always; Postgres too when
# DATABASE_URL names a server), a production build, and e2e in the system's Chromium.
# Ends with one summary line "tests: N passed, N failed, N skipped".
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
mkdir -p .test-results
rm -f .test-results/vitest.json .test-results/playwright.json
step() { local s=$SECONDS; echo "::: $*"; "$@"; echo "::: $1 took $((SECONDS - s))s"; }

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Chromium not found at ${CHROMIUM_PATH:-/usr/bin/chromium}: apt-get install -y chromium (or set CHROMIUM_PATH)" >&2
  exit 1
fi
case "${DATABASE_URL:-}" in
  postgres://*|postgresql://*) echo "integration tests: PGlite and Postgres ($DATABASE_URL)";;
  *) echo "integration tests: PGlite only (set DATABASE_URL=postgresql://... to add a Postgres server; scripts/pg-start.sh starts one)";;
esac

status=0
step npx tsc --noEmit || status=1
step npm run -s lint || status=1
step npx vitest run --reporter=default --reporter=json --outputFile=.test-results/vitest.json || status=1
step npx tsx scripts/build-if-needed.ts || status=1
step npx playwright test || status=1
npx tsx scripts/test-summary.ts || status=1
exit $status
