import { describe, expect, it } from "vitest";
import { absoluteUrl } from "~/config/site-url";
import { withOgImage } from "~/content/source";
import type { PageMeta } from "~/content/types";
import { builtSiteCopy } from "~/content/site-copy";
import { ui } from "~/content/ui";
import type { PictureData } from "~/media/picture";
import { pageHead } from "./head";

// A page's Open Graph image (docs/decisions/024-media.md): its own 1200×630 crop when its
// document names one, the site's image otherwise.

const photo: PictureData = {
  width: 1600,
  height: 1000,
  alt: { sv: "Teamet på kontoret", en: "The team at the office" },
  decorative: false,
  focal: { x: 0.5, y: 0.4 },
  avif: [],
  webp: [],
  jpeg: [{ url: "/media/full.jpg", width: 1280, height: 800 }],
  square: { avif: [], webp: [], jpeg: [] },
  og: { url: "/media/AAAAAAAAAAAAAAAAAAAAAA.jpg", width: 1200, height: 630 },
};
const meta = (ogImage?: string) => ({
  meta: { title: "Hem", description: "Om oss", keywords: [], ...(ogImage ? { ogImage } : {}) },
});
const tag = (tags: ReturnType<typeof pageHead>, key: string) =>
  tags.find(
    (entry) => (entry as { property?: string; name?: string }).property === key || (entry as { name?: string }).name === key,
  ) as { content: string } | undefined;

describe("Open Graph image", () => {
  it("points og:image and twitter:image at the page's own crop, absolute, with its size and the page language's alt text", () => {
    for (const lang of ["sv", "en"] as const) {
      const copy = withOgImage(meta("img-0123456789abcdef"), { "img-0123456789abcdef": photo }, lang) as { meta: PageMeta };
      const tags = pageHead({ lang, shared: builtSiteCopy(lang), meta: copy.meta });
      const url = absoluteUrl("/media/AAAAAAAAAAAAAAAAAAAAAA.jpg");
      expect(url).toMatch(/^https?:\/\//);
      expect(tag(tags, "og:image")?.content).toBe(url);
      expect(tag(tags, "twitter:image")?.content).toBe(url);
      expect(tag(tags, "og:image:width")?.content).toBe("1200");
      expect(tag(tags, "og:image:height")?.content).toBe("630");
      expect(tag(tags, "og:image:alt")?.content).toBe(photo.alt[lang]);
      expect(tag(tags, "twitter:image:alt")?.content).toBe(photo.alt[lang]);
    }
  });

  it("falls back to the site's image for no id, an unknown id, an image without a crop or without alt text", () => {
    const site = absoluteUrl("/og-image.png");
    const cases: [ReturnType<typeof meta>, Record<string, PictureData>][] = [
      [meta(), { "img-0123456789abcdef": photo }],
      [meta("img-ffffffffffffffff"), { "img-0123456789abcdef": photo }],
      [meta("img-0123456789abcdef"), { "img-0123456789abcdef": { ...photo, og: undefined } }],
      [meta("img-0123456789abcdef"), { "img-0123456789abcdef": { ...photo, decorative: true, alt: { sv: " ", en: "" } } }],
    ];
    for (const [copy, media] of cases) {
      const resolved = withOgImage(copy, media, "sv") as { meta: PageMeta };
      expect(resolved.meta.ogImage).toBeUndefined();
      const tags = pageHead({ lang: "sv", shared: builtSiteCopy("sv"), meta: resolved.meta });
      expect(tag(tags, "og:image")?.content).toBe(site);
      expect(tag(tags, "og:image:alt")?.content).toBe(ui.sv.ogImageAlt);
    }
    // Copy without meta (forms, interface) passes through untouched.
    const forms = { submit: "Skicka" };
    expect(withOgImage(forms, {}, "sv")).toBe(forms);
  });
});
