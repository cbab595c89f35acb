// Copy of the console's Content section (the editor), Swedish and English side by side
// (docs/decisions/018-content-editing.md).
import type { Lang } from "~/i18n/lang";
import type { CheckCode } from "~/content/model/checks";
import type { LinkProblem, TextProblem } from "~/content/model/text-rules";
import type { SlugProblem } from "~/content/model/slug";
import type { IconName } from "~/content/types";

export interface ContentCopy {
  /** The navigation entry and the page list's heading. */
  heading: string;
  /** The console's name in its header and tab titles for an editor, who sees no inbox. */
  consoleTitle: string;
  intro: string;
  columns: { document: string; state: string; published: string; select: string };
  state: { published: string; unpublished: string; stale: (count: number) => string; never: string };
  edit: string;
  back: string;
  /** A document's name: its id made readable; a service page by its title where it is known. */
  documentName: (id: string, title?: Record<Lang, string> | null) => string;
  languages: Record<Lang, string>;
  /** Autosave's state under the heading. */
  save: {
    saving: string;
    saved: string;
    unsaved: string;
    failed: string;
    invalid: string;
    conflict: string;
    loadTheirs: string;
    keepMine: string;
  };
  limit: (length: number, max: number) => string;
  overLimit: string;
  stale: { mark: string; confirm: string };
  list: {
    add: string;
    /** Adds one kind of a block list's blocks: "Add a subheading". */
    addKind: (kind: string) => string;
    remove: string;
    up: string;
    down: string;
    item: (n: number) => string;
    empty: string;
    /** A keyed group without entries (they are added where the thing they name is made). */
    noEntries: string;
  };
  /** The drop-down of a block's kind (paragraph, subheading, bulleted list). */
  kind: string;
  addOptional: (label: string) => string;
  /** Takes an optional field out of the page again. */
  removeOptional: (label: string) => string;
  /** A field naming a service page: the page list to choose from. */
  servicePage: { label: string; choose: string; retired: string; missing: (id: string) => string };
  /** Fact references in a text: the chips with their values, and the list to insert one from. */
  facts: { chip: (name: string) => string; unknown: (name: string) => string; insert: string };
  preview: (lang: string) => string;
  publish: {
    heading: string;
    chosen: (count: number) => string;
    note: string;
    button: string;
    none: string;
    done: (count: number) => string;
    warnings: string;
    errors: string;
    confirm: string;
    cancel: string;
    /** The first choice when the checks warn: go back and fix it. */
    cancelAndFix: string;
    /** Above the list of every unpublished edit of the chosen documents. */
    pending: string;
    newDocument: string;
    more: (count: number) => string;
  };
  /** The link from a warning, a comparison or a search result to the field itself. */
  goToField: string;
  /** Every check's finding and every refusal of a text or link, named (the types keep them complete). */
  findings: Record<CheckCode, string>;
  problems: Record<TextProblem | LinkProblem | SlugProblem | "email", string>;
  history: {
    heading: string;
    revision: (n: number) => string;
    live: string;
    by: string;
    note: string;
    from: string;
    to: string;
    compare: string;
    noChanges: string;
    restoreDraft: string;
    restorePublish: string;
    restored: (n: number) => string;
    /** Above the checks' findings when a restore is asked about first. */
    checked: (n: number) => string;
    restoreAnyway: string;
    removed: string;
    added: string;
    field: string;
    /** The current draft, as one side of a comparison. */
    draft: string;
    before: string;
    after: string;
    /** A side of a comparison where the field is not there. */
    absent: string;
    /** The notes the system writes itself, in the console's language. */
    notes: { seed: string; import: string; restored: (n: number) => string };
  };
  errors: Record<string, string>;
  /** The search over every text. */
  search: { heading: string; label: string; button: string; results: string; found: (count: number) => string };
  /** How a content entry of the log reads (app/components/admin/audit-text.ts). */
  audit: {
    from: (n: number) => string;
    asDraft: string;
    drafts: (count: number) => string;
    discarded: string;
    warnings: (count: number) => string;
    confirmed: (count: number) => string;
  };
}

