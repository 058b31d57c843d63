#!/usr/bin/env bash
# CI's second Node (issue 35): the whole suite runs on the machine's Node (npm test); this runs the
# built app on a Node LTS (scripts/node-lts.sh, pinned; `bash scripts/node-lts-smoke.sh 22`, default 24): `npm start` on a temp data dir and database,
# which must find the build up to date (the fingerprint npm test's build wrote) and serve it; its
# processes must run that Node (read from /proc); /api/health, then the home page listing the bundled
# tasks; then one Playwright spec (e2e/tasks.spec.ts, whose server the config starts, on that Node too).
# Needs a build (.next), Chromium, and the npm registry or npm's cache for the first download.
set -euo pipefail
cd "$(dirname "$0")/.."
major=${1:-24}
bin=$(bash scripts/node-lts.sh "$major")
export PATH="$bin:$PATH" NEXT_TELEMETRY_DISABLED=1
echo "node$major smoke: $(node --version) from $bin"
[ -f .next/BUILD_ID ] || { echo "node$major smoke: no build (.next/BUILD_ID): run npm test or npm run build first" >&2; exit 1; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/vbench-node$major-XXXXXX")
port=${NODE_LTS_SMOKE_PORT:-3237}
base="http://127.0.0.1:$port"
# its own process group, so the stop below ends npm, the supervisor and next-server together
PORT=$port HOST=127.0.0.1 VBENCH_DATA_DIR="$tmp/data" DATABASE_URL="pglite:$tmp/db" VBENCH_SEED=1 VBENCH_ANONYMOUS_READ=1 \
  setsid npm start >"$tmp/start.log" 2>&1 &
pid=$!
stop() {
  kill -TERM -- "-$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  rm -rf "$tmp"
}
trap stop EXIT
fail() {
  echo "node$major smoke: $*" >&2
  tail -40 "$tmp/start.log" >&2
  exit 1
}

# until the bundled tasks are in (the server answers while it imports them), or npm start exits
until node -e 'fetch(process.argv[1]).then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))' "$base/api/health?ready=seeded"; do
  kill -0 "$pid" 2>/dev/null || fail "npm start exited before serving"
  sleep 1
done
grep -q "^build is up to date" "$tmp/start.log" || fail "npm start did not find the build up to date (it should not build again)"
for p in $(pgrep -g "$pid"); do
  exe=$(readlink "/proc/$p/exe" || true)
  case "$exe" in
    "$bin/node") ;;
    */node) fail "process $p ($(tr '\0' ' ' <"/proc/$p/cmdline" | cut -c1-80)) runs $exe, not Node $major" ;;
  esac
done
node -e '
fetch(process.argv[1]).then(async (r) => {
  const html = await r.text();
  const missing = ["data-testid=\"task-list\"", "flightgear-atc-clearance-compliance-ledger"].filter((s) => !html.includes(s));
  if (r.status !== 200 || missing.length) { console.error(`GET / answered ${r.status}, missing ${missing.join(", ")}`); process.exit(1); }
})' "$base/" || fail "the home page does not list the bundled tasks"
echo "node$major smoke: npm start served the build on Node $major; /api/health and the home page answer"
stop
trap - EXIT

# Playwright under that Node: its webServer (npx tsx scripts/start.ts --no-build) runs on the Node first on PATH
E2E_PORT=$((port + 1)) E2E_WORKERS=1 npx playwright test e2e/tasks.spec.ts --reporter=list
