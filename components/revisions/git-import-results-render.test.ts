// The recent git imports rendered to HTML on the server: what an import did to a pull request's
// proposal of the same commit is shown on that commit, escaped (a commit message and a reviewer's
// reason are contributor- and maintainer-written text).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GitImportResults, type GitImportRunSummary } from "./GitImportResults";

const run = (commits: NonNullable<GitImportRunSummary["results"]>["commits"]): GitImportRunSummary => ({
  id: "r1",
  status: "succeeded",
  error: null,
  params: { source: "/srv/bench.git", ref: "main" },
  taskExists: true,
  results: { taskId: "demo", commits },
});

describe("GitImportResults: a commit's notes", () => {
  it("shows each note on its commit, escaped, and nothing for a commit without notes", () => {
    const html = renderToStaticMarkup(
      createElement(GitImportResults, {
        runs: [
          run([
            {
              sha: "a".repeat(40),
              message: "first",
              outcome: "already imported",
              revisionId: "r",
              errors: [],
              notes: ["accepted <b>it</b>"],
            },
            { sha: "b".repeat(40), message: "second", outcome: "new", revisionId: "s", errors: [] },
          ]),
        ],
      }),
    );
    expect(html).toContain("accepted &lt;b&gt;it&lt;/b&gt;");
    expect(html).not.toContain("<b>it</b>");
    expect(html.match(/data-testid="commit-note"/g)).toHaveLength(1);
    expect(html).toMatch(/<code>aaaaaaaa<\/code> first: <strong>already imported<\/strong><span data-testid="commit-note">/);
  });
});
