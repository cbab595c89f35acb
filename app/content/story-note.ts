/**
 * Whose engagements a service page's client stories are, said once under the stories heading
 * (docs/decisions/031-copy-and-proof.md, "Cold review of 2026-12-02, sixth reader", F1): the facts'
 * sentence in the number of the page's stories, its pointer to the team a link to the home page's
 * Team section. The loader builds it from the stories the page shows, so a page the owner gives a
 * second story says "Uppdragen leddes …"; the stories' intros no longer repeat it.
 */
import type { Lang } from "~/i18n/lang";
import { homeSectionHref } from "~/i18n/pages";
import { facts } from "./facts";

export interface StoriesNote {
  /** The sentence before the link, and after it ("…arbetsgivare (se ", "Teamet på startsidan", ")."). */
  before: string;
  link?: { text: string; href: string };
  after: string;
}

/** The words of the facts' sentence that point to the team, linked to it. */
export const TEAM_POINTER: Record<Lang, string> = { sv: "Teamet på startsidan", en: "Team on the home page" };

/** The note for a stories section of `count` stories. */
export function storiesNote(lang: Lang, count: number): StoriesNote {
  const text = count === 1 ? facts[lang].storyOrigin : facts[lang].storiesOrigin;
  const words = TEAM_POINTER[lang];
  const at = text.indexOf(words);
  if (at < 0) return { before: text, after: "" };
  return {
    before: text.slice(0, at),
    link: { text: words, href: homeSectionHref(lang, "team") },
    after: text.slice(at + words.length),
  };
}

/** The note as plain text, as a reader hears it. */
export function storiesNoteText(note: StoriesNote): string {
  return `${note.before}${note.link?.text ?? ""}${note.after}`;
}
