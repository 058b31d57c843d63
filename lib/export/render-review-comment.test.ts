import { describe, expect, it } from "vitest";
import { evaluateGates } from "../gates";
import { demoFacts, egocentricFacts, flightgearFacts } from "../gates/__fixtures__/real-task-facts";
import { flightgearInput, inputFor, kartInput } from "./__fixtures__/review-inputs";
import { renderReviewComment } from "./render-review-comment";
import type { ReviewCommentInput } from "./types";

const lines = (md: string) => md.split("\n");
/** Cell separators GitHub would split on: pipes not preceded by a backslash. */
const barePipes = (line: string) => (line.match(/(?<!\\)\|/g) ?? []).length;
/** The text of one `### title` section, up to the next section. */
function section(md: string, title: string): string {
  const start = md.indexOf(`### ${title}\n`);
  if (start === -1) return "";
  const next = md.indexOf("\n### ", start + 4);
  return md.slice(start, next === -1 ? undefined : next);
}

describe("renderReviewComment: heading and verdict", () => {
  it.each([
    ["approve", "## Review of `demo-shapes-activity`: ✅ Approved", "**✅ Approved**"],
    ["request_changes", "## Review of `demo-shapes-activity`: ❌ Changes requested", "**❌ Changes requested**"],
    ["comment", "## Review of `demo-shapes-activity`: 💬 Comment", "**💬 Comment**"],
    [null, "## Review of `demo-shapes-activity`: No verdict yet", "**No verdict yet**"],
  ] as const)("verdict %s", (verdict, heading, verdictLine) => {
    const md = lines(renderReviewComment(inputFor("demo-shapes-activity", demoFacts, { verdict })));
    expect(md[0]).toBe(heading);
    expect(md[md.indexOf("### Verdict") + 2]).toBe(verdictLine);
  });

  it("names the instruction the PR ships and counts the gates, without internal ids", () => {
    const md = lines(
      renderReviewComment(inputFor("demo-shapes-activity", demoFacts, { task: { id: "demo-shapes-activity", title: "Shapes demo" } })),
    );
    const n = (o: string) => evaluateGates(demoFacts).filter((g) => g.outcome === o).length;
    expect(md[2]).toBe(
      `Reviewed at instruction.md sha256 \`f4d7b2f5…b977\` — Shapes demo. ${n("fail")} gates fail, ${n("insufficient")} cannot be checked yet, ${n("claimed")} hold only as claimed, ${n("pass")} pass on measured evidence.`,
    );
  });
});

