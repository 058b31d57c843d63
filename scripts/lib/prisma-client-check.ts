// `npm start` imports the generated Prisma client (lib/generated/prisma, made by `prisma generate`
// in postinstall). A copied or stale node_modules, or a clone where postinstall never ran, lacks
// it, and node would die with a raw ERR_MODULE_NOT_FOUND: regenerate it first, or name the command.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const GENERATED_CLIENT = "lib/generated/prisma/client.ts";
export const GENERATE_COMMAND = "npx prisma generate";

export type ClientCheck = { ok: true; regenerated: boolean } | { ok: false; message: string };

/** Runs `prisma generate` in root; true when it exited 0. */
function prismaGenerate(root: string): boolean {
  const bin = path.join(root, "node_modules/prisma/build/index.js");
  if (!fs.existsSync(bin)) return false;
  return spawnSync(process.execPath, [bin, "generate"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] }).status === 0;
}

export function ensurePrismaClient(root: string, generate: (root: string) => boolean = prismaGenerate): ClientCheck {
  const client = path.join(root, GENERATED_CLIENT);
  if (fs.existsSync(client)) return { ok: true, regenerated: false };
  if (generate(root) && fs.existsSync(client)) return { ok: true, regenerated: true };
  return {
    ok: false,
    message:
      `the generated Prisma client (${GENERATED_CLIENT}) is missing and \`${GENERATE_COMMAND}\` did not make it: ` +
      `run \`npm ci\` (or \`${GENERATE_COMMAND}\`) in ${root}, then \`npm start\` again`,
  };
}
