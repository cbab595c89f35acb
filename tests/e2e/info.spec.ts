import type { Page } from "@playwright/test";
import { infoHub } from "~/content/info";
import { INFO_TOPIC_IDS, type InfoTopic } from "~/content/types";
import { ui } from "~/content/ui";
import { localizedPath } from "~/i18n/pages";
import { documentTitle } from "~/seo/head";
import { LANGS, expect, expectNoAxeViolations, test } from "./fixtures";

/** The first paragraph of a topic, to check its text is shown. */
function firstParagraph(topic: InfoTopic): string {
  for (const block of topic.body) if (block.type === "p") return block.text;
  throw new Error(`${topic.id} has no paragraph`);
}

/** A panel's header: the summary of the <details> whose id is the topic's. */
const header = (page: Page, id: string) => page.locator(`details#${id} > summary`);
const panel = (page: Page, id: string) => page.locator(`details#${id}`);

/** The page does not hydrate: the open state is the native one of each <details>. */
async function expectOnlyOpen(page: Page, openId: string | null) {
  for (const id of INFO_TOPIC_IDS) {
    if (id === openId) await expect(panel(page, id)).toHaveAttribute("open", "");
    else await expect(panel(page, id)).not.toHaveAttribute("open");
  }
}

for (const lang of LANGS) {
  const content = infoHub[lang];
  const copy = ui[lang].infoHub;

  test.describe(`info hub (${lang})`, () => {
    test("has its own header, the title block, a table of contents and seven closed panels", async ({ page }) => {
      await page.goto(`/info/${lang}`);
      await expect(page).toHaveTitle(documentTitle(content.meta));
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.title);

      const nav = page.getByRole("navigation", { name: copy.navLabel });
      await expect(nav.getByRole("link", { name: copy.home })).toHaveAttribute("href", `/${lang}`);
      await expect(nav.getByRole("link", { name: copy.infoHub })).toHaveAttribute("href", `/info/${lang}`);
      await expect(nav.getByRole("link", { name: copy.infoHub })).toHaveAttribute("aria-current", "page");
      await expect(nav.getByRole("link", { name: copy.services })).toHaveAttribute("href", `/${lang}#services`);
      await expect(nav.getByRole("link", { name: copy.contact })).toHaveAttribute("href", `/${lang}#contact`);
      const other = lang === "sv" ? "en" : "sv";
      // Labelled EN/SV as in the site's header (decision 031, cold review 3, G2), never "en"/"sv".
      const label = other.toUpperCase();
      const toggle = page.getByRole("banner").getByRole("link", { name: new RegExp(`^${label}\\b`) });
      await expect(toggle).toHaveAttribute("href", `/info/${other}`);
      await expect(toggle).toHaveText(new RegExp(`^${label}\\b`));

      const contents = page.getByRole("navigation", { name: content.tocHeading });
      const hrefs = await contents.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual(INFO_TOPIC_IDS.map((id) => `#${id}`));

      const ids = await page.locator("main details").evaluateAll((nodes) => nodes.map((node) => node.id));
      expect(ids).toEqual([...INFO_TOPIC_IDS]);
      for (const topic of content.topics) {
        await expect(header(page, topic.id).getByRole("heading", { level: 2 })).toHaveText(topic.title);
        await expect(header(page, topic.id).locator("svg")).not.toHaveCount(0);
      }
      await expect(page.locator("main details[open]")).toHaveCount(0);
      // No full footer (the spec's), but the compact legal line: the firm's identity on every page.
      const legal = page.getByRole("contentinfo");
      await expect(legal).toHaveCount(1);
      await expect(legal).toContainText("Nordlegend AB");
      await expect(legal).toContainText("559412-3878");
      await expect(legal.getByRole("link", { name: /^(Integritetspolicy|Privacy policy)$/ })).toHaveAttribute(
        "href",
        `/${lang}/privacy-policy`,
      );
      await expect(legal.getByRole("list")).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test("emits Article data dated the build day and canonical /info/" + lang, async ({ page }) => {
      await page.goto(`/info/${lang}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/info/${lang}$`));
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
      const data = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? "")));
      const article = data.find((entry) => entry["@type"] === "Article");
      expect(article.headline).toBe(content.title);
      expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.dateModified).toBe(article.datePublished);
    });

    test("one panel is open at a time, and clicking the open one closes it", async ({ page }) => {
      await page.goto(`/info/${lang}`);
      await expectOnlyOpen(page, null);
      const [first, second] = content.topics;
      await header(page, first!.id).click();
      await expectOnlyOpen(page, first!.id);
      await expect(page.locator(`#${first!.id}-content`)).toBeVisible();

      await header(page, second!.id).click();
      await expectOnlyOpen(page, second!.id);
      await expect(page.locator(`#${first!.id}-content`)).toBeHidden();
      await expect(page.locator(`#${second!.id}-content`).getByText(firstParagraph(second!))).toBeVisible();

      await header(page, second!.id).click();
      await expectOnlyOpen(page, null);
      await expect(page.locator("main details[open]")).toHaveCount(0);

      await header(page, first!.id).focus();
      await page.keyboard.press("Enter");
      await expectOnlyOpen(page, first!.id);
      await expectNoAxeViolations(page);
    });

    test("each panel links to its related service pages", async ({ page }) => {
      await page.goto(`/info/${lang}`);
      for (const topic of content.topics) {
        await header(page, topic.id).click();
        const body = page.locator(`#${topic.id}-content`);
        await expect(body.getByRole("heading", { level: 3, name: copy.related })).toBeVisible();
        for (const related of topic.related) {
          await expect(body.getByRole("link", { name: related.label, exact: true })).toHaveAttribute(
            "href",
            localizedPath(lang, { page: "service", slug: related.slug }),
          );
        }
      }
    });

    test("a table of contents link opens its panel and brings it into view", async ({ page }) => {
      await page.goto(`/info/${lang}`);
      await header(page, "ai-technologies").click();
      const target = content.topics.find((topic) => topic.id === "tokenization-defi")!;
      await page
        .getByRole("navigation", { name: content.tocHeading })
        .getByRole("link", { name: new RegExp(`^${target.title}`) })
        .click();
      await expect(page).toHaveURL(/#tokenization-defi$/);
      await expectOnlyOpen(page, "tokenization-defi");
      await expect(header(page, "tokenization-defi")).toBeInViewport();

      // Closed by its header, the same link opens it again even though the URL already names it.
      await header(page, "tokenization-defi").click();
      await expectOnlyOpen(page, null);
      await page
        .getByRole("navigation", { name: content.tocHeading })
        .getByRole("link", { name: new RegExp(`^${target.title}`) })
        .click();
      await expectOnlyOpen(page, "tokenization-defi");
    });

    test("arriving with #enterprise-ai opens that panel", async ({ page }) => {
      await page.goto(`/info/${lang}#enterprise-ai`);
      await expectOnlyOpen(page, "enterprise-ai");
      await expect(panel(page, "enterprise-ai")).toHaveAttribute("open", "");
      await expect(header(page, "enterprise-ai")).toBeInViewport();
    });
  });
}

test("without JavaScript every panel still opens and its text is readable", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/info/en");
  const topic = infoHub.en.topics[3]!;
  await page.locator(`details#${topic.id} > summary`).click();
  await expect(page.locator(`#${topic.id}-content`).getByText(firstParagraph(topic))).toBeVisible();
  await context.close();
});

test("the unprefixed /info serves the hub", async ({ page }) => {
  const response = await page.goto("/info");
  expect(response?.status()).toBe(200);
  await expect(page.locator("main details")).toHaveCount(7);
});
