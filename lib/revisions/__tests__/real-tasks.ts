// The bundled real tasks' files, read once for the revision-diff tables (test support only).
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../../../prisma/fixtures/tasks");

export function taskText(task: string, rel: string): string {
  return fs.readFileSync(path.join(ROOT, task, rel), "utf8");
}

export function taskJson(task: string, rel: string): unknown {
  return JSON.parse(taskText(task, rel));
}

export const FLIGHTGEAR = "flightgear-atc-clearance-compliance-ledger";
export const KART = "kart-race-telemetry-ledger-s1";
export const EGOCENTRIC = "egocentric-activity-understanding";