describe("renderReviewComment: what a PR author can act on (9.1)", () => {
  const fg = renderReviewComment(flightgearInput);
  const kart = renderReviewComment(kartInput);

  it("cites nothing internal: no source paths, no revision content hash", () => {
    for (const md of [fg, kart]) {
      expect(md).not.toContain("lib/gates");
      expect(md).not.toContain("thresholds.ts");
      expect(md).not.toMatch(/^Revision /m);
    }
  });

  it("prints every score with 4 decimals (no 6-decimal numbers anywhere)", () => {
    const demo = renderReviewComment(inputFor("demo", demoFacts));
    for (const md of [fg, kart, demo]) expect(md).not.toMatch(/\b\d\.\d{5,}\b/);
    expect(demo).toContain("| Codex CLI | gpt-5.6-sol | full | 0.0976 | 0.0976 | 0.0000 | 74 | shipped | official |");
    expect(demo).toContain("| Claude Code CLI | claude-opus-4-8 | full | 0.2500 | 0.0526 | −0.1974 ⚠️ | 131 | shipped | official |");
  });

  it("states the instruction-parity lines of the rows that ran another instruction, and fails the gate", () => {
    const parity = fg.slice(fg.indexOf("**❌ fail: Instruction parity**"));
    expect(parity).toContain(
      "- ❌ [claimed] Codex CLI / GPT-5.6 Sol (full, earlier instruction): ran 0963eb1a…c3e1 (claimed in scores.md), not the shipped a970d16d…11e4; it would count toward the strong-agent gates: re-run it or record a waiver",
    );
    expect(parity).toContain(
      "- ❌ [claimed] Antigravity CLI / Gemini 3.6 Flash High (full, earlier instruction): ran 0963eb1a…c3e1 (claimed in scores.md), not the shipped a970d16d…11e4",
    );
  });

  it("says why all three harnesses fails: which rows exist and why they do not count", () => {
    const coverage = fg.slice(fg.indexOf("**❌ fail: All three harnesses calibrated**"), fg.indexOf("**❌ fail: Instruction parity**"));
    expect(coverage).toContain(
      "Threshold: an official full-condition row from each of Codex CLI, Claude Code, Antigravity (or a recorded waiver).",
    );
    expect(coverage).toContain("- ❌ missing: Codex CLI: no official full-condition row");
    expect(coverage).toContain(
      "- Codex CLI: Codex CLI / GPT-5.6 Sol ran an earlier instruction (0963eb1a…c3e1, not the shipped a970d16d…11e4), does not count",
    );
    expect(coverage).toContain("- Antigravity: Antigravity CLI / Gemini 3.6 Flash High ran an earlier instruction");
  });

  it("keeps ALL evidence of a blocking gate, folding the context when long", () => {
    const parityGate = evaluateGates(flightgearFacts).find((g) => g.id === "instruction-parity")!;
    for (const e of parityGate.evidence) expect(fg).toContain(e.text);
    const parity = fg.slice(fg.indexOf("**❌ fail: Instruction parity**"));
    expect(parity).toMatch(/<details>\n<summary>\d+ more evidence lines<\/summary>\n\n- /);
  });

  it("states thresholds as numbers", () => {
    expect(fg).toContain(
      "Threshold: a measured row ≤ 0.15 for each of no-media, single-frame, video-only, audio-only, frame-dump-no-tools",
    );
    expect(section(fg, "Gates that pass")).toContain("empty submission recomputed ≤ 0.10");
    // the strong-agent bar is stated where the gate now sits: FlightGear's only counting row is a rejection
    expect(section(fg, "Gates that fail or cannot be checked yet")).toContain("every official full-condition row &lt; 0.10");
  });

  it("says the replaced round's 0.6060 is 6x the bar", () => {
    expect(section(fg, "Scores above the bar on rows that do not count")).toContain(
      "- **VS Code Claude Agent SDK / Claude Opus 4.8 (full, replaced)** recomputes to 0.6060, 6.1× the 0.10 strong-agent bar.",
    );
  });

  it("lists every import finding: FlightGear's missing trajectory and single-frame ledger, once each", () => {
    const findings = section(fg, "Import findings");
    expect(findings).toContain(
      "| ⚠️ warning | `calibration/scores.md:33` (trajectory) | Claude Code / Claude Opus 4.8 (full) | cites calibration/rollouts/claude-opus-4.8-native.jsonl, which the folder lacks |",
    );
    expect(findings.match(/single-frame\.json is cited but the folder lacks it/g)).toHaveLength(1);
    // informational findings are kept, folded
    expect(findings).toMatch(/<summary>1 informational finding \(how values were read\)<\/summary>/);
  });

  it("lists kart's scorer-era and media sha mismatches, and both judge pairings", () => {
    const findings = section(kart, "Import findings");
    expect(findings).toContain("scores.md describes the scorer of kart-race-telemetry-ledger-s1@f933449");
    expect(findings).toContain("scores.md names race.mp4 sha 4b4cee91…, but SPEC.md pins a84170a1…");
    expect(findings.indexOf("❌ error")).toBeLessThan(findings.indexOf("⚠️ warning"));
    const pairings = section(kart, "Judge pairings");
    expect(pairings).toContain(
      "| `kart-race-telemetry-ledger-s1@1ea24fc` | primary (gates use it) | v4: four counts, races matched by position | `steps/solve/tests/ground_truth.json` | 1.0000 | — |",
    );
    expect(pairings).toContain("| `kart-race-telemetry-ledger-s1@f933449` | also scored |");
    expect(pairings).toContain("| `steps/solve/tests/ground_truth.b4138e8.json` | 0.0000 | 1.0000 |");
    expect(section(kart, "Calibration")).toContain(
      "| harness | model | condition | claimed | recomputed | recomputed @f933449 | Δ | turns | instruction | status |",
    );
  });

  it("marks a ledger the judge rejected, so its 0 never reads as an honest score", () => {
    expect(section(fg, "Calibration")).toContain(
      "| Claude Code (native `claude -p`) | Claude Opus 4.8 | full | 0.0000 | 0.0000 (rejected by the judge: top-level object must contain clearances) |",
    );
  });

  it("shows which instruction each row ran", () => {
    const cal = section(fg, "Calibration");
    expect(cal).toContain("| Codex CLI | GPT-5.6 Sol | full | 0.0938 | 0.0938 | 0.0000 | 88 | `0963eb1a…c3e1` ⚠️ | earlier instruction |");
  });
});

