import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabases, type TestDatabase } from "../../test/support/databases";
import { plainImage } from "../../test/support/images";
import { validateDocument } from "~/content/model/documents";
import { contentVersion, liveRevision } from "../db";
import { prepareContent } from "../content/migrations";
import { seedDocuments } from "../content/seed";
import { publishDrafts, saveContentDraft, type ContentDeps } from "../content/service";
import { picturesFor } from "./pictures";
import { addImage, removeImage, setImageDetails } from "./service";
import { MediaError } from "./process";

// Content naming media library images (docs/decisions/024-media.md): the schema takes an image
// id on a team member and a portfolio project; a publish naming an unknown image or one without
// alt text is refused; a render gets each named image's variants; a used image stays.

const SEED = seedDocuments();
const seed = () => SEED;
const T0 = new Date("2026-11-25T10:00:00.000Z");
type Home = { team: { members: { photo?: string }[] }; portfolio: { projects: { image?: string }[] } };

describe.each(testDatabases())("images in content on $name", ({ open }) => {
  let t: TestDatabase;
  let deps: ContentDeps;
  beforeEach(async () => {
    t = await open();
    deps = { db: t.db, seed, now: () => T0 };
    await prepareContent(t.db, seed, { now: T0 });
  });
  afterEach(async () => t?.dispose());

  const homeWith = (photo: string, image?: string) => {
    const home = structuredClone(SEED.get("home")) as Home;
    home.team.members[0]!.photo = photo;
    if (image) home.portfolio.projects[0]!.image = image;
    return home;
  };
  const publishHome = async (body: Home) => {
    await saveContentDraft(deps, { document: "home", body, expectedVersion: 0, author: "a@x.se" });
    return publishDrafts(deps, { documents: ["home"], author: "a@x.se", confirmWarnings: true });
  };

  it("takes image ids in the schema, and refuses anything else there", () => {
    expect(validateDocument("home", homeWith("img-0123456789abcdef", "img-fedcba9876543210")).ok).toBe(true);
    const bad = validateDocument("home", homeWith("javascript:alert(1)"));
    expect(bad.ok).toBe(false);
    expect(bad.ok ? [] : bad.issues.map((issue) => issue.path)).toContain("$.team.members[0].photo");
  });

  it("refuses to publish an unknown image or one without alt text, publishes it once both alt texts are set", async () => {
    const unknown = await publishHome(homeWith("img-0123456789abcdef"));
    expect(unknown.published).toBe(false);
    expect(unknown.findings).toContainEqual({
      severity: "error",
      code: "unknown-image",
      document: "home",
      path: "$.team.members[0].photo",
      detail: "img-0123456789abcdef",
    });

    const image = await addImage(t.db, {
      bytes: await plainImage("jpeg", 700, 700),
      type: "image/jpeg",
      fileName: "a.jpg",
      by: "a@x.se",
      now: T0,
    });
    await setImageDetails(t.db, image.id, { altSv: "Anna", altEn: "", decorative: false, focalX: 0.5, focalY: 0.3 }, T0);
    const refused = await publishDrafts(deps, { documents: ["home"], author: "a@x.se", confirmWarnings: true });
    expect(refused.published).toBe(false);
    await saveContentDraft(deps, { document: "home", body: homeWith(image.id), expectedVersion: 1, author: "a@x.se" });
    const missing = await publishDrafts(deps, { documents: ["home"], author: "a@x.se", confirmWarnings: true });
    expect(missing.findings.filter((finding) => finding.severity === "error")).toEqual([
      { severity: "error", code: "image-alt-missing", document: "home", path: "$.team.members[0].photo", detail: image.id },
    ]);

    await setImageDetails(t.db, image.id, { altSv: "Anna", altEn: "Anna", decorative: false, focalX: 0.5, focalY: 0.3 }, T0);
    const published = await publishDrafts(deps, { documents: ["home"], author: "a@x.se", confirmWarnings: true });
    expect(published.published).toBe(true);
    expect(((await liveRevision(t.db, "home"))?.body as Home).team.members[0]!.photo).toBe(image.id);

    const pictures = await picturesFor(t.db, new Map([["home", homeWith(image.id)]]));
    expect(Object.keys(pictures)).toEqual([image.id]);
    expect(pictures[image.id]).toMatchObject({
      width: 700,
      height: 700,
      alt: { sv: "Anna", en: "Anna" },
      focal: { x: 0.5, y: 0.3 },
    });
    expect(pictures[image.id]!.avif.map((variant) => variant.width)).toEqual([320, 640]);
    expect(pictures[image.id]!.jpeg[0]!.url).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\.jpg$/);

    await expect(removeImage(t.db, image.id)).rejects.toEqual(new MediaError("media-in-use"));
    // Alt texts of an image in use can change (a new content version renders the pages again), never be emptied.
    const version = await contentVersion(t.db);
    await setImageDetails(
      t.db,
      image.id,
      { altSv: "Anna Berg", altEn: "Anna Berg", decorative: false, focalX: 0.5, focalY: 0.3 },
      T0,
    );
    expect(await contentVersion(t.db)).toBe(version + 1);
    await expect(
      setImageDetails(t.db, image.id, { altSv: "Anna", altEn: "", decorative: false, focalX: 0.5, focalY: 0.3 }, T0),
    ).rejects.toEqual(new MediaError("media-alt-missing"));
    expect((await picturesFor(t.db, new Map([["home", homeWith(image.id)]])))[image.id]!.alt).toEqual({
      sv: "Anna Berg",
      en: "Anna Berg",
    });
  }, 60_000);

  it("lets a decorative image be published without alt text", async () => {
    const image = await addImage(t.db, {
      bytes: await plainImage("png"),
      type: "image/png",
      fileName: "a.png",
      by: "a@x.se",
      now: T0,
    });
    await setImageDetails(t.db, image.id, { altSv: "", altEn: "", decorative: true, focalX: 0.5, focalY: 0.5 }, T0);
    expect((await publishHome(homeWith("img-0123456789abcdef", image.id))).findings.map((finding) => finding.code)).toContain(
      "unknown-image",
    );
    await saveContentDraft(deps, { document: "home", body: homeWith(image.id, image.id), expectedVersion: 1, author: "a@x.se" });
    expect((await publishDrafts(deps, { documents: ["home"], author: "a@x.se", confirmWarnings: true })).published).toBe(true);
  }, 60_000);
});
