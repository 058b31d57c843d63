import { describe, expect, it } from "vitest";
import { diffGoldEvents } from "./diff-gold-events";
import { goldEventsOf } from "./ground-truth-events";
import { EGOCENTRIC, FLIGHTGEAR, KART, taskJson } from "./__tests__/real-tasks";

type Gt = { clearances: Array<Record<string, unknown>> };

describe("goldEventsOf", () => {
  it("reads each family's event array, identity and time", () => {
    const fg = goldEventsOf(FLIGHTGEAR, taskJson(FLIGHTGEAR, "steps/solve/tests/ground_truth.json"), null);
    expect(fg.list).toBe("clearances");
    expect(fg.events).toHaveLength(65);
    expect(fg.events[0]).toMatchObject({ index: 0, identity: "turn_right_heading", timeSec: 20 });
    const kart = goldEventsOf(KART, taskJson(KART, "steps/solve/tests/ground_truth.b4138e8.json"), null);
    expect(kart.list).toBe("races");
    expect(kart.events).toHaveLength(12);
    expect(kart.events[0]).toMatchObject({ identity: "hacienda", timeSec: 0 });
    const ego = goldEventsOf(EGOCENTRIC, { actions: [{ verb: "take", nouns: ["cup", "bowl"], start_frame: 48, end_frame: 60 }] }, 24);
    expect(ego.events[0]).toMatchObject({ identity: "take bowl+cup", timeSec: 2 });
  });

  it("falls back to the first array of objects for a family without a judge", () => {
    const r = goldEventsOf(null, { meta: 1, blocks: [{ type: "block", time_s: 3.5 }] }, null);
    expect(r).toMatchObject({ list: "blocks", events: [{ identity: "block", timeSec: 3.5 }] });
    expect(goldEventsOf(null, "not json events", null)).toEqual({ list: null, events: [] });
  });
});

describe("diffGoldEvents", () => {
  const fg = taskJson(FLIGHTGEAR, "steps/solve/tests/ground_truth.json") as Gt;

  it("finds nothing in an unchanged ground truth", () => {
    const d = diffGoldEvents(FLIGHTGEAR, fg, structuredClone(fg), null);
    expect(d).toMatchObject({ beforeCount: 65, afterCount: 65, unchanged: 65, changes: [] });
  });

  it("reports a clearance re-timed across the 720 s leg cut as moved, with its shift", () => {
    const after = structuredClone(fg);
    const i = after.clearances.findIndex((c) => (c.issued_time_s as number) > 700);
    const was = after.clearances[i].issued_time_s as number;
    after.clearances[i].issued_time_s = 720.4;
    const d = diffGoldEvents(FLIGHTGEAR, fg, after, null);
    expect(d.changes).toHaveLength(1);
    expect(d.changes[0]).toMatchObject({ change: "moved", fields: [] });
    expect(d.changes[0].shiftSec).toBeCloseTo(720.4 - was, 6);
  });

  it("reports added, removed and field changes", () => {
    const after = structuredClone(fg);
    const removed = after.clearances.splice(3, 1)[0];
    after.clearances[0].status = "not_complied";
    after.clearances.push({ ...after.clearances[1], command_type: "hold_short", issued_time_s: 3599 });
    const d = diffGoldEvents(FLIGHTGEAR, fg, after, null);
    const kinds = d.changes.map((c) => c.change).sort();
    expect(kinds).toEqual(["added", "changed", "removed"]);
    expect(d.changes.find((c) => c.change === "removed")!.before!.fields).toEqual(removed);
    expect(d.changes.find((c) => c.change === "changed")!.fields).toEqual([{ field: "status", before: "complied", after: "not_complied" }]);
  });

  it("reads the kart ground truth regenerated at b4138e8 as 12 races, each changed, none lost", () => {
    const d = diffGoldEvents(
      KART,
      taskJson(KART, "steps/solve/tests/ground_truth.json"),
      taskJson(KART, "steps/solve/tests/ground_truth.b4138e8.json"),
      null,
    );
    expect(d.beforeCount).toBe(12);
    expect(d.afterCount).toBe(12);
    expect(d.changes.filter((c) => c.change === "added" || c.change === "removed")).toEqual([]);
    const first = d.changes.find((c) => c.before?.index === 0)!;
    expect(first.fields.map((f) => f.field)).toEqual(expect.arrayContaining(["items_collected", "spinouts", "t_start"]));
    expect(first.fields.find((f) => f.field === "items_collected")).toEqual({ field: "items_collected", before: 14, after: 17 });
  });
});
