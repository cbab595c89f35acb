/**
 * The checks before a publish (docs/decisions/018-content-editing.md): errors stop it, warnings
 * ask first. They run on the documents as they would be live after the publish.
 */
import { LANGS } from "~/i18n/lang";
import { allPages, localizedPath, unprefixedPath } from "~/i18n/pages";
import { validateDocument, isDocumentId, serviceIdOf, type DocumentId } from "./documents";
import { pageListIssues, servicePagesOf, type PageListIssue } from "./service-pages";
import { factNames, FACT_REF, resolveFacts } from "./fact-refs";
import { allStrings, localTexts } from "./localize";
import { placeholdersOf, unknownPlaceholders } from "./placeholders";
import { linkProblem } from "./text-rules";
import { editorialFindings, type EditorialCode } from "./editorial";
import { factValuesOf } from "./fact-values";

export type CheckCode =
  | "schema"
  | "missing-language"
  | "unknown-fact"
  | "dead-link"
  | "not-https"
  | "typed-figure"
  | "seo-length"
  | "spec-literal"
  | "stale"
  // The media library (docs/decisions/024-media.md): an image that does not exist, or lacks alt text.
  | "unknown-image"
  | "image-alt-missing"
  | "og-image-alt-missing"
  // A {name} the server cannot fill: in the confirmation email, a legal page's company detail, or
  // a booking text that does not take it (app/content/model/placeholders.ts).
  | "unknown-placeholder"
  // The service page list (docs/decisions/025-service-pages.md): a rule across its entries broken,
  // a live page without its card or its document, a page document the list lacks.
  | PageListIssue["problem"]
  | "missing-card"
  | "missing-page"
  | "unlisted-page"
  // An info hub topic's related link to a service page that is not live: the hub leaves it out.
  | "related-not-live"
  // A related link to an id that is no page of the page list at all: a link to nothing.
  | "related-unknown"
  // The style guide's rules (model/editorial.ts): a rule of its list (app/content/editorial-rules.ts,
  // named by `rule`), a fact's figure typed out, an amount typed beside a price.
  | EditorialCode
  // A new service page's text still as the placeholder it started as (server/content/editor-shape.ts).
  | "unwritten";

export interface CheckFinding {
  severity: "error" | "warning";
  code: CheckCode;
  document: string;
  path: string;
  detail?: string;
  /** For a `style-rule` finding: the rule's id (app/content/editorial-rules.ts), whose reason the console shows. */
  rule?: string;
}

export const SEO_LENGTHS = { title: { min: 10, max: 60 }, description: { min: 70, max: 160 } } as const;

// A figure with a unit that the facts list owns: a percentage, a price, a duration, hours.
const TYPED_FIGURE =
  /\d[\d\s\u00A0,.–-]*\s?(?:%|procent|percent|USD|EUR|euro|kr|kronor|SEK|dagar|days?|veckor|weeks?|månader|months?|timmar|hours?)(?![\p{L}])|[$€]\s?\d/iu;

/** Every URL path of a page that is live in these documents: the target an internal link may have. */
function sitePaths(documents: ReadonlyMap<string, unknown>): Set<string> {
  return new Set(
    allPages(servicePagesOf(documents)).flatMap((ref) => [...LANGS.map((lang) => localizedPath(lang, ref)), unprefixedPath(ref)]),
  );
}

/**
 * The page list's own rules and what it needs from the other documents: every live page has its
 * card on the home page and its document, and every service page document is in the list.
 */
function pageListFindings(
  documents: ReadonlyMap<string, unknown>,
  changed: readonly string[],
  before: ReadonlyMap<string, unknown> | undefined,
): CheckFinding[] {
  if (!changed.some((id) => id === "pages" || id === "home" || serviceIdOf(id) !== undefined)) return [];
  if (!validateDocument("pages", documents.get("pages") ?? { services: servicePagesOf(undefined) }).ok) return [];
  const services = servicePagesOf(documents);
  const findings: CheckFinding[] = pageListIssues(services, before && servicePagesOf(before)).map((issue) => ({
    severity: "error",
    code: issue.problem,
    document: "pages",
    path: issue.path,
    ...(issue.detail === undefined ? {} : { detail: issue.detail }),
  }));
  const cards = (documents.get("home") as { services?: { cards?: Record<string, unknown> } } | undefined)?.services?.cards ?? {};
  services.forEach((entry, index) => {
    if (entry.state !== "live") return;
    if (!Object.hasOwn(cards, entry.id))
      findings.push({
        severity: "error",
        code: "missing-card",
        document: "home",
        path: `$.services.cards.${entry.id}`,
        detail: entry.id,
      });
    if (!documents.has(`service/${entry.id}`))
      findings.push({
        severity: "error",
        code: "missing-page",
        document: "pages",
        path: `$.services[${index}]`,
        detail: entry.id,
      });
  });
  const listed = new Set(services.map((entry) => entry.id));
  for (const id of changed) {
    const service = serviceIdOf(id);
    if (service !== undefined && !listed.has(service))
      findings.push({ severity: "error", code: "unlisted-page", document: id, path: "$", detail: service });
  }
  return findings;
}

/**
 * The info hub's related-service links name pages by id; a link to a page that is retired or
 * no longer listed is left out of the hub (app/components/info/related-links.ts), which the
 * owner is told before publishing, whichever of the two documents changed
 * (docs/decisions/025-service-pages.md).
 */