const sv: ContentCopy = {
  search: {
    heading: "Sök i texterna",
    label: "Sök i alla sidors texter",
    button: "Sök",
    results: "Träffar",
    found: (count) => (count === 0 ? "Inga träffar." : count === 1 ? "1 träff." : `${count} träffar.`),
  },
  audit: {
    from: (n) => `från version ${n}`,
    asDraft: "som utkast",
    drafts: (count) => (count === 1 ? "1 utkast" : `${count} utkast`),
    discarded: "utkastet kastades",
    warnings: (count) => (count === 1 ? "1 varning bekräftad" : `${count} varningar bekräftade`),
    confirmed: (count) => (count === 1 ? "1 översättning bekräftad" : `${count} översättningar bekräftade`),
  },
  heading: "Innehåll",
  consoleTitle: "Webbplatsens innehåll",
  facts: {
    chip: (name) => `faktauppgift ${name}`,
    unknown: (name) => `okänd faktauppgift ${name}`,
    insert: "Infoga faktauppgift",
  },
  intro: "Sidornas texter på svenska och engelska. Ändringar sparas som utkast och syns på webbplatsen först när du publicerar.",
  columns: { document: "Sida", state: "Läge", published: "Publicerad", select: "Välj för publicering" },
  state: {
    published: "Publicerad",
    unpublished: "Opublicerade ändringar",
    stale: (count) => (count === 1 ? "1 översättning kan vara inaktuell" : `${count} översättningar kan vara inaktuella`),
    never: "Aldrig publicerad",
  },
  edit: "Redigera",
  back: "Alla sidor",
  documentName: (id, title) => documentName(id, "sv", title),
  languages: { sv: "Svenska", en: "Engelska" },
  save: {
    saving: "Sparar utkastet …",
    saved: "Utkastet är sparat.",
    unsaved: "Osparade ändringar",
    failed: "Utkastet kunde inte sparas. Din text finns kvar här; vi försöker igen vid nästa ändring.",
    invalid: "Utkastet sparades inte: rätta fälten nedan.",
    conflict: "Någon annan sparade den här sidan medan du skrev. Din text finns kvar här.",
    loadTheirs: "Visa deras version",
    keepMine: "Spara min version över deras",
  },
  limit: (length, max) => `${length} av ${max} tecken`,
  overLimit: "För lång",
  stale: { mark: "Kan vara inaktuell", confirm: "Översättningen stämmer" },
  list: {
    add: "Lägg till",
    remove: "Ta bort",
    up: "Flytta upp",
    down: "Flytta ned",
    item: (n) => `Nr ${n}`,
    empty: "Listan är tom.",
    addKind: (kind) => `Lägg till ${kind}`,
    noEntries: "Inga poster ännu.",
  },
  kind: "Sort",
  addOptional: (label) => `Lägg till ${label}`,
  removeOptional: (label) => `Ta bort ${label}`,
  servicePage: {
    label: "Tjänstesida",
    choose: "Välj en tjänstesida",
    retired: "avpublicerad",
    missing: (id) => `${id} (finns inte i sidlistan)`,
  },
  preview: (lang) => `Förhandsvisa (${lang})`,
  publish: {
    heading: "Publicera",
    chosen: (count) => (count === 1 ? "1 utkast valt" : `${count} utkast valda`),
    note: "Anteckning (valfri)",
    button: "Publicera",
    none: "Välj minst ett utkast.",
    done: (count) => (count === 1 ? "Publicerat. Sidan är uppdaterad." : `Publicerat. ${count} sidor är uppdaterade.`),
    warnings: "Kontrollerna hittade varningar:",
    errors: "Publiceringen stoppades av fel:",
    confirm: "Publicera ändå",
    cancel: "Avbryt",
    cancelAndFix: "Avbryt och rätta",
    pending: "Det här går ut med publiceringen:",
    newDocument: "ny sida",
    more: (count) => `och ${count} till`,
  },
  goToField: "Gå till fältet",
  findings: {
    schema: "Fältet följer inte reglerna",
    "missing-language": "Texten finns bara på ett språk",
    "unknown-fact": "Okänt faktum",
    "dead-link": "Länken går till en sida som inte finns",
    "not-https": "Extern länk utan https",
    "typed-figure": "En siffra är inskriven i stället för hämtad från faktalistan",
    "seo-length": "SEO-titel eller beskrivning har fel längd",
    "spec-literal": "En text som specifikationen fastställer har ändrats",
    stale: "En översättning kan vara inaktuell",
    "unknown-image": "Bilden finns inte i mediebiblioteket",
    "image-alt-missing": "Bilden saknar alt-text på svenska eller engelska och är inte markerad som dekorativ",
    "og-image-alt-missing":
      "Delningsbilden (Open Graph) behöver alt-text på både svenska och engelska, även om bilden är dekorativ",
    "unknown-placeholder": "Okänd platshållare inom klammerparentes: den kan inte fyllas i",
    "duplicate-id": "Två tjänstesidor har samma id",
    "slug-taken": "Adressen används redan av en annan tjänstesida (eller leder dit)",
    "no-live-page": "Minst en tjänstesida måste vara publicerad",
    "former-is-current": "En tidigare adress är samma som den nuvarande",
    "live-page-removed": "En publicerad tjänstesida kan inte tas bort ur listan: avpublicera den i stället",
    "missing-card": "Tjänstesidan saknar sitt kort på startsidan",
    "missing-page": "Tjänstesidan saknar sitt innehåll",
    "unlisted-page": "Tjänstesidan finns inte i listan över sidor",
    "related-not-live": "En relaterad länk på infosidan går till en tjänstesida som inte är publicerad: länken visas inte",
    "related-unknown": "En relaterad länk på infosidan går till en tjänstesida som inte finns",
    "second-person": "Texten säger du till läsaren: besökarsidorna säger ni (integritetspolicyn och villkoren får säga du)",
    "unbacked-claim": "Ett påstående eller en superlativ utan belägg (stilguiden)",
    "legal-claim": "Ett juridiskt eller tekniskt löfte som företaget inte kan hålla (stilguiden)",
    "retired-phrase": "En formulering som stilguiden har strukit",
    "typed-fact": "Ett faktums siffra är inskriven: hämta den från faktalistan så följer den med när faktumet ändras",
    "currency-beside-price":
      "Ett belopp i kronor eller dollar är inskrivet bredvid ett pris från faktalistan: de två kan komma att säga olika",
    unwritten: "Texten är fortfarande platshållaren den nya sidan började med",
  },
  problems: {
    "too-long": "för lång",
    bidi: "innehåller tecken som vänder textriktningen",
    control: "innehåller styrtecken",
    markup: "innehåller HTML-kod",
    "event-handler": "innehåller en händelseattribut",
    "script-url": "innehåller en skriptlänk",
    email: "är ingen e-postadress (bara adressen, utan ? eller &)",
    "bad-link": "är ingen giltig länk",
    "not-https": "är ingen https-länk",
    "slug-format": "får bara innehålla små bokstäver a–z, siffror och bindestreck",
    "slug-too-long": "är längre än 80 tecken",
    "slug-reserved": "är reserverad för webbplatsens egna adresser",
  },
  history: {
    heading: "Historik",
    revision: (n) => `Version ${n}`,
    live: "Publicerad nu",
    by: "av",
    note: "Anteckning",
    from: "Jämför från",
    to: "till",
    compare: "Jämför",
    noChanges: "Inga skillnader.",
    restoreDraft: "Återställ som utkast",
    restorePublish: "Återställ och publicera",
    restored: (n) => `Version ${n} är återställd.`,
    checked: (n) => `Version ${n} är inte återställd än: kontrollerna har synpunkter på den som den ser ut i dag.`,
    restoreAnyway: "Återställ ändå",
    removed: "borttaget",
    added: "tillagt",
    field: "Fält",
    draft: "Utkastet",
    before: "Före",
    after: "Efter",
    absent: "(finns inte)",
    notes: { seed: "Första versionen", import: "Importerad", restored: (n) => `Återställd från version ${n}` },
  },
  errors: {
    network: "Servern svarar inte. Kontrollera anslutningen och försök igen.",
    "no-content": "Ditt konto har inte tillgång till innehållet.",
    "no-document": "Sidan finns inte.",
    "no-draft": "Det finns inget utkast att publicera.",
    "no-revision": "Versionen finns inte.",
    cancelled: "Kontrollen med nyckel avbröts.",
    "passkey-invalid": "Nyckeln kunde inte kontrolleras.",
    unsupported: "Den här webbläsaren kan inte använda nycklar.",
    server: "Något gick fel på servern. Försök igen.",
  },
};

