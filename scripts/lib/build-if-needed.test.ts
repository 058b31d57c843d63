// `npm run build` leaves the fingerprint `npm start` checks (the next start serves that build, it
// does not build again), and the start's build log lands in VBENCH_DATA_DIR however it is given.
// A stand-in `next` in a temporary checkout writes .next/BUILD_ID and counts its runs.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildIfNeeded, buildLogPath } from "./build-if-needed";

const REPO = path.resolve(import.meta.dirname, "../..");
const roots: string[] = [];
const savedDataDir = process.env.VBENCH_DATA_DIR;
afterEach(() => {
  roots.splice(0).forEach((r) => fs.rmSync(r, { recursive: true, force: true }));
  if (savedDataDir === undefined) delete process.env.VBENCH_DATA_DIR;
  else process.env.VBENCH_DATA_DIR = savedDataDir;
  vi.restoreAllMocks();
});

function checkout(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-build-"));
  roots.push(root);
  const files: Record<string, string> = {
    "app/page.tsx": "export default 1;",
    "package.json": "{}",
    // the stand-in: one line per run in builds.txt, and the file a finished build leaves
    "node_modules/next/dist/bin/next":
      'const fs = require("node:fs"); fs.appendFileSync("builds.txt", "x\\n"); fs.mkdirSync(".next", { recursive: true }); fs.writeFileSync(".next/BUILD_ID", "b"); console.log("stand-in build");',
  };
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return root;
}
const builds = (root: string) =>
  fs.existsSync(path.join(root, "builds.txt")) ? fs.readFileSync(path.join(root, "builds.txt"), "utf8").length / 2 : 0;

describe("buildLogPath", () => {
  it.each([
    [undefined, "/checkout/.data/build.log"],
    ["", "/checkout/.data/build.log"],
    ["data", "/checkout/data/build.log"],
    ["./x/../data", "/checkout/data/build.log"],
    ["/var/lib/vbench", "/var/lib/vbench/build.log"],
  ])("VBENCH_DATA_DIR=%s -> %s", (dataDir, expected) => {
    expect(buildLogPath("/checkout", dataDir)).toBe(expected);
  });
});

describe("npm run build, then npm start's build check", () => {
  it("the start finds the build up to date and does not build again; an edited source builds again", () => {
    const root = checkout();
    // package.json's own build command, run as npm runs it (its tsx on PATH) in the checkout
    const command = (JSON.parse(fs.readFileSync(path.join(REPO, "package.json"), "utf8")) as { scripts: { build: string } }).scripts.build;
    const out = execFileSync("bash", ["-c", command.replaceAll("scripts/", `${REPO}/scripts/`)], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, PATH: `${REPO}/node_modules/.bin:${process.env.PATH}` },
    });
    expect(out).toContain("stand-in build"); // npm run build shows next build's own output
    expect(builds(root)).toBe(1);
    vi.spyOn(console, "log").mockImplementation(() => {});
    expect(buildIfNeeded(root)).toBe("up to date");
    expect(builds(root)).toBe(1);
    fs.appendFileSync(path.join(root, "app/page.tsx"), "\n// edited");
    expect(buildIfNeeded(root)).toBe("built");
    expect(builds(root)).toBe(2);
  });
});

describe("npm start's build log", () => {
  it("lands in an absolute VBENCH_DATA_DIR itself, not under the checkout", () => {
    const root = checkout();
    const dataDir = path.join(root, "elsewhere", "data");
    process.env.VBENCH_DATA_DIR = dataDir;
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    expect(buildIfNeeded(root)).toBe("built");
    expect(fs.readFileSync(path.join(dataDir, "build.log"), "utf8")).toContain("stand-in build");
    // the bug: <checkout>/<absolute path>/build.log
    expect(fs.existsSync(path.join(root, dataDir))).toBe(false);
    expect(lines[0]).toContain("output in elsewhere/data/build.log");
  });

  it("lands under the checkout for a relative VBENCH_DATA_DIR", () => {
    const root = checkout();
    process.env.VBENCH_DATA_DIR = "rel-data";
    vi.spyOn(console, "log").mockImplementation(() => {});
    expect(buildIfNeeded(root)).toBe("built");
    expect(fs.readFileSync(path.join(root, "rel-data", "build.log"), "utf8")).toContain("stand-in build");
  });
});
