// A suite result as JSON lines (one record per line, for scripts and CI) or as plain-text tables.
import type { AuditSuiteResult, PairingAudits } from "./suite";

export type ReportRecord = Record<string, unknown> & { type: string };

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;

/** One pairing's records: its notes, omission per ledger, probes, boundaries, sensitivity, sweeps. */
function pairingRecords(p: PairingAudits): ReportRecord[] {
  const out: ReportRecord[] = [];
  for (const note of p.notes) out.push({ type: "note", judge: p.judgeId, note });
  for (const o of p.omission ?? []) {
    out.push({
      type: "omission",
      judge: p.judgeId,
      ledger: o.ledgerPath,
      method: o.method,
      predictions: o.predictions,
      base: o.base,
      best: r4(o.best),
      gain: r4(o.gain),
      retained: o.retained,
      withheld: o.withheld.map((i) => i + 1),
      withheldMatched: o.withheldMatched,
      ...(o.note ? { note: o.note } : {}),
    });
  }
  if (p.shortcut) {
    const s = p.shortcut;
    out.push({
      type: "probes",
      judge: p.judgeId,
      total: s.total,
      structural: s.structural.length,
      grid: s.gridSize,
      jitter: s.jitterCount,
      max: r4(s.max),
      maxProbe: s.maxProbe,
      aboveBar: s.aboveBar,
      bar: s.bar,
      maxByKind: s.maxByKind,
    });
  }
  for (const b of p.boundaries ?? [])
    out.push({
      type: "boundary",
      judge: p.judgeId,
      name: b.name,
      tolerance: b.tolerance,
      unit: b.unit,
      lastFull: b.lastFull,
      firstBelow: b.firstBelow,
    });
  if (p.sensitivity)
    out.push({
      type: "sensitivity",
      judge: p.judgeId,
      points: p.sensitivity.points.map((pt) => ({
        fractionCorrect: pt.fractionCorrect,
        mean: r4(pt.mean),
        min: r4(pt.min),
        max: r4(pt.max),
      })),
      barReachedAt: p.sensitivity.barReachedAt,
      blindGuess: {
        mean: r4(p.sensitivity.blindGuess.mean),
        p95: r4(p.sensitivity.blindGuess.p95),
        count: p.sensitivity.blindGuess.count,
      },
    });
  for (const s of p.sweeps ?? []) {
    for (const l of s.ledgers)
      out.push({
        type: "sweep",
        judge: p.judgeId,
        option: s.axis.key,
        points: s.axis.points.map((pt) => pt.label),
        ledger: l.path,
        rewards: l.rewards.map(r4),
      });
  }
  return out;
}

export function reportRecords(result: AuditSuiteResult, fails: boolean): ReportRecord[] {
  const out: ReportRecord[] = [];
  for (const p of result.pairings) out.push(...pairingRecords(p));
  if (result.versions) {
    for (const row of result.versions.rows) out.push({ type: "version", ledger: row.path, rewards: row.rewards, deltas: row.deltas });
    for (const d of result.versions.disagreements)
      out.push({
        type: "disagreement",
        judgeA: d.judgeA,
        judgeB: d.judgeB,
        source: d.source,
        from: d.from,
        mutation: d.mutation,
        rewardA: d.rewardA,
        rewardB: d.rewardB,
        tried: d.tried,
      });
    for (const a of result.versions.agreeing) out.push({ type: "agreement", ...a });
  }
  for (const f of result.findings) out.push({ type: "finding", ...f });
  out.push({
    type: "summary",
    task: result.taskId,
    audits: result.audits,
    fails,
    timingsMs: Object.fromEntries(Object.entries(result.timings).map(([k, v]) => [k, Math.round(v ?? 0)])),
  });
  return out;
}

function table(header: string[], rows: (string | number)[][]): string[] {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, c) => Math.max(...cells.map((r) => (r[c] ?? "").length)));
  const line = (r: string[]) =>
    r
      .map((v, c) => v.padEnd(widths[c]))
      .join("  ")
      .trimEnd();
  return [line(cells[0]), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)];
}

const f4 = (x: number) => x.toFixed(4);

