// The perfect submission built from a ground truth (what the oracle probe submits): a ground truth
// whose actions are not all well-formed is refused with the action's 1-based number and what it
// lacks, never turned into a submission. Table-tested on hand-written ground truths.
import { describe, expect, it } from "vitest";
import { GroundTruthError } from "../types";
import { egocentricE25513b as judge } from "./index";

const bytes = (actions: unknown[]) => new TextEncoder().encode(JSON.stringify({ actions }));
const good = { verb: "take", nouns: ["cup"], start_frame: 1, end_frame: 2 };

describe("perfectSubmission refuses a malformed ground-truth action, naming it", () => {
  it.each<[string, Record<string, unknown>, RegExp]>([
    ["a verb that is not a string", { ...good, verb: 3 }, /action 2 needs a string verb and a list of string nouns/],
    ["nouns that are not a list", { ...good, nouns: "cup" }, /action 2 needs a string verb and a list of string nouns/],
    ["a noun that is not a string", { ...good, nouns: ["cup", 7] }, /action 2 needs a string verb and a list of string nouns/],
    ["no start_frame", { verb: "take", nouns: ["cup"], end_frame: 2 }, /action 2 needs integer start_frame and end_frame/],
    ["no end_frame", { verb: "take", nouns: ["cup"], start_frame: 1 }, /action 2 needs integer start_frame and end_frame/],
    ["a frame past 2^53", { ...good, start_frame: 2 ** 60 }, /action 2 needs integer start_frame and end_frame/],
  ])("%s", (_what, bad, message) => {
    const build = () => judge.perfectSubmission(bytes([good, bad]));
    expect(build).toThrow(GroundTruthError);
    expect(build).toThrow(message);
  });

  it("well-formed actions become the submission, field for field", () => {
    const out = JSON.parse(new TextDecoder().decode(judge.perfectSubmission(bytes([good, { ...good, verb: "put" }]))));
    expect(out).toEqual({ actions: [good, { ...good, verb: "put" }] });
  });
});
