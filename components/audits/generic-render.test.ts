// Server-rendered generic-audit tables: a rejected respelling and a mutation scored as the oracle are
// marked, a verdict names why, and contributor-derived names are escaped.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ValidAlternativesTable } from "./ValidAlternativesTable";
import { VerifierProbeDetails } from "./VerifierProbeDetails";

describe("ValidAlternativesTable", () => {
  const html = renderToStaticMarkup(
    createElement(ValidAlternativesTable, {
      rows: [
        { variant: "key order reversed", reward: 1, reference: 1, rejected: false },
        { variant: "numbers as 1.0 <script>alert(1)</script>", reward: 0.5, reference: 1, rejected: true },
        { variant: "labels in NFD", reward: null, reference: 1, rejected: false, note: "no label changes" },
      ],
    }),
  );
  it("marks the rejected row and says why, each verdict in its words", () => {
    expect(html).toContain('<tr class="error"><td>numbers as 1.0 &lt;script&gt;alert(1)&lt;/script&gt;</td><td class="num">0.5000</td>');
    expect(html).toContain("rejected (scored lower)");
    expect(html).toContain("scored as the oracle");
    expect(html).toContain("not run");
    expect(html).not.toContain("<script>");
  });
});

describe("VerifierProbeDetails", () => {
  const html = renderToStaticMarkup(
    createElement(VerifierProbeDetails, {
      data: {
        shape: {
          listPath: "events",
          events: 4,
          timeFields: ["frame (frames)"],
          labelFields: [{ name: "label", vocabulary: 3 }],
          cap: null,
          statedTolerances: ["within 2 frames"],
          orderMatters: false,
        },
        oracleReward: 1,
        tolerances: [
          { field: "frame", unit: "frames", stated: 2, statedText: "within 2 frames", justInside: 1, justOutside: 1, verdict: "wider" },
        ],
        mutations: [{ label: "every label swapped", reward: 1, reference: 1, rejected: false }],
        budget: { limit: 40, used: 40, cut: ["reward sensitivity"] },
      },
    }),
  );
  it("names the shape, the budget cut, a tolerance wider than stated and a mutation the verifier does not reject", () => {
    expect(html).toContain("40 of 40 verifier runs used; cut by the budget: reward sensitivity");
    expect(html).toMatch(/<tr class="error"><td>frame \(frames\)<\/td><td>within 2 frames<\/td>/);
    expect(html).toMatch(/<tr class="error"><td>every label swapped<\/td>.*no: scored as the oracle/);
  });
});
