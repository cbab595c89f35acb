/**
 * How the console names a field in the owner's language
 * (docs/decisions/027-editor-shapes-and-owners-language.md): the form's labels, the publish
 * checks' warnings, the history's comparison and the search all ask here, never show a path
 * like `$.hero.slogan.en`. The one place that knows where a label comes from: the schema's own
 * (`.meta()` label in app/content/model/schemas.ts, in the shape the API sends), else the key as
 * written (a data key: a service card's page id, a fact's name).
 */
import type { Lang } from "~/i18n/lang";
import { controlOf, kindOf, optionFor, type Path, type Shape } from "./console-shape";

type Label = Record<Lang, string>;
const l = (sv: string, en: string): Label => ({ sv, en });

/** A field's label by its name (and its shape, which may carry the schema's own label). */
export function keyLabel(key: string, lang: Lang, shape?: Shape): string {
  return shape?.label?.[lang] ?? key;
}

/** The help under a field, where the schema gives one. */
export function helpOf(shape: Shape, lang: Lang): string | undefined {
  return shape.help?.[lang];
}

/** A key's label from one of the tables below, in the console's language; a key it lacks as written. */
function fromTable(table: Record<string, Label>, key: string, lang: Lang): string {
  return Object.hasOwn(table, key) ? table[key]![lang] : key;
}

/** The kinds of a choice (a block of rich text), by their constant `type`. */
const KIND_LABELS: Record<string, Label> = {
  p: l("Stycke", "Paragraph"),
  h3: l("Underrubrik", "Subheading"),
  ul: l("Punktlista", "Bulleted list"),
};

export function kindLabel(kind: string, lang: Lang): string {
  return fromTable(KIND_LABELS, kind, lang);
}

/** The values of a drop-down the owner reads (a duration's unit, a page's state); others as written. */
const VALUE_LABELS: Record<string, Label> = {
  days: l("dagar", "days"),
  weeks: l("veckor", "weeks"),
  months: l("månader", "months"),
  live: l("publicerad", "live"),
  retired: l("avpublicerad", "retired"),
};

export function valueLabel(value: string, lang: Lang): string {
  return fromTable(VALUE_LABELS, value, lang);
}

/**
 * The names of the facts' entries (the keyed groups of "Facts and figures"), by key: the same
 * name in the timelines, the prices and the texts. A key without one is shown as written.
 */
const ENTRY_LABELS: Record<string, Label> = {
  aiAgentSimple: l("AI-agent för en avgränsad uppgift", "AI agent for one defined job"),
  aiAgentEnterprise: l("AI-agent med många integrationer", "AI agent with many integrations"),
  aiAgentPayback: l("Återbetalningstid för AI-agenter", "AI agents' payback time"),
  aiAgentFirstYearReturn: l("AI-agenters avkastning första året", "AI agents' first-year return"),
  aiAgentEnquiriesHandled: l("Ärenden AI-agenten löste själv", "Enquiries the AI agent closed itself"),
  aiProjectSmall: l("Mindre AI-projekt", "Smaller AI project"),
  aiProjectLarge: l("Större AI-program", "Larger AI programme"),
  n8nSimple: l("Enkelt n8n-flöde", "Simple n8n workflow"),
  n8nCompanyWide: l("n8n i hela företaget", "Company-wide n8n"),
  noCodeMvp: l("MVP med no-code", "No-code MVP"),
  traditionalMvp: l("MVP byggd traditionellt", "Traditionally built MVP"),
  fastMvp: l("Snabb MVP-prototyp", "Fast MVP prototype"),
  smartContractSimple: l("Enkelt smart kontrakt", "Simple smart contract"),
  smartContractComplex: l("System av smarta kontrakt", "System of smart contracts"),
  saasMvp: l("SaaS-MVP", "SaaS MVP"),
  saasEnterprise: l("SaaS-plattform för storföretag", "Enterprise SaaS platform"),
  saasReleaseCycle: l("SaaS-releaser", "SaaS release cycle"),
  blockchainPoc: l("Blockchain: konceptbevis", "Blockchain proof of concept"),
  blockchainProduction: l("Blockchain i produktion", "Blockchain in production"),
  enquiryRetention: l("Sparade förfrågningar", "Enquiries kept"),
  spamRetention: l("Sparad skräppost", "Spam kept"),
  languageCookie: l("Språkkakan", "Language cookie"),
  consoleSession: l("Inloggning i konsolen", "Console sign-in"),
  backupRetention: l("Säkerhetskopior på servern", "Backups on the server"),
  offsiteBackupRetention: l("Säkerhetskopior utanför servern", "Off-site backups"),
  backupLifetime: l("Längsta tid i säkerhetskopior", "Longest time in backups"),
  auditRetention: l("Loggen sparas", "Audit log kept"),
  statisticsRetention: l("Besöksstatistiken sparas", "Visitor statistics kept"),
  noCodeCostShare: l("No-code: andel av kostnaden", "No-code: share of the cost"),
  noCodeFunctionality: l("No-code: andel av funktionerna", "No-code: share of the features"),
  reply: l("Svarslöftet", "Reply promise"),
  proposal: l("Offert med pris och tidplan", "Quote with price and timeline"),
  phoneHours: l("Telefontider", "Phone hours"),
  replyTitle: l("Svarslöftet som rubrik", "Reply promise as a title"),
  deskCount: l("Antal deskar", "Number of desks"),
  otcNetwork: l("OTC-nätverket i ord", "The OTC network in words"),
  otcFee: l("OTC: arvodet", "OTC: the fee"),
  otcFeeTerms: l("OTC: arvodet i villkoren", "OTC: the fee in the terms"),
  otcPosition: l("OTC: vår roll", "OTC: our role"),
  otcThirdCountry: l("OTC: kunder utanför EU", "OTC: clients outside the EU"),
  otcRetention: l("OTC: sparade förfrågningar", "OTC: requests kept"),
  otcMinimum: l("OTC: minsta belopp", "OTC: minimum amount"),
  noCodeCostBasis: l("No-code: vad andelen bygger på", "No-code: what the share rests on"),
  noCodePlatformFees: l("No-code: plattformsavgifter", "No-code: platform fees"),
  references: l("Referenser", "References"),
  storiesOrigin: l("Kundexemplens ursprung (flera exempel)", "Where the client stories come from (several)"),
  storyOrigin: l("Kundexemplets ursprung (ett exempel)", "Where the client story comes from (one story)"),
  scope: l("Omfattning per erbjudande", "Scope of each offer"),
  audit: l("Granskning", "Audit"),
  currencies: l("Valutor", "Currencies"),
  priceNote: l("Om priserna", "About the prices"),
};

