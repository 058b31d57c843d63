// Next loads a module once per bundle (instrumentation, pages, route handlers): the status memo
// must be one per database client across those copies, or the statuses the server computes at
// start are not the ones the home page reads. Two fresh copies of the module stand for two bundles.
import { PrismaPg } from "@prisma/adapter-pg";
import { describe, expect, it, vi } from "vitest";
import { PrismaClient } from "../../generated/prisma/client";

describe("statusMemoOf across copies of its module", () => {
  it("gives every copy the same memo for one client, and another client its own", async () => {
    // never connects: no query is sent
    const client = () => new PrismaClient({ adapter: new PrismaPg({ connectionString: "postgresql://nobody@127.0.0.1:1/none" }) });
    const first = await import("./status-memo");
    vi.resetModules();
    const second = await import("./status-memo");
    expect(second.statusMemoOf).not.toBe(first.statusMemoOf); // two copies, as in two bundles
    const prisma = client();
    expect(second.statusMemoOf(prisma)).toBe(first.statusMemoOf(prisma));
    expect(first.statusMemoOf(client())).not.toBe(first.statusMemoOf(prisma));
  });
});
