// The backfill of migration 20261207101224_artifact_source_republish_slot (issue 34): an uploaded
// ledger or trajectory stored before Ledger.source / Rollout.source existed takes its channel from
// its FIRST upload event. The database is brought to the schema just before that migration by the
// real migration runner applying the real files up to the one before, in a schema of its own (the
// test databases come migrated to the newest schema, so the older one is built beside it and the
// search path pointed at it); rows are inserted there, then the runner applies the migration.
import { afterEach, describe, expect, it } from "vitest";
import { applyMigrations, listMigrations, type SqlExecutor } from "./migrations";
import { testDatabaseKinds } from "./__tests__/test-databases";

const BACKFILL = "20261207101224_artifact_source_republish_slot";
const SCHEMA = "before_artifact_source";

// the migration's rule, read from its SQL: for a row with origin 'upload', take the upload event
// with the earliest createdAt naming it (DISTINCT ON … ORDER BY createdAt); when that event's
// outcome.via is 'form', 'API' or 'CLI' the source is 'upload (<via>)', otherwise (no event, no
// via, another word) it is 'upload'; a row of any other origin stays null. The expected value of
// each row below is that rule applied by hand to the events written for it.
const T1 = "2026-12-01 10:00:00";
const T2 = "2026-12-01 11:00:00";
const T3 = "2026-12-01 12:00:00";

interface Artifact {
  id: string;
  origin: string;
  /** the upload events naming it, as [createdAt, outcome JSON] in the order they are inserted */
  events: Array<[string, string]>;
  expected: string | null;
}

const LEDGERS: Artifact[] = [
  // CLI first, the form later: the first event's channel
  {
    id: "l-cli-then-form",
    origin: "upload",
    events: [
      [T1, `{"via":"CLI"}`],
      [T2, `{"via":"form"}`],
    ],
    expected: "upload (CLI)",
  },
  // inserted form first but the API event is older: earliest createdAt, not insertion order
  {
    id: "l-api-older",
    origin: "upload",
    events: [
      [T3, `{"via":"form"}`],
      [T1, `{"via":"API"}`],
    ],
    expected: "upload (API)",
  },
  { id: "l-no-event", origin: "upload", events: [], expected: "upload" },
  { id: "l-no-via", origin: "upload", events: [[T1, `{"claimAgrees":true}`]], expected: "upload" },
  // the first event's word is not a channel: 'upload', although a later event says CLI
  {
    id: "l-odd-first",
    origin: "upload",
    events: [
      [T1, `{"via":"telnet"}`],
      [T2, `{"via":"CLI"}`],
    ],
    expected: "upload",
  },
  // a folder's file stays null even when an upload event names it (its revision names the folder)
  { id: "l-folder", origin: "calibration", events: [[T1, `{"via":"CLI"}`]], expected: null },
];

const ROLLOUTS: Artifact[] = [
  { id: "r-form", origin: "upload", events: [[T2, `{"via":"form"}`]], expected: "upload (form)" },
  {
    id: "r-cli-then-api",
    origin: "upload",
    events: [
      [T1, `{"via":"CLI"}`],
      [T3, `{"via":"API"}`],
    ],
    expected: "upload (CLI)",
  },
  { id: "r-no-event", origin: "upload", events: [], expected: "upload" },
  { id: "r-folder", origin: "calibration", events: [], expected: null },
];

