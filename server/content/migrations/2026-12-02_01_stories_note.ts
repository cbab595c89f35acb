/**
 * Content migration for the stories note (docs/decisions/031-copy-and-proof.md, "Cold review of
 * 2026-12-02, sixth reader", F1 and G2). Frozen once shipped: its texts are written out here,
 * never read from today's seed.
 * - A service page's stories intro that still ends with the seed's sentence on whose engagements
 *   they were loses that sentence: the page now says it once, in a note under the heading. An
 *   intro the owner rewrote, or whose sentence the owner changed, stays as it is.
 * - The English heading still the seed's "Client stories" over a single story becomes "Client
 *   story". A heading the owner wrote stays.
 */
import type { ContentMigration } from "../migrations";

type Local = { sv: string; en: string };
type Node = Record<string, unknown>;
const isObject = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);
const isLocal = (value: unknown): value is Local =>
  isObject(value) && typeof value.sv === "string" && typeof value.en === "string";

/** The seed's sentences before this migration, for one story and for several. */
const ORIGIN_SENTENCES: readonly Local[] = [
  {
    sv: "Uppdraget leddes av någon i teamet, på Nordlegend eller hos en tidigare arbetsgivare (se Teamet på startsidan).",
    en: "This engagement was led by one of our team, at Nordlegend or at a previous employer (see Team on the home page).",
  },
  {
    sv: "Uppdragen leddes av personer i teamet, på Nordlegend eller hos tidigare arbetsgivare (se Teamet på startsidan).",
    en: "These engagements were led by people in our team, at Nordlegend or at previous employers (see Team on the home page).",
  },
];

/** The intro without a trailing seed sentence (and the space before it); unchanged otherwise. */
function withoutOrigin(intro: string, lang: keyof Local): string {
  for (const sentence of ORIGIN_SENTENCES) {
    const tail = sentence[lang];
    if (intro.endsWith(tail)) {
      const rest = intro.slice(0, -tail.length).trimEnd();
      // An intro that was nothing but the sentence keeps it: the schema wants a text there.
      return rest === "" ? intro : rest;
    }
  }
  return intro;
}

export const storiesNote: ContentMigration = {
  kinds: ["service"],
  up(body) {
    if (!isObject(body) || !isObject(body.stories)) return body;
    const stories = body.stories;
    if (isLocal(stories.intro))
      stories.intro = { ...stories.intro, sv: withoutOrigin(stories.intro.sv, "sv"), en: withoutOrigin(stories.intro.en, "en") };
    if (
      isLocal(stories.heading) &&
      stories.heading.en === "Client stories" &&
      Array.isArray(stories.items) &&
      stories.items.length === 1
    )
      stories.heading = { ...stories.heading, en: "Client story" };
    return body;
  },
};
