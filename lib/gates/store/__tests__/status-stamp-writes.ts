// The representative writes of status-stamps.test.ts (a): one or more per table with a
// "status_stamp" trigger (insert, update, delete), each returning the revision whose stamp must rise.
// A table, not a test: (b) checks every triggered table appears here, (a) runs them in order.
import type { PrismaClient } from "../../../generated/prisma/client";
import { FLIGHTGEAR, KART, KART_SUITE_RESULT } from "../../../importers/store/__tests__/bundled-tasks";
import { AUDIT_SUITE_KIND } from "../../../audits/store/get-latest-audit-run";
import { importSecondFlightGear } from "./bundled-db";

/** What a write reaches: the database, kart's revision, the bundled revisions, and the list of latest revisions. */
export interface StampWriteContext {
  prisma: PrismaClient;
  kart: string;
  revisions: Map<string, string>;
  /** a write that makes a new revision puts it in the list the statuses are computed for */
  replaceLatest(taskId: string, revisionId: string): void;
}

/** table, what the write does, the write (returns the revision whose stamp must rise), whether kart's status must change */
export type StampWrite = [table: string, what: string, write: (c: StampWriteContext) => Promise<string>, changesKart: boolean];

const primaryPairing = (c: StampWriteContext) => c.prisma.judgePairing.findFirstOrThrow({ where: { revisionId: c.kart, isPrimary: true } });
const oracleLedger = (c: StampWriteContext) =>
  c.prisma.ledger.findFirstOrThrow({ where: { revisionId: c.kart, origin: "oracle" }, orderBy: { path: "asc" } });
const linkedRow = (c: StampWriteContext) =>
  c.prisma.calibrationRow.findFirstOrThrow({
    where: { revisionId: c.kart, ledgerId: { not: null } },
    orderBy: { ordinal: "asc" },
  });
const suiteRun = (c: StampWriteContext) => c.prisma.jobRun.findFirstOrThrow({ where: { revisionId: c.kart, kind: AUDIT_SUITE_KIND } });

