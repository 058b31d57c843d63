// Pages: every task page of the other task and every account/admin page as an anonymous visitor
// (sent to sign-in, the task never shown) and with a forged cookie; admin pages as a contributor
// and a viewer (never their content); and the same task pages as a maintainer, who must see them
// (so a broken page is not counted as a refusal).
import { sendAll, type Ctx } from "./context";
import type { Input } from "./probe";
import { OTHER, OWN } from "./server";

const TASK_PAGES = ["", "/audits", "/compare", "/export", "/revisions"];
const ACCOUNT_PAGES = ["/", "/admin/users", "/admin/settings", "/import", "/settings/tokens", "/settings/account", "/pulls", "/docs/api"];

export async function pageFamily(ctx: Ctx): Promise<void> {
  const t = ctx.target;
  const inputs: Input[] = [];
  for (const p of TASK_PAGES) {
    for (const [who, headers] of [
      ["anonymous", {}],
      ["forged cookie", { cookie: "better-auth.session_token=forged.sig" }],
    ] as const)
      inputs.push({
        family: "pages",
        what: `/tasks/${OTHER}${p} ${who}`,
        expect: "refused",
        url: `/tasks/${OTHER}${p}`,
        init: { headers },
        marker: OTHER,
      });
    for (const task of [OWN, OTHER])
      inputs.push({
        family: "pages",
        what: `/tasks/${task}${p} maintainer`,
        expect: "allowed",
        url: `/tasks/${task}${p}`,
        init: { headers: { cookie: t.cookies.maintainer } },
        marker: task,
      });
  }
  for (const p of ACCOUNT_PAGES) inputs.push({ family: "pages", what: `${p} anonymous`, expect: "refused", url: p });
  // the admin pages list every user's address: nobody but an admin may see another's
  for (const p of ["/admin/users", "/admin/settings"])
    for (const who of ["contributor", "viewer", "maintainer"] as const) {
      const someoneElse = t.people[who === "viewer" ? "contributor" : "viewer"].email;
      inputs.push({
        family: "pages",
        what: `${p} ${who}`,
        expect: "refused",
        url: p,
        init: { headers: { cookie: t.cookies[who] } },
        marker: someoneElse,
      });
    }
  await sendAll(ctx, inputs, 2);
}
