import { describe, expect, it } from "vitest";
import type { RowFlagCode } from "../../gates/row-flags";
import { flagPhrases } from "./phrases";

/** the codes a run row would get from the sentence (a derived number's labels are not the row's) */
const codes = (sentence: string) =>
  [
    ...new Set(
      flagPhrases(sentence)
        .filter((m) => !m.derived)
        .map((m) => m.code),
    ),
  ].sort();

describe("flagPhrases: the labels a reviewer reads in a sentence", () => {
  it.each<[string, RowFlagCode[]]>([
    // reconstruction
    ["This is a reconstruction, not the agent's own bytes.", ["reconstruction"]],
    ["The ledger is not the agent's own output.", ["reconstruction"]],
    ["video-only.json was reconstructed from the recipe in the trajectory.", ["reconstruction"]],
    ["Its shell commands were replayed in order against a cut of the media.", ["reconstruction"]],
    ["The audio-only ledger was re-wrapped before scoring.", ["reconstruction"]],
    ["The ledger was rewrapped into the submission shape.", ["reconstruction"]],
    ['The submission was hand-wrapped in {"actions": [...]}.', ["reconstruction"]],
    ["We wrapped the bare array by hand and scored it.", ["reconstruction"]],
    ["The score above is salvaged from the live container.", ["reconstruction"]],
    ["The ledger was rebuilt from the agent's notes.", ["reconstruction"]],
    ["A hand-edited ledger.", ["reconstruction"]],
    // coached
    ["The round ran through a coached prompt.", ["coached"]],
    ["Its wrapper prompt added solving guidance the other harnesses never saw.", ["coached"]],
    ["It ran through a VS Code Copilot agent-host.", ["coached"]],
    ["harness: VS Code Claude Agent SDK", ["coached"]],
    ["This row alone received an appended paragraph telling it to validate its JSON.", ["coached"]],
    ["It was given a second schema-repair pass on top.", ["coached"]],
    ["The agent host injected a preamble.", ["coached"]],
    ["It was run with --append-system-prompt.", ["coached"]],
    // contaminated / undetermined
    ["The difficulty gate is currently UNDETERMINED.", ["contaminated"]],
    ["None of the four rows is a clean measurement.", ["contaminated"]],
    ["This is not a clean measurement.", ["contaminated"]],
    ["The workspace was pre-populated with a previous run's output.", ["contaminated"]],
    ["The two runs could read each other's solution.json.", ["contaminated"]],
    ["The run is contaminated.", ["contaminated"]],
    ["The agent opened the ground truth twice.", ["contaminated"]],
    // quota / submitted nothing
    ["Both attempts were cut off by the provider rate limit.", ["quota_terminated"]],
    ["The run was rate-limited after 40 minutes.", ["quota_terminated"]],
    ["It hit the usage limit before the submission step.", ["quota_terminated"]],
    ["The account ran out of quota.", ["quota_terminated"]],
    ["Not run due to credit limits.", ["quota_terminated"]],
    ["It stopped on a provider resource-exhausted error.", ["quota_terminated"]],
    ["The agent submitted nothing.", ["quota_terminated"]],
    ["There is no solution for this run.", ["quota_terminated"]],
    ["solution.json was never written.", ["quota_terminated"]],
    ["It stopped before producing any ledger.", ["quota_terminated"]],
    ["Ended at ApiRateLimitError.", ["quota_terminated"]],
    // earlier instruction
    ["The Codex run is pre-contract evidence.", ["earlier_instruction"]],
    ["Both still reflect an earlier instruction.md with tighter tolerances.", ["earlier_instruction"]],
    ["It ran the old prompt.", ["earlier_instruction"]],
    ["A run on the old schema.", ["earlier_instruction"]],
    ["Run before the prompt fixes of September.", ["earlier_instruction"]],
    ["It ran before the contract freeze.", ["earlier_instruction"]],
    // diagnostic
    ["The Claude run is an interrupted diagnostic.", ["diagnostic"]],
    ["Treat the 0.0336 as a useful salvaged diagnostic.", ["diagnostic", "reconstruction"]],
    // more ways of writing the same labels
    ["The ledger was reconstructed.", ["reconstruction"]],
    ["The submission was regenerated from the agent's recipe.", ["reconstruction"]],
    ["A fabricated ledger stands in for the lost one.", ["reconstruction"]],
    ["The harness added a custom system prompt.", ["coached"]],
    ["It received additional guidance on the vocabularies.", ["coached"]],
    ["The prompt carried hints about the scorer.", ["coached"]],
    ["The ground truth was mounted in the container.", ["contaminated"]],
    ["An answer leak through the cache.", ["contaminated"]],
    ["The two runs shared a workspace.", ["contaminated"]],
    ["The run did not submit a solution.", ["quota_terminated"]],
    ["It produced no ledger.", ["quota_terminated"]],
    ["The Gemini run ended with RESOURCE_EXHAUSTED and wrote no solution.json.", ["quota_terminated"]],
    ["It stopped without writing a solution.", ["quota_terminated"]],
    ["The CLI exited before submitting its answer.", ["quota_terminated"]],
    ["It hit its weekly usage limit.", ["quota_terminated"]],
    ["Terminated: quota exceeded.", ["quota_terminated"]],
    ["The provider answered 429 Too Many Requests.", ["quota_terminated"]],
    ["The account ran out of credits.", ["quota_terminated"]],
    ["The run was throttled and stopped.", ["quota_terminated"]],
    ["It ran a different instruction.md.", ["earlier_instruction"]],
    ["It ran the prior prompt.", ["earlier_instruction"]],
    ["This is not the shipped instruction.", ["earlier_instruction"]],
    ["Report it as diagnostic only.", ["diagnostic"]],
    // several in one sentence
    [
      "interrupted diagnostic: both segments ended at provider rate limits; salvaged partial ledger",
      ["diagnostic", "quota_terminated", "reconstruction"],
    ],
    ["Beyond the old instruction, this row alone received an appended paragraph.", ["coached", "earlier_instruction"]],
  ])("%s -> %j", (sentence, expected) => {
    expect(codes(sentence)).toEqual(expected);
  });
});