/** One pairing's section of the text report: its notes and a table per audit that ran. */
function pairingLines(p: PairingAudits): string[] {
  const out: string[] = [];
  out.push("", `== ${p.judgeId}${p.isPrimary ? " (primary)" : ""}`);
  for (const n of p.notes) out.push(`note: ${n}`);
  if (p.omission?.length) {
    out.push("", "omission: best score reachable by withholding predictions");
    out.push(
      ...table(
        ["ledger", "method", "base", "best", "gain", "retained", "withheld (matched)"],
        p.omission.map((o) => [
          o.ledgerPath,
          o.method,
          f4(o.base),
          f4(o.best),
          f4(o.gain),
          `${o.retained}/${o.predictions}`,
          `${o.withheld.length} (${o.withheldMatched})`,
        ]),
      ),
    );
  }
  if (p.shortcut) {
    const s = p.shortcut;
    out.push(
      "",
      `shortcut probes: ${s.total} (${s.structural.length} structural + ${s.gridSize} grid + ${s.jitterCount} jitter), max ${f4(s.max)} (${s.maxProbe.kind}: ${s.maxProbe.label}), ${s.aboveBar} at or above the bar ${s.bar.toFixed(2)}`,
    );
    out.push(
      ...table(
        ["structural probe", "reward"],
        s.structural.map((x) => [x.label, f4(x.reward)]),
      ),
    );
  }
  if (p.boundaries?.length) {
    out.push("", "tolerance boundaries (oracle shifted)");
    out.push(
      ...table(
        ["axis", "tolerance", "last full", "first below", "reward there"],
        p.boundaries.map((b) => [
          b.name,
          b.tolerance,
          `${b.lastFull} ${b.unit}`,
          b.firstBelow ? `${b.firstBelow.offset} ${b.unit}` : "-",
          b.firstBelow ? f4(b.firstBelow.reward) : "-",
        ]),
      ),
    );
  }
  if (p.sensitivity) {
    const s = p.sensitivity;
    out.push(
      "",
      `reward sensitivity (oracle with k% of events right, ${s.seeds} seeds; bar ${s.bar} first reached at ${s.barReachedAt === null ? "never" : `${Math.round(s.barReachedAt * 100)}%`})`,
    );
    out.push(
      ...table(
        ["% right", ...s.points.map((pt) => `${Math.round(pt.fractionCorrect * 100)}`)],
        [["mean reward", ...s.points.map((pt) => f4(pt.mean))]],
      ),
    );
    out.push(`blind guess (${s.blindGuess.count} ledgers without the media): mean ${f4(s.blindGuess.mean)}, p95 ${f4(s.blindGuess.p95)}`);
  }
  for (const s of p.sweeps ?? []) {
    out.push("", `tolerance sweep: ${s.axis.label}`);
    out.push(
      ...table(
        ["ledger", ...s.axis.points.map((pt) => (pt.isDefault ? `${pt.label}*` : pt.label))],
        s.ledgers.map((l) => [l.path, ...l.rewards.map(f4)]),
      ),
    );
  }
  return out;
}

export function reportTable(result: AuditSuiteResult, fails: boolean): string {
  const out: string[] = [`audits of ${result.taskId} (${result.audits.join(", ")})`];
  for (const p of result.pairings) out.push(...pairingLines(p));
  if (result.versions) {
    const v = result.versions;
    out.push("", `judge versions (deltas against ${v.primary})`);
    out.push(
      ...table(
        ["ledger", ...v.judges],
        v.rows.map((row) => [
          row.path,
          ...v.judges.map(
            (id) => `${f4(row.rewards[id])}${id === v.primary ? "" : ` (${row.deltas[id] >= 0 ? "+" : ""}${f4(row.deltas[id])})`}`,
          ),
        ]),
      ),
    );
    for (const d of v.disagreements)
      out.push(
        `separating submission: ${d.from}${d.mutation ? ` with ${d.mutation}` : ""} (${d.source}): ${d.judgeA} ${d.rewardA} vs ${d.judgeB} ${d.rewardB}`,
      );
    for (const a of v.agreeing) out.push(`no separating submission for ${a.judgeA} vs ${a.judgeB} in ${a.tried} candidates`);
  }
  const serious = result.findings.filter((f) => f.severity !== "info");
  out.push("", `findings: ${result.findings.length} (${serious.length} warn/fail)`);
  for (const f of serious) out.push(`  [${f.severity}] ${f.judgeId}: ${f.message}`);
  out.push("", fails ? "result: FAIL (a probe reaches the bar or withholding matched answers raises a score)" : "result: ok");
  return out.join("\n");
}