function relatedLinkFindings(documents: ReadonlyMap<string, unknown>, changed: readonly string[]): CheckFinding[] {
  if (!changed.includes("info") && !changed.includes("pages")) return [];
  const info = documents.get("info");
  if (!validateDocument("info", info).ok) return [];
  const pages = servicePagesOf(documents);
  const live = new Set(pages.flatMap((entry) => (entry.state === "live" ? [entry.id] : [])));
  const listed = new Set(pages.map((entry) => entry.id));
  const topics = (info as { topics: { related: { slug: string }[] }[] }).topics;
  return topics.flatMap((topic, t) =>
    topic.related.flatMap((link, r): CheckFinding[] => {
      if (live.has(link.slug)) return [];
      const where = { document: "info", path: `$.topics[${t}].related[${r}].slug`, detail: link.slug };
      // A retired page is left out of the hub (a warning); an id of no page is an error.
      return listed.has(link.slug)
        ? [{ severity: "warning", code: "related-not-live", ...where }]
        : [{ severity: "error", code: "related-unknown", ...where }];
    }),
  );
}

/** Texts the product's specification fixes word for word: the forms' labels and messages. */
const SPEC_LITERAL = /^\$\.(?:[a-z-]+)\.(?:fields\.[a-zA-Z]+\.label|submit|success\.(?:title|text))\.(?:sv|en)$/;

export function checkDocuments(
  documents: ReadonlyMap<string, unknown>,
  options: {
    changed: readonly string[];
    facts: readonly string[];
    seed: ReadonlyMap<string, unknown>;
    stale: ReadonlyMap<string, readonly string[]>;
    /** The live documents before this publish: the page list may not drop a live page. */
    before?: ReadonlyMap<string, unknown>;
  },
): CheckFinding[] {
  const findings: CheckFinding[] = [
    ...pageListFindings(documents, options.changed, options.before),
    ...relatedLinkFindings(documents, options.changed),
  ];
  const SITE_PATHS = sitePaths(documents);
  const known = new Set(options.facts);
  const factsDocument = documents.get("facts") ?? options.seed.get("facts");
  const factValues = { sv: factValuesOf(factsDocument, "sv"), en: factValuesOf(factsDocument, "en") };
  const company = (documents.get("company") ?? options.seed.get("company")) as { brand?: string } | undefined;
  for (const document of options.changed) {
    const body = documents.get(document);
    const add = (severity: CheckFinding["severity"], code: CheckCode, path: string, detail?: string) =>
      findings.push({ severity, code, document, path, ...(detail === undefined ? {} : { detail }) });
    if (!isDocumentId(document)) {
      add("error", "schema", "$", "unknown document");
      continue;
    }
    const valid = validateDocument(document as DocumentId, body);
    if (!valid.ok) {
      for (const issue of valid.issues) add("error", "schema", issue.path, issue.problem);
      continue;
    }
    for (const { path, text } of localTexts(body)) {
      for (const lang of LANGS) {
        if (text[lang].trim() === "" && text[lang === "sv" ? "en" : "sv"].trim() !== "")
          add("error", "missing-language", `${path}.${lang}`);
        for (const name of factNames(text[lang])) if (!known.has(name)) add("error", "unknown-fact", `${path}.${lang}`, name);
        const placeholders = placeholdersOf(document, path);
        if (placeholders)
          for (const name of unknownPlaceholders(text[lang], placeholders))
            add("error", "unknown-placeholder", `${path}.${lang}`, `{${name}}`);
        const typed = text[lang].replace(FACT_REF, "").match(TYPED_FIGURE);
        if (typed && document !== "facts") add("warning", "typed-figure", `${path}.${lang}`, typed[0].trim());
      }
      const seo = /^\$\.meta\.(title|description)$/.exec(path)?.[1] as "title" | "description" | undefined;
      if (seo) {
        for (const lang of LANGS) {
          // Measured as the search result shows it: each fact's value in place of its reference, and
          // a title with the " | {brand}" every page but the home page's carries (app/seo/head.ts).
          const shown = resolveFacts(text[lang], factValues[lang]);
          const { length } = seo === "title" && document !== "home" ? `${shown} | ${company?.brand ?? ""}` : shown;
          if (length < SEO_LENGTHS[seo].min || length > SEO_LENGTHS[seo].max)
            add("warning", "seo-length", `${path}.${lang}`, String(length));
        }
      }
    }
    for (const { path, value } of allStrings(body)) {
      if (!/\.url$/.test(path)) continue;
      if (value.startsWith("/")) {
        if (!SITE_PATHS.has(value.split("#")[0] as string)) add("error", "dead-link", path, value);
      } else if (linkProblem(value) === "not-https") add("error", "not-https", path, value);
    }
    const seeded = new Map(allStrings(options.seed.get(document)).map(({ path, value }) => [path, value]));
    for (const { path, value } of allStrings(body)) {
      if (SPEC_LITERAL.test(path) && seeded.has(path) && seeded.get(path) !== value) add("warning", "spec-literal", path);
    }
    for (const finding of editorialFindings(document, body, factValues))
      findings.push({
        severity: "warning",
        code: finding.code,
        document,
        path: finding.path,
        detail: finding.detail,
        ...(finding.rule === undefined ? {} : { rule: finding.rule }),
      });
    for (const mark of options.stale.get(document) ?? []) add("warning", "stale", mark);
  }
  return findings;
}