describe("negations and hypotheticals lift nothing", () => {
  it.each([
    "This is not a reconstruction.",
    "The ledger was never reconstructed from anything.",
    "No rate limit was hit.",
    "The run did not hit a rate limit.",
    "It was never rate-limited.",
    "No wrapper prompt and no post-processing.",
    "No `--append-system-prompt`, no wrapper preamble, no tool coaching, no scoring hints.",
    "If a future native run reads gauges that well without a wrapper prompt, re-examine the task.",
    "The run was not contaminated.",
    "The workspace was not pre-populated.",
    "It ran the shipped instruction, not an earlier instruction.",
    "Re-run natively rather than through the agent host.",
    "Without any quota problems the run finished.",
    "The prompt is the instruction byte for byte — no system-prompt append, no wrapper guidance.",
    // a number derived from the row is labelled, not the row
    "Wrapping it by hand — a diagnostic, not this row's score — still gives 0.0000.",
    "The wrapped diagnostic above does not alter the official score or saved solution.",
    // task prose that only sounds like a label
    "Reconstruct every spoken ATC clearance across five legs.",
    "verb_and_boundary_matches are diagnostic counters only.",
    "Leg attribution is reported for diagnostics only.",
    "The wrapper did enforce --network none.",
    "The ground truth was not mounted.",
    // a limit named is not a limit hit
    "The harness retries on transient errors and backs off under rate limits.",
    "The Codex run used 40% of its quota.",
    "The provider's usage limits are generous.",
    "Claude Code diagnostic logs show 147 tool calls.",
    "There was no answer leak.",
    "The runs did not share a workspace.",
    "It ran the shipped instruction, not a prior prompt.",
    "It was never throttled.",
    "It finished and wrote its solution.json before the time cap.",
    "Without extra instructions, it ran the shipped text.",
    // what a review discussed is not a statement about the row
    "The maintainer's parity item was about the Claude row's wrapper prompt.",
    "The reviewer's concern was about a possible rate limit.",
  ])("%s", (sentence) => {
    expect(codes(sentence)).toEqual([]);
  });
});

describe("a match says where and which words", () => {
  it("offsets point at the words", () => {
    const s = "Its ledger is a reconstruction.";
    const [m] = flagPhrases(s);
    expect(m).toMatchObject({ code: "reconstruction", words: "reconstruction" });
    expect(s.slice(m.index, m.index + m.words.length)).toBe("reconstruction");
  });
  it("a derived number's label is kept, marked derived, for the diagnostic row it describes", () => {
    expect(flagPhrases("diagnostic F1 after mechanically wrapping the bare array").map((m) => [m.code, m.derived])).toEqual([
      ["reconstruction", true],
    ]);
  });
  it("the strongest phrase ranks first at one place", () => {
    const [m] = flagPhrases("not the agent's own bytes");
    expect(m.strength).toBe(0);
  });
});

describe("the hypothetical rule: if / unless / whether / would / should / might in the clause before a phrase cancels it", () => {
  // each hypothetical sentence has a twin with the hypothetical word taken out, which does lift:
  // so the phrase is matched, and only the rule (phrases.ts HYPOTHETICAL) keeps the first from lifting
  it.each<[string, string, RowFlagCode]>([
    ["If the run was coached, re-run it natively.", "The run was coached, re-run it natively.", "coached"],
    ["Unless it was coached, the score stands.", "It was coached, the score stands.", "coached"],
    ["Whether the ledger was reconstructed is unclear.", "The ledger was reconstructed.", "reconstruction"],
    ["The run would be contaminated by a shared workspace.", "The run is contaminated by a shared workspace.", "contaminated"],
    ["Should the agent read the ground truth, the score is void.", "The agent read the ground truth, the score is void.", "contaminated"],
    ["It might have hit the rate limit.", "It hit the rate limit.", "quota_terminated"],
  ])("%s", (hypothetical, fact, code) => {
    expect(codes(hypothetical)).toEqual([]);
    expect(codes(fact)).toEqual([code]);
  });
  it("a hypothetical in an earlier clause does not reach past the clause break", () => {
    expect(codes("If you re-run it, note that the run was coached.")).toEqual(["coached"]);
  });
});
