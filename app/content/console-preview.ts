// Copy of the console's preview screen: a draft, or a whole unpublished set, on each page it
// changes, at phone and desktop width (docs/decisions/018-content-editing.md).
import type { Lang } from "~/i18n/lang";

export type PreviewCopy = typeof sv;

const sv = {
  heading: "Förhandsvisning",
  intro:
    "Sidorna som en publicering av utkasten ändrar, med utkasten på plats. Det du ser här är exakt det som visas för besökarna efter publiceringen.",
  /** The drafts in place, by document name. */
  drafts: "Utkast",
  allDrafts: "alla utkast",
  page: "Sida",
  /** When the drafts change no page (the confirmation email, or nothing that differs). */
  noPages: "Utkasten ändrar ingen sida (till exempel bekräftelsemejlet, eller en text som är likadan som den publicerade).",
  width: "Bredd",
  phone: "Mobil (375 px)",
  desktop: "Dator (1280 px)",
  openTab: "Öppna i en ny flik",
  /** The frame's accessible name. */
  frame: (path: string, width: number) => `Förhandsvisning av ${path}, ${width} px bred`,
  /** The link from the page list and the editor. */
  link: "Förhandsvisa i mobil- och datorbredd",
  back: "Tillbaka till innehållet",
};

export const previewCopy: Record<Lang, PreviewCopy> = {
  sv,
  en: {
    heading: "Preview",
    intro:
      "The pages a publish of the drafts changes, with the drafts in place. What you see here is exactly what visitors get once it is published.",
    drafts: "Drafts",
    allDrafts: "all drafts",
    page: "Page",
    noPages: "The drafts change no page (the confirmation email, for example, or a text the same as the published one).",
    width: "Width",
    phone: "Phone (375 px)",
    desktop: "Desktop (1280 px)",
    openTab: "Open in a new tab",
    frame: (path, width) => `Preview of ${path}, ${width} px wide`,
    link: "Preview at phone and desktop width",
    back: "Back to the content",
  },
};
