// Which instruction each calibration row ran, where the folder says so: a table in a calibration
// README with an "instruction sha256" column (FlightGear's rollouts/README.md). Hashes there are
// often abbreviated ("0963eb1a…c3e1"); one that matches the shipped instruction is expanded to the
// full hash, any other is kept as stated and the row is labelled earlier_instruction.
import { basename } from "./paths";
import { backticked, harnessKeyword, plain } from "./scores-md/cells";
import { parseMarkdown } from "./scores-md/markdown-tables";
import { CALIBRATION_DIR } from "./task-files";
import { decodeUtf8 } from "./text";
import type { CalibrationRow, Finding, TaskFiles } from "./types";

const SHA_TOKEN = /^([0-9a-f]{64})$|^([0-9a-f]{4,63})(?:…|\.\.\.)([0-9a-f]{2,63})$/;

export interface InstructionClaim {
  harness: string;
  label: string;
  /** full 64-hex, or "prefix…suffix" */
  stated: string;
  prefix: string;
  suffix: string;
  cellText: string;
  file: string;
  line: number;
}

export function readInstructionClaims(files: TaskFiles): InstructionClaim[] {
  const claims: InstructionClaim[] = [];
  for (const [path, raw] of files) {
    if (!path.startsWith(CALIBRATION_DIR) || !path.endsWith(".md") || basename(path) === "scores.md") continue;
    const text = decodeUtf8(raw);
    // only a table with an "instruction … sha" header cell matters: skip the markdown parse otherwise
    if (text === null || !/\|[^|\n]*instruction[^|\n]*sha/i.test(text)) continue;
    for (const table of parseMarkdown(text).tables) {
      const col = table.headers.findIndex((h) => /instruction/i.test(plain(h)) && /sha/i.test(plain(h)));
      if (col < 0) continue;
      for (const row of table.rows) {
        const label = plain(row.cells[0] ?? "");
        const harness = harnessKeyword(label);
        const token = backticked(row.cells[col] ?? "")
          .map((t) => SHA_TOKEN.exec(t))
          .find((m) => m !== null);
        if (!token || harness === null) continue;
        const [prefix, suffix] = token[1] ? [token[1], token[1]] : [token[2], token[3]];
        const stated = token[1] ?? `${token[2]}…${token[3]}`;
        claims.push({ harness, label, stated, prefix, suffix, cellText: plain(row.cells[col] ?? ""), file: path, line: row.line });
      }
    }
  }
  return claims;
}

export function applyInstructionClaims(row: CalibrationRow, claims: InstructionClaim[], shippedSha: string): CalibrationRow {
  if ((row.kind !== "agent" && row.kind !== "diagnostic") || row.status === "replaced") return row;
  const claim = claims.find((c) => c.harness === row.harness);
  if (!claim) return row;
  const findings: Finding[] = [...row.findings];
  const matchesShipped = shippedSha.startsWith(claim.prefix) && shippedSha.endsWith(claim.suffix);
  if (matchesShipped) return { ...row, instructionSha256: shippedSha, findings };
  findings.push({
    code: "instruction_sha_differs",
    severity: "warning",
    file: claim.file,
    line: claim.line,
    field: "instruction sha256",
    message: `ran instruction ${claim.cellText}, not the shipped ${shippedSha.slice(0, 8)}…${shippedSha.slice(-4)}`,
  });
  if (claim.stated.includes("…")) {
    findings.push({
      code: "instruction_sha_abbreviated",
      severity: "info",
      file: claim.file,
      line: claim.line,
      message: `the folder states only ${claim.stated}; the full hash is not in the folder`,
    });
  }
  const status = row.status === "official" ? "earlier_instruction" : row.status;
  return { ...row, instructionSha256: claim.stated, status, findings };
}
