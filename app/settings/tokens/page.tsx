import { getPrisma } from "@/lib/data/db";
import { guardPage } from "@/lib/auth/guard";
import { listApiTokens, MAX_TOKEN_DAYS } from "@/lib/auth/tokens";
import { ActionForm } from "@/components/auth/ActionForm";
import { createApiToken } from "@/lib/actions/create-api-token";
import { revokeApiToken } from "@/lib/actions/revoke-api-token";
import { DataTable, type DataColumn } from "@/components/DataTable";

export const dynamic = "force-dynamic";

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 16).replace("T", " ") : "never");

type TokenRow = Awaited<ReturnType<typeof listApiTokens>>[number];

/** Each token: its name, prefix, scope, expiry, last use and state (revoked, expired, or a Revoke button). */
const tokenColumns = (now: number): DataColumn<TokenRow>[] => [
  { header: "Name", cell: (t) => t.name },
  { header: "Token", cell: (t) => <code>{t.prefix}…</code> },
  {
    header: "Scope",
    cell: (t) => (
      <>
        {t.access} · {t.allTasks ? "all tasks" : t.taskIds.join(", ")}
      </>
    ),
  },
  { header: "Expires (UTC)", cell: (t) => day(t.expiresAt) },
  { header: "Last used", cell: (t) => day(t.lastUsedAt) },
  {
    header: "State",
    cell: (t) =>
      t.revokedAt ? (
        `revoked ${day(t.revokedAt)}`
      ) : t.expiresAt.getTime() <= now ? (
        "expired"
      ) : (
        <ActionForm action={revokeApiToken} submit="Revoke">
          <input type="hidden" name="tokenId" value={t.id} />
        </ActionForm>
      ),
  },
];

export default async function TokensPage() {
  const actor = await guardPage("read");
  const tokens = await listApiTokens(await getPrisma(), actor.userId!);
  // a server component renders once per request: the request time is the point, not an impurity
  // eslint-disable-next-line react-hooks/purity
  const now = Date.now();
  return (
    <>
      <h1>API tokens</h1>
      <p className="muted">
        Send as <code>Authorization: Bearer vbr_…</code>. A token acts as you ({actor.role}), limited to its scope. Only a hash is stored:
        the token is shown once.
      </p>
      <ActionForm action={createApiToken} submit="Create token" testId="token-form">
        <input name="name" placeholder="name, e.g. CI" aria-label="name" required maxLength={80} />
        <select name="access" aria-label="access" defaultValue="read">
          <option value="read">read</option>
          <option value="write">read + write</option>
        </select>
        <input name="tasks" placeholder="task ids (empty: all)" aria-label="tasks" />
        <label>
          expires in <input name="expiresInDays" type="number" min={1} max={MAX_TOKEN_DAYS} defaultValue={90} aria-label="days" /> days
        </label>
      </ActionForm>
      <DataTable testId="token-list" columns={tokenColumns(now)} rows={tokens} rowKey={(t) => t.id} />
    </>
  );
}
