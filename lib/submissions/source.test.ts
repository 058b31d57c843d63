// Where a stored ledger or trajectory came from, as its page and its rows' grades say it (issue 34).
import { describe, expect, it } from "vitest";
import { artifactSource, uploadSource } from "./source";

const REV = "pull request vbench/tasks#7 by casey: https://github.com/vbench/tasks.git@abc123:demo";

describe("artifactSource", () => {
  it.each([
    [
      "an upload through the CLI",
      { origin: "upload", source: uploadSource("CLI") },
      "uploaded by the contributor (CLI)",
      "by the contributor (CLI)",
    ],
    [
      "an upload through the form",
      { origin: "upload", source: "upload (form)" },
      "uploaded by the contributor (form)",
      "by the contributor (form)",
    ],
    [
      "an upload stored before channels were kept",
      { origin: "upload", source: "upload" },
      "uploaded by a contributor (channel not recorded)",
      "by the contributor",
    ],
    [
      "an upload with no source at all",
      { origin: "upload", source: null },
      "uploaded by a contributor (channel not recorded)",
      "by the contributor",
    ],
    [
      "a word that is no channel",
      { origin: "upload", source: "upload (fax)" },
      "uploaded by a contributor (channel not recorded)",
      "by the contributor",
    ],
    ["a folder's file, from a pull request head", { origin: "agent", source: null }, `calibration/x.json in ${REV}`, "in the folder"],
    ["a folder's oracle", { origin: "oracle", source: null }, `calibration/x.json in ${REV}`, "in the folder"],
  ])("%s", (_name, a, text, claimedWhere) => {
    expect(artifactSource({ ...a, path: "calibration/x.json", revisionSource: REV })).toMatchObject({ text, claimedWhere });
  });
});
