// Every page at 390 px (a phone) without page-level horizontal scroll (issue 34 item 6). The pages
// are discovered from the seeded data, not listed by id: the task list gives the tasks, each task
// page's own links give one ledger, rollout, file, revision range and compare pair, the PR list gives
// a pull request (one is opened here through a signed webhook, so the PR page is always visited).
// A failure names the page, its width and the widest element that sticks out.
import { test as base, expect, type Page } from "./fixtures";
import { startGitHubStandIn } from "./github-fixture";
import { makeTaskRepo, THREE_COMMITS } from "../lib/git/__tests__/make-task-repo";

const WIDTH = 390;

// This spec measures width only: the console checks of fixtures.ts are other specs' business (the
// real tasks' pinned media are offline here, which those specs account for page by page).
const test = base.extend<{ consoleProblems: string[] }>({ consoleProblems: async ({}, use) => use([]) });

interface Measure {
  path: string;
  width: number;
  /** the outermost element past the right edge with the largest overhang: tag, class, test id, text */
  widest: string;
}

/** The page's scroll width and, when too wide, the element that makes it so. */
function measure(page: Page, url: string): Promise<Measure> {
  return page.evaluate((url) => {
    const limit = document.documentElement.clientWidth;
    let widest = "";
    let most = 0;
    // inside a scroll container an element may be as wide as it likes: only the page must fit
    const scrolls = (el: Element) => ["auto", "scroll", "hidden", "clip"].includes(getComputedStyle(el).overflowX);
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (scrolls(a)) return true;
      return false;
    };
    for (const el of Array.from(document.querySelectorAll("body *"))) {
      const r = el.getBoundingClientRect();
      const parent = el.parentElement?.getBoundingClientRect();
      // the outermost one: its parent still fits (otherwise the parent is the one to name)
      if (r.width === 0 || r.right <= limit + 1 || (parent && parent.right > limit + 1) || clipped(el)) continue;
      if (r.right > most) {
        most = r.right;
        const h = el as HTMLElement;
        const testId = h.dataset.testid ? `[data-testid=${h.dataset.testid}]` : "";
        const cls = typeof h.className === "string" && h.className ? `.${h.className.trim().split(/\s+/).join(".")}` : "";
        widest = `${el.tagName.toLowerCase()}${cls}${testId} ${Math.round(r.width)} px wide, right edge ${Math.round(r.right)}: "${(h.innerText ?? "").slice(0, 60)}"`;
      }
    }
    // text can stick out of a box that fits (an unbreakable path in a list item): name its element
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const host = n.parentElement;
      range.selectNodeContents(n);
      const r = range.getBoundingClientRect();
      if (!host || r.right <= limit + 1 || r.right <= most || scrolls(host) || clipped(host)) continue;
      most = r.right;
      widest = `text in ${host.tagName.toLowerCase()}${host.dataset.testid ? `[data-testid=${host.dataset.testid}]` : ""}, right edge ${Math.round(r.right)}: "${(n.textContent ?? "").slice(0, 60)}"`;
    }
    return { path: url, width: document.scrollingElement!.scrollWidth, widest };
  }, url);
}

/** Same-origin links on the page whose path matches `pattern`. */
async function links(page: Page, pattern: RegExp): Promise<string[]> {
  const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs.filter((h) => pattern.test(h)))];
}

/** One link of each kind a task page (and its revisions page) leads to. */
async function taskPages(page: Page, task: string): Promise<string[]> {
  const base = `/tasks/${encodeURIComponent(task)}`;
  const esc = base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await page.goto(base);
  const found = [base, `${base}/audits`, `${base}/compare`, `${base}/export`, `${base}/revisions`];
  for (const kind of ["ledgers", "rollouts", "files"])
    found.push(...(await links(page, new RegExp(`^${esc}/${kind}/[^/?#]+$`))).slice(0, 1));
  await page.goto(`${base}/compare`);
  const ledgers = await page
    .locator("select[name=a] option")
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  if (ledgers.length >= 2) found.push(`${base}/compare?a=${ledgers[0]}&b=${ledgers[1]}`);
  await page.goto(`${base}/revisions`);
  found.push(...(await links(page, new RegExp(`^${esc}/revisions/[^/?#]+`))).slice(0, 1));
  return found;
}

/** A pull request opened through a signed webhook on a task folder with a long path; resolves once its page exists. */
async function openPullRequest(page: Page, request: Page["request"]): Promise<() => Promise<void>> {
  const taskId = `e2e-narrow-${Date.now().toString(36)}-a-task-id-long-enough-to-need-wrapping`;
  const repo = makeTaskRepo(THREE_COMMITS.slice(0, 2), { taskPath: `tasks/a-family-folder-with-a-long-name/${taskId}` });
  const number = 100 + Math.floor(Math.random() * 9000);
  const github = await startGitHubStandIn({ repo, tmpPrefix: "vbench-e2e-narrow-", number, request });
  await github.send("opened", repo.commits[1], `e2e-narrow-${number}`);
  // the PR job imports the head and posts its comment: by then the PR page has everything it shows
  await expect.poll(() => github.comments().length, { timeout: 150_000 }).toBe(1);
  return github.close;
}

test(`at ${WIDTH} px no page scrolls sideways`, async ({ page, request }) => {
  test.setTimeout(600_000);
  const cleanup = await openPullRequest(page, request);
  try {
    await page.setViewportSize({ width: WIDTH, height: 900 });
    await page.goto("/");
    const tasks = (await links(page, /^\/tasks\/[^/?#]+$/)).map((h) => decodeURIComponent(h.slice("/tasks/".length)));
    expect(tasks.length, "tasks on the task list").toBeGreaterThan(0);
    await page.goto("/pulls");
    const pulls = (await links(page, /^\/pulls\/\d+$/)).slice(0, 1);
    expect(pulls, "a pull request on the PR list").toHaveLength(1);
    const paths = [
      "/",
      "/pulls",
      ...pulls,
      "/import",
      "/settings/account",
      "/settings/tokens",
      "/admin/users",
      "/admin/settings",
      "/docs/api",
    ];
    for (const task of tasks) paths.push(...(await taskPages(page, task)));

    const results: Measure[] = [];
    for (const p of paths) {
      await page.goto(p);
      await expect(page.locator("main").first()).toBeVisible();
      results.push(await measure(page, p));
    }
    console.log(results.map((r) => `${r.width}\t${r.path}${r.widest ? `\t${r.widest}` : ""}`).join("\n"));
    const tooWide = results.filter((r) => r.width > WIDTH + 1).map((r) => `${r.path}: ${r.width} px, widest ${r.widest || "(none found)"}`);
    expect(tooWide, "pages wider than 390 px").toEqual([]);
  } finally {
    await cleanup();
  }
});
