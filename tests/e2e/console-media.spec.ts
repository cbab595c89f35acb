import type { Page } from "@playwright/test";
import sharp from "sharp";
import { MEDIA_ERRORS } from "~/media/messages";
import { photoWithGps, plainImage, SVG } from "../../test/support/images";
import { enrolColleague, shootWidths, startConsoleServer, type ConsoleServer } from "./console-server";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The media library end to end (docs/decisions/024-media.md), as an editor with Chromium's
 * virtual authenticator: refusals shown with the server's message, a phone photo with GPS in its
 * EXIF dropped on the upload zone, its alt texts and focal point set, put on a team member with
 * the editor's picker and published with a passkey check; /sv and /en then show a <picture> with
 * each language's alt text, and no variant in its srcsets carries metadata. An operator never
 * reaches the library.
 */
let harness: ConsoleServer;

test.beforeAll(async () => {
  harness = await startConsoleServer("console-media-e2e-");
  // The first operator invited is the owner; the people below are invited after.
  await harness.cli("operator", "invite", "owner@example.test");
});
test.afterAll(async () => harness?.stop());

test.use({ locale: "en-GB" });

const ALT_SV = "Anna vid whiteboardtavlan på kontoret";
const ALT_EN = "Anna at the whiteboard in the office";

/** Invited on the shell with a role, then enrolled in this page's browser with a new passkey. */
const enrol = (page: Page, email: string, role: "editor" | "operator") => enrolColleague(page, harness, email, role);

const shoot = (page: Page, name: string) => shootWidths(page, name, { folder: "MEDIA_SCREENSHOTS" });

/** Drops a file on the upload zone as a browser does: a DataTransfer holding it, in a drop event. */
async function dropFile(page: Page, name: string, type: string, bytes: Buffer): Promise<void> {
  const transfer = await page.evaluateHandle(
    ({ name, type, base64 }) => {
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([data], name, { type }));
      return dt;
    },
    { name, type, base64: bytes.toString("base64") },
  );
  const zone = page.getByTestId("media-drop-zone");
  await zone.dispatchEvent("dragover", { dataTransfer: transfer });
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
}

/** Every URL of a <picture>'s sources and fallback: each srcset's candidates (React writes `srcSet`) and the img's src. */
function pictureUrls(picture: string): string[] {
  const urls = new Set<string>();
  for (const [, srcset] of picture.matchAll(/srcset="([^"]+)"/gi))
    for (const candidate of srcset!.split(",")) urls.add(candidate.trim().split(/\s+/)[0]!);
  for (const [, src] of picture.matchAll(/<img[^>]* src="([^"]+)"/g)) urls.add(src!);
  return [...urls];
}