const en: ContentCopy = {
  search: {
    heading: "Search the texts",
    label: "Search every page's texts",
    button: "Search",
    results: "Results",
    found: (count) => (count === 0 ? "Nothing found." : count === 1 ? "1 result." : `${count} results.`),
  },
  audit: {
    from: (n) => `from revision ${n}`,
    asDraft: "as a draft",
    drafts: (count) => (count === 1 ? "1 draft" : `${count} drafts`),
    discarded: "draft discarded",
    warnings: (count) => (count === 1 ? "1 warning confirmed" : `${count} warnings confirmed`),
    confirmed: (count) => (count === 1 ? "1 translation confirmed" : `${count} translations confirmed`),
  },
  heading: "Content",
  consoleTitle: "Site content",
  facts: {
    chip: (name) => `fact ${name}`,
    unknown: (name) => `unknown fact ${name}`,
    insert: "Insert a fact",
  },
  intro: "The pages' texts in Swedish and English. Changes are saved as drafts and reach the site only when you publish.",
  columns: { document: "Page", state: "State", published: "Published", select: "Choose for publishing" },
  state: {
    published: "Published",
    unpublished: "Unpublished changes",
    stale: (count) => (count === 1 ? "1 translation may be out of date" : `${count} translations may be out of date`),
    never: "Never published",
  },
  edit: "Edit",
  back: "All pages",
  documentName: (id, title) => documentName(id, "en", title),
  languages: { sv: "Swedish", en: "English" },
  save: {
    saving: "Saving the draft …",
    saved: "Draft saved.",
    unsaved: "Unsaved changes",
    failed: "The draft could not be saved. Your text is kept here; we try again at your next change.",
    invalid: "The draft was not saved: correct the fields below.",
    conflict: "Someone else saved this page while you were typing. Your text is kept here.",
    loadTheirs: "Show their version",
    keepMine: "Save my version over theirs",
  },
  limit: (length, max) => `${length} of ${max} characters`,
  overLimit: "Too long",
  stale: { mark: "May be out of date", confirm: "The translation is right" },
  list: {
    add: "Add",
    remove: "Remove",
    up: "Move up",
    down: "Move down",
    item: (n) => `No. ${n}`,
    empty: "The list is empty.",
    addKind: (kind) => `Add ${kind}`,
    noEntries: "No entries yet.",
  },
  kind: "Kind",
  addOptional: (label) => `Add ${label}`,
  removeOptional: (label) => `Remove ${label}`,
  servicePage: {
    label: "Service page",
    choose: "Choose a service page",
    retired: "retired",
    missing: (id) => `${id} (not in the page list)`,
  },
  preview: (lang) => `Preview (${lang})`,
  publish: {
    heading: "Publish",
    chosen: (count) => (count === 1 ? "1 draft chosen" : `${count} drafts chosen`),
    note: "Note (optional)",
    button: "Publish",
    none: "Choose at least one draft.",
    done: (count) => (count === 1 ? "Published. The page is updated." : `Published. ${count} pages are updated.`),
    warnings: "The checks found warnings:",
    errors: "Errors stopped the publish:",
    confirm: "Publish anyway",
    cancel: "Cancel",
    cancelAndFix: "Cancel and fix",
    pending: "This publish takes live:",
    newDocument: "a new page",
    more: (count) => `and ${count} more`,
  },
  goToField: "Go to the field",
  findings: {
    schema: "The field breaks its rules",
    "missing-language": "The text is in one language only",
    "unknown-fact": "Unknown fact",
    "dead-link": "The link goes to a page that does not exist",
    "not-https": "External link without https",
    "typed-figure": "A figure is typed instead of taken from the facts",
    "seo-length": "SEO title or description of the wrong length",
    "spec-literal": "A text the specification fixes has changed",
    stale: "A translation may be out of date",
    "unknown-image": "The image is not in the media library",
    "image-alt-missing": "The image lacks Swedish or English alt text and is not marked decorative",
    "og-image-alt-missing": "The sharing (Open Graph) image needs alt text in both Swedish and English, even if it is decorative",
    "unknown-placeholder": "Unknown placeholder in braces: it cannot be filled in",
    "duplicate-id": "Two service pages have the same id",
    "slug-taken": "The address is already used by another service page (or leads there)",
    "no-live-page": "At least one service page must be live",
    "former-is-current": "A former address is the same as the current one",
    "live-page-removed": "A live service page cannot be removed from the list: retire it instead",
    "missing-card": "The service page lacks its card on the home page",
    "missing-page": "The service page lacks its content",
    "unlisted-page": "The service page is not in the list of pages",
    "related-not-live": "A related link in the info hub goes to a service page that is not live: the link is not shown",
    "related-unknown": "A related link in the info hub goes to a service page that does not exist",
    "second-person": "The Swedish text says du to the reader: visitor pages say ni (the privacy policy and terms may say du)",
    "unbacked-claim": "A claim or superlative with nothing behind it (the style guide)",
    "legal-claim": "A legal or technical promise the firm cannot keep (the style guide)",
    "retired-phrase": "A wording the style guide has retired",
    "typed-fact": "A fact's figure is typed out: take it from the facts so that it follows when the fact changes",
    "currency-beside-price":
      "An amount in kronor or dollars is typed beside a price from the facts: the two can come to disagree",
    unwritten: "The text is still the placeholder the new page started with",
  },
  problems: {
    "too-long": "too long",
    bidi: "contains characters that reverse the text direction",
    control: "contains control characters",
    markup: "contains HTML",
    "event-handler": "contains an event-handler attribute",
    "script-url": "contains a script link",
    email: "is not an email address (the address only, without ? or &)",
    "bad-link": "is not a valid link",
    "not-https": "is not an https link",
    "slug-format": "may hold only lowercase letters a–z, digits and hyphens",
    "slug-too-long": "is longer than 80 characters",
    "slug-reserved": "is reserved for the site's own addresses",
  },
  history: {
    heading: "History",
    revision: (n) => `Revision ${n}`,
    live: "Live now",
    by: "by",
    note: "Note",
    from: "Compare from",
    to: "to",
    compare: "Compare",
    noChanges: "No differences.",
    restoreDraft: "Restore as draft",
    restorePublish: "Restore and publish",
    restored: (n) => `Revision ${n} is restored.`,
    checked: (n) => `Revision ${n} is not restored yet: the checks found something in it as it stands today.`,
    restoreAnyway: "Restore anyway",
    removed: "removed",
    added: "added",
    field: "Field",
    draft: "The draft",
    before: "Before",
    after: "After",
    absent: "(not there)",
    notes: { seed: "The first version", import: "Imported", restored: (n) => `Restored from revision ${n}` },
  },
  errors: {
    network: "The server does not answer. Check the connection and try again.",
    "no-content": "Your account has no access to the content.",
    "no-document": "The page does not exist.",
    "no-draft": "There is no draft to publish.",
    "no-revision": "The revision does not exist.",
    cancelled: "The passkey check was cancelled.",
    "passkey-invalid": "The passkey could not be checked.",
    unsupported: "This browser cannot use passkeys.",
    server: "Something went wrong on the server. Try again.",
  },
};

