// calibration/**/manifest.json: contributors who do not commit raw trajectories pin them here
// (file, sha256, bytes, status, solution). A row citing such a file is linked to its pin and its
// ledger, and the manifest's own status words ("pre-contract evidence", "interrupted diagnostic")
// set the row status, because that is where the contributor says what the run counts for.
import { z } from "zod";
import { basename, dirname, resolveRelative } from "./paths";
import { CALIBRATION_DIR } from "./task-files";
import { parseJsonBytes } from "./text";
import type { CalibrationRow, RowStatus, TaskFiles } from "./types";

const ManifestSchema = z.object({
  artifacts: z.array(
    z.object({
      file: z.string(),
      sha256: z.string().optional(),
      bytes: z.number().optional(),
      status: z.string().optional(),
      solution: z.string().optional(),
      tool_calls: z.number().optional(),
    }),
  ),
});

export interface ManifestEntry {
  /** task-root path of the pinned (absent) trajectory */
  path: string;
  manifestPath: string;
  sha256: string | null;
  bytes: number | null;
  status: string | null;
  solutionPath: string | null;
  toolCalls: number | null;
}

export function readManifests(files: TaskFiles): ManifestEntry[] {
  const entries: ManifestEntry[] = [];
  for (const [path, raw] of files) {
    if (!path.startsWith(CALIBRATION_DIR) || basename(path) !== "manifest.json") continue;
    const json = parseJsonBytes(raw);
    const manifest = json.ok ? ManifestSchema.safeParse(json.value) : null;
    if (!manifest?.success) continue; // a manifest of another shape stays an artifact, unread
    const dir = dirname(path);
    for (const a of manifest.data.artifacts) {
      const pinned = resolveRelative(dir, a.file);
      if (pinned === null) continue;
      entries.push({
        path: pinned,
        manifestPath: path,
        sha256: a.sha256 ?? null,
        bytes: a.bytes ?? null,
        status: a.status ?? null,
        solutionPath: a.solution ? resolveRelative(dir, a.solution) : null,
        toolCalls: a.tool_calls ?? null,
      });
    }
  }
  return entries;
}

/** Status words in a manifest entry -> row status; only an "official" row is re-labelled. */
export function statusFromManifest(status: string | null): RowStatus | null {
  if (status === null) return null;
  if (/pre-contract|earlier instruction|older? (prompt|instruction)/i.test(status)) return "earlier_instruction";
  if (/diagnostic|interrupted|salvaged/i.test(status)) return "diagnostic";
  if (/superseded|replaced/i.test(status)) return "replaced";
  if (/constructed/i.test(status)) return "constructed";
  return null;
}

export function applyManifest(row: CalibrationRow, entries: ManifestEntry[]): CalibrationRow {
  const entry = entries.find((e) => e.path === row.citedRolloutPath);
  if (!entry) return row;
  const findings = [...row.findings];
  let status = row.status;
  const fromManifest = statusFromManifest(entry.status);
  if (fromManifest !== null && row.status === "official") {
    status = fromManifest;
    findings.push({
      code: "derived_from_prose",
      severity: "info",
      file: entry.manifestPath,
      field: "status",
      message: `status ${fromManifest} from the manifest's words for ${basename(entry.path)}: "${entry.status}"`,
    });
  }
  if (entry.toolCalls !== null && row.claimedTurns !== null && entry.toolCalls !== row.claimedTurns) {
    findings.push({
      code: "turns_differ",
      severity: "warning",
      file: entry.manifestPath,
      field: "tool_calls",
      message: `manifest says ${entry.toolCalls} tool calls, the row claims ${row.claimedTurns}`,
    });
  }
  return { ...row, status, findings };
}
