import type { Page } from "@playwright/test";
import { serviceContents, serviceLayoutLabels } from "~/content/services";
import type { ServicePageContent } from "~/content/types";
import { storiesNote, storiesNoteText } from "~/content/story-note";
import { ui } from "~/content/ui";
import { otherLang, type Lang } from "~/i18n/lang";
import { SERVICE_SLUGS, localizedPath, unprefixedPath, type PageRef, type ServiceSlug } from "~/i18n/pages";
import { documentTitle } from "~/seo/head";
import { LANGS, expect, expectNoAxeViolations, test } from "./fixtures";

/** The sections a page shows, in order, by their anchors; absent sections leave no trace. */
function expectedSectionIds(content: ServicePageContent): string[] {
  const offeringId = { services: "services", useCases: "use-cases", components: "components" } as const;
  return [
    "overview",
    ...(content.comparison ? ["comparison"] : []),
    "benefits",
    ...(content.offering ? [offeringId[content.offering.kind]] : []),
    ...(content.process ? ["process"] : []),
    "technologies",
    ...(content.spotlight ? ["spotlight"] : []),
    ...(content.stories ? ["stories"] : []),
    ...(content.faq ? ["faq"] : []),
    "cta",
  ];
}

/** The toggle's label names the language it switches to: ENG on Swedish pages, SV on English ones. */
const TOGGLE_LABEL: Record<Lang, RegExp> = { sv: /^ENG\b/, en: /^SV\b/ };

function topBar(page: Page, lang: Lang) {
  return page.getByRole("navigation", { name: serviceLayoutLabels[lang].topBar });
}

/** The one language switch of the page, in the header (docs/decisions/029-booking-for-the-visitor.md). */
function toggle(page: Page, lang: Lang) {
  return page.getByRole("banner").getByRole("link", { name: TOGGLE_LABEL[lang] });
}

