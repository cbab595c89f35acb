import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MemberCard } from "~/components/home/team";
import { OtcTeam } from "~/components/otc/otc-team";
import { otc } from "~/content/otc";
import { Picture, focalClass, picturesNamed, type PictureData } from "./picture";

// The markup of a media library image (docs/decisions/024-media.md).

const variants = (format: string, ext: string) =>
  [320, 640, 960].map((width) => ({ url: `/media/${format}${width}.${ext}`, width, height: Math.round((width * 4) / 3) }));
const photo: PictureData = {
  width: 1000,
  height: 1333,
  alt: { sv: "Anna vid tavlan", en: "Anna at the whiteboard" },
  decorative: false,
  focal: { x: 0.3, y: 0.2 },
  avif: variants("a", "avif"),
  webp: variants("w", "webp"),
  jpeg: variants("j", "jpg"),
  square: { avif: [], webp: [], jpeg: [] },
};
const squares = (format: string, ext: string) =>
  [112, 224, 336].map((width) => ({ url: `/media/s${format}${width}.${ext}`, width, height: width }));
const cropped: PictureData = {
  ...photo,
  square: { avif: squares("a", "avif"), webp: squares("w", "webp"), jpeg: squares("j", "jpg") },
};

describe("Picture", () => {
  it("gives AVIF and WebP sources, a JPEG fallback with srcset, sizes, width, height, and the page language's alt text, lazily", () => {
    const html = renderToStaticMarkup(<Picture image={photo} lang="en" sizes="(min-width: 640px) 50vw, 100vw" />);
    expect(html).toContain(
      '<source type="image/avif" srcSet="/media/a320.avif 320w, /media/a640.avif 640w, /media/a960.avif 960w" sizes="(min-width: 640px) 50vw, 100vw"/>',
    );
    expect(html).toContain('<source type="image/webp" srcSet="/media/w320.webp 320w');
    expect(html).toMatch(
      /<img src="\/media\/j960\.jpg" srcSet="\/media\/j320\.jpg 320w, [^"]+" sizes="[^"]+" width="1000" height="1333" alt="Anna at the whiteboard" loading="lazy" decoding="async"/,
    );
    expect(html).not.toContain("fetchpriority");
    expect(html).not.toContain("style=");
    expect(renderToStaticMarkup(<Picture image={photo} lang="sv" sizes="100vw" />)).toContain('alt="Anna vid tavlan"');
  });

  it("loads the largest image above the fold eagerly with high priority", () => {
    const html = renderToStaticMarkup(<Picture image={photo} lang="sv" sizes="100vw" priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });

  it("shows the server's square crop for a square picture, with its own size and no object-position class", () => {
    const html = renderToStaticMarkup(<Picture image={cropped} lang="en" sizes="112px" square />);
    expect(html).toContain(
      '<source type="image/avif" srcSet="/media/sa112.avif 112w, /media/sa224.avif 224w, /media/sa336.avif 336w"',
    );
    expect(html).toContain('<source type="image/webp" srcSet="/media/sw112.webp 112w');
    expect(html).toMatch(
      /<img src="\/media\/sj336\.jpg" srcSet="\/media\/sj112\.jpg 112w, [^"]+" sizes="112px" width="336" height="336"/,
    );
    expect(html).not.toContain("object-[");
    expect(html).not.toContain("/media/a320.avif");
    // Not asked for a square, the whole picture shows.
    expect(renderToStaticMarkup(<Picture image={cropped} lang="en" sizes="100vw" />)).toContain("/media/a320.avif");
  });

  it("without a server crop (an image made before crops existed), squares the picture in the browser around the focal point", () => {
    const html = renderToStaticMarkup(<Picture image={{ ...photo, decorative: true }} lang="sv" sizes="112px" square />);
    expect(html).toContain('alt=""');
    expect(html).toContain('width="1000" height="1000"');
    expect(html).toContain("aspect-square");
    expect(html).toContain("object-[25%_25%]");
    expect(focalClass({ x: 1, y: 0.5 })).toBe("object-[100%_50%]");
    expect(focalClass({ x: 0, y: 0.9 })).toBe("object-[0%_100%]");
  });

  it("shows a member's photo when set, the monogram otherwise", () => {
    const member = { name: "Anna Berg", role: "AI", description: "…" };
    const withPhoto = renderToStaticMarkup(<MemberCard member={member} photo={photo} lang="sv" />);
    expect(withPhoto).toContain("<picture>");
    expect(withPhoto).not.toContain(">AB<");
    expect(renderToStaticMarkup(<MemberCard member={member} />)).toContain(">AB<");
  });

  it("shows a photo on the OTC page's team too, and a page carries only the pictures it names", () => {
    const members = otc.en.team.members.map((member, index) =>
      index === 0 ? { ...member, photo: "img-0123456789abcdef" } : member,
    );
    const media = picturesNamed(
      members.map((member) => member.photo),
      { "img-0123456789abcdef": cropped, "img-ffffffffffffffff": photo },
    );
    expect(Object.keys(media)).toEqual(["img-0123456789abcdef"]);
    const html = renderToStaticMarkup(<OtcTeam content={{ ...otc.en.team, members }} media={media} lang="en" />);
    expect(html.match(/<picture>/g)).toHaveLength(1);
    expect(html).toContain('alt="Anna at the whiteboard"');
    expect(html).toContain('width="336" height="336"');
  });
});