const NAMES: Record<string, Record<Lang, string>> = {
  home: { sv: "Startsidan", en: "Home page" },
  otc: { sv: "OTC", en: "OTC" },
  info: { sv: "Infosidan", en: "Info hub" },
  social: { sv: "Sociala medier", en: "Social" },
  privacy: { sv: "Integritetspolicy", en: "Privacy policy" },
  terms: { sv: "Villkor", en: "Terms" },
  support: { sv: "Support", en: "Support" },
  interface: { sv: "Navigering, sidfot och gränssnitt", en: "Navigation, footer and interface" },
  forms: { sv: "Formulär", en: "Forms" },
  "confirmation-email": { sv: "Bekräftelsemejlet", en: "Confirmation email" },
  facts: { sv: "Fakta och siffror", en: "Facts and figures" },
  company: { sv: "Företagsuppgifter", en: "Company details" },
  pages: { sv: "Tjänstesidor", en: "Service pages" },
  booking: { sv: "Bokning av samtal", en: "Booking a call" },
};

function documentName(id: string, lang: Lang, title?: Record<Lang, string> | null): string {
  if (id.startsWith("service/"))
    return `${lang === "sv" ? "Tjänstesida" : "Service page"}: ${title?.[lang] || id.slice("service/".length)}`;
  return NAMES[id]?.[lang] ?? id;
}

