import { expect, test } from "./fixtures";

// Issue 20 item 4: kart's scores.md describes judge f933449 but it is imported under 1ea24fc. A
// maintainer makes f933449 official from the task page: the ledgers are scored again, the gates
// are recomputed under it (the shipped oracle is the v4 answer, so the oracle gate that passed
// now fails), and the audit log has the switch.
const OLD = "kart-race-telemetry-ledger-s1@1ea24fc";
const NEW = "kart-race-telemetry-ledger-s1@f933449";

test("a maintainer switches kart's official judge to f933449 and the gates are recomputed", async ({ page, seedTask }) => {
  const task = await seedTask("kart-race-telemetry-ledger-s1");
  await page.goto(task.url);
  const section = page.getByTestId("official-judge");
  const oracleGate = page.getByTestId("gate-checklist").locator('tr[data-gate="oracle-perfect"]');
  await expect(section.locator('[data-testid="pairing"][data-primary="1"]')).toContainText(OLD);
  await expect(oracleGate).toHaveAttribute("data-outcome", "pass");

  const form = page.getByTestId("official-judge-form");
  await form.getByLabel("Official judge").selectOption(NEW);
  await form.getByRole("button", { name: "Make official and re-score" }).click();
  await expect(form.getByRole("status")).toHaveText(new RegExp(`Official judge is now ${NEW} \\(was ${OLD}\\); \\d+ ledgers scored again`));

  await page.reload();
  await expect(section.locator('[data-testid="pairing"][data-primary="1"]')).toContainText(NEW);
  await expect(oracleGate).toHaveAttribute("data-outcome", "fail");

  await page.goto("/admin/settings");
  await expect(
    page.getByTestId("audit-log").locator("tr", { hasText: "set-official-judge" }).filter({ hasText: task.id }).first(),
  ).toBeVisible();
});
