// Test support for status-stamps.test.ts: what the status-stamp migration triggers on, the
// relations prisma/schema.prisma declares, the models a query's arguments walk into, and a client
// that records every query (a Prisma query extension, no mock).
import fs from "node:fs";
import path from "node:path";
import type { PrismaClient } from "../../../generated/prisma/client";

const MIGRATION = path.resolve("prisma/migrations/20261205043848_status_stamps/migration.sql");

/** The tables the migration puts a "status_stamp" trigger on. */
export function triggeredTables(): Set<string> {
  const sql = fs.readFileSync(MIGRATION, "utf8");
  return new Set(
    [...sql.matchAll(/CREATE TRIGGER "status_stamp" AFTER INSERT OR UPDATE OR DELETE ON "(\w+)" FOR EACH ROW/g)].map((m) => m[1]),
  );
}

/** model -> relation field -> related model, read from the schema file. */
export function relationsBySchema(): Map<string, Map<string, string>> {
  const schema = fs.readFileSync(path.resolve("prisma/schema.prisma"), "utf8");
  const blocks = [...schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)];
  const models = new Set(blocks.map((b) => b[1]));
  return new Map(
    blocks.map(([, name, body]) => [
      name,
      new Map(
        [...body.matchAll(/^\s+(\w+)\s+(\w+)(\[\])?\??/gm)]
          .filter(([, , type]) => models.has(type))
          .map(([, field, type]) => [field, type]),
      ),
    ]),
  );
}

/** Every model a query's arguments read: the queried one and the relations they walk into. */
export function modelsRead(relations: Map<string, Map<string, string>>, model: string, args: unknown, out: Set<string>) {
  out.add(model);
  if (!args || typeof args !== "object") return;
  for (const [key, value] of Object.entries(args)) {
    const target = relations.get(model)?.get(key);
    if (target) modelsRead(relations, target, value, out);
    else modelsRead(relations, model, value, out);
  }
}

/** A client that records each query's model and arguments (a Prisma query extension, no mock). */
export function recording(prisma: PrismaClient) {
  const log: { model: string; operation: string; args: unknown }[] = [];
  const client = prisma.$extends({
    query: {
      $allModels: {
        $allOperations({ model, operation, args, query }) {
          log.push({ model, operation, args });
          return query(args);
        },
      },
    },
  });
  // the extension adds no model or method, only records: the functions under test take the base type
  return { client: client as unknown as PrismaClient, log };
}
