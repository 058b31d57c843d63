// The contributor CLI: login, push, row add, status. Exit codes a contributor's CI can rely on:
// 0 everything reproduced / no gate fails; 1 a claim does not reproduce or a gate fails;
// 2 bad arguments; 3 the server refused the request or could not be reached.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline/promises";
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { CONDITIONS, ROW_STATUSES } from "../importers/types";
import { DECLARED_TRANSFORMS, NETWORK_POSTURES, ROW_KINDS } from "../uploads/row-input";
import { parseStrictDecimal, parseStrictInteger } from "../uploads/strict-decimal";
import { errnoCode, errorOf } from "../errors/caught";
import { pushAnswer, rowAnswer, statusAnswer } from "./answers";
import { ApiError, callApi, fileBlob } from "./api-client";
import { archiveFolder } from "./archive-folder";
import { tokenRefusal, tokenShapeProblem } from "./login";
import { configPath, loadConfig, saveConfig, type CliConfig } from "./config";
import { formatPushAnswer, formatRowAnswer, formatStatus } from "./format";

export const EXIT = { ok: 0, failing: 1, usage: 2, server: 3 } as const;

export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
}

class UsageError extends Error {}

function config(io: Io): CliConfig {
  const c = loadConfig(configPath(io.env));
  if (!c.ok) throw new UsageError(c.message);
  return c.config;
}

function readFileArg(what: string, file: string): { name: string; bytes: Uint8Array<ArrayBuffer> } {
  try {
    return { name: path.basename(file), bytes: new Uint8Array(fs.readFileSync(file)) };
  } catch (e) {
    throw new UsageError(`--${what} ${file}: ${errnoCode(e) === "ENOENT" ? "no such file" : errorOf(e).message}`);
  }
}

type Options = Record<string, string | boolean | undefined>;

/** A string option commander may leave out (a flag given without its value never gets here: commander refuses it). */
function optional(o: Options, name: string): string | undefined {
  const v = o[name];
  if (v === undefined || typeof v === "string") return v;
  throw new UsageError(`--${name} takes a value`);
}

/** A requiredOption's value: commander refuses the command without it, so a missing one is a bug here. */
function required(o: Options, name: string): string {
  const v = optional(o, name);
  if (v === undefined) throw new UsageError(`--${name} is required`);
  return v;
}

const decimal = (v: string) => {
  const r = parseStrictDecimal(v);
  if (!r.ok) throw new InvalidArgumentError(r.message);
  return v;
};
const integer = (v: string) => {
  const r = parseStrictInteger(v);
  if (!r.ok) throw new InvalidArgumentError(r.message);
  return v;
};

async function readToken(io: Io): Promise<string> {
  if (io.stdin.isTTY) {
    const rl = readline.createInterface({ input: io.stdin, output: process.stderr });
    try {
      return (await rl.question("API token (create one in the dashboard under Tokens): ")).trim();
    } finally {
      rl.close();
    }
  }
  let text = "";
  for await (const chunk of io.stdin) text += chunk.toString();
  return text.trim();
}

