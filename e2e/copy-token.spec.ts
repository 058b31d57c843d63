// A new API token is shown once with a Copy button that puts the whole token on the clipboard
// (a token selected in part by hand was once saved by `vbench-review login` as it was).
import { test, expect } from "./fixtures";

test("the token shown once is copied whole by its Copy button", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/settings/tokens");
  const form = page.getByTestId("token-form");
  await form.getByLabel("name").fill(`e2e copy ${Date.now()}`);
  await form.getByRole("button", { name: "Create token" }).click();
  const secret = await form.getByTestId("shown-once").inputValue();
  expect(secret).toMatch(/^vbr_[A-Za-z0-9_-]{43}$/);
  await form.getByTestId("copy-shown-once").click();
  await expect(form.getByTestId("copy-shown-once")).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
});
