import { getPrisma } from "@/lib/data/db";
import { guardPage } from "@/lib/auth/guard";
import { listAudit } from "@/lib/auth/audit";
import { publicUrl } from "@/lib/auth/auth";
import { anonymousReadEnabled } from "@/lib/auth/server";
import { readEnv } from "@/lib/env";
import { DataTable, type DataColumn } from "@/components/DataTable";

export const dynamic = "force-dynamic";

const AUDIT_COLUMNS: DataColumn<Awaited<ReturnType<typeof listAudit>>[number]>[] = [
  { header: "When (UTC)", cell: (a) => a.at.toISOString().slice(0, 19).replace("T", " ") },
  {
    header: "Who",
    cell: (a) => (
      <>
        {a.actorName}
        {a.tokenId ? <span className="muted"> (API token)</span> : null}
      </>
    ),
  },
  { header: "What", cell: (a) => a.action },
  { header: "Task", cell: (a) => a.taskId ?? "" },
  { header: "Details", cell: (a) => <code>{JSON.stringify(a.details).slice(0, 200)}</code> },
];

/** Settings come from the environment (restart to change); the audit log shows every allowed write. */
export default async function SettingsPage() {
  await guardPage("admin");
  const audit = await listAudit(await getPrisma(), { take: 200 });
  const env = readEnv();
  const rows: [string, string, string][] = [
    [
      "VBENCH_ANONYMOUS_READ",
      anonymousReadEnabled() ? "1 (anyone may read)" : "off (sign-in required to read)",
      "set to 1 to let anyone read",
    ],
    ["GitHub sign-in", env.GITHUB_CLIENT_ID !== undefined ? "on" : "off", "GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET"],
    ["VBENCH_GITHUB_SIGNUP", env.VBENCH_GITHUB_SIGNUP ? "1 (new GitHub users join as viewers)" : "off (invited emails only)", ""],
    ["Public URL", publicUrl() ?? "not set (links use the request's host)", "BETTER_AUTH_URL; https turns on Secure cookies"],
    ["BETTER_AUTH_SECRET", env.BETTER_AUTH_SECRET ? "set" : "generated, kept in the data directory", ""],
    [
      "MEDIA_DIR",
      env.MEDIA_DIR ?? "not set (attaching by server path is off)",
      "the only directory local media copies may be attached from",
    ],
  ];
  return (
    <>
      <h1>Settings</h1>
      <table className="data">
        <tbody>
          {rows.map(([k, v, how]) => (
            <tr key={k}>
              <th>{k}</th>
              <td>{v}</td>
              <td className="muted">{how}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Audit log</h2>
      <DataTable testId="audit-log" columns={AUDIT_COLUMNS} rows={audit} rowKey={(a) => a.id} />
    </>
  );
}
