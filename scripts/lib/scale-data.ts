// Bulk data for bench:scale: clones one imported revision into N tasks with INSERT ... SELECT over
// generate_series (one statement per table, no row-by-row round trips), copying every column the
// schema has (read from information_schema, so new columns need no change here) and replacing only
// the keys. Each task gets `ledgersPerTask` ledgers (small stand-in bytes: pages never read ledger
// bytes) with one score run each under the primary pairing.
import type pg from "pg";

async function columnsOf(pool: pg.Pool, table: string): Promise<string[]> {
  const { rows } = await pool.query<{ column_name: string }>(
    "SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position",
    [table],
  );
  return rows.map((r) => r.column_name);
}

/** INSERT INTO table SELECT every column, with `replace` giving the expression for some of them. */
async function cloneRows(pool: pg.Pool, table: string, from: string, where: string, replace: Record<string, string>, params: unknown[]) {
  const cols = await columnsOf(pool, table);
  const list = cols.map((c) => `"${c}"`).join(", ");
  const select = cols.map((c) => replace[c] ?? `t."${c}"`).join(", ");
  const res = await pool.query(`INSERT INTO "${table}" (${list}) SELECT ${select} FROM "${table}" t ${from} WHERE ${where}`, params);
  return res.rowCount ?? 0;
}

const TASK_ID = `'scale-task-' || lpad(g::text, 4, '0')`;
const REV_ID = `'scale-rev-' || g`;

export async function generateScaleData(pool: pg.Pool, templateRevisionId: string, tasks: number, ledgersPerTask: number) {
  const { rows } = await pool.query<{ taskId: string }>(`SELECT "taskId" FROM "TaskRevision" WHERE id = $1`, [templateRevisionId]);
  const templateTask = rows[0].taskId;
  const series = `CROSS JOIN generate_series(1, $2::int) g`;
  const p = [templateTask, tasks];
  const pr = [templateRevisionId, tasks];
  const counts = { tasks: 0, ledgers: 0, scoreRuns: 0, rows: 0 };
  counts.tasks = await cloneRows(pool, "Task", series, "t.id = $1", { id: TASK_ID, title: `t.title || ' #' || g` }, p);
  await cloneRows(pool, "TaskRevision", series, `t.id = $1`, { id: REV_ID, taskId: TASK_ID, contentSha256: `md5(g::text)` }, pr);
  await cloneRows(pool, "JudgePairing", series, `t."revisionId" = $1`, { id: `t.id || '-' || g`, revisionId: REV_ID }, pr);
  await cloneRows(pool, "Media", series, `t."revisionId" = $1`, { id: `t.id || '-' || g`, revisionId: REV_ID }, pr);
  counts.rows = await cloneRows(
    pool,
    "CalibrationRow",
    series,
    `t."revisionId" = $1`,
    { id: `t.id || '-' || g`, revisionId: REV_ID, ledgerId: "NULL", rolloutId: "NULL" },
    pr,
  );
  // ledgers: one template ledger's columns, ledgersPerTask per task, distinct paths and hashes
  const ledgerSeries = `CROSS JOIN generate_series(1, $2::int) g CROSS JOIN generate_series(1, $3::int) k`;
  counts.ledgers = await cloneRows(
    pool,
    "Ledger",
    ledgerSeries,
    `t.id = (SELECT id FROM "Ledger" WHERE "revisionId" = $1 ORDER BY path LIMIT 1)`,
    {
      id: `'scale-ledger-' || g || '-' || k`,
      revisionId: REV_ID,
      path: `'calibration/rollouts/ledgers/run-' || lpad(k::text, 3, '0') || '.json'`,
      raw: `convert_to('{"clearances":[]}', 'UTF8')`,
      sha256: `md5(g || '-' || k)`,
      byteLength: "17",
    },
    [templateRevisionId, tasks, ledgersPerTask],
  );
  const scoreCols = await columnsOf(pool, "ScoreRun");
  const values: Record<string, string> = {
    id: `'scale-score-' || l.id`,
    ledgerId: "l.id",
    pairingId: "p.id",
    judgeId: 'p."judgeId"',
    reward: `jsonb_build_object('reward', (hashtext(l.id) & 1023) / 1023.0)`,
    rewardText: `'{"reward": ' || ((hashtext(l.id) & 1023) / 1023.0) || '}'`,
    rewardValue: `(hashtext(l.id) & 1023) / 1023.0`,
    reason: `'scored'`,
    events: `'[]'::jsonb`,
    durationMs: "0.1",
    createdAt: "now()",
  };
  const res = await pool.query(
    `INSERT INTO "ScoreRun" (${scoreCols.map((c) => `"${c}"`).join(", ")})
     SELECT ${scoreCols.map((c) => values[c] ?? "DEFAULT").join(", ")}
     FROM "Ledger" l JOIN "JudgePairing" p ON p."revisionId" = l."revisionId" AND p."isPrimary"
     WHERE l.id LIKE 'scale-ledger-%'`,
  );
  counts.scoreRuns = res.rowCount ?? 0;
  await pool.query("ANALYZE");
  counts.tasks += 1;
  counts.ledgers += (await pool.query(`SELECT count(*)::int AS n FROM "Ledger" WHERE "revisionId" = $1`, [templateRevisionId])).rows[0].n;
  return counts;
}
