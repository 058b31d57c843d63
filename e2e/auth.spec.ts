import fs from "node:fs";
import path from "node:path";
import { invite, signInWithLink, test, expect } from "./fixtures";

// read-only here; the tests that write work on their own copy (seedTask)
const TASK = "egocentric-activity-understanding";

test.describe("anonymous", () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test("is sent to the sign-in page from every page", async ({ page }) => {
    // Every page file under app/, not a hand-picked few: a new page that forgets its guard fails here.
    const pages = pageUrls();
    expect(pages.length).toBeGreaterThan(15);
    for (const url of pages) {
      await page.goto(url);
      await expect(page, url).toHaveURL(new RegExp(`/sign-in\\?next=${escapeRegExp(encodeURIComponent(url))}$`));
      await expect(page.getByTestId("sign-in-form")).toBeVisible();
    }
  });
});

test("a malformed percent-encoded path answers 400 in our error shape, not Next's 500", async ({ request }) => {
  for (const path of ["/tasks/%ZZ", "/api/tasks/%C0%AE%C0%AE/status", `/tasks/${TASK}/ledgers/%ED%A0%80`]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("INVALID");
  }
});

/** The URL of every guarded page: every app/.../page.tsx with the task id filled in and other ids made up (the guard answers first). */
function pageUrls(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name === "page.tsx") out.push(full);
    }
  };
  walk(path.resolve("app"));
  return out
    .map((f) => "/" + path.relative(path.resolve("app"), path.dirname(f)).split(path.sep).join("/"))
    .map((u) => (u === "/" ? "/" : u.replace(/\/$/, "")))
    .map((u) => u.replace("[id]", TASK).replace(/\[(\w+)\]/g, "no-such-$1"))
    .filter((u) => !u.startsWith("/sign-in"))
    .sort();
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test.describe("before the page's script runs", () => {
  test.use({ storageState: { cookies: [], origins: [] }, javaScriptEnabled: false });
  test("the sign-in form cannot be sent, and never as a GET with the password in the URL", async ({ page }) => {
    await page.goto("/sign-in");
    const form = page.getByTestId("sign-in-form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form.getByRole("button", { name: "Sign in" })).toBeDisabled();
    await form.getByLabel("Email").fill("someone@example.org");
    await form.getByLabel("Password").fill("a-secret-password-123");
    await form.getByLabel("Password").press("Enter");
    await page.waitForLoadState("load");
    expect(page.url()).not.toContain("a-secret-password-123");
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});

test("an invited maintainer signs in with the one-time link, sets a password, writes a verdict, signs out", async ({
  page,
  browser,
  baseURL,
  seedTask,
}) => {
  const task = await seedTask(TASK);
  const email = `maint-${Date.now()}@example.org`;
  const url = await invite(page, email, "maintainer");
  const { context, page: m } = await signInWithLink(browser, baseURL!, url);
  await m.getByTestId("account-form").getByLabel("Name").fill("Mara Maintainer");
  await m.getByLabel(/Set a password/).fill("a-long-password-123");
  await m.getByRole("button", { name: "Save" }).click();
  await expect(m.getByTestId("account-form").getByRole("status")).toHaveText(/Saved your name and password/);
  await m.goto(task.url);
  await expect(m.getByTestId("signed-in-as")).toHaveText("Mara Maintainer (maintainer)");
  const form = m.getByTestId("verdict-form");
  const marker = `maintainer-verdict-${Date.now()}`;
  await form.getByLabel("comment only").check();
  await form.getByLabel("Summary").fill(marker);
  await form.getByRole("button", { name: "Save verdict" }).click();
  await expect(form.getByRole("status")).toHaveText(/Verdict saved/);
  await expect(m.getByTestId("review-history").locator("article", { hasText: marker })).toContainText("Mara Maintainer");

  // the link is spent: a second use is refused
  const again = await context.newPage();
  await again.goto(new URL(url).pathname + new URL(url).search);
  await again.getByTestId("one-time-sign-in").click();
  await expect(again.getByRole("alert").filter({ hasText: /already used/ })).toBeVisible();
  await again.close();

  await m.getByTestId("sign-out").click();
  await expect(m).toHaveURL(/\/sign-in$/);
  await m.goto("/");
  await expect(m).toHaveURL(/\/sign-in\?next=/);
  // and the password works
  await m.getByLabel("Email").fill(email);
  await m.getByLabel("Password").fill("a-long-password-123");
  await m.getByRole("button", { name: "Sign in" }).click();
  await expect(m).toHaveURL(/\/$/);
  await expect(m.getByTestId("signed-in-as")).toHaveText("Mara Maintainer (maintainer)");
  await context.close();
});

test("a contributor sees no verdict form, and the server refuses their verdict", async ({ page, browser, baseURL }) => {
  const email = `contrib-${Date.now()}@example.org`;
  const url = await invite(page, email, "contributor");
  const { context, page: c } = await signInWithLink(browser, baseURL!, url);
  await c.goto(`/tasks/${TASK}`);
  await expect(c.getByTestId("signed-in-as")).toContainText("(contributor)");
  await expect(c.getByTestId("verdict-form")).toHaveCount(0);
  await expect(c.getByTestId("comment-form")).toHaveCount(0); // not their task
  // the task's reviews are unchanged by anything the contributor can reach over HTTP
  const res = await c.request.post(`/api/media/nope`, { headers: { origin: baseURL! }, data: "x" });
  expect(res.status()).toBe(403);
  expect((await res.json()).error.code).toBe("FORBIDDEN");
  await context.close();
});

test("a server action replayed from another origin is refused and writes nothing (CSRF)", async ({ page, baseURL, seedTask }) => {
  const task = await seedTask(TASK);
  await page.goto(task.url);
  const form = page.getByTestId("comment-form");
  const marker = `csrf-${Date.now()}`;
  await form.getByLabel("Comment").fill(marker);
  const [actionRequest] = await Promise.all([
    page.waitForRequest((r) => r.method() === "POST" && !!r.headers()["next-action"]),
    form.getByRole("button", { name: "Add comment" }).click(),
  ]);
  await expect(form.getByRole("status")).toHaveText(/Comment added/);
  const replayMarker = `${marker}-replayed`;
  const body = (actionRequest.postData() ?? "").replaceAll(marker, replayMarker);
  const headers = { ...actionRequest.headers(), origin: "http://evil.example" };
  delete (headers as Record<string, string>)["content-length"];
  const res = await page.request.post(actionRequest.url(), { headers, data: body, failOnStatusCode: false });
  expect(res.status()).toBeGreaterThanOrEqual(400);
  await page.reload();
  await expect(page.getByTestId("review-history")).toContainText(marker);
  await expect(page.getByTestId("review-history")).not.toContainText(replayMarker);
  expect(baseURL).toBeTruthy();
});
