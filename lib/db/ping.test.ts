// Database.ping, /api/health's round trip: it answers on every database, and on a server it does not
// wait for the pages' pool. Every pool connection is held by a session that waits for the test, then
// a ping must answer while they are held (through the pool it would wait for the release: the race's
// net below then fails it with a message instead of hanging).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES_POOL_SIZE, type Database } from "./client";
import { testDatabaseKinds } from "./__tests__/test-databases";

describe.each(testDatabaseKinds())("Database.ping on $name", ({ name, open }) => {
  let db: Database & { drop(): Promise<void> };
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("answers", async () => {
    await expect(db.ping()).resolves.toBeUndefined();
  });

  it.skipIf(name !== "postgres")("answers while every connection of the pages' pool is busy", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let entered = 0;
    const sessions = Array.from({ length: PAGES_POOL_SIZE }, () =>
      db.sql.session!(async (conn) => {
        await conn.query("SELECT 1");
        entered++;
        await held;
      }),
    );
    while (entered < PAGES_POOL_SIZE) await new Promise((r) => setTimeout(r, 10));
    // a safety net, not a speed limit: a ping queued behind the held pool never answers by itself
    let net: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      db.ping().then(() => "answered"),
      new Promise<string>((r) => (net = setTimeout(() => r("still queued after 120 s"), 120_000))),
    ]);
    clearTimeout(net);
    release();
    await Promise.all(sessions);
    expect(outcome).toBe("answered");
  });
});
