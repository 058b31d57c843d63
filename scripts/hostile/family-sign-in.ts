// Sign-in: hostile bodies on the email sign-in and sign-up endpoints (each field × every text
// mutation), then a flood of wrong passwords with a new X-Forwarded-For each time, which must end
// in 429 and never in a session, even for the right password afterwards (per-account limit).
import type { Ctx } from "./context";
import { TEXT_MUTATIONS } from "./mutations";

export async function signInFamily(ctx: Ctx): Promise<void> {
  const t = ctx.target;
  const post = (path: string, body: unknown, extra: Record<string, string> = {}) => ({
    method: "POST",
    headers: { "content-type": "application/json", origin: t.base, ...extra },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  for (const [what, v] of TEXT_MUTATIONS) {
    await ctx.probe.send({
      family: "sign-in",
      what: `email ${what}`,
      expect: "refused",
      url: "/api/auth/sign-in/email",
      init: post("", { email: v, password: "x" }),
    });
    await ctx.probe.send({
      family: "sign-in",
      what: `password ${what}`,
      expect: "refused",
      url: "/api/auth/sign-in/email",
      init: post("", { email: t.people.viewer.email, password: v }),
    });
    // accounts come from invites only (VBENCH_GITHUB_SIGNUP off): sign-up is refused whatever it is sent
    await ctx.probe.send({
      family: "sign-in",
      what: `sign-up name ${what}`,
      expect: "refused",
      url: "/api/auth/sign-up/email",
      init: post("", { email: `new-${what.replace(/\W/g, "")}@hostile.test`, password: "long-enough-password-1", name: v }),
    });
  }
  for (const [what, body] of [
    ["not JSON", "{"],
    ["an array", "[]"],
    ["email as an object", { email: { $ne: "" }, password: "x" }],
    ["password as an array", { email: t.people.viewer.email, password: ["x"] }],
    ["1 MB", { email: t.people.viewer.email, password: "p".repeat(1024 * 1024) }],
  ] as const)
    await ctx.probe.send({ family: "sign-in", what, expect: "refused", url: "/api/auth/sign-in/email", init: post("", body) });

  for (let i = 0; i < 30; i++)
    await ctx.probe.send({
      family: "sign-in flood",
      what: `wrong password ${i} from 10.0.${i}.1`,
      expect: "refused",
      url: "/api/auth/sign-in/email",
      init: post("", { email: t.people.maintainer.email, password: `wrong-${i}` }, { "x-forwarded-for": `10.0.${i}.1` }),
    });
  await ctx.probe.send({
    family: "sign-in flood",
    what: "the right password after the flood",
    expect: "refused",
    url: "/api/auth/sign-in/email",
    init: post("", { email: t.people.maintainer.email, password: t.password }, { "x-forwarded-for": "10.9.9.9" }),
  });
}
