// npm start's check for the generated Prisma client: present -> nothing run; missing -> regenerated;
// regeneration failing -> a message naming the exact command (never a raw ERR_MODULE_NOT_FOUND).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GENERATED_CLIENT, ensurePrismaClient } from "./prisma-client-check";

const root = () => fs.mkdtempSync(path.join(os.tmpdir(), "client-check-"));
const writeClient = (r: string) => {
  fs.mkdirSync(path.dirname(path.join(r, GENERATED_CLIENT)), { recursive: true });
  fs.writeFileSync(path.join(r, GENERATED_CLIENT), "export {};\n");
  return true;
};

describe("ensurePrismaClient", () => {
  it("does nothing when the client exists", () => {
    const r = root();
    writeClient(r);
    let ran = 0;
    expect(ensurePrismaClient(r, () => ++ran > 0)).toEqual({ ok: true, regenerated: false });
    expect(ran).toBe(0);
  });

  it("regenerates a missing client", () => {
    const r = root();
    expect(ensurePrismaClient(r, writeClient)).toEqual({ ok: true, regenerated: true });
    expect(fs.existsSync(path.join(r, GENERATED_CLIENT))).toBe(true);
  });

  it("names the command when generation fails or makes nothing", () => {
    for (const generate of [() => false, () => true]) {
      const check = ensurePrismaClient(root(), generate);
      expect(check.ok).toBe(false);
      if (!check.ok) {
        expect(check.message).toContain("lib/generated/prisma/client.ts");
        expect(check.message).toContain("`npx prisma generate`");
      }
    }
  });

  it("without a prisma package in node_modules, the real generator reports failure (no throw)", () => {
    const check = ensurePrismaClient(root());
    expect(check.ok).toBe(false);
  });
});
