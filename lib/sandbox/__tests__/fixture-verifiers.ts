// Test-only: every fixture verifier of lib/sandbox as an in-memory verifier (files, limits) with
// the submissions it is exercised on, for the batch runner's equality table: the never-seen-family
// verifiers (__fixtures__/verifiers: the shared events-judge.py unless the kind ships its own,
// the task's ground truth unless its `omit` list drops it, its task.toml's time limit) and the
// test judges (__fixtures__/judges, with the limits run-verifier.test.ts runs them under).
import fs from "node:fs";
import path from "node:path";
import { parse as parseToml } from "smol-toml";
import { DEFAULT_LIMITS, limitsForTask, type SandboxLimits } from "../limits";
import { verifierTimeoutOf } from "../verifier-files";
import { fixtureFiles } from "./load-fixture";

const VERIFIERS = path.resolve(import.meta.dirname, "../__fixtures__/verifiers");
const read = (...p: string[]) => new Uint8Array(fs.readFileSync(path.join(...p)));
const enc = (v: unknown) => new TextEncoder().encode(typeof v === "string" ? v : JSON.stringify(v));

export interface FixtureCase {
  name: string;
  files: Map<string, Uint8Array>;
  limits: SandboxLimits;
  submissions: Uint8Array[];
}

export const TEST_LIMITS: SandboxLimits = { ...DEFAULT_LIMITS, wallMs: 20_000, cpuSeconds: 3, memoryMb: 512 };

function neverSeenFamily(kind: string): FixtureCase {
  const tests = path.join(VERIFIERS, "task/steps/solve/tests");
  const files = new Map<string, Uint8Array>(fs.readdirSync(tests).map((f) => [f, read(tests, f)]));
  files.set("judge.py", read(VERIFIERS, "events-judge.py"));
  let limits = DEFAULT_LIMITS;
  for (const name of fs.readdirSync(path.join(VERIFIERS, kind))) {
    if (name === "omit")
      for (const gone of fs
        .readFileSync(path.join(VERIFIERS, kind, name), "utf8")
        .split("\n")
        .filter(Boolean))
        files.delete(gone);
    else if (name === "task.toml")
      limits = limitsForTask(verifierTimeoutOf(parseToml(fs.readFileSync(path.join(VERIFIERS, kind, name), "utf8"))));
    else files.set(name, read(VERIFIERS, kind, name));
  }
  const answer = JSON.parse(fs.readFileSync(path.join(VERIFIERS, "task/steps/solve/solution/answer.json"), "utf8"));
  const shifted = { events: answer.events.map((e: { frame: number }, i: number) => ({ ...e, frame: e.frame + (i % 2 ? 6 : 5) })) };
  return { name: `verifiers/${kind}`, files, limits, submissions: [enc(answer), enc({ events: [] }), enc(shifted), enc("not json {")] };
}

const judge = (name: string, limits: Partial<SandboxLimits> = {}, submissions: unknown[] = [{ answer: 42 }, { answer: 7 }, "{]"]) => ({
  name: `judges/${name}`,
  files: fixtureFiles(name),
  limits: { ...TEST_LIMITS, ...limits },
  submissions: submissions.map(enc),
});

export function fixtureCases(): FixtureCase[] {
  return [
    ...["fine", "crash", "timeout", "no-reward", "bad-flag", "missing-gt"].map(neverSeenFamily),
    judge("correct"),
    judge("correct-txt"),
    judge("crash"),
    judge("no-reward"),
    judge("bad-reward"),
    judge("escape"),
    judge("etc-passwd"),
    judge("network", {}, [{ port: 9 }]),
    judge("loop", { cpuSeconds: 1 }, [{}]),
    judge("sleep", { wallMs: 1500 }, [{}]),
    judge("alloc", {}, [{}]),
    judge("print-100mb", { outputKillBytes: 16 * 1024 * 1024 }, [{}]),
    judge("logs-bytes", { logsBytes: 16 * 1024 * 1024 }, [{}]),
    judge("logs-files", { logsFiles: 500 }, [{}]),
  ];
}
