import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FolderReadError, readTaskFolder } from "./read-folder";

let base: string;
let root: string;

beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), "read-folder-"));
  root = path.join(base, "task");
  await mkdir(path.join(root, "steps/solve/tests"), { recursive: true });
  await mkdir(path.join(root, ".git/objects"), { recursive: true });
  await writeFile(path.join(root, "task.toml"), "a = 1\n");
  await writeFile(path.join(root, "steps/solve/instruction.md"), "Do it.\n");
  await writeFile(path.join(root, "steps/solve/tests/gt.json"), new Uint8Array([0x7b, 0x7d, 0xff]));
  await writeFile(path.join(root, ".git/HEAD"), "ref\n");
  await writeFile(path.join(root, ".env"), "dotfiles are content too\n");
});

afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

describe("readTaskFolder", () => {
  it("reads every file but .git, with sorted posix paths and exact bytes", async () => {
    const files = await readTaskFolder(root);
    expect([...files.keys()]).toEqual([".env", "steps/solve/instruction.md", "steps/solve/tests/gt.json", "task.toml"]);
    expect([...files.get("steps/solve/tests/gt.json")!]).toEqual([0x7b, 0x7d, 0xff]);
  });

  it("follows a symlink that stays inside the folder", async () => {
    await symlink(path.join(root, "task.toml"), path.join(root, "alias.toml"));
    const files = await readTaskFolder(root);
    expect(new TextDecoder().decode(files.get("alias.toml"))).toBe("a = 1\n");
  });

  it("refuses a symlink escaping the folder, naming it", async () => {
    await writeFile(path.join(base, "secret.txt"), "nope");
    await symlink(path.join(base, "secret.txt"), path.join(root, "steps/leak.txt"));
    await expect(readTaskFolder(root)).rejects.toThrow(FolderReadError);
    await expect(readTaskFolder(root)).rejects.toThrow("steps/leak.txt: symlink points outside the task folder");
  });

  it("refuses a relative ../ symlink and a dangling one", async () => {
    await symlink("../../..", path.join(root, "steps/up"));
    await expect(readTaskFolder(root)).rejects.toThrow("steps/up: symlink points outside");
    await rm(path.join(root, "steps/up"));
    await symlink("missing", path.join(root, "dangling"));
    await expect(readTaskFolder(root)).rejects.toThrow("dangling: symlink target does not exist");
  });

  it("refuses a symlinked directory that loops back", async () => {
    await symlink(root, path.join(root, "steps/loop"));
    await expect(readTaskFolder(root)).rejects.toThrow("symlink cycle");
  });

  it("reads the real bundled FlightGear folder", async () => {
    const real = path.resolve(import.meta.dirname, "../../prisma/fixtures/tasks/flightgear-atc-clearance-compliance-ledger");
    const files = await readTaskFolder(real);
    expect(files.size).toBe(23);
    expect(files.get("steps/solve/instruction.md")?.byteLength).toBe(7407);
  });
});
