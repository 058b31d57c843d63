// End-to-end: the CLI as a contributor runs it (a child process), against the real route handlers
// served on loopback from this process, on PGlite and Postgres, signed in with a real API token.
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("@/lib/auth/__tests__/next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

const { testDatabaseKinds } = await import("../db/__tests__/test-databases");
const { openHarness } = await import("../auth/__tests__/harness");
const { importTaskFolder } = await import("../importers/store/import-task-folder");
const { startRouteServer } = await import("./__tests__/route-server");
const { runCli } = await import("./program");
const rows = await import("@/app/api/tasks/[id]/rows/route");
const revisions = await import("@/app/api/tasks/[id]/revisions/route");
const status = await import("@/app/api/tasks/[id]/status/route");
const uploads = await import("@/app/api/tasks/[id]/uploads/route");

const run = promisify(execFile);
const DEMO = path.resolve("prisma/fixtures/tasks/demo-shapes-activity");
const TASK = "demo-shapes-activity";
const CLI = path.resolve("scripts/cli/vbench-review.mjs");

for (const kind of testDatabaseKinds()) {
  describe(`vbench-review CLI on ${kind.name}`, () => {
    let h: Awaited<ReturnType<typeof openHarness>>;
    let server: Awaited<ReturnType<typeof startRouteServer>>;
    let work: string;
    let env: NodeJS.ProcessEnv;
    /** The CLI as a contributor runs it: a child process (its exit code, its stdin). */
    const cli = async (args: string[], input?: string) => {
      const child = run(process.execPath, [CLI, ...args], { env, cwd: work, timeout: 60_000 });
      if (input !== undefined) {
        child.child.stdin!.end(input);
      }
      try {
        const r = await child;
        return { code: 0, out: r.stdout, err: r.stderr };
      } catch (e) {
        const x = e as { code: number; stdout: string; stderr: string };
        return { code: x.code, out: x.stdout, err: x.stderr };
      }
    };

    /**
     * The same program called in this process (lib/cli/program.ts, what the bin runs), for tests
     * about what a command does rather than the process around it: a spawn costs a Node start and
     * the bundle's load. Its output as the bin prints it (console.log: a line each).
     */
    const cliHere = async (args: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runCli(args, {
        out: (l) => out.push(`${l}\n`),
        err: (l) => err.push(`${l}\n`),
        stdin: process.stdin,
        env,
      });
      return { code, out: out.join(""), err: err.join("") };
    };

    /** rows are added to the task's latest revision: other tests' pushes made newer ones, with another instruction */
    const backOnImportedRevision = () => h.db.prisma.taskRevision.deleteMany({ where: { taskId: TASK, authorId: h.users.contributor.id } });

    beforeAll(async () => {
      h = await openHarness(kind, { ownTask: TASK, otherTask: "someone-elses" });
      expect((await importTaskFolder(h.db.prisma, DEMO)).ok).toBe(true);
      server = await startRouteServer([
        { method: "POST", pattern: /^\/api\/tasks\/(?<id>[^/]+)\/rows$/, handler: rows.POST as never },
        { method: "POST", pattern: /^\/api\/tasks\/(?<id>[^/]+)\/revisions$/, handler: revisions.POST as never },
        { method: "POST", pattern: /^\/api\/tasks\/(?<id>[^/]+)\/uploads$/, handler: uploads.POST as never },
        { method: "GET", pattern: /^\/api\/tasks\/(?<id>[^/]+)\/status$/, handler: status.GET as never },
      ]);
      work = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-cli-test-"));
      env = { ...process.env, VBENCH_REVIEW_CONFIG: path.join(work, "config", "config.json") };
      const token = await h.token("contributor", { access: "write", taskIds: null });
      const login = await cli(["login", server.url], `${token.secret}\n`);
      expect(login.code).toBe(0);
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      await h?.close();
      if (work) fs.rmSync(work, { recursive: true, force: true });
    });

    it("login stored the token in a 0600 file", () => {
      const file = env.VBENCH_REVIEW_CONFIG!;
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(fs.readFileSync(file, "utf8"))).toMatchObject({ url: server.url });
    });

    it("row add: exit 0 when every claim reproduces, 1 when one does not", async () => {
      const instruction = path.join(DEMO, "steps/solve/instruction.md");
      const base = ["row", "add", "--task", TASK, "--harness", "Codex CLI", "--model", "gpt-5.6", "--instruction", instruction];
      // the oracle's answer as a new run writes it (its own bytes: the folder's stored bytes would be a blocking twin)
      const fresh = path.join(work, "oracle-rerun.json");
      fs.writeFileSync(fresh, `${fs.readFileSync(path.join(DEMO, "calibration/rollouts/oracle.solution.json"), "utf8").trim()}\n\n`);
      await backOnImportedRevision();
      const viaCli = () =>
        h.db.prisma.calibrationRow.count({ where: { sourceFile: "submission (CLI)", authorId: h.users.contributor.id } });
      const proposed = () =>
        h.db.prisma.calibrationRow.count({ where: { authorId: h.users.contributor.id, submissionState: "submitted" } });
      const [viaCliBefore, proposedBefore] = [await viaCli(), await proposed()];
      const good = await cli([...base, "--ledger", fresh, "--claimed-score", "1.0", "--native"]);
      expect(good.err).toBe("");
      expect(good.code, good.out).toBe(0);
      expect(good.out).toMatch(/every checkable claim reproduces/);
      const bad = await cli([
        ...base,
        "--ledger",
        path.join(DEMO, "calibration/rollouts/claude-opus-4.8.solution.json"),
        "--claimed-score",
        "0.25",
      ]);
      expect(bad.code).toBe(1);
      expect(bad.out).toMatch(/FAIL score: does not reproduce: recomputed 0\.0526/);
      // the folder's Claude row's own ledger bytes, sent again as a new row (issue 34)
      expect(bad.out).toMatch(/BLOCKED the ledger has the same bytes as .*\(calibration\/scores\.md:\d+\)/);
      // the CLI says it is the CLI: the rows keep where they came from
      expect(await viaCli()).toBe(viaCliBefore + 2);
      // a contributor's rows are proposals: stored, scored, counted by no gate until accepted
      expect(await proposed()).toBe(proposedBefore + 2);
    });

    it("row add --status official: a contributor is refused with 403 and nothing is stored", async () => {
      const before = await h.db.prisma.calibrationRow.count();
      const r = await cliHere([
        ...["row", "add", "--task", TASK, "--harness", "Codex CLI", "--status", "official"],
        ...["--instruction", path.join(DEMO, "steps/solve/instruction.md")],
        ...["--ledger", path.join(DEMO, "calibration/rollouts/oracle.solution.json"), "--claimed-score", "1.0"],
      ]);
      expect(r.code).toBe(3);
      expect(r.err).toMatch(/HTTP 403 FORBIDDEN row\.status: only a maintainer sets a row's status to official/);
      expect(await h.db.prisma.calibrationRow.count()).toBe(before);
    });

    it("exit 2 on bad arguments, 3 when the server refuses", async () => {
      expect((await cli(["row", "add", "--task", TASK, "--harness", "x", "--ledger", "a.json", "--claimed-score", "0x1"])).code).toBe(2);
      expect(
        (
          await cli([
            "row",
            "add",
            "--task",
            TASK,
            "--harness",
            "x",
            "--ledger",
            "/nonexistent.json",
            "--claimed-score",
            "0.1",
            "--instruction-sha256",
            "0".repeat(64),
          ])
        ).code,
      ).toBe(2);
      const other = await cli(["status", "someone-elses"]);
      expect(other.code).toBe(3);
      expect(other.err).toMatch(/HTTP 40[34]/);
    });

    it("push: a changed folder is stored as a new revision, the same again is unchanged", async () => {
      const copy = path.join(work, TASK);
      fs.cpSync(DEMO, copy, { recursive: true });
      fs.appendFileSync(path.join(copy, "steps/solve/instruction.md"), `\nCLI push ${crypto.randomUUID()}\n`);
      const revisions = () => h.db.prisma.taskRevision.count({ where: { taskId: TASK } });
      const before = await revisions();
      const first = await cliHere(["push", copy]);
      expect(first.err).toBe("");
      expect(first.out).toMatch(/stored a new revision/);
      const again = await cliHere(["push", copy]);
      expect(again.out).toMatch(/^unchanged:/);
      expect(await revisions()).toBe(before + 1);
    });

    it("push: the task is the one task.toml names, whatever the folder is called", async () => {
      const checkout = path.join(work, "my-checkout");
      fs.cpSync(DEMO, checkout, { recursive: true });
      fs.appendFileSync(path.join(checkout, "steps/solve/instruction.md"), `\nrenamed push ${crypto.randomUUID()}\n`);
      const before = await h.db.prisma.taskRevision.count({ where: { taskId: TASK } });
      const r = await cliHere(["push", checkout]);
      expect(r.err).toBe("");
      expect(r.out).toMatch(/stored a new revision/);
      expect(await h.db.prisma.taskRevision.count({ where: { taskId: TASK } })).toBe(before + 1);
    });

    it("README examples: every `npx vbench-review` line of the README runs as written (no usage error)", async () => {
      const readme = fs.readFileSync(path.resolve("README.md"), "utf8");
      const lines = readme.split("\n").filter((l) => l.startsWith("npx vbench-review "));
      expect(lines.map((l) => l.split(" ")[2])).toEqual(["login", "push", "row", "status"]);
      const folder = path.join(work, "readme-copy");
      fs.cpSync(DEMO, folder, { recursive: true });
      fs.appendFileSync(path.join(folder, "steps/solve/instruction.md"), `\nREADME push ${crypto.randomUUID()}\n`);
      fs.copyFileSync(path.join(DEMO, "calibration/rollouts/codex-gpt-5.6-sol.solution.json"), path.join(work, "sol.json"));
      fs.copyFileSync(
        path.resolve("prisma/fixtures/trajectories/hands-bimanual-manipulation-3d-joint-trajectory__claude-code-fable-opennet.jsonl"),
        path.join(work, "run.jsonl"),
      );
      const token = await h.token("contributor", { access: "write", taskIds: null });
      for (const line of lines) {
        const command = line.replace(/\s+#.*$/, "").slice("npx vbench-review ".length);
        const args = (command.match(/"[^"]*"|\S+/g) ?? []).map((a) =>
          a
            .replace(/^"|"$/g, "")
            .replace("http://localhost:3000", server.url)
            .replace("vbr_…", token.secret)
            .replace("path/to/<task-id>", folder)
            .replace("<task-id>", TASK),
        );
        // spawned in the work folder: the README's file arguments are relative to where it is run
        const r = await cli(args);
        // 0 done, 1 a claim or gate failed (the command worked); 2 is a usage error, 3 a refusal
        expect({ line, code: r.code, err: r.err }).toMatchObject({ code: expect.toBeOneOf([0, 1]) });
      }
    });

    it("status: prints gates and claims, exit 1 when a gate fails or a claim does not reproduce", async () => {
      // back on the imported revision (other tests' pushes made newer ones), with a claim that does
      // not reproduce: the Claude ledger scores 0.0526 (as in the row add test)
      await backOnImportedRevision();
      const claim = await cliHere([
        ...["row", "add", "--task", TASK, "--harness", "Claude Code", "--model", "claude-opus-4.8"],
        ...["--instruction", path.join(DEMO, "steps/solve/instruction.md")],
        ...["--ledger", path.join(DEMO, "calibration/rollouts/claude-opus-4.8.solution.json"), "--claimed-score", "0.25"],
      ]);
      expect(claim.code).toBe(1);
      const r = await cliHere(["status", TASK]);
      expect(r.out).toMatch(/gates:/);
      const json = JSON.parse((await cliHere(["status", TASK, "--json"])).out);
      expect(Array.isArray(json.gates) && json.gates.length).toBeGreaterThan(0);
      expect(r.code).toBe(json.ok ? 0 : 1);
      const failing = await cli(["status", TASK]);
      expect(failing.code).toBe(1);
      expect(failing.out).toMatch(/claims that do not reproduce:[\s\S]*score: does not reproduce: recomputed 0\.0526 vs claimed 0\.25/);
    });
  });
}
