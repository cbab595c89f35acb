import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { home } from "~/content/home";
import { serviceContents } from "~/content/services";
import { MemberCard } from "~/components/home/team";
import { storiesNote } from "~/content/story-note";
import { originLine, ServiceStories } from "./stories";

// Proof the owner fills in (docs/decisions/031-copy-and-proof.md): printed only once it is set, so
// the seed, which holds none, renders as before.

describe("a client story's origin", () => {
  it("says who led it, where and when, in the page's language", () => {
    expect(originLine({ at: "here", ledBy: "Oskar Sandberg", year: 2025 }, "sv", "Nordlegend")).toBe(
      "Ledd av Oskar Sandberg, Nordlegend, 2025",
    );
    expect(originLine({ at: "previous", ledBy: "Elin Nordahl", year: 2022 }, "sv", "Nordlegend")).toBe(
      "Ledd av Elin Nordahl hos en tidigare arbetsgivare, 2022",
    );
    expect(originLine({ at: "previous" }, "en", "Nordlegend")).toBe("At a previous employer");
    expect(originLine({ at: "here", year: 2024 }, "en", "Nordlegend")).toBe("Nordlegend, 2024");
  });

  it("is printed under a story that has one, and nowhere in the seed", () => {
    const stories = serviceContents["no-code-low-code-mvp"].sv.stories!;
    const plain = renderToStaticMarkup(
      <ServiceStories content={stories} note={storiesNote("sv", 4)} tone="plain" lang="sv" brand="Nordlegend" />,
    );
    expect(plain).not.toContain("Ledd av");
    const first = { ...stories.items[0]!, origin: { at: "here" as const, ledBy: "Oskar Sandberg", year: 2025 } };
    const marked = renderToStaticMarkup(
      <ServiceStories
        content={{ ...stories, items: [first, ...stories.items.slice(1)] }}
        note={storiesNote("sv", 4)}
        tone="plain"
        lang="sv"
        brand="Nordlegend"
      />,
    );
    expect(marked).toContain("Ledd av Oskar Sandberg, Nordlegend, 2025");
  });
});

describe("a team card's experience and profile", () => {
  const member = home.sv.team.members[0]!;

  it("shows neither until the owner enters them", () => {
    const html = renderToStaticMarkup(<MemberCard member={member} lang="sv" />);
    expect(html).not.toContain("Profil på");
    expect(member.experience).toBeUndefined();
  });

  it("shows the experience and a link named by where it goes", () => {
    const filled = {
      ...member,
      experience: "15 års erfarenhet av betalsystem",
      profileUrl: "https://www.linkedin.com/in/exempel",
    };
    const html = renderToStaticMarkup(<MemberCard member={filled} lang="sv" />);
    expect(html).toContain("15 års erfarenhet av betalsystem");
    expect(html).toContain('href="https://www.linkedin.com/in/exempel"');
    expect(html).toContain("Profil på linkedin.com");
    expect(renderToStaticMarkup(<MemberCard member={filled} lang="en" />)).toContain("Profile on linkedin.com");
  });
});

describe("whose engagements the stories are (decision 031, sixth reader, F1)", () => {
  const LANGS = ["sv", "en"] as const;
  const RIDER = {
    sv: /En av oss ledde uppdraget|Vi i teamet ledde uppdragen/gu,
    en: /One of us led this engagement|Our team led these engagements/gu,
  };

  it.each(LANGS)(
    "%s: every page with stories says it once, in the note under the heading, with no link away (A05, A06)",
    (lang) => {
      const pages = Object.entries(serviceContents).filter(([, content]) => content[lang].stories);
      expect(pages.length).toBeGreaterThanOrEqual(13);
      for (const [slug, content] of pages) {
        const stories = content[lang].stories!;
        const html = renderToStaticMarkup(
          <ServiceStories
            content={stories}
            note={storiesNote(lang, stories.items.length)}
            tone="plain"
            lang={lang}
            brand="Nordlegend"
          />,
        );
        expect(html.match(/data-stories-note/gu), slug).toHaveLength(1);
        expect(html.match(RIDER[lang]), slug).toHaveLength(1);
        expect(html, slug).not.toContain(`href="/${lang}#team"`);
      }
    },
  );
});
