// Reads a ScoreRun's stored `events` (JSON written from JudgeEvent[] through toJsonSafe, so a
// non-finite number may come back as "NaN" / "Infinity") into JudgeEvent[] for the views.
// Parsed once at this boundary: the inspector never guesses at shapes.
import { z } from "zod";
import type { JudgeEvent } from "../judges/types";

const jsonNumber = z.union([z.number(), z.enum(["NaN", "Infinity", "-Infinity"]).transform(Number)]);
/** a time: a non-finite one is no time at all (the event is then not seekable) */
const time = z
  .union([jsonNumber, z.null()])
  .optional()
  .transform((t) => (t == null || !Number.isFinite(t) ? null : t));
const verdictField = z.enum(["ok", "partial", "miss", "n/a"]);

const eventSchema = z.object({
  kind: z.enum(["expected", "spurious"]),
  index: z.number().int(),
  matchedPrediction: z.number().int().nullable(),
  label: z.string(),
  verdict: z.enum(["full", "partial", "none", "spurious"]),
  timeSec: time,
  endSec: time,
  earned: jsonNumber,
  available: jsonNumber,
  fields: z.array(
    z.object({
      name: z.string(),
      expected: z.unknown(),
      predicted: z.unknown(),
      tolerance: z.string().optional(),
      verdict: verdictField,
      earned: jsonNumber.optional(),
      available: jsonNumber.optional(),
    }),
  ),
  groups: z.array(z.object({ name: z.string(), earned: jsonNumber, available: jsonNumber })).optional(),
  extra: z.record(z.string(), z.unknown()).optional(),
});

export type StoredEvents = { ok: true; events: JudgeEvent[] } | { ok: false; events: JudgeEvent[]; error: string };

export function parseStoredEvents(json: unknown): StoredEvents {
  const r = z.array(eventSchema).safeParse(json ?? []);
  if (r.success) return { ok: true, events: r.data };
  const issue = r.error.issues[0];
  return { ok: false, events: [], error: `stored events do not have the JudgeEvent shape at ${issue.path.join(".")}: ${issue.message}` };
}
