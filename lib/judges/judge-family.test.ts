// Every per-family table names every judge family (the task's own verifier included), with an
// entry or an explicit null opt-out. The types make a missing family a compile error (the
// expect-error directive below proves it; tsc checks it in CI's typecheck step); this walk catches a
// table whose type was loosened again, and an entry under a name that is no family.
import { describe, expect, it } from "vitest";
import { AUDIT_PROFILES } from "../audits/profiles";
import { CORRUPTORS } from "../audits/reward-sensitivity";
import { FAMILY_EVENTS } from "../contract/family-events";
import { POLICIES } from "../contract/policy";
import { LABEL_FIELDS } from "../contract/review";
import { GOLD_EVENT_FAMILIES } from "../revisions/ground-truth-events";
import {
  familyEntry,
  isJudgeFamily,
  judgeFamilyOf,
  JUDGE_FAMILIES,
  PORTED_FAMILIES,
  TASK_VERIFIER_FAMILY,
  type JudgeFamily,
} from "./judge-family";
import { JUDGE_TABLE } from "./judge-table";
import { NEAR_MISS_READERS } from "./near-miss";
import { WRITES_DETAILS_OBJECT } from "./reward-compare";

const TABLES: Record<string, Readonly<Record<string, unknown>>> = {
  "near-miss readers (lib/judges/near-miss.ts)": NEAR_MISS_READERS,
  "families with details (lib/judges/reward-compare.ts)": WRITES_DETAILS_OBJECT,
  "audit profiles (lib/audits/profiles)": AUDIT_PROFILES,
  "corruptors (lib/audits/reward-sensitivity.ts)": CORRUPTORS,
  "contract events (lib/contract/family-events.ts)": FAMILY_EVENTS,
  "contract policies (lib/contract/policy.ts)": POLICIES,
  "contract label fields (lib/contract/review.ts)": LABEL_FIELDS,
  "revision gold events (lib/revisions/ground-truth-events.ts)": GOLD_EVENT_FAMILIES,
};

describe("JudgeFamily", () => {
  it("is every judge table family once, plus the task's own verifier", () => {
    // derived independently of PORTED_FAMILIES: the part of each judge id before "@"
    const fromIds = [...new Set(Object.keys(JUDGE_TABLE).map((id) => id.slice(0, id.indexOf("@"))))].sort();
    expect([...PORTED_FAMILIES].sort()).toEqual(fromIds);
    expect(JUDGE_FAMILIES).toEqual([...PORTED_FAMILIES, TASK_VERIFIER_FAMILY]);
    expect(fromIds).not.toContain(TASK_VERIFIER_FAMILY);
  });

  it.each(Object.entries(TABLES))("%s has an entry or an explicit null for every family, and nothing else", (_, table) => {
    for (const family of JUDGE_FAMILIES) {
      expect(Object.hasOwn(table, family), family).toBe(true);
      expect(table[family], family).not.toBeUndefined();
    }
    expect(Object.keys(table).filter((k) => !isJudgeFamily(k))).toEqual([]);
  });

  it("files each audit profile under its own family", () => {
    for (const family of JUDGE_FAMILIES) {
      const profile = AUDIT_PROFILES[family];
      if (profile !== null) expect(profile.family).toBe(family);
    }
  });

  it("looks up only families: an opt-out, unknown names, prototype keys and null find nothing", () => {
    const table: Record<JudgeFamily, string | null> = {
      "egocentric-activity-understanding": "e",
      "flightgear-atc-clearance-compliance-ledger": "f",
      "kart-race-telemetry-ledger-s1": "k",
      "task-verifier": null,
    };
    for (const f of PORTED_FAMILIES) expect(familyEntry(table, f)).toBe(table[f]);
    expect(familyEntry(table, TASK_VERIFIER_FAMILY)).toBeNull();
    for (const name of ["toString", "__proto__", "constructor", "", "task:abc", null]) expect(familyEntry(table, name)).toBeNull();
  });

  it("does not compile a table that misses a family", () => {
    // @ts-expect-error a table without the task's own verifier (or any family) is a compile error
    const missing: Record<JudgeFamily, number | null> = {
      "egocentric-activity-understanding": 1,
      "flightgear-atc-clearance-compliance-ledger": 2,
      "kart-race-telemetry-ledger-s1": 3,
    };
    // at run time the walk above is what would catch it
    expect(Object.hasOwn(missing, TASK_VERIFIER_FAMILY)).toBe(false);
  });

  // the stored ids written out by hand (judge-table.ts's keys, a verifier id as lib/sandbox/verifier-files makes them)
  it.each([
    ["flightgear-atc-clearance-compliance-ledger@cbfc22d", "flightgear-atc-clearance-compliance-ledger"],
    ["egocentric-activity-understanding@e25513b", "egocentric-activity-understanding"],
    ["egocentric-activity-understanding@157e7b4", "egocentric-activity-understanding"],
    ["kart-race-telemetry-ledger-s1@f933449", "kart-race-telemetry-ledger-s1"],
    ["kart-race-telemetry-ledger-s1", "kart-race-telemetry-ledger-s1"],
    ["task:0123456789ab", "task-verifier"],
    ["task:", "task-verifier"],
    // the verifier's family name is no stored judge id; nor is a family we have no port of, or nothing
    ["task-verifier", null],
    ["task-verifier@abc", null],
    ["never-seen-family@abc", null],
    ["@f933449", null],
    ["toString", null],
    ["__proto__@x", null],
    ["", null],
    [null, null],
    [undefined, null],
  ] as const)("judgeFamilyOf(%j) is %j", (judgeId, family) => expect(judgeFamilyOf(judgeId)).toBe(family));
});