test("an editor uploads a photo, sets its alt texts and focal point, puts it on a team member and publishes it", async ({
  page,
  consoleErrors,
}) => {
  // Three uploads processed by sharp and a publish rendered, on a shared machine.
  test.slow();
  // The refusals below are logged by the browser as failed requests.
  consoleErrors.allow(/status of 4(00|09|15)/);
  await enrol(page, "editor@example.test", "editor");
  const nav = page.getByRole("navigation", { name: "Console" });
  await nav.getByRole("link", { name: "Media" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "No images yet." })).toBeVisible();
  await expectNoAxeViolations(page);

  // Refusals: an SVG, and a PNG that claims to be a JPEG; each with the server's message, nothing stored.
  const picker = page.getByLabel("Choose images");
  await picker.setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: SVG });
  await expect(page.getByRole("alert").filter({ hasText: "logo.svg was not accepted:" })).toContainText(
    MEDIA_ERRORS["media-svg"].en,
  );
  await picker.setInputFiles({ name: "fake.jpg", mimeType: "image/jpeg", buffer: await plainImage("png", 300, 200) });
  await expect(page.getByRole("alert").filter({ hasText: "fake.jpg was not accepted:" })).toContainText(
    MEDIA_ERRORS["media-mismatch"].en,
  );
  await expectNoAxeViolations(page);
  await shoot(page, "media-refused-en");
  await page.getByRole("button", { name: /^Dismiss\W+logo\.svg$/ }).click();
  await expect(page.getByText("logo.svg was not accepted:")).toHaveCount(0);
  expect((await (await page.request.get(`${harness.site}/api/admin/media`)).json()).images).toEqual([]);

  // A phone photo with GPS coordinates in its EXIF, dropped on the zone.
  await dropFile(page, "anna.jpg", "image/jpeg", await photoWithGps(1400, 1000));
  await expect(page.getByRole("status").filter({ hasText: "anna.jpg is uploaded." })).toBeVisible();
  const card = page.getByRole("article", { name: "anna.jpg" });
  // Oriented by its EXIF: the stored image stands upright, 1000 wide.
  await expect(card).toContainText("1000 × 1400 px");
  await expect(card).toContainText("Alt text missing: Swedish, English");
  await expect(card).toContainText("Not used");
  // The thumbnail (alt="": the file name beside it names it).
  await expect(card.locator("img").first()).toHaveAttribute("src", /^\/media\/[A-Za-z0-9_-]{22}\.webp$/);
  await expectNoAxeViolations(page);

  // Alt texts, their limits shown while typing; the focal point by a click, then by the keyboard.
  await card.getByRole("textbox", { name: "Alt text (Swedish)" }).fill(ALT_SV);
  await expect(card.getByText(`${ALT_SV.length} of 300 characters`)).toBeVisible();
  await card.getByRole("textbox", { name: "Alt text (English)" }).fill(ALT_EN);
  await expect(card.getByRole("switch", { name: "Decorative (no alt text)" })).not.toBeChecked();
  const focal = card.getByRole("button", { name: /^Focal point:/ });
  const box = (await focal.boundingBox())!;
  await focal.click({ position: { x: box.width * 0.3, y: box.height * 0.2 } });
  await expect(focal).toHaveAccessibleName("Focal point: 30% from the left, 20% from the top");
  await focal.press("ArrowRight");
  await focal.press("ArrowDown");
  await expect(focal).toHaveAccessibleName("Focal point: 35% from the left, 25% from the top");
  // With Shift the steps are fine: a hundredth of the image.
  await focal.press("Shift+ArrowLeft");
  await focal.press("Shift+ArrowRight");
  await expect(focal).toHaveAccessibleName("Focal point: 35% from the left, 25% from the top");
  await focal.press("Shift+ArrowUp");
  await expect(focal).toHaveAccessibleName("Focal point: 35% from the left, 24% from the top");
  await focal.press("Shift+ArrowDown");
  await expect(card.getByRole("status").filter({ hasText: "Unsaved changes" })).toBeVisible();
  await shoot(page, "media-details-en");
  await card.getByRole("button", { name: /^Save\W+anna\.jpg$/ }).click();
  await expect(card.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(card).not.toContainText("Alt text missing");
  const [stored] = (await (await page.request.get(`${harness.site}/api/admin/media`)).json()).images;
  expect(stored).toMatchObject({ alt: { sv: ALT_SV, en: ALT_EN }, decorative: false, focal: { x: 0.35, y: 0.25 } });
  await expectNoAxeViolations(page);

  // On the first team member, with the editor's picker; published with a passkey check.
  await nav.getByRole("link", { name: "Content" }).click();
  await page.getByRole("link", { name: "Home page" }).click();
  await page
    .locator("summary")
    .filter({ hasText: /^Team$/ })
    .click();
  const member = page.getByRole("group", { name: "Members no. 1", exact: true });
  await expect(member.getByText("No image chosen.")).toBeVisible();
  await member.getByRole("button", { name: /^Choose image\W+Photo$/ }).click();
  await expectNoAxeViolations(page);
  await shoot(page, "media-picker-en");
  await member.getByRole("button", { name: /anna\.jpg/ }).click();
  await expect(member.getByText(`anna.jpg · ${ALT_EN}`)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  // The history says it is live (the editor's "Published" note goes with its panel once the reload finds no draft).
  await expect(
    page.getByRole("region", { name: "History" }).getByRole("listitem").filter({ hasText: "Revision 2" }),
  ).toContainText("Live now");

  for (const [path, alt] of [
    ["/sv", ALT_SV],
    ["/en", ALT_EN],
  ] as const) {
    let picture = "";
    await expect
      .poll(
        async () => {
          const html = await (await page.request.get(`${harness.site}${path}`)).text();
          picture = [...html.matchAll(/<picture>.*?<\/picture>/gs)].map((match) => match[0]).find((p) => p.includes(alt)) ?? "";
          return picture;
        },
        { timeout: 5_000, intervals: [100] },
      )
      .toContain(`alt="${alt}"`);
    expect(picture).toContain('<source type="image/avif"');
    expect(picture).toContain('<source type="image/webp"');
    const urls = pictureUrls(picture);
    // AVIF, WebP and JPEG at 320, 640 and 960 (the upright photo is 1000 wide).
    expect(urls.length).toBeGreaterThanOrEqual(9);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\.(avif|webp|jpg)$/);
      const response = await page.request.get(`${harness.site}${url}`);
      expect(response.status(), url).toBe(200);
      const bytes = await response.body();
      const metadata = await sharp(bytes).metadata();
      expect([metadata.exif, metadata.xmp], url).toEqual([undefined, undefined]);
      // No trace of the camera's words either, wherever a writer might have put them.
      for (const marker of ["Exif\0\0", "TestCam", "secret-owner"])
        expect(bytes.includes(marker), `${url}: ${marker}`).toBe(false);
    }
  }

  // The library says where it is used, links there, and refuses to remove it while it is.
  await nav.getByRole("link", { name: "Media" }).click();
  const used = page.getByRole("article", { name: "anna.jpg" });
  await expect(used).toContainText("Used on");
  await expect(used).toContainText("Team › Members 1 › Photo");
  await expect(used.getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/admin/content/edit/home");
  await used.getByRole("button", { name: /^Remove\W+anna\.jpg$/ }).click();
  await used.getByRole("button", { name: "Yes, remove" }).click();
  await expect(used.getByRole("alert").filter({ hasText: MEDIA_ERRORS["media-in-use"].en })).toBeVisible();
  await expect(page.getByRole("article", { name: "anna.jpg" })).toBeVisible();
  // Nor can it lose an alt text while used: refused with the server's message, the typed text kept.
  await used.getByRole("textbox", { name: "Alt text (Swedish)" }).fill("");
  await used.getByRole("textbox", { name: "Alt text (English)" }).fill("Anna, rewritten");
  await used.getByRole("button", { name: /^Save\W+anna\.jpg$/ }).click();
  await expect(used.getByRole("alert").filter({ hasText: MEDIA_ERRORS["media-alt-missing"].en })).toBeVisible();
  await expect(used.getByRole("textbox", { name: "Alt text (English)" })).toHaveValue("Anna, rewritten");
  await expect(used.getByRole("status").filter({ hasText: "Unsaved changes" })).toBeVisible();
  expect((await (await page.request.get(`${harness.site}/api/admin/media`)).json()).images[0].alt).toEqual({
    sv: ALT_SV,
    en: ALT_EN,
  });
  await expectNoAxeViolations(page);
  await shoot(page, "media-library-en");

  // Cleared in the editor again: the draft no longer names it, the published page still does.
  await nav.getByRole("link", { name: "Content" }).click();
  await page.getByRole("link", { name: "Home page" }).click();
  await page
    .locator("summary")
    .filter({ hasText: /^Team$/ })
    .click();
  const first = page.getByRole("group", { name: "Members no. 1", exact: true });
  await first.getByRole("button", { name: /^Remove the image\W+Photo$/ }).click();
  await expect(first.getByText("No image chosen.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  const opened = await (await page.request.get(`${harness.site}/api/admin/content/document?id=home`)).json();
  expect(opened.draft.body.team.members[0]).not.toHaveProperty("photo");
  expect(opened.live.body.team.members[0].photo).toBe(stored.id);
  await nav.getByRole("link", { name: "Media" }).click();

  // The same screen in Swedish.
  await page.getByRole("button", { name: "På svenska" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bilder" })).toBeVisible();
  await expect(page.getByRole("article", { name: "anna.jpg" })).toContainText("Team › Medlemmar 1 › Foto");
  await page.getByLabel("Välj bilder").setInputFiles({ name: "ritning.svg", mimeType: "image/svg+xml", buffer: SVG });
  await expect(page.getByRole("alert").filter({ hasText: "ritning.svg togs inte emot:" })).toContainText(
    MEDIA_ERRORS["media-svg"].sv,
  );
  await expectNoAxeViolations(page);
  await shoot(page, "media-library-sv");
});

/** A photo of noise: it does not compress, so a 1400×1000 JPEG is about a megabyte, long enough to watch it go. */
const noisyPhoto = () =>
  sharp({
    create: { width: 1400, height: 1000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } },
  })
    .jpeg({ quality: 95 })
    .toBuffer();

test("an upload shows its progress, one lost on the way can be sent again, and an image is replaced, made decorative and removed", async ({
  page,
  consoleErrors,
}) => {
  // A megabyte sent at 256 kB/s, and two images processed.
  test.slow();
  consoleErrors.allow(/ERR_FAILED/);
  await enrol(page, "second-editor@example.test", "editor");
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Media" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();
  const before = (await (await page.request.get(`${harness.site}/api/admin/media`)).json()).images.length;

  // Over 20 MB: refused in the browser with the server's message, before a byte is sent.
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/admin/media")) sent.push(request.url());
  });
  await page.getByLabel("Choose images").setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(20 * 1024 * 1024 + 1),
  });
  await expect(page.getByRole("alert").filter({ hasText: "huge.png was not accepted:" })).toContainText(
    MEDIA_ERRORS["media-too-large"].en,
  );
  expect(sent).toEqual([]);

  // The connection drops: the file stays listed with a button to send it again.
  await page.route("**/api/admin/media", (route) => route.abort());
  const photo = await noisyPhoto();
  await page.getByLabel("Choose images").setInputFiles({ name: "big.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("alert").filter({ hasText: "big.jpg could not be uploaded:" })).toContainText(
    "The server could not be reached.",
  );
  await page.unroute("**/api/admin/media");

  // Sent again on a slow line (256 kB/s up): the progress bar moves before the upload is done.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  await page.getByRole("button", { name: /^Try again\W+big\.jpg$/ }).click();
  const progress = page.getByRole("progressbar", { name: "Uploading big.jpg" });
  await expect
    .poll(() => progress.evaluate((bar: HTMLProgressElement) => bar.value), { timeout: 10_000, intervals: [50] })
    .toBeGreaterThan(0);
  expect(await progress.evaluate((bar: HTMLProgressElement) => bar.value).catch(() => 1)).toBeLessThanOrEqual(1);
  await expect(page.getByRole("status").filter({ hasText: "big.jpg is uploaded." })).toBeVisible({ timeout: 30_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const card = page.getByRole("article", { name: "big.jpg" });
  await expect(card).toContainText("1400 × 1000 px");
  const { images } = await (await page.request.get(`${harness.site}/api/admin/media`)).json();
  expect(images).toHaveLength(before + 1);
  const id = images.find((image: { fileName: string }) => image.fileName === "big.jpg").id;

  // Replaced: the same id, the new file's size.
  await card.getByLabel("Replace file: big.jpg").setInputFiles({
    name: "big.png",
    mimeType: "image/png",
    buffer: await plainImage("png", 800, 600),
  });
  const replaced = page.getByRole("article", { name: "big.png" });
  await expect(replaced.getByRole("status").filter({ hasText: "The file is replaced." })).toBeVisible();
  await expect(replaced).toContainText("800 × 600 px");
  const after = (await (await page.request.get(`${harness.site}/api/admin/media`)).json()).images;
  expect(after.map((image: { id: string }) => image.id)).toContain(id);
  expect(after).toHaveLength(before + 1);

  // Decorative: no alt text needed, and the mark says so.
  await expect(replaced).toContainText("Alt text missing: Swedish, English");
  await replaced.getByRole("switch", { name: "Decorative (no alt text)" }).check();
  await replaced.getByRole("button", { name: /^Save\W+big\.png$/ }).click();
  await expect(replaced.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(replaced).toContainText("Decorative");
  await expect(replaced).not.toContainText("Alt text missing");

  // Not used anywhere: removed after the question.
  await expect(replaced).toContainText("Not used");
  await replaced.getByRole("button", { name: /^Remove\W+big\.png$/ }).click();
  await replaced.getByRole("button", { name: "Yes, remove" }).click();
  await expect(page.getByRole("status").filter({ hasText: "big.png is removed." })).toBeVisible();
  await expect(page.getByRole("article", { name: "big.png" })).toHaveCount(0);
  expect(await (await page.request.get(`${harness.site}/api/admin/media/${id}`)).status()).toBe(404);
});

test("an operator never reaches the media library, and the API refuses them", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 403/);
  await enrol(page, "operator@example.test", "operator");
  const nav = page.getByRole("navigation", { name: "Console" });
  await expect(nav.getByRole("link", { name: "Inbox" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Media" })).toHaveCount(0);
  await page.goto(`${harness.site}/admin/media`);
  await expect(page.getByRole("alert")).toHaveText("Images are managed by owners and editors.");
  await expect(page.getByLabel("Choose images")).toHaveCount(0);
  const refused = await page.request.get(`${harness.site}/api/admin/media`);
  expect(refused.status()).toBe(403);
  const upload = await page.request.post(`${harness.site}/api/admin/media`, {
    headers: { origin: harness.site, "content-type": "image/png", "x-file-name": "x.png" },
    data: await plainImage("png", 50, 50),
  });
  expect(upload.status()).toBe(403);
});
