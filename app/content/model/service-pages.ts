/**
 * The set of service pages is content (docs/decisions/025-service-pages.md): the `pages`
 * document lists each service page with its id, its slug per language, the slugs it had
 * before (each answers 301 to the current one) and its state (live, or retired: its URLs answer
 * 301 to the home page's services section). This module holds the rules of that list, shared
 * by the schema, the checks before a publish, the server's route table and the renderer.
 */
import { LANGS, type Lang } from "~/i18n/lang";
import { SEED_SERVICE_PAGES, type ServicePageEntry } from "~/i18n/pages";

export interface ServicePagesDocument {
  services: ServicePageEntry[];
}

export const MAX_SERVICE_PAGES = 60;

/** The page list of a set of documents: the published one, else the seed's (a build without content). */
export function servicePagesOf(documents: ReadonlyMap<string, unknown> | undefined): readonly ServicePageEntry[] {
  const document = documents?.get("pages") as ServicePagesDocument | undefined;
  return document?.services ?? SEED_SERVICE_PAGES;
}

export function seedServicePagesDocument(): ServicePagesDocument {
  return { services: SEED_SERVICE_PAGES.map((entry) => structuredClone(entry) as ServicePageEntry) };
}

/** The names a page answers to in a language: its id (the unprefixed URL), its slug and its former slugs. */
function namesIn(entry: ServicePageEntry, lang: Lang): string[] {
  return [...new Set([entry.id, entry.slug[lang], ...entry.formerSlugs[lang]])];
}

export interface PageListIssue {
  path: string;
  problem: "duplicate-id" | "slug-taken" | "no-live-page" | "former-is-current" | "live-page-removed";
  detail?: string;
}

/**
 * What a valid page list must also be, beyond its schema: ids unique; every name (id, slug,
 * former slug) of a page in a language belongs to no other page in that language, so no URL
 * answers for two pages and no redirect points at another page (to give a slug that redirects
 * elsewhere to a new page, remove it from the other page's former slugs first: the redirect is
 * dropped deliberately); at least one page live; and, against the live list, no live page
 * removed (retire it instead, so its URLs keep answering).
 */
export function pageListIssues(services: readonly ServicePageEntry[], before?: readonly ServicePageEntry[]): PageListIssue[] {
  const issues: PageListIssue[] = [];
  const ids = new Map<string, number>();
  services.forEach((entry, index) => {
    const first = ids.get(entry.id);
    if (first !== undefined) issues.push({ path: `$.services[${index}].id`, problem: "duplicate-id", detail: entry.id });
    else ids.set(entry.id, index);
    for (const lang of LANGS) {
      entry.formerSlugs[lang].forEach((former, at) => {
        if (former === entry.slug[lang])
          issues.push({ path: `$.services[${index}].formerSlugs.${lang}[${at}]`, problem: "former-is-current", detail: former });
      });
    }
  });
  for (const lang of LANGS) {
    const owner = new Map<string, number>();
    services.forEach((entry, index) => {
      for (const name of namesIn(entry, lang)) {
        const other = owner.get(name);
        if (other !== undefined && other !== index) {
          const path =
            name === entry.slug[lang]
              ? `$.services[${index}].slug.${lang}`
              : name === entry.id
                ? `$.services[${index}].id`
                : `$.services[${index}].formerSlugs.${lang}`;
          issues.push({ path, problem: "slug-taken", detail: `${name} (${services[other]?.id ?? ""})` });
        } else owner.set(name, index);
      }
    });
  }
  if (!services.some((entry) => entry.state === "live")) issues.push({ path: "$.services", problem: "no-live-page" });
  for (const old of before ?? []) {
    if (old.state === "live" && !services.some((entry) => entry.id === old.id))
      issues.push({ path: "$.services", problem: "live-page-removed", detail: old.id });
  }
  return issues;
}

/**
 * The page list as it is published: a slug a page had in the live list and no longer has joins
 * its former slugs (so the old URL answers 301 to the new one; every former slug points straight
 * at the current one, so a chain of changes is one hop), and a former slug the page takes back
 * is dropped (no loop). A former slug the editor removes stays removed: that drops its redirect.
 */
export function withFormerSlugs(
  before: readonly ServicePageEntry[] | undefined,
  after: ServicePagesDocument,
): ServicePagesDocument {
  const old = new Map((before ?? []).map((entry) => [entry.id, entry]));
  return {
    services: after.services.map((entry) => {
      const previous = old.get(entry.id);
      const formerSlugs = {} as Record<Lang, string[]>;
      for (const lang of LANGS) {
        const kept = [...entry.formerSlugs[lang]];
        if (previous && previous.slug[lang] !== entry.slug[lang]) kept.push(previous.slug[lang]);
        formerSlugs[lang] = [...new Set(kept)].filter((slug) => slug !== entry.slug[lang]);
      }
      return { ...entry, formerSlugs };
    }),
  };
}
