// The parser on every real corpus folder against the written reading of that folder
// (corpus-readings/<folder>.ts: rows, anchors, pin, labels, ablation answers, each cited file:line).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseTaskFolder } from "../parse-task-folder";
import { readTaskFolder } from "../read-folder";
import { compareWithReading } from "./compare";
import { CORPUS_READINGS } from "./index";

export const CORPUS_ROOT = path.resolve(__dirname, "../../../../shared/fixtures/benchmark");

describe("corpus folders parse as their readings say", () => {
  it.each(CORPUS_READINGS.map((r) => [r.folder, r] as const))("%s", async (folder, reading) => {
    const files = await readTaskFolder(path.join(CORPUS_ROOT, folder));
    const result = parseTaskFolder(folder, files, { kind: "fixture", location: folder }, { specCardErrors: "recover" });
    if (!result.ok) throw new Error(result.errors.map((e) => `${e.file}: ${e.reason}`).join("; "));
    const { task, findings } = result;
    const differences = compareWithReading(reading, {
      rows: task.rows,
      media: task.media,
      findingCodes: findings.map((f) => f.code),
      instructionPath: task.instruction.path,
    });
    expect(differences).toEqual([]);
    // the reading is not empty: every folder states rows and says what pins its media
    expect(reading.rows.length).toBeGreaterThan(0);
  });
});
