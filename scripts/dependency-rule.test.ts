// The dependency rule of ARCHITECTURE.md is enforced by ESLint (eslint.config.mjs): these cases
// prove each boundary actually fires, so a config edit that silently drops one fails here.
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

const cases: Array<[string, string, boolean]> = [
  // [file, import line, refused]
  ["components/task/Example.tsx", `import { getPrisma } from "@/lib/data/db";`, true],
  ["components/task/Example.tsx", `import { submitVerdict } from "@/app/tasks/[id]/review-actions";`, true],
  ["components/task/Example.tsx", `import path from "node:path";`, true],
  ["components/task/Example.tsx", `import { submitVerdict } from "../../app/tasks/[id]/review-actions";`, true],
  ["components/task/Example.tsx", `import { getPrisma } from "../../lib/data/db";`, true],
  ["components/task/Example.tsx", `import { formatScore } from "@/lib/gates/format";`, false],
  ["lib/judges/kart/example.ts", `import fs from "node:fs";`, true],
  ["lib/gates/example.ts", `import { PrismaClient } from "@/lib/generated/prisma/client";`, true],
  ["lib/audits/example.ts", `import { redirect } from "next/navigation";`, true],
  ["lib/export/example.ts", `import { getPrisma } from "../data/db";`, true],
  ["lib/importers/read-folder.ts", `import fs from "node:fs";`, false],
  ["lib/data/example.ts", `import { sample } from "./__fixtures__/sample";`, true],
  ["lib/data/example.ts", `import fc from "fast-check";`, true],
  ["lib/data/example.test.ts", `import fc from "fast-check";`, false],
  ["lib/judges/kart/__tests__/builders.ts", `import fs from "node:fs";`, false],
  // the database folders the capabilities moved out of lib/data, and the pure folders' store/ halves
  ["lib/gates/example.ts", `import { gateFacts } from "./store/gate-facts";`, true],
  ["lib/export/example.ts", `import { saveReview } from "../reviews/save-review";`, true],
  ["lib/importers/example.ts", `import { importTaskFolder } from "./store/import-task-folder";`, true],
  ["lib/asks/example.ts", `import { taskAsks } from "./store/task-asks";`, true],
  ["lib/rollouts/audits/example.ts", `import { rolloutView } from "../store/get-rollout-view";`, true],
  ["lib/submissions/example.ts", `import { submitRow } from "@/lib/submissions/store/submit-row";`, true],
  ["lib/asks/store/example.ts", `import { getPrisma } from "../../data/db";`, false],
  ["lib/rollouts/store/example.ts", `import type { PrismaClient } from "../../generated/prisma/client";`, false],
  ["components/task/Example.tsx", `import { listTriage } from "@/lib/asks/store/triage-list";`, true],
  ["components/task/Example.tsx", `import { compare } from "@/lib/ledgers/get-compare";`, true],
  ["components/task/Example.tsx", `import { anchorLabel } from "@/lib/asks/anchors";`, false],
  // every capability's store/ half, the ones that were folders of their own before issue 36 too
  ["lib/judges/example.ts", `import { runTaskJudge } from "./store/task-judge";`, true],
  ["lib/github/signature.ts", `import { receiveDelivery } from "./store/receive-delivery";`, true],
  ["lib/audits/verifier/example.ts", `import { runAuditJob } from "../store/audit-job";`, true],
  ["lib/gates/store/example.ts", `import { getPrisma } from "../../data/db";`, false],
];

describe("dependency rule", () => {
  it.each(cases)("%s: %s refused=%s", async (file, line, refused) => {
    const messages = await restrictedImports(file, `${line}\nexport const used = [${line.match(/import (?:\{ )?(\w+)/)?.[1]}];\n`);
    expect(messages.length > 0).toBe(refused);
  });
});