/** The task, its revision, the ledgers and rollouts above and their upload events, at the schema before the backfill. */
async function insertBeforeBackfill(sql: SqlExecutor): Promise<void> {
  await sql.exec(`INSERT INTO "Task" ("id", "title", "family", "updatedAt") VALUES ('t', 'T', 'test', now());
    INSERT INTO "TaskRevision" ("id", "taskId", "contentSha256", "source", "sourceKind", "instructionText", "instructionSha256",
      "instructionBytes", "taskTomlRaw", "taskToml", "vocabularies", "unparsedNotes", "findings")
    VALUES ('rev', 't', 'c', 'folder', 'folder', '', 's', 0, '', '{}', '{}', '[]', '[]');`);
  let n = 0;
  for (const [table, artifacts] of [
    ["Ledger", LEDGERS],
    ["Rollout", ROLLOUTS],
  ] as const) {
    for (const a of artifacts) {
      await sql.query(
        table === "Ledger"
          ? `INSERT INTO "Ledger" ("id", "revisionId", "path", "label", "origin", "raw", "sha256", "byteLength")
             VALUES ($1, 'rev', $1, $1, $2, '\\x00', $1, 1)`
          : `INSERT INTO "Rollout" ("id", "revisionId", "path", "origin", "raw", "sha256", "byteLength", "format", "summary")
             VALUES ($1, 'rev', $1, $2, '\\x00', $1, 1, 'claude', '{}')`,
        [a.id, a.origin],
      );
      for (const [createdAt, outcome] of a.events)
        await sql.query(
          `INSERT INTO "UploadEvent" ("id", "taskId", "revisionId", "kind", "label", "alreadyStored", "outcome", "createdAt", "${table === "Ledger" ? "ledgerId" : "rolloutId"}")
           VALUES ($1, 't', 'rev', $2, 'x', false, $3::jsonb, $4::timestamp, $5)`,
          [`e${n++}`, table === "Ledger" ? "ledger" : "rollout", outcome, createdAt, a.id],
        );
    }
  }
}

for (const kind of testDatabaseKinds()) {
  describe(`${BACKFILL} backfill on ${kind.name}`, () => {
    const open: Array<{ drop(): Promise<void> }> = [];
    afterEach(async () => {
      await Promise.all(open.splice(0).map((db) => db.drop()));
    });

    it("gives each uploaded ledger and trajectory the channel of its first upload event, and a folder's file none", async () => {
      const db = await kind.open();
      open.push(db);
      const all = listMigrations();
      expect(all.map((m) => m.name)).toContain(BACKFILL);
      const before = all.filter((m) => m.name < BACKFILL);
      const through = all.filter((m) => m.name <= BACKFILL);
      // one connection for the whole story: the search path is a setting of the connection
      const onOne = db.sql.session ? db.sql.session.bind(db.sql) : <T>(fn: (sql: SqlExecutor) => Promise<T>) => fn(db.sql);
      const { applied, ledgers, rollouts, columnsBefore } = await onOne(async (sql) => {
        await sql.exec(`CREATE SCHEMA "${SCHEMA}"; SET search_path TO "${SCHEMA}";`);
        try {
          await applyMigrations(sql, before);
          const columnsBefore = await sql.query<{ table_name: string }>(
            `SELECT table_name FROM information_schema.columns WHERE table_schema = $1 AND column_name = 'source' AND table_name IN ('Ledger', 'Rollout')`,
            [SCHEMA],
          );
          await insertBeforeBackfill(sql);
          const applied = await applyMigrations(sql, through);
          const read = (table: string) =>
            sql.query<{ id: string; source: string | null }>(`SELECT "id", "source" FROM "${table}" ORDER BY "id"`);
          return { applied, ledgers: await read("Ledger"), rollouts: await read("Rollout"), columnsBefore };
        } finally {
          await sql.exec(`SET search_path TO DEFAULT; DROP SCHEMA "${SCHEMA}" CASCADE;`);
        }
      });
      // the schema before really is the one before: no source column yet, and only the backfill is applied after
      expect(columnsBefore).toEqual([]);
      expect(applied).toEqual([BACKFILL]);
      const want = (artifacts: Artifact[]) =>
        artifacts.map((a) => ({ id: a.id, source: a.expected })).sort((a, b) => (a.id < b.id ? -1 : 1));
      expect(ledgers).toEqual(want(LEDGERS));
      expect(rollouts).toEqual(want(ROLLOUTS));
    }, 120_000);
  });
}
