// Network: web/search tools offered or called, URLs fetched and package installs in commands,
// server-side grounding metadata — weighed against the declared posture (a failed attempt under
// isolation is evidence the isolation held, not a breach).
import type { ParsedTrajectory, Step } from "../parse/step-types";
import type { AuditContext } from "./context";
import { quote, type Finding } from "./finding";

const WEB_TOOL =
  /^(web_?fetch|web_?search|search_web|read_url_content|open_browser_url|browser_\w+|fetch|google_search|url_context|read_browser_page|capture_browser_screenshot)$/i;
const NET_COMMAND: { what: string; re: RegExp }[] = [
  { what: "curl", re: /(?:^|[\s;&|(`])curl\s/ },
  { what: "wget", re: /(?:^|[\s;&|(`])wget\s/ },
  { what: "pip install", re: /\bpip3?\s+install\b|\bpython3?\s+-m\s+pip\s+install\b|\buv\s+pip\s+install\b/ },
  { what: "npm install", re: /\bnpm\s+(?:install|i)\s+\S|\bnpx\s+\S/ },
  { what: "apt install", re: /\bapt(?:-get)?\s+install\b/ },
  { what: "git clone", re: /\bgit\s+clone\b/ },
  { what: "URL", re: /\bhttps?:\/\/(?!127\.0\.0\.1|localhost)[^\s"'<>)]+/ },
  { what: "python requests", re: /\brequests\.(?:get|post)\(|urllib\.request|urlopen\(/ },
];
const FAILED_NET =
  /temporary failure in name resolution|could not resolve|network is unreachable|name or service not known|connection refused|no route to host|failed to establish a new connection|getaddrinfo/i;

function declaredIsolated(context: AuditContext): boolean | null {
  return (
    context.row?.networkIsolated ?? (context.allowInternet === undefined || context.allowInternet === null ? null : !context.allowInternet)
  );
}

export function auditNetwork(parsed: ParsedTrajectory, context: AuditContext): Finding[] {
  const findings: Finding[] = [];
  const isolated = declaredIsolated(context);
  const offered = parsed.meta.toolsOffered.filter((t) => WEB_TOOL.test(t));
  if (offered.length > 0) {
    findings.push({
      kind: "network_offered",
      severity: isolated ? "warning" : "info",
      step: parsed.steps.find((s) => s.kind === "system")?.index ?? null,
      line: parsed.steps.find((s) => s.kind === "system")?.line ?? null,
      title: `${offered.length} web/browser tool${offered.length === 1 ? "" : "s"} offered to the agent${isolated ? " although the run is declared network-isolated" : ""}`,
      evidence: offered.join(", "),
    });
  }
  const results = new Map<string, Step>();
  for (const s of parsed.steps) if (s.kind === "tool_result" && s.callId) results.set(s.callId, s);
  for (const step of parsed.steps) {
    if (step.kind !== "tool_call") continue;
    const result = step.callId ? results.get(step.callId) : undefined;
    const failed = result !== undefined && FAILED_NET.test(result.text);
    if (step.toolName && WEB_TOOL.test(step.toolName)) {
      findings.push(used(step, `web tool ${step.toolName} called`, step.text, 0, failed, isolated));
      continue;
    }
    const args = step.text;
    const hit = NET_COMMAND.map((n) => ({ n, m: n.re.exec(args) })).find((x) => x.m !== null);
    if (hit?.m)
      findings.push(used(step, `${hit.n.what} in a ${step.toolName ?? "tool"} call`, args, hit.m.index, failed, isolated, result));
  }
  for (const mark of parsed.wrapperMarks) {
    if (mark.mark !== "grounding") continue;
    findings.push({
      kind: "network_used",
      severity: "fail",
      step: null,
      line: mark.line,
      title: "server-side grounding / web search metadata in the log",
      evidence: mark.excerpt,
    });
  }
  return findings;
}

function used(step: Step, title: string, args: string, at: number, failed: boolean, isolated: boolean | null, result?: Step): Finding {
  // a successful fetch is a fail whatever the posture says: the row cannot be an official no-web run
  const severity = failed ? "warning" : isolated === false ? "warning" : "fail";
  return {
    kind: "network_used",
    severity,
    step: step.index,
    line: step.line,
    title: failed ? `${title}; it failed (isolation held)` : title,
    evidence: quote(args, at) + (failed && result ? `\n→ ${quote(result.text, result.text.search(FAILED_NET), 320)}` : ""),
  };
}
