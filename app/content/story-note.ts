/**
 * Whose engagements a service page's client stories are, said once under the stories heading
 * (docs/decisions/031-copy-and-proof.md, "Cold review of 2026-12-02, sixth reader", F1): the facts'
 * sentence in the number of the page's stories, its pointer to the team a link to the home page's
 * Team section. The loader builds it from the stories the page shows, so a page the owner gives a
 * second story says "Vi i teamet ledde uppdragen …"; the stories' intros no longer repeat it. The seed's
 * sentence no longer points to the team on the home page (eleventh reader, A05, A06: it sent the reader
 * away); a sentence an owner writes with the pointer still gets it as a link.
 */
import type { Lang } from "~/i18n/lang";
import { homeSectionHref } from "~/i18n/pages";
import { facts } from "./facts";
import type { FactSentence } from "./source";

export interface StoriesNote {
  /** The sentence before the link, and after it ("…arbetsgivare (se ", "Teamet på startsidan", ")."). */
  before: string;
  link?: { text: string; href: string };
  after: string;
}

/** The words of the facts' sentence that point to the team, linked to it. */
export const TEAM_POINTER: Record<Lang, string> = { sv: "Teamet på startsidan", en: "Team on the home page" };

/**
 * The note for a stories section of `count` stories: the facts' sentence for one story or for
 * several, as the render has it (`sentence`, from the content set the owner published; the seed's
 * when not given).
 */
export function storiesNote(lang: Lang, count: number, sentence?: string): StoriesNote {
  const text = sentence ?? facts[lang][storiesSentence(count)];
  const words = TEAM_POINTER[lang];
  const at = text.indexOf(words);
  // An owner who rewrote the sentence without the pointer gets it as written, with no link.
  if (at < 0) return { before: text, after: "" };
  return {
    before: text.slice(0, at),
    link: { text: words, href: homeSectionHref(lang, "team") },
    after: text.slice(at + words.length),
  };
}

/**
 * Whether a stories section needs the note: while any of its stories has no `origin` (where and
 * when, who led it), the note says whose engagements they are and offers the rest in the first
 * call; once the owner has filled every story's origin, each story says it itself and the note goes
 * (docs/decisions/031-copy-and-proof.md, "The proof checklist").
 */
export function needsStoriesNote(stories: readonly { origin?: unknown }[] | undefined): boolean {
  return (stories ?? []).some((story) => !story.origin);
}

/** Which of the facts' sentences a section of `count` stories takes. */
export function storiesSentence(count: number): FactSentence {
  return count === 1 ? "storyOrigin" : "storiesOrigin";
}

/** The note as plain text, as a reader hears it. */
export function storiesNoteText(note: StoriesNote): string {
  return `${note.before}${note.link?.text ?? ""}${note.after}`;
}
