// Copy of the console's "Service pages" screen (docs/decisions/025-service-pages.md), Swedish and
// English side by side.
import type { Lang } from "~/i18n/lang";
import { perLanguage } from "./console-copy";
import type { FormProblem } from "~/content/model/service-page-form";

export type ServicePagesCopy = typeof sv;

const sv = {
  heading: "Tjänstesidor",
  intro:
    "Lägg till en tjänstesida eller avpublicera en. Ändringarna blir utkast; de syns på webbplatsen när du publicerar dem under Innehåll.",
  /** The link to this screen from the content list. */
  link: "Lägg till eller avpublicera tjänstesidor",
  listHeading: "Alla tjänstesidor",
  address: perLanguage("Svensk adress", "Engelsk adress"),
  state: { live: "Publicerad", retired: "Avpublicerad: adresserna leder till tjänsterna på startsidan" },
  untitled: "(utan titel)",
  retire: "Avpublicera",
  retireQuestion: (title: string) => `Avpublicera ${title}? Sidan försvinner från startsidan, sidfoten och webbplatskartan.`,
  restore: "Publicera igen",
  cancel: "Avbryt",
  retired: (title: string) => `${title} är avpublicerad i ett utkast. Publicera listan Tjänstesidor under Innehåll.`,
  restored: (title: string) => `${title} är tillbaka i ett utkast. Publicera listan Tjänstesidor under Innehåll.`,
  slugChange: "Adresser ändras i listan Tjänstesidor under Innehåll. Den gamla adressen leder då vidare till den nya (301).",
  editList: "Redigera listan Tjänstesidor",
  add: {
    heading: "Lägg till en tjänstesida",
    intro:
      "Sidan börjar som en kopia av en befintlig sida med din titel och beskrivning. Skriv om texterna i redigeraren och publicera sedan sidan, startsidan och listan Tjänstesidor tillsammans.",
    title: perLanguage("Titel på svenska", "Titel på engelska"),
    slug: perLanguage("Adress på svenska", "Adress på engelska"),
    slugHint: "Små bokstäver a–z, siffror och bindestreck.",
    description: perLanguage("Kortets text på svenska", "Kortets text på engelska"),
    icon: "Ikon",
    keywords: perLanguage("Kortets nyckelord på svenska", "Kortets nyckelord på engelska"),
    keywordsHint:
      "Skilj dem åt med kommatecken, lika många på båda språken och i samma ordning (högst 20). De visas när kortet är framhävt på startsidan.",
    startFrom: "Utgå från sidan",
    startFromHint: "Sidans avsnitt kopieras och skrivs sedan om i redigeraren.",
    choose: "Välj …",
    submit: "Lägg till som utkast",
    added: "Tjänstesidan är tillagd som utkast.",
    editPage: "Redigera sidans texter",
    publish: "Publicera under Innehåll",
    invalid: "Sidan lades inte till: rätta de markerade fälten ovan.",
  },
  problems: {
    required: "Fyll i fältet",
    unknown: "Välj ett av alternativen",
    "too-long": "För lång",
    markup: "Innehåller HTML-kod",
    "event-handler": "Innehåller ett händelseattribut",
    "script-url": "Innehåller en skriptlänk",
    bidi: "Innehåller tecken som vänder textriktningen",
    control: "Innehåller styrtecken",
    "slug-format": "Bara små bokstäver a–z, siffror och enkla bindestreck mellan dem",
    "slug-too-long": "Högst 80 tecken",
    "slug-reserved": "Adressen är reserverad för webbplatsens egna sidor",
    "slug-taken": "Adressen används redan av en annan tjänstesida, eller leder dit",
    "no-live-page": "Minst en tjänstesida måste vara publicerad",
    "too-many": "Högst 20",
    "keywords-count": "Lika många nyckelord som på svenska, i samma ordning",
  } satisfies Record<FormProblem | "slug-taken" | "no-live-page", string>,
};

const en: ServicePagesCopy = {
  heading: "Service pages",
  intro: "Add a service page or retire one. Changes become drafts; they reach the site when you publish them under Content.",
  link: "Add or retire service pages",
  listHeading: "All service pages",
  address: perLanguage("Swedish address", "English address"),
  state: { live: "Live", retired: "Retired: its addresses lead to the services on the home page" },
  untitled: "(untitled)",
  retire: "Retire",
  retireQuestion: (title) => `Retire ${title}? The page leaves the home page, the footer and the sitemap.`,
  restore: "Make live again",
  cancel: "Cancel",
  retired: (title) => `${title} is retired in a draft. Publish the Service pages list under Content.`,
  restored: (title) => `${title} is back in a draft. Publish the Service pages list under Content.`,
  slugChange: "Addresses are changed in the Service pages list under Content. The old address then leads to the new one (301).",
  editList: "Edit the Service pages list",
  add: {
    heading: "Add a service page",
    intro:
      "The page starts as a copy of an existing page with your title and description. Rewrite its texts in the editor, then publish the page, the home page and the Service pages list together.",
    title: perLanguage("Title in Swedish", "Title in English"),
    slug: perLanguage("Address in Swedish", "Address in English"),
    slugHint: "Lowercase letters a–z, digits and hyphens.",
    description: perLanguage("Card text in Swedish", "Card text in English"),
    icon: "Icon",
    keywords: perLanguage("Card keywords in Swedish", "Card keywords in English"),
    keywordsHint:
      "Separate them with commas, as many in each language and in the same order (at most 20). They show when the card is featured on the home page.",
    startFrom: "Start from the page",
    startFromHint: "Its sections are copied, to be rewritten in the editor.",
    choose: "Choose …",
    submit: "Add as a draft",
    added: "The service page is added as a draft.",
    editPage: "Edit the page's texts",
    publish: "Publish under Content",
    invalid: "The page was not added: correct the marked fields above.",
  },
  problems: {
    required: "Fill in the field",
    unknown: "Choose one of the options",
    "too-long": "Too long",
    markup: "Contains HTML",
    "event-handler": "Contains an event-handler attribute",
    "script-url": "Contains a script link",
    bidi: "Contains characters that reverse the text direction",
    control: "Contains control characters",
    "slug-format": "Only lowercase letters a–z, digits and single hyphens between them",
    "slug-too-long": "At most 80 characters",
    "slug-reserved": "The address is reserved for the site's own pages",
    "slug-taken": "The address is already used by another service page, or leads there",
    "no-live-page": "At least one service page must be live",
    "too-many": "At most 20",
    "keywords-count": "As many keywords as in Swedish, in the same order",
  },
};

export const servicePagesCopy: Record<Lang, ServicePagesCopy> = { sv, en };