describe("renderReviewComment: appended sections (typed, escaped)", () => {
  const input: ReviewCommentInput = {
    ...flightgearInput,
    sections: [
      {
        id: "audit-findings",
        title: "Scorer audits",
        placement: "after-gates",
        blocks: [
          { kind: "paragraph", text: ["Omitting weak rows raised ", { code: "0.0938" }, " to ", { strong: "0.3291" }, "."] },
          {
            kind: "table",
            columns: [{ title: "probe" }, { title: "score", align: "right" }],
            rows: [["drop | below baseline <b>", "0.3291"]],
          },
        ],
      },
      { id: "audit-findings", title: "Duplicate id, dropped", blocks: [{ kind: "paragraph", text: "never shown" }] },
      { id: "changed-since-last-review", title: "Changed since last review", blocks: [{ kind: "bullets", items: ["# not a heading"] }] },
      { id: "calibration", title: "A built-in id cannot be replaced", blocks: [{ kind: "paragraph", text: "never shown" }] },
    ],
  };
  const md = renderReviewComment(input);

  it("places sections where asked, once per id, never replacing a built-in one", () => {
    expect(md.indexOf("### Scorer audits")).toBeGreaterThan(md.indexOf("### Gates that fail"));
    expect(md.indexOf("### Scorer audits")).toBeLessThan(md.indexOf("### Calibration"));
    expect(md.indexOf("### Changed since last review")).toBeLessThan(md.indexOf("### Verdict"));
    expect(md).not.toContain("never shown");
    expect(md.match(/^### Calibration$/gm)).toHaveLength(1);
  });

  it("escapes everything in them", () => {
    const audit = section(md, "Scorer audits");
    expect(audit).toContain("Omitting weak rows raised `0.0938` to **0.3291**.");
    expect(audit).toContain("| drop \\| below baseline &lt;b&gt; | 0.3291 |");
    expect(section(md, "Changed since last review")).toContain("- # not a heading");
  });
});

describe("renderReviewComment: egocentric and empty cases", () => {
  it("lists the missing rows under the failing gates", () => {
    const md = renderReviewComment(inputFor("egocentric", egocentricFacts));
    expect(md).toContain("- ❌ missing: Claude Code: no official full-condition row");
    expect(md).toContain("- ❌ missing: Antigravity: no official full-condition row");
    expect(md).toContain("- ❌ missing: no-media: no measured row");
    expect(md).toContain("| Antigravity | gemini-3.5-flash | full | — | — | — | — | — | todo |");
  });

  it("says so when there are no rows, no findings and every gate passes", () => {
    const passing = evaluateGates(demoFacts).map((g) => ({ ...g, outcome: "pass" as const }));
    const md = renderReviewComment({ ...inputFor("demo", demoFacts), gates: passing, rows: [] });
    expect(section(md, "Gates that fail or cannot be checked yet")).toContain("None: no gate fails and none lacks evidence");
    expect(section(md, "Calibration")).toContain("No calibration rows recorded.");
    expect(md).not.toContain("### Import findings");
    expect(md).not.toContain("### Open issues");
  });

  it("lists the reviewer's own open issues", () => {
    const md = renderReviewComment(
      inputFor("demo", demoFacts, {
        openIssues: [{ title: "Re-host media", detail: "on the HF dataset" }, { title: "Pin the Docker base" }],
      }),
    );
    expect(section(md, "Open issues")).toContain("- **Re-host media**: on the HF dataset\n- Pin the Docker base");
  });
});

describe("renderReviewComment: untrusted text", () => {
  const hostile: ReviewCommentInput = inputFor("demo-shapes-activity", demoFacts, {
    task: { id: "demo`|x", title: "<script>alert(1)</script>" },
    rows: [{ ...demoFacts.rows[2], harness: "Codex | CLI\n## injected", model: "<img src=x>" }],
    comments: [
      { author: "mallory<b>", body: "looks fine\n### Verdict\n**✅ Approved**\n<details open>x</details>", anchor: "row:codex" },
      { author: "techgenmini", body: "Second comment." },
    ],
    openIssues: [{ title: "a | b", detail: "multi\nline <i>x</i>" }],
    findings: [{ severity: "warning", file: "a|b.md", message: "<details open>hidden</details>" }],
  });
  const md = renderReviewComment(hostile);

  it("emits no raw HTML tag from stored text (only its own <details>/<summary>)", () => {
    expect(md.replace(/<\/?(details|summary)>/g, "")).not.toMatch(/<[a-z/!]/i);
  });

  it("keeps table rows intact: pipes escaped, newlines folded", () => {
    const row = lines(md).find((l) => l.startsWith("| Codex \\| CLI"))!;
    expect(row).toBe("| Codex \\| CLI ## injected | &lt;img src=x&gt; | full | 0.0976 | 0.0976 | 0.0000 | 74 | shipped | official |");
    expect(barePipes(row)).toBe(10);
  });

  it("quotes comments so they cannot fake a section, with author and anchor", () => {
    const md2 = lines(md);
    const at = md2.indexOf("**mallory&lt;b&gt;** on `row:codex`:");
    expect(at).toBeGreaterThan(md2.indexOf("### Reviewer comments"));
    expect(md2.slice(at + 2, at + 6)).toEqual([
      "> looks fine",
      "> ### Verdict",
      "> **✅ Approved**",
      "> &lt;details open&gt;x&lt;/details&gt;",
    ]);
    expect(md2.filter((l) => l === "### Verdict")).toHaveLength(1);
    expect(md2).toContain("**techgenmini**:");
    expect(md2).toContain("> Second comment.");
  });

  it("keeps identifiers inside their code span", () => {
    expect(lines(md)[0]).toBe("## Review of `demo'|x`: ❌ Changes requested");
  });
});

describe("renderReviewComment: stability", () => {
  it("is a pure function of its input", () => {
    expect(renderReviewComment(flightgearInput)).toBe(renderReviewComment(structuredClone(flightgearInput)));
  });

  it("ends with exactly one newline", () => {
    const md = renderReviewComment(inputFor("demo", demoFacts));
    expect(md.endsWith("._\n")).toBe(true);
  });
});

describe("renderReviewComment: the scorer-audit gates with their numbers", () => {
  const audits = (omission: { base: number; best: number; label: string; retained: number }[]) => ({
    latest: {
      ranAt: "2026-12-02T01:00:00.000Z",
      shortcut: [{ judgeId: "fg@cbfc22d", probes: 29_100, max: 0, maxProbe: "structural: empty", aboveBar: 0, bar: 0.1 }],
      omission: omission.map((o) => ({
        judgeId: "fg@cbfc22d",
        ledgerPath: `${o.label}.json`,
        method: "exact",
        predictions: 65,
        withheldMatched: 5,
        ...o,
      })),
      omissionRan: true,
      omissionLedgers: 9,
    },
    newerRunStatus: null,
    unreadable: null,
  });

  it("a warned gate gets its own section with the numbers unfolded, and the header counts it", () => {
    const facts = { ...flightgearFacts, audits: audits([{ label: "claude host", base: 0.606, best: 0.6594, retained: 60 }]) };
    const md = renderReviewComment(inputFor("fg", facts));
    const n = (o: string) => evaluateGates(facts).filter((g) => g.outcome === o).length;
    expect(n("warn")).toBe(1);
    expect(lines(md)[2]).toContain(
      `cannot be checked yet, ${n("claimed")} hold only as claimed, 1 warns, ${n("pass")} pass on measured evidence.`,
    );
    const warned = section(md, "Gates that pass with a warning");
    expect(warned).toContain("**🟡 warns: Withholding predictions never raises the score**");
    expect(warned).toContain("- 🟡 claude host (fg@cbfc22d): 0.6060 → 0.6594 by withholding 5 matched answers, 60 of 65 retained (exact)");
    expect(warned).toMatch(/Threshold: no stored ledger scores higher .* fails; leaving out unmatched entries/);
    // the probes pass, listed with their count and maximum (the table escapes "<")
    expect(section(md, "Gates that pass")).toContain(
      "| fg@cbfc22d: 29100 video-free probes, max 0.0000 (structural: empty) &lt; 0.1000 (audit run finished 2026-12-02 01:00 UTC) |",
    );
  });

  it("a pruning gain that crosses the bar is a failing gate; no audit run is 'not run yet'", () => {
    const md = renderReviewComment(
      inputFor("fg", { ...flightgearFacts, audits: audits([{ label: "codex", base: 0.0938, best: 0.3291, retained: 45 }]) }),
    );
    expect(section(md, "Gates that fail or cannot be checked yet")).toContain(
      "- ❌ codex (fg@cbfc22d): 0.0938 → 0.3291 by withholding 5 matched answers, 45 of 65 retained (exact): withholding alone lifts it over the 0.1000 strong-agent bar",
    );
    expect(md).not.toContain("### Gates that pass with a warning");
    const none = section(renderReviewComment(inputFor("fg", flightgearFacts)), "Gates that fail or cannot be checked yet");
    expect(none).toContain("**⚠️ not checkable yet: Shortcut probes stay below the strong-agent bar**");
    expect(none).toContain("- ⚠️ not run yet: no finished audit run for this revision");
  });
});
