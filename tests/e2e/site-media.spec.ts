import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { expect, expectNoAxeViolations, gotoHydrated, hydrateNear, LANGS, test } from "./fixtures";
import { startConsoleServer, type ConsoleServer } from "./console-server";

/**
 * Photos on the site (docs/decisions/024-media.md), on a server of this test's own: images added
 * on the shell, named by the first team member of the home and OTC pages, the first portfolio
 * project and the home page's Open Graph image, published with `content import --publish`. The team cards show the server's
 * square crops, the carousel the project's photo (and its art for the others, after a switch),
 * the head the 1200×630 crop; no axe violation in either language.
 */
let harness: ConsoleServer;
// One server for both languages.
test.describe.configure({ mode: "serial" });
const ALT = {
  team: { sv: "Porträtt av Johan vid fönstret", en: "Portrait of Johan by the window" },
  project: { sv: "Skärmbild av stakingpanelen", en: "Screenshot of the staking dashboard" },
} as const;

/** A photo-like picture: a gradient with a shape, so the crops have something to show. */
const picture = (width: number, height: number, hue: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue},40%,40%)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="hsl(${hue + 90},50%,60%)"/></svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

async function addImage(file: string, bytes: Buffer, alt: { sv: string; en: string }): Promise<string> {
  const at = path.join(harness.dir, file);
  await writeFile(at, bytes);
  const printed = await harness.cli("media", "add", at, "--alt-sv", alt.sv, "--alt-en", alt.en);
  const id = /img-[0-9a-f]{16}/.exec(printed)?.[0];
  expect(id, printed).toBeDefined();
  return id!;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  harness = await startConsoleServer("site-media-e2e-");
  const photo = await addImage("johan.jpg", await picture(1200, 1600, 20), ALT.team);
  const screenshot = await addImage("dashboard.jpg", await picture(2400, 1600, 210), ALT.project);
  const exported = JSON.parse(await harness.cli("content", "export")) as {
    version: number;
    documents: {
      home: {
        meta: { ogImage?: string };
        team: { members: { photo?: string }[] };
        portfolio: { projects: { image?: string }[] };
      };
      otc: { team: { members: { photo?: string }[] } };
    };
  };
  const home = exported.documents.home;
  home.team.members[0]!.photo = photo;
  home.portfolio.projects[0]!.image = screenshot;
  home.meta.ogImage = screenshot;
  const otc = exported.documents.otc;
  otc.team.members[0]!.photo = photo;
  const file = path.join(harness.dir, "home.json");
  await writeFile(file, JSON.stringify({ version: exported.version, documents: { home, otc } }));
  await harness.cli("content", "import", file, "--publish");
  // The server renders the new version within its poll interval.
  await expect
    .poll(async () => (await (await fetch(`${harness.site}/sv`)).text()).includes("<picture>"), { timeout: 60_000 })
    .toBe(true);
});
test.afterAll(async () => harness?.stop());

for (const lang of LANGS) {
  test(`/${lang} shows the team photo, the project's photo in the carousel and names the page's Open Graph crop`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${harness.site}/${lang}`);

    const team = page.locator("#team");
    const member = team.getByRole("img", { name: ALT.team[lang] });
    await member.scrollIntoViewIfNeeded();
    await expect(member).toBeVisible();
    // The server's square crop, loaded (lazily, once near the viewport), in a modern format.
    await expect.poll(() => member.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const square = await member.evaluate((img: HTMLImageElement) => ({
      width: img.naturalWidth,
      height: img.naturalHeight,
      src: img.currentSrc,
    }));
    expect(square.width).toBe(square.height);
    expect(square.src).toMatch(/\/media\/[A-Za-z0-9_-]{22}\.avif$/);

    // The carousel re-renders its pictures when it hydrates (once near): scrolled to after that.
    await hydrateNear(page, "portfolio");
    const panel = page.getByRole("tabpanel");
    const projectPhoto = panel.getByRole("img", { name: ALT.project[lang] });
    await projectPhoto.scrollIntoViewIfNeeded();
    await expect(projectPhoto).toBeVisible();
    await expect
      .poll(() => projectPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // Another project has no photo: its generated art shows; back to the first, its photo again.
    // The carousel hydrates once scrolled near (decision 033): its tabs answer clicks from then.
    await page.locator('[data-island="portfolio"][data-hydrated]').waitFor({ state: "attached" });
    const tabs = page.getByRole("tab");
    await tabs.nth(1).click();
    await expect(panel.getByRole("img")).toHaveCount(0);
    await expect(panel.locator("svg[aria-hidden='true']").first()).toBeVisible();
    await tabs.nth(0).click();
    await expect(panel.getByRole("img", { name: ALT.project[lang] })).toBeVisible();

    const og = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(og).toMatch(/^https?:\/\/[^/]+\/media\/[A-Za-z0-9_-]{22}\.jpg$/);
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", ALT.project[lang]);
    const crop = await page.request.get(`${harness.site}${new URL(og!).pathname}`);
    expect(crop.status()).toBe(200);
    const metadata = await sharp(await crop.body()).metadata();
    expect([metadata.width, metadata.height, metadata.exif]).toEqual([1200, 630, undefined]);

    await expectNoAxeViolations(page);

    // The OTC page's team shows the same photo.
    await gotoHydrated(page, `${harness.site}/${lang}/otc`);
    const otcMember = page.getByRole("img", { name: ALT.team[lang] });
    await otcMember.scrollIntoViewIfNeeded();
    await expect(otcMember).toBeVisible();
  });
}
