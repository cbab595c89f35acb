import { describe, expect, it } from "vitest";
import { LANGS } from "~/i18n/lang";
import { localizedPath, prerenderPaths } from "~/i18n/pages";
import { affectedPaths } from "./affected";
import { seedDocuments } from "./seed";

// Which pages a publish renders again (docs/decisions/018-content-editing.md).

const seed = seedDocuments();
const changed = <T>(id: string, change: (body: T) => void) => {
  const next = new Map(seed);
  const body = structuredClone(seed.get(id as never)) as T;
  change(body);
  next.set(id as never, body);
  return next;
};

describe("the pages a publish affects", () => {
  it("are none when nothing changed, and all at the first render", () => {
    expect(affectedPaths(seed, seed)).toEqual([]);
    expect(affectedPaths(undefined, seed)).toEqual(prerenderPaths());
  });

  it("are one page's two languages for that page's copy", () => {
    const next = changed<{ cta: { heading: { sv: string } } }>("service/ai-agents", (body) => (body.cta.heading.sv = "Ny"));
    expect(affectedPaths(seed, next)).toEqual(["/sv/services/ai-agents", "/en/services/ai-agents"]);
  });

  it("are the pages that name a changed fact, not the others", () => {
    const next = changed(
      "facts",
      (body) => ((body as { timelines: Record<string, unknown> }).timelines.noCodeMvp = { from: 3, to: 7, unit: "weeks" }),
    );
    const paths = affectedPaths(seed, next);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/sv",
        "/en",
        ...LANGS.map((lang) => localizedPath(lang, { page: "service", slug: "no-code-low-code-mvp" })),
      ]),
    );
    expect(paths).not.toContain("/sv/services/ai-agents");
    expect(paths.length).toBeLessThan(prerenderPaths().length / 2);
  });

  it("are every live service page, and only those, for the sentence of their stories note", () => {
    const next = changed("facts", (body) => {
      (body as { texts: Record<string, { sv: string; en: string }> }).texts.storyOrigin!.en = "One of us led this.";
    });
    const services = prerenderPaths().filter((path) => /^\/(sv|en)\/services\//.test(path));
    expect(services.length).toBeGreaterThanOrEqual(28);
    expect(new Set(affectedPaths(seed, next))).toEqual(new Set(services));
  });

  it("are every page for the company details and the interface strings", () => {
    const next = changed<{ email: string }>("company", (body) => (body.email = "hej@example.se"));
    expect(affectedPaths(seed, next)).toEqual(prerenderPaths());
  });
});