export function buildProgram(io: Io, setExit: (code: number) => void): Command {
  const program = new Command("vbench-review")
    .description("Submit calibration rows and task folders to a vbench-review server, and check what reproduced.")
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) })
    .showHelpAfterError();

  program
    .command("login")
    .description("store the server URL and an API token (--token, or typed / piped on stdin)")
    .argument("<url>", "the dashboard's URL, e.g. https://review.example.org")
    .option("--token <token>", "an API token from the dashboard (otherwise read from stdin)")
    .action(async (url: string, opts: { token?: string }) => {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        throw new UsageError(`login: ${url} is not a URL`);
      }
      if (!/^https?:$/.test(parsed.protocol)) throw new UsageError(`login: ${url} must be http(s)`);
      const token = opts.token ?? (await readToken(io));
      if (!token) throw new UsageError("login: no token given (--token or stdin)");
      const shape = tokenShapeProblem(token);
      if (shape) throw new UsageError(`login: not a vbench-review API token: ${shape}; nothing saved`);
      const checked = { url: parsed.origin + parsed.pathname.replace(/\/$/, ""), token };
      const refused = await tokenRefusal(checked);
      if (refused) throw new UsageError(`login: ${refused}; nothing saved`);
      const file = configPath(io.env);
      saveConfig(checked, file);
      io.out(`saved ${parsed.origin} and the token to ${file} (mode 0600)`);
    });

  program
    .command("push")
    .description("archive a task folder (.tar.gz) and upload it as a new revision")
    .argument("<task-folder>", "the folder with task.toml")
    .option("--task <id>", "the task to push to (default: the id task.toml names, else the folder's name)")
    .option("--salvage-spec", "import a SPEC card that is not valid YAML when every key a review needs parses")
    .action(async (folder: string, opts: { task?: string; salvageSpec?: boolean }) => {
      const c = config(io);
      let archive: { name: string; bytes: Uint8Array<ArrayBuffer> };
      try {
        archive = await archiveFolder(folder);
      } catch (e) {
        throw new UsageError(`push: ${errorOf(e).message}`);
      }
      const task = opts.task ?? archive.name;
      const form = new FormData();
      form.append("archive", fileBlob(archive.bytes), `${archive.name}.tar.gz`);
      if (opts.salvageSpec) form.append("salvageSpec", "1");
      const { data } = await callApi(c, "POST", `api/tasks/${encodeURIComponent(task)}/revisions`, pushAnswer, form);
      formatPushAnswer(data).forEach(io.out);
    });

  const row = program.command("row").description("calibration rows");
  row
    .command("add")
    .description("submit one calibration row with its ledger (and trajectory); exits 1 when a claim does not reproduce")
    .requiredOption("--task <id>", "the task")
    .requiredOption("--harness <name>", "the harness, e.g. 'Codex CLI'")
    .requiredOption("--ledger <file>", "the submission the run wrote (solution.json)")
    .requiredOption("--claimed-score <decimal>", "the score you claim, e.g. 0.0938", decimal)
    .addOption(new Option("--condition <condition>", "the input condition").choices(CONDITIONS).default("full"))
    .option("--trajectory <file>", "the run's trajectory (.jsonl)")
    .option("--harness-version <v>", "harness version")
    .option("--model <model>", "model")
    .option("--reasoning <effort>", "reasoning effort")
    .option("--claimed-turns <n>", "tool-call turns you claim", integer)
    .option("--instruction-sha256 <hex>", "sha256 of the instruction the run was given")
    .option("--instruction <file>", "the instruction.md the run was given (hashed here)")
    .addOption(new Option("--network <posture>", "network posture").choices(NETWORK_POSTURES).default("unstated"))
    .addOption(new Option("--wrapped", "the harness was wrapped or coached").conflicts("native"))
    .addOption(new Option("--native", "the harness ran natively").conflicts("wrapped"))
    .addOption(new Option("--transform <name>", "a mechanical transform your claim is defined on").choices(DECLARED_TRANSFORMS))
    .addOption(new Option("--kind <kind>", "row kind").choices(ROW_KINDS).default("agent"))
    // no default: the server decides (a contributor's row is proposed as official; only a maintainer may send "official")
    .addOption(new Option("--status <status>", "row status (official: maintainers only)").choices(ROW_STATUSES))
    .option("--notes <text>", "notes")
    .action(async (o: Options) => {
      const c = config(io);
      let sha = optional(o, "instructionSha256");
      const instruction = optional(o, "instruction");
      if (instruction) sha = crypto.createHash("sha256").update(readFileArg("instruction", instruction).bytes).digest("hex");
      if (!sha) throw new UsageError("row add: give --instruction-sha256 <hex> or --instruction <file>");
      const body = {
        harness: o.harness,
        harnessVersion: o.harnessVersion,
        model: o.model,
        reasoning: o.reasoning,
        condition: o.condition,
        kind: o.kind,
        status: o.status,
        claimedScore: o.claimedScore,
        claimedTurns: o.claimedTurns,
        instructionSha256: sha,
        networkPosture: o.network,
        wrapped: o.wrapped ? true : o.native ? false : null,
        declaredTransform: o.transform,
        notes: o.notes,
      };
      const ledger = readFileArg("ledger", required(o, "ledger"));
      const trajectoryFile = optional(o, "trajectory");
      const trajectory = trajectoryFile ? readFileArg("trajectory", trajectoryFile) : null;
      const form = new FormData();
      form.append("row", JSON.stringify(body));
      form.append("ledger", fileBlob(ledger.bytes), ledger.name);
      if (trajectory) form.append("trajectory", fileBlob(trajectory.bytes), trajectory.name);
      const { data } = await callApi(c, "POST", `api/tasks/${encodeURIComponent(required(o, "task"))}/rows`, rowAnswer, form);
      formatRowAnswer(data).forEach(io.out);
      if (data.notReproduced.length || data.blocking.length) setExit(EXIT.failing);
    });

  program
    .command("status")
    .description("gates and claims that do not reproduce; exits 1 when a gate fails or a claim does not reproduce")
    .argument("<task>", "the task id")
    .option("--json", "print the server's JSON")
    .action(async (task: string, opts: { json?: boolean }) => {
      const c = config(io);
      const { data } = await callApi(c, "GET", `api/tasks/${encodeURIComponent(task)}/status`, statusAnswer);
      if (opts.json) io.out(JSON.stringify(data.status, null, 2));
      else formatStatus(data.status).forEach(io.out);
      if (!data.status.ok) setExit(EXIT.failing);
    });

  return program;
}

/** Runs the CLI; resolves to the exit code. */
export async function runCli(argv: string[], io: Io): Promise<number> {
  let code: number = EXIT.ok;
  const program = buildProgram(io, (c) => (code = c));
  try {
    await program.parseAsync(argv, { from: "user" });
    return code;
  } catch (e) {
    if (e instanceof CommanderError)
      return e.code === "commander.helpDisplayed" || e.code === "commander.version" || e.exitCode === 0 ? EXIT.ok : EXIT.usage;
    if (e instanceof UsageError) {
      io.err(`vbench-review: ${e.message}`);
      return EXIT.usage;
    }
    if (e instanceof ApiError) {
      io.err(`vbench-review: ${e.message}`);
      return EXIT.server;
    }
    io.err(`vbench-review: ${e instanceof Error ? e.message : String(e)}`);
    return EXIT.server;
  }
}
