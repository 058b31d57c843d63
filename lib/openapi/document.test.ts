import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { buildOpenApiDocument } from "./document";
import { summariseOperations } from "./summarise";

// Route modules import "server-only", which throws outside a React Server Components bundle.
vi.mock("server-only", () => ({}));

const ROOT = path.resolve(import.meta.dirname, "../..");

/** app/api/tasks/[id]/rows/route.ts -> /api/tasks/{id}/rows */
function apiPathOf(file: string): string {
  return (
    "/" +
    path
      .dirname(path.relative(path.join(ROOT, "app"), file))
      .replace(/\[(\w+)\]/g, "{$1}")
      .split(path.sep)
      .join("/")
  );
}

function routeFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? routeFiles(path.join(dir, d.name)) : d.name === "route.ts" ? [path.join(dir, d.name)] : []));
}

describe("OpenAPI document", () => {
  const doc = buildOpenApiDocument();
  it("is OpenAPI 3.1 with bearer auth", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components?.securitySchemes?.bearer).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.components?.schemas?.Error).toBeDefined();
  });
  it("documents every API route (except better-auth's own)", async () => {
    const missing: string[] = [];
    const files = routeFiles(path.join(ROOT, "app/api"));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const p = apiPathOf(file);
      if (p.startsWith("/api/auth")) continue;
      // A route that fails to import is reported, not skipped: it would otherwise never count as undocumented.
      const mod = (await import(/* @vite-ignore */ file).catch((e: unknown) => {
        missing.push(`${p}: route module failed to import (${e instanceof Error ? e.message : String(e)})`);
        return {};
      })) as Record<string, unknown>;
      for (const m of ["GET", "POST", "PUT", "PATCH", "DELETE"])
        if (typeof mod[m] === "function" && !doc.paths?.[p]?.[m.toLowerCase() as "get"]) missing.push(`${m} ${p}`);
    }
    expect(missing).toEqual([]);
  }, 60_000);
  it("carries the row submission's fields from its zod schema", () => {
    const row = doc.components?.schemas?.RowInput as { properties: Record<string, { enum?: string[] }> };
    expect(Object.keys(row.properties)).toEqual(
      expect.arrayContaining(["harness", "condition", "claimedScore", "instructionSha256", "networkPosture", "declaredTransform"]),
    );
    const op = summariseOperations(doc as never).find((o) => o.method === "POST" && o.path === "/api/tasks/{id}/rows")!;
    expect(op.body[0]).toMatchObject({
      contentType: "multipart/form-data",
      fields: expect.arrayContaining([expect.objectContaining({ name: "ledger", required: true, type: "string (binary)" })]),
    });
    expect(op.responses.map((r) => r.status)).toEqual(expect.arrayContaining(["201", "400", "401", "403", "404", "413"]));
  });
  it("lists TIMEOUT (408) and UNSUPPORTED_MEDIA_TYPE (415) among the error codes and on every multipart route", () => {
    const error = doc.components?.schemas?.Error as { properties: { error: { properties: { code: { enum: string[] } } } } };
    expect(error.properties.error.properties.code.enum).toEqual(expect.arrayContaining(["TIMEOUT", "UNSUPPORTED_MEDIA_TYPE", "TOO_LARGE"]));
    for (const p of ["/api/tasks/{id}/rows", "/api/tasks/{id}/uploads", "/api/tasks/{id}/revisions"]) {
      const op = summariseOperations(doc as never).find((o) => o.method === "POST" && o.path === p)!;
      expect(
        op.responses.map((r) => r.status),
        p,
      ).toEqual(expect.arrayContaining(["408", "413", "415"]));
    }
  });
});
