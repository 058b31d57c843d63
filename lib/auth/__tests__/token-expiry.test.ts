// The instant an API token expires, on real databases, with the clock injected (no sleeps): a token
// made at T for 1 day expires at T + 86,400,000 ms (1 day = 24 × 3,600 × 1,000 ms, worked out here,
// not read back from the code); it is accepted 1 ms before that, refused at that very millisecond
// and after it, and a refusal records no use.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import type { Database } from "../../db/client";
import { actorFromToken, createApiToken } from "../tokens";

const MADE_AT = new Date("2026-03-01T12:00:00.000Z");
const ONE_DAY_MS = 24 * 3600 * 1000;
const EXPIRES_AT = MADE_AT.getTime() + ONE_DAY_MS;

describe.each(testDatabaseKinds())("an API token's expiry instant on $name", (kind) => {
  let db: Database & { drop(): Promise<void> };
  let secret = "";
  let tokenId = "";
  beforeAll(async () => {
    db = await kind.open();
    await db.prisma.user.create({ data: { id: "u-expiry", name: "Expiry", email: "expiry@example.test", role: "viewer" } });
    const t = await createApiToken(db.prisma, {
      userId: "u-expiry",
      name: "t",
      access: "read",
      taskIds: null,
      expiresInDays: 1,
      now: MADE_AT,
    });
    secret = t.secret;
    tokenId = t.id;
  });
  afterAll(async () => db?.drop());

  it("is stored as made-at plus one day", async () => {
    const row = await db.prisma.apiToken.findUniqueOrThrow({ where: { id: tokenId } });
    expect(row.expiresAt.getTime()).toBe(EXPIRES_AT);
  });

  const lastUse = async () => (await db.prisma.apiToken.findUniqueOrThrow({ where: { id: tokenId } })).lastUsedAt;

  it("is accepted 1 ms before it expires, and that use is recorded", async () => {
    const r = await actorFromToken(db.prisma, secret, new Date(EXPIRES_AT - 1));
    expect(r).toMatchObject({ ok: true, actor: { userId: "u-expiry", tokenId } });
    expect((await lastUse())?.getTime()).toBe(EXPIRES_AT - 1);
  });

  it.each([
    ["at the very millisecond it expires", 0],
    ["1 ms after", 1],
    ["a day after", ONE_DAY_MS],
  ])("is refused %s, recording no use", async (_when, after) => {
    const before = await lastUse();
    const r = await actorFromToken(db.prisma, secret, new Date(EXPIRES_AT + after));
    expect(r).toEqual({ ok: false, reason: "this API token has expired" });
    expect(await lastUse()).toEqual(before);
  });
});
