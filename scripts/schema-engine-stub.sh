#!/bin/sh
# Placeholder for Prisma's native schema engine, which cannot be downloaded on our machines.
# `prisma generate` never executes it; anything that would is served by our own scripts instead.
if [ "$1" = "--version" ]; then echo "schema-engine-stub 0.0.0"; exit 0; fi
echo "The native Prisma schema engine is not available offline. Use 'npm run db:migrate' (apply) or 'npm run db:migrate:new -- <name>' (author)." >&2
exit 1
