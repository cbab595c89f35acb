import { forms } from "~/content/forms";
import { home } from "~/content/home";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

/**
 * The home page's islands (docs/decisions/010-hydration-per-page.md): the project modal's code
 * (home's forms module) loads only when the modal opens or the contact section comes near, the hero canvas's when the browser is idle, and neither
 * React Router nor any route module is loaded.
 */
test("the project modal's code loads when it opens, and the modal then works as before", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, "/en");
  await page.waitForLoadState("load");
  expect(
    scripts.every((path) => path.startsWith("/assets/islands/")),
    scripts.join(", "),
  ).toBe(true);
  // The forms' module (app/islands/home-forms.ts) is the modal's code; the contact form and the
  // booking picker load it too, but only once the visitor comes near them.
  expect(scripts.some((path) => path.includes("/home-forms-"))).toBe(false);

  const trigger = page.getByRole("link", { name: home.en.hero.tryNow });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: forms.en.project.title });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((node) => node.matches(":modal"))).toBe(true);
  expect(scripts.some((path) => path.includes("/home-forms-"))).toBe(true);
  await expectNoAxeViolations(page);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await trigger.click();
  await expect(dialog).toBeVisible();
});

test("the hero canvas's code loads once the page is idle, and only then", async ({ page }) => {
  const canvasModule = page.waitForRequest((request) => request.url().includes("/assets/islands/falling-characters-"));
  await page.goto("/sv");
  const request = await canvasModule;
  expect(request.url()).toMatch(/\.js$/);
  await expect(page.locator("#hero canvas")).toHaveCount(1);
});

test("the OTC page loads its island script only", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, "/sv/otc");
  expect(scripts.length).toBeGreaterThan(0);
  expect(
    scripts.every((path) => path.startsWith("/assets/islands/")),
    scripts.join(", "),
  ).toBe(true);
});