/**
 * An entry of a keyed group, named for the owner: by the facts' names, else by its own title or
 * name (a service card by the page's title), else by its key as written.
 */
export function entryLabel(key: string, value: unknown, lang: Lang): string {
  if (Object.hasOwn(ENTRY_LABELS, key)) return ENTRY_LABELS[key]![lang];
  const own = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  for (const field of ["title", "name", "label"]) {
    const text = own[field] as Record<string, unknown> | undefined;
    if (text && typeof text[lang] === "string" && text[lang]) return text[lang] as string;
  }
  return key;
}

const LANGUAGE_NAMES: Record<Lang, Label> = { sv: l("svenska", "engelska"), en: l("Swedish", "English") };
const ITEM: Record<Lang, (n: number) => string> = { sv: (n) => `nr ${n}`, en: (n) => `no. ${n}` };

/**
 * A field named for the owner, from its path in a document of that shape: its sections and its
 * label, then the language of a text: "Om oss › Överrubrik (engelska)". A list's item is named by
 * its number ("Fördelar nr 2"), a keyed group's entry by its label, a block by its kind.
 */
export function fieldTitle(root: Shape, path: Path, lang: Lang, body?: unknown): string {
  const parts: string[] = [];
  let shape: Shape | undefined = root;
  let value: unknown = body;
  let language: string | undefined;
  for (const part of path) {
    if (shape && (shape.oneOf || shape.anyOf)) shape = optionFor(shape, value);
    const control = shape ? controlOf(shape) : undefined;
    const child = (value as Record<string | number, unknown> | undefined)?.[part];
    if (control?.kind === "text" && (part === "sv" || part === "en")) {
      language = LANGUAGE_NAMES[lang][part];
      break;
    }
    if (control?.kind === "group") {
      shape = shape!.properties?.[String(part)];
      parts.push(keyLabel(String(part), lang, shape));
    } else if (control?.kind === "record") {
      shape = control.entry;
      parts.push(entryLabel(String(part), child, lang));
    } else if (control?.kind === "list" || control?.kind === "tuple") {
      shape = control.kind === "list" ? control.item : control.items[Number(part)];
      const kind = shape && (shape.oneOf || shape.anyOf) ? kindOf(optionFor(shape, child)) : undefined;
      const item = ITEM[lang](Number(part) + 1);
      const last = parts.pop() ?? "";
      parts.push(`${last} ${item}${kind ? ` (${kindLabel(kind, lang).toLowerCase()})` : ""}`.trim());
    } else {
      shape = undefined;
      parts.push(typeof part === "number" ? ITEM[lang](part + 1) : keyLabel(part, lang));
    }
    value = child;
  }
  const title = parts.join(" › ");
  return language ? `${title} (${language})` : title;
}

/** A field named for the owner in both console languages (what the server attaches to a finding). */
export function fieldTitles(root: Shape, path: Path, body?: unknown): Label {
  return { sv: fieldTitle(root, path, "sv", body), en: fieldTitle(root, path, "en", body) };
}