export const STAMP_WRITES: StampWrite[] = [
  [
    "JobRun",
    "insert a succeeded audit suite run",
    async (c) => {
      await c.prisma.jobRun.create({
        data: {
          kind: AUDIT_SUITE_KIND,
          revisionId: c.kart,
          params: {},
          status: "succeeded",
          results: KART_SUITE_RESULT,
          finishedAt: new Date(),
        },
      });
      return c.kart;
    },
    false,
  ],
  [
    "JobRun",
    "update the run to failed",
    async (c) => {
      await c.prisma.jobRun.update({ where: { id: (await suiteRun(c)).id }, data: { status: "failed" } });
      return c.kart;
    },
    false,
  ],
  [
    "JobRun",
    "delete the run",
    async (c) => {
      await c.prisma.jobRun.delete({ where: { id: (await suiteRun(c)).id } });
      return c.kart;
    },
    false,
  ],
  [
    "ScoreRun",
    "update the oracle's primary reward to 0",
    async (c) => {
      const [ledger, pairing] = await Promise.all([oracleLedger(c), primaryPairing(c)]);
      await c.prisma.scoreRun.update({
        where: { ledgerId_pairingId: { ledgerId: ledger.id, pairingId: pairing.id } },
        data: { rewardValue: 0 },
      });
      return c.kart;
    },
    true,
  ],
  [
    "ScoreRun",
    "delete the oracle's primary score run",
    async (c) => {
      const [ledger, pairing] = await Promise.all([oracleLedger(c), primaryPairing(c)]);
      await c.prisma.scoreRun.delete({ where: { ledgerId_pairingId: { ledgerId: ledger.id, pairingId: pairing.id } } });
      return c.kart;
    },
    false,
  ],
  [
    "ScoreRun",
    "insert it again with reward 1",
    async (c) => {
      const [ledger, pairing] = await Promise.all([oracleLedger(c), primaryPairing(c)]);
      await c.prisma.scoreRun.create({
        data: {
          ledgerId: ledger.id,
          pairingId: pairing.id,
          judgeId: pairing.judgeId,
          reward: { reward: 1 },
          rewardValue: 1,
          reason: "scored",
          events: [],
          durationMs: 0,
        },
      });
      return c.kart;
    },
    false,
  ],
  [
    "CalibrationRow",
    "update a linked row's claimed score",
    async (c) => {
      const row = await linkedRow(c);
      await c.prisma.calibrationRow.update({
        where: { id: row.id },
        data: { claimedScore: 0.123456, claimedScoreText: "0.123456" },
      });
      return c.kart;
    },
    true,
  ],
  [
    "CalibrationRow",
    "delete that row",
    async (c) => {
      await c.prisma.calibrationRow.delete({ where: { id: (await linkedRow(c)).id } });
      return c.kart;
    },
    true,
  ],
  [
    "Ledger",
    "insert an earlier empty ledger",
    async (c) => {
      await c.prisma.ledger.create({
        data: {
          revisionId: c.kart,
          path: "(0-first-empty).json",
          label: "e",
          origin: "empty",
          raw: new Uint8Array(),
          sha256: "e",
          byteLength: 0,
        },
      });
      return c.kart;
    },
    true,
  ],
  [
    "Ledger",
    "update the oracle ledger's origin to agent",
    async (c) => {
      await c.prisma.ledger.update({ where: { id: (await oracleLedger(c)).id }, data: { origin: "agent" } });
      return c.kart;
    },
    true,
  ],
  [
    "Ledger",
    "delete a ledger a row links",
    async (c) => {
      const row = await linkedRow(c);
      await c.prisma.ledger.delete({ where: { id: row.ledgerId! } });
      return c.kart;
    },
    false,
  ],
  [
    "Rollout",
    "update a trajectory's counted turns",
    async (c) => {
      const rollout = await c.prisma.rollout.findFirstOrThrow({ where: { revisionId: c.revisions.get(FLIGHTGEAR)! } });
      await c.prisma.rollout.update({ where: { id: rollout.id }, data: { toolCallTurns: 1 } });
      return rollout.revisionId;
    },
    false,
  ],
  [
    "Rollout",
    "delete a trajectory",
    async (c) => {
      const rollout = await c.prisma.rollout.findFirstOrThrow({ where: { revisionId: c.revisions.get(FLIGHTGEAR)! } });
      await c.prisma.rollout.delete({ where: { id: rollout.id } });
      return rollout.revisionId;
    },
    false,
  ],
  [
    "Media",
    "update the clip's verification",
    async (c) => {
      await c.prisma.media.updateMany({ where: { revisionId: c.kart }, data: { verification: "mismatch" } });
      return c.kart;
    },
    true,
  ],
  [
    "Media",
    "delete the clip",
    async (c) => {
      await c.prisma.media.deleteMany({ where: { revisionId: c.kart } });
      return c.kart;
    },
    true,
  ],
  [
    "JudgePairing",
    "update the primary pairing to not primary",
    async (c) => {
      await c.prisma.judgePairing.update({ where: { id: (await primaryPairing(c)).id }, data: { isPrimary: false } });
      return c.kart;
    },
    true,
  ],
  [
    "TaskRevision",
    "update the revision's findings",
    async (c) => {
      await c.prisma.taskRevision.update({ where: { id: c.kart }, data: { findings: "not a list" } });
      return c.kart;
    },
    false,
  ],
  [
    "Task",
    "update the task's judge",
    async (c) => {
      await c.prisma.task.update({ where: { id: KART }, data: { judgeId: null } });
      return c.kart;
    },
    false,
  ],
  [
    "TaskRevision",
    "insert a new revision (its stamp row starts)",
    async (c) => {
      const revisionId = await importSecondFlightGear(c.prisma, "A revision for the stamps.");
      c.replaceLatest(FLIGHTGEAR, revisionId);
      return revisionId;
    },
    false,
  ],
];
