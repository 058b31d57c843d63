// bin/judge, the judge command README leads with: a shell launcher that runs dist/cli/judge.cjs
// under the `node` on PATH without NODE_EXTRA_CA_CERTS (Node 20 reads that file before any script
// runs; bench:cli measures what that costs). A stand-in `node` on PATH records what the launcher
// hands it, so the contract (which file, which arguments, which environment) is checked on every
// Node; one real run checks it judges the same bytes as the loader it wraps.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureClisBuilt, JUDGE_LOADER_COMMAND, JUDGE_README_COMMAND, ROOT } from "./lib/cli-bundle.mjs";

const LAUNCHER = path.join(ROOT, JUDGE_README_COMMAND);
const LOADER_FILE = path.join(ROOT, JUDGE_LOADER_COMMAND.split(" ")[1]);

let dir: string;
let fakeBin: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "judge-launcher-"));
  fakeBin = path.join(dir, "fake-bin");
  fs.mkdirSync(fakeBin);
  // a `node` that prints what it was given: its arguments one per line (NUL-free), then the two
  // environment variables the launcher must drop or keep
  fs.writeFileSync(
    path.join(fakeBin, "node"),
    '#!/bin/sh\nfor a in "$@"; do printf "arg:%s\\n" "$a"; done\n' +
      'printf "extra-ca:%s\\n" "${NODE_EXTRA_CA_CERTS-<unset>}"\nprintf "keep:%s\\n" "${KEEP_ME-<unset>}"\n',
    { mode: 0o755 },
  );
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function launchWithFakeNode(command: string, args: string[], cwd: string) {
  const env = {
    ...process.env,
    PATH: [fakeBin, process.env.PATH].join(path.delimiter),
    NODE_EXTRA_CA_CERTS: "/etc/ssl/certs/ca-certificates.crt",
    KEEP_ME: "still here",
  };
  const r = spawnSync(command, args, { cwd, env, encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout.split("\n").filter((l) => l !== "");
}

// arguments a shell could pass: spaces, quotes, globs, variables, an empty string, a leading dash
const AWKWARD_ARGS = ["--judge", "kart@1ea24fc", "--ground-truth", "my gt.json", "", "$HOME", "*.json", 'it\'s "q"', "-e"];

describe("bin/judge", () => {
  it("runs the checkout's dist/cli/judge.cjs with every argument untouched and NODE_EXTRA_CA_CERTS dropped", () => {
    const lines = launchWithFakeNode(LAUNCHER, AWKWARD_ARGS, ROOT);
    const [first, ...rest] = lines.filter((l) => l.startsWith("arg:")).map((l) => l.slice("arg:".length));
    expect(fs.realpathSync(first)).toBe(fs.realpathSync(LOADER_FILE));
    expect(rest).toEqual(AWKWARD_ARGS);
    expect(lines).toContain("extra-ca:<unset>");
    expect(lines).toContain("keep:still here");
  });

  it("finds dist/ from another working directory and through a symlink in another folder", () => {
    const link = path.join(dir, "judge-link");
    fs.symlinkSync(LAUNCHER, link);
    for (const [command, cwd] of [
      [LAUNCHER, os.tmpdir()],
      [link, os.tmpdir()],
    ]) {
      const first = launchWithFakeNode(command, ["--help"], cwd)[0].slice("arg:".length);
      expect(fs.realpathSync(first), command).toBe(fs.realpathSync(LOADER_FILE));
    }
  });

  it("judges the same bytes as the loader it runs, with nothing on stderr when the CA file is unreadable", async () => {
    await ensureClisBuilt();
    const id = "kart-race-telemetry-ledger-s1@1ea24fc";
    const parity = path.join("lib/judges/__fixtures__/parity", id);
    const args = ["--judge", id, "--ground-truth", path.join(parity, "ground_truth.json"), path.join(parity, "cases/oracle.json")];
    // Node 20 warns on stderr at start when the file cannot be read: the launcher never lets it try
    const env = {
      ...process.env,
      PATH: [path.dirname(process.execPath), process.env.PATH].join(path.delimiter),
      NODE_EXTRA_CA_CERTS: path.join(dir, "no-such-bundle.pem"),
    };
    const viaLauncher = spawnSync(LAUNCHER, args, { cwd: ROOT, env, encoding: "utf8" });
    const viaLoader = spawnSync(process.execPath, [LOADER_FILE, ...args], { cwd: ROOT, encoding: "utf8" });
    expect(viaLauncher.status, viaLauncher.stderr).toBe(0);
    expect(viaLauncher.stderr).toBe("");
    expect(viaLauncher.stdout).toBe(viaLoader.stdout);
    expect(JSON.parse(viaLauncher.stdout)).toMatchObject({ reward: { reward: 1 } });
  });

  it("is executable in the tree (a fresh clone runs it as README writes it)", () => {
    const mode = spawnSync("git", ["ls-files", "-s", JUDGE_README_COMMAND], { cwd: ROOT, encoding: "utf8" }).stdout;
    expect(mode.split(" ")[0]).toBe("100755");
  });
});
