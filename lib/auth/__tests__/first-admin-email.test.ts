// Finding 13 on databases made before the fix: the migration gives an existing admin@localhost the
// address first start now uses (which better-auth accepts at sign-in), unless that one is taken.
import { afterEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { listMigrations } from "../../db/migrations";
import { FIRST_ADMIN_EMAIL } from "../users";

const RENAME = listMigrations().find((m) => m.name.endsWith("_first_admin_valid_email"))!;

describe.each(testDatabaseKinds())("the first-admin email migration on $name", (kind) => {
  const open: Array<{ drop(): Promise<void> }> = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((db) => db.drop()));
  });
  const withUsers = async (emails: string[]) => {
    const db = await kind.open();
    open.push(db);
    for (const [i, email] of emails.entries()) await db.prisma.user.create({ data: { id: `u${i}`, email, name: email, role: "admin" } });
    return db;
  };
  const emails = async (db: Awaited<ReturnType<typeof withUsers>>) =>
    (await db.prisma.user.findMany({ select: { email: true }, orderBy: { id: "asc" } })).map((u) => u.email);

  it("renames admin@localhost and leaves everyone else alone", async () => {
    const db = await withUsers(["admin@localhost", "someone@example.org"]);
    await db.sql.query(RENAME.sql);
    expect(await emails(db)).toEqual([FIRST_ADMIN_EMAIL, "someone@example.org"]);
  });

  it("changes nothing when the new address is already taken", async () => {
    const db = await withUsers(["admin@localhost", FIRST_ADMIN_EMAIL]);
    await db.sql.query(RENAME.sql);
    expect(await emails(db)).toEqual(["admin@localhost", FIRST_ADMIN_EMAIL]);
  });
});
