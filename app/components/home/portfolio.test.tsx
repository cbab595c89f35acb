import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { home } from "~/content/home";
import type { PictureData } from "~/media/picture";
import { Portfolio, projectPictures } from "./portfolio";

// Portfolio photos (docs/decisions/024-media.md): a project with an image shows it as a
// <picture> in the carousel, server-rendered and in the island's props; one without keeps its art.

const variants = (ext: string) =>
  [320, 640, 960].map((width) => ({ url: `/media/p${width}.${ext}`, width, height: (width * 3) / 4 }));
const photo: PictureData = {
  width: 1200,
  height: 900,
  alt: { sv: "Instrumentpanelen i appen", en: "The app's dashboard" },
  decorative: false,
  focal: { x: 0.5, y: 0.5 },
  avif: variants("avif"),
  webp: variants("webp"),
  jpeg: variants("jpg"),
  square: { avif: [], webp: [], jpeg: [] },
};

const ENTITIES: Record<string, string> = { "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&" };
const unescapeAttribute = (value: string) => value.replace(/&(?:quot|#x27|lt|gt|amp);/g, (entity) => ENTITIES[entity]!);

describe("portfolio photos", () => {
  const projects = home.sv.portfolio.projects;
  const first = projects[0]!;
  const withImage = {
    ...home.sv.portfolio,
    projects: projects.map((p, i) => (i === 0 ? { ...p, image: "img-0123456789abcdef" } : p)),
  };

  it("shows the first project's photo in the panel and its tab, lazily, with width, height, srcset and sizes", () => {
    for (const lang of ["sv", "en"] as const) {
      const html = renderToStaticMarkup(
        <Portfolio content={withImage} newTabLabel="(ny flik)" media={{ "img-0123456789abcdef": photo }} lang={lang} />,
      );
      const pictures = html.match(/<picture>.*?<\/picture>/gs) ?? [];
      expect(pictures).toHaveLength(2);
      for (const picture of pictures) {
        expect(picture).toContain(
          '<source type="image/avif" srcSet="/media/p320.avif 320w, /media/p640.avif 640w, /media/p960.avif 960w"',
        );
        expect(picture).toContain('<source type="image/webp"');
        expect(picture).toContain('width="1200" height="900"');
        expect(picture).toContain('loading="lazy"');
        expect(picture).toMatch(/sizes="[^"]+"/);
      }
      // The tab's picture is decoration (the tab is named by the title); the panel's speaks.
      expect(pictures[0]).toContain('alt=""');
      expect(unescapeAttribute(pictures[1]!)).toContain(`alt="${photo.alt[lang]}"`);
      // The other projects keep their generated art; the island's props carry only the photo used.
      expect(html.match(/<svg viewBox="0 0 400 240"/g)).toHaveLength(projects.length - 1);
      const attribute = /data-island="portfolio" data-props="([^"]*)"/.exec(html)![1]!;
      expect(JSON.parse(unescapeAttribute(attribute)).pictures).toEqual({ [first.id]: photo });
    }
  });

  it("keeps the generated art everywhere when no project has an image, or the image is unknown", () => {
    expect(projectPictures(withImage.projects, {})).toEqual({});
    const html = renderToStaticMarkup(<Portfolio content={withImage} newTabLabel="(ny flik)" media={{}} lang="sv" />);
    expect(html).not.toContain("<picture>");
    expect(html.match(/<svg viewBox="0 0 400 240"/g)).toHaveLength(projects.length + 1);
  });
});

describe("the carousel's panels", () => {
  // Every project's text is in the prerendered page (search engines, a reader of the page's text),
  // one panel per project; only the selected one, the first, shows.
  it.each(["sv", "en"] as const)("%s: every project has its panel, the first shown and the others hidden", (lang) => {
    const content = home[lang].portfolio;
    const html = renderToStaticMarkup(<Portfolio content={content} newTabLabel="(new tab)" lang={lang} />);
    const panels = [...html.matchAll(/<div id="portfolio-panel-([^"]+)" role="tabpanel"([^>]*)>(.*?)<\/h3><p[^>]*>(.*?)<\/p>/gs)];
    expect(panels.map((panel) => panel[1])).toEqual(content.projects.map((project) => project.id));
    panels.forEach((panel, index) => {
      const project = content.projects[index]!;
      expect(panel[2]).toContain(`aria-labelledby="portfolio-tab-${project.id}"`);
      expect(/\shidden=""/.test(panel[2]!), project.id).toBe(index !== 0);
      expect(unescapeAttribute(panel[3]!)).toContain(project.title);
      expect(unescapeAttribute(panel[4]!)).toBe(project.description);
      expect(html).toContain(`aria-controls="portfolio-panel-${project.id}"`);
    });
    // The art only for the panel shown, and once per tab.
    expect(html.match(/<svg viewBox="0 0 400 240"/g)).toHaveLength(content.projects.length + 1);
  });
});
