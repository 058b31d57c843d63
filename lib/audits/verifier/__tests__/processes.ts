// Test-only: the live processes below this one (children, their children, ...), to assert that a
// finished or cancelled audit leaves no child process or sandbox behind.
import { execFileSync } from "node:child_process";

/** pid and command of every live descendant of `root` */
export function descendants(root = process.pid): string[] {
  const rows = execFileSync("ps", ["-e", "-o", "pid=,ppid=,args="], { encoding: "utf8" })
    .split("\n")
    .map((l) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null);
  const below = new Set([root]);
  const out: string[] = [];
  // ps need not list a parent before its children: repeat until nothing new is found
  for (let grew = true; grew;) {
    grew = false;
    for (const [, pid, ppid, args] of rows)
      if (below.has(Number(ppid)) && !below.has(Number(pid)) && !args.startsWith("ps ")) {
        below.add(Number(pid));
        out.push(`${pid} ${args}`);
        grew = true;
      }
  }
  return out;
}

/** the audit children and sandboxes among them */
export const auditProcesses = () => descendants().filter((p) => /verifier-audit-entry\.mjs|bwrap/.test(p));
