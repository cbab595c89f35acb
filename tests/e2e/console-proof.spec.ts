import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, servedText, test } from "./fixtures";
import { enrolOwner, publish, shootWidths, startConsoleServer, type ConsoleServer } from "./console-server";

/**
 * The proof checklist on the Content screen (docs/decisions/031-copy-and-proof.md, "The proof
 * checklist"): the facts only the owner has, counted as the site shows them, the rest by page,
 * each leading to its field; one filled in and published is on the site and counted, in both
 * console languages.
 */
let harness: ConsoleServer;

test.beforeAll(async () => {
  harness = await startConsoleServer("console-proof-e2e-");
  await harness.cli("operator", "invite", "owner@example.test");
});
test.afterAll(async () => harness?.stop());

test.use({ locale: "en-GB" });

const checklist = (page: Page) =>
  page.getByRole("region", { name: /^(Facts that build trust|Uppgifter som bygger förtroende)$/ });

test("the owner sees which facts a visitor can check are missing, goes to one, fills and publishes it", async ({ page }) => {
  test.setTimeout(90_000);
  await enrolOwner(page, harness);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Content" }).click();
  const proof = checklist(page);
  await expect(proof.getByText(/^0 of (\d+) shown on the site\.$/)).toBeVisible();
  const total = Number((await proof.getByText(/shown on the site/).textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(40);

  await proof.getByText(`Show the ${total} still to do`).click();
  // By page: the company's legal identity, each team member by name, each client story by its title.
  await expect(proof.getByRole("heading", { level: 3, name: "Company details" })).toBeVisible();
  await expect(proof.getByRole("link", { name: "Johan Ekström: Experience" })).toBeVisible();
  await expect(proof.getByRole("link", { name: /^Customer service through the seasonal peaks: Where and when/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await shootWidths(page, "content-proof-en", { around: proof });

  // "Registered office" leads to the company's editor, at the button that adds it.
  await proof.getByRole("link", { name: "Registered office" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Company details" })).toBeVisible();
  const add = page.getByRole("button", { name: "Add registered office" });
  await expect(add).toBeFocused();
  await add.click();
  await page.getByRole("textbox", { name: "Registered office" }).fill("Stockholm");
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();

  await page.getByRole("link", { name: "All pages" }).click();
  await expect(proof.getByText(`0 of ${total} shown on the site. 1 is filled in a draft not yet published.`)).toBeVisible();
  await proof.getByText(`Show the ${total} still to do`).click();
  await expect(proof.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Registered office" }) })).toHaveText(
    "Registered office · filled in a draft, not published",
  );
  await page.getByRole("checkbox", { name: "Choose for publishing: Company details" }).check();
  await publish(page, "Published. The page is updated.", "Publish anyway", "The checks found warnings:");

  // Published: on the site, and counted.
  await expect(proof.getByText(`1 of ${total} shown on the site.`)).toBeVisible();
  // The pages are rendered again just after the publish; the footer's legal line names the office.
  await expect.poll(() => servedText(page, `${harness.site}/sv`), { timeout: 5_000 }).toContain("säte Stockholm");
  await expect.poll(() => servedText(page, `${harness.site}/en`), { timeout: 5_000 }).toContain("registered office Stockholm");

  // The same checklist in Swedish.
  await page.getByRole("button", { name: "På svenska" }).click();
  await expect(proof.getByText(`1 av ${total} visas på webbplatsen.`)).toBeVisible();
  await proof.getByText(`Visa de ${total - 1} som återstår`).click();
  await expect(proof.getByRole("link", { name: "Johan Ekström: Erfarenhet" })).toBeVisible();
  await expect(proof.getByRole("link", { name: "Säte" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shootWidths(page, "content-proof-sv", { around: proof });
  await proof.getByRole("link", { name: "Momsregistreringsnummer" }).click();
  await expect(page.getByRole("button", { name: "Lägg till momsregistreringsnummer" })).toBeFocused();
});