for (const lang of LANGS) {
  for (const slug of SERVICE_SLUGS) {
    const content = serviceContents[slug][lang];
    const ref: PageRef = { page: "service", slug };
    const path = localizedPath(lang, ref);
    const contactHref = `/${lang}#contact`;

    test(`${path}: title, h1, sections, calls to action, #benefits, FAQ by keyboard, axe, toggle`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(documentTitle(content.meta));
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.hero.title);
      const ids = await page.locator("main section[id]").evaluateAll((nodes) => nodes.map((node) => node.id));
      expect(ids).toEqual(expectedSectionIds(content));
      if (content.stories) {
        // Whose engagements the stories are, once, under the heading (decision 031, sixth reader, F1), with no
        // pointer away from the page (eleventh reader, A05, A06).
        const stories = page.locator("#stories");
        await expect(stories.getByRole("heading", { level: 2 })).toHaveText(content.stories.heading);
        const note = stories.locator("[data-stories-note]");
        await expect(note).toHaveCount(1);
        await expect(note).toHaveText(storiesNoteText(storiesNote(lang, content.stories.items.length)));
        await expect(note.getByRole("link")).toHaveCount(0);
      }
      // No full footer (the spec's), but the compact legal line: the firm's identity on every page.
      const legal = page.getByRole("contentinfo");
      await expect(legal).toContainText("Nordlegend AB");
      await expect(legal).toContainText("559412-3878");
      await expect(legal.getByRole("link", { name: ui[lang].footer.privacy })).toHaveAttribute("href", `/${lang}/privacy-policy`);
      await expect(legal.getByRole("link", { name: ui[lang].footer.terms })).toHaveAttribute("href", `/${lang}/terms`);

      const bar = topBar(page, lang);
      await expect(bar.getByRole("link", { name: ui[lang].serviceLayout.back })).toHaveAttribute("href", `/${lang}`);
      // One language switch on the page, the header's, with the spec's service-page label.
      await expect(page.locator("a[data-lang-choice]")).toHaveCount(1);
      await expect(toggle(page, lang)).toHaveAttribute("href", localizedPath(otherLang(lang), ref));

      await expect(page.getByRole("link", { name: content.hero.primaryCta, exact: true })).toHaveAttribute("href", contactHref);
      const closing = page.locator("#cta");
      await expect(closing.getByRole("heading", { level: 2 })).toHaveText(content.cta.heading);
      // Every service page ends with its button (docs/decisions/029-booking-for-the-visitor.md).
      await expect(closing.getByRole("link", { name: content.cta.button ?? ui[lang].bookCall })).toHaveAttribute(
        "href",
        contactHref,
      );

      await page.getByRole("link", { name: content.hero.secondaryCta, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}#benefits$`));
      await expect(page.getByRole("heading", { level: 2, name: content.benefits.heading })).toBeInViewport();
      await expect(page.locator("#benefits > div > ul > li")).toHaveCount(content.benefits.items.length);

      if (content.faq) {
        const first = content.faq.items[0]!;
        const details = page.locator("#faq details").first();
        const summary = details.locator("summary");
        const answer = details.getByText(first.answer);
        await expect(summary).toHaveText(first.question);
        await expect(answer).toBeHidden();
        await summary.focus();
        await page.keyboard.press("Enter");
        await expect(details).toHaveAttribute("open", "");
        await expect(answer).toBeVisible();
        await page.keyboard.press("Space");
        await expect(details).not.toHaveAttribute("open");
        await expect(answer).toBeHidden();
        await page.keyboard.press(" ");
        await expect(answer).toBeVisible();
      }

      await expectNoAxeViolations(page);

      // Last, as it leaves the page: the toggle leads to the same page in the other language.
      const other = otherLang(lang);
      await toggle(page, lang).click();
      // The header's switch keeps the section being read (docs/decisions/022-forms-that-forgive.md).
      await expect(page).toHaveURL(new RegExp(`${localizedPath(other, ref)}(#[a-z]+)?$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(serviceContents[slug][other].hero.title);
      await expect(page).toHaveTitle(documentTitle(serviceContents[slug][other].meta));
      await expect(page.locator("html")).toHaveAttribute("lang", other);
      await expect(toggle(page, other)).toHaveAttribute("href", new RegExp(`^${path}(#[a-z]+)?$`));
    });
  }
}

test("all 42 service URLs answer 200 with the complete page, never a redirect", async ({ request }) => {
  const urls = SERVICE_SLUGS.flatMap((slug: ServiceSlug) => {
    const ref: PageRef = { page: "service", slug };
    return [localizedPath("sv", ref), localizedPath("en", ref), unprefixedPath(ref)];
  });
  expect(urls).toHaveLength(42);
  for (const url of urls) {
    const response = await request.get(url, { maxRedirects: 0, headers: { "Accept-Language": "sv-SE" } });
    expect(response.status(), url).toBe(200);
    const html = await response.text();
    expect(html, url).toContain('id="cta"');
    expect(html, url).toContain('application/ld+json">{"@context":"https://schema.org","@type":"Service"');
  }
});

test.describe("the no-code page's two spellings", () => {
  const ref: PageRef = { page: "service", slug: "no-code-low-code-mvp" };

  test("unprefixed /services/no-code-low-code-mvp serves the visitor's language with a canonical prefixed URL", async ({
    page,
  }) => {
    const response = await page.goto("/services/no-code-low-code-mvp");
    expect(response?.status()).toBe(200);
    expect(page.url()).toMatch(/\/services\/no-code-low-code-mvp$/);
    // Playwright's browser asks for English.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(serviceContents["no-code-low-code-mvp"].en.hero.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/en\/services\/no-code-low-code$/);
  });

  test("/sv/services/no-code-low-code is the Swedish page, and the other spelling redirects to it", async ({ page }) => {
    const response = await page.goto(localizedPath("sv", ref));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(serviceContents["no-code-low-code-mvp"].sv.hero.title);
    const redirected = await page.request.get("/sv/services/no-code-low-code-mvp", { maxRedirects: 0 });
    expect(redirected.status()).toBe(301);
    expect(redirected.headers().location).toMatch(/\/sv\/services\/no-code-low-code$/);
  });
});

test("the FAQ opens and closes without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/services/ai-agents");
  const details = page.locator("#faq details").first();
  await details.locator("summary").click();
  await expect(details).toHaveAttribute("open", "");
  await details.locator("summary").click();
  await expect(details).not.toHaveAttribute("open");
  await context.close();
});

test("no service page scrolls sideways on a 375 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const lang of LANGS) {
    for (const slug of SERVICE_SLUGS) {
      await page.goto(localizedPath(lang, { page: "service", slug }));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${lang}/${slug}`).toBeLessThanOrEqual(0);
    }
  }
});
