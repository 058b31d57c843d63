import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "prisma/config";

// The Prisma 7 CLI downloads its native schema engine before every command, even `generate`,
// which never runs it. That host is unreachable here, so point it at a stub script; migrations
// are applied by scripts/migrate.ts (plain SQL files) and authored by scripts/migrate-new.ts
// (Prisma's WebAssembly schema engine).
const stub = path.resolve("scripts/schema-engine-stub.sh");
if (!process.env.PRISMA_SCHEMA_ENGINE_BINARY && fs.existsSync(stub)) process.env.PRISMA_SCHEMA_ENGINE_BINARY = stub;

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