export const contentCopy: Record<Lang, ContentCopy> = { sv, en };

/**
 * The icon picker's names for the icons (the stored value stays the icon's internal name,
 * `app/components/ui/icon.tsx`), in the console's language. `console.test.ts` fails for an icon
 * without both.
 */
export const ICON_LABELS: Record<IconName, Record<Lang, string>> = {
  brain: { sv: "Hjärna", en: "Brain" },
  chain: { sv: "Kedjelänk", en: "Chain link" },
  workflow: { sv: "Arbetsflöde", en: "Workflow" },
  lightbulb: { sv: "Glödlampa", en: "Light bulb" },
  robot: { sv: "Robot", en: "Robot" },
  building: { sv: "Byggnad", en: "Building" },
  coins: { sv: "Mynt", en: "Coins" },
  shield: { sv: "Sköld", en: "Shield" },
  globe: { sv: "Jordglob", en: "Globe" },
  handshake: { sv: "Handslag", en: "Handshake" },
  chart: { sv: "Diagram", en: "Chart" },
  clock: { sv: "Klocka", en: "Clock" },
  eye: { sv: "Öga", en: "Eye" },
  rocket: { sv: "Raket", en: "Rocket" },
  code: { sv: "Kod", en: "Code" },
  check: { sv: "Bock", en: "Check mark" },
  phone: { sv: "Telefon", en: "Phone" },
  mail: { sv: "Kuvert", en: "Envelope" },
  layers: { sv: "Lager", en: "Layers" },
  sparkles: { sv: "Gnistor", en: "Sparkles" },
  users: { sv: "Personer", en: "People" },
  target: { sv: "Måltavla", en: "Target" },
  cog: { sv: "Kugghjul", en: "Cog" },
  leaf: { sv: "Löv", en: "Leaf" },
  lock: { sv: "Hänglås", en: "Padlock" },
  search: { sv: "Förstoringsglas", en: "Magnifying glass" },
  book: { sv: "Bok", en: "Book" },
  briefcase: { sv: "Portfölj", en: "Briefcase" },
  message: { sv: "Pratbubbla", en: "Speech bubble" },
  cube: { sv: "Kub", en: "Cube" },
  server: { sv: "Server", en: "Server" },
  flask: { sv: "Kolv", en: "Flask" },
  gauge: { sv: "Mätare", en: "Gauge" },
  puzzle: { sv: "Pusselbit", en: "Puzzle piece" },
  scale: { sv: "Våg", en: "Scales" },
  wallet: { sv: "Plånbok", en: "Wallet" },
  home: { sv: "Hus", en: "House" },
  grid: { sv: "Rutnät", en: "Grid" },
  image: { sv: "Bild", en: "Picture" },
  "arrow-right": { sv: "Pil åt höger", en: "Arrow right" },
  external: { sv: "Extern länk", en: "External link" },
  menu: { sv: "Meny", en: "Menu" },
  close: { sv: "Kryss", en: "Cross" },
  "chevron-down": { sv: "Vinkel nedåt", en: "Chevron down" },
  "chevron-up": { sv: "Vinkel uppåt", en: "Chevron up" },
  info: { sv: "Information", en: "Information" },
  facebook: { sv: "Facebook", en: "Facebook" },
  linkedin: { sv: "LinkedIn", en: "LinkedIn" },
  instagram: { sv: "Instagram", en: "Instagram" },
  x: { sv: "X (Twitter)", en: "X (Twitter)" },
  tiktok: { sv: "TikTok", en: "TikTok" },
  pinterest: { sv: "Pinterest", en: "Pinterest" },
  youtube: { sv: "YouTube", en: "YouTube" },
};

/** An icon's name in the console's language; an unknown one (a newer server's) as written. */
export function iconLabel(icon: string, lang: Lang): string {
  return (ICON_LABELS as Record<string, Record<Lang, string> | undefined>)[icon]?.[lang] ?? icon;
}
