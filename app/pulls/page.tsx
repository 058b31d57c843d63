import Link from "next/link";
import { guardPage } from "@/lib/auth/guard";
import { getPrisma } from "@/lib/data/db";
import { listPullRequests } from "@/lib/github/store/get-pull-request";

export const dynamic = "force-dynamic";

/** Pull requests the GitHub webhook has told us about (maintainers only). */
export default async function PullsPage() {
  await guardPage("review");
  const pulls = await listPullRequests(await getPrisma());
  return (
    <>
      <h1>Pull requests</h1>
      {pulls.length === 0 ? (
        <p className="muted">No pull request yet: connect the GitHub webhook (README, &quot;Connect GitHub&quot;).</p>
      ) : (
        <div className="table-scroll">
          <table className="data" data-testid="pulls">
            <thead>
              <tr>
                <th>PR</th>
                <th>State</th>
                <th>Title</th>
                <th>Author</th>
                <th>Head</th>
                <th>Updated (UTC)</th>
              </tr>
            </thead>
            <tbody>
              {pulls.map((p) => (
                <tr key={p.id}>
                  <td>
                    <Link href={`/pulls/${p.number}`}>
                      {p.baseRepo}#{p.number}
                    </Link>
                  </td>
                  <td>{p.state}</td>
                  <td>{p.title}</td>
                  <td>{p.author}</td>
                  <td>
                    <code>{p.headSha.slice(0, 12)}</code>
                  </td>
                  <td>{p.updatedAt.toISOString().slice(0, 19).replace("T", " ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
