/**
 * Adding and retiring service pages (docs/decisions/025-service-pages.md). Both make drafts, as
 * every edit does: adding drafts the page list with the new entry, the home page with its card
 * and the page's document (its sections copied from a page the editor chose, its title and
 * description the new ones); retiring drafts the page list with the page retired. Publishing
 * them (with the passkey) makes the change live, checked like any other publish.
 */
import type { Kysely } from "kysely";
import { ICON_NAMES } from "~/content/types";
import { newServicePageIssues, type NewServicePage } from "~/content/model/service-page-form";
import { pageListIssues, servicePagesOf, type ServicePagesDocument } from "~/content/model/service-pages";
import type { Lang } from "~/i18n/lang";
import type { ServicePageEntry } from "~/i18n/pages";
import { getDraft, liveRevision, type Database, type Draft } from "../db";
import { withPlaceholders } from "./editor-shape";
import { ContentError, saveContentDraft, type ContentDeps } from "./service";

/** A document as an editor would continue it: its draft, else its live revision. */
async function current(db: Kysely<Database>, id: string): Promise<{ body: unknown; version: number } | undefined> {
  const draft = await getDraft(db, id);
  if (draft) return { body: draft.body, version: draft.version };
  const live = await liveRevision(db, id);
  return live ? { body: live.body, version: 0 } : undefined;
}

/** The page list as the console shows it: the draft's if there is one, else the live one. */
export async function currentPageList(db: Kysely<Database>): Promise<readonly ServicePageEntry[]> {
  const pages = await current(db, "pages");
  return servicePagesOf(pages ? new Map([["pages", pages.body]]) : undefined);
}

export interface ServicePageSummary extends ServicePageEntry {
  /** The card's title, the page's name in the grid and the footer. */
  title: Record<Lang, string> | null;
}

/** The service pages with their titles, and the icons and pages the add form offers. */
export async function servicePageChoices(db: Kysely<Database>): Promise<{ services: ServicePageSummary[]; icons: string[] }> {
  const home = (await current(db, "home"))?.body as { services?: { cards?: Record<string, { title?: Record<Lang, string> }> } };
  const cards = home?.services?.cards ?? {};
  const services = (await currentPageList(db)).map((entry) => ({ ...entry, title: cards[entry.id]?.title ?? null }));
  return { services, icons: [...ICON_NAMES] };
}

const asIssue = (path: string, problem: string) => ({ path, problem });

/**
 * Drafts a new service page. Its id is its English slug, which names its document
 * (`service/<id>`) and its unprefixed URL for good. A slug another page answers to (its own,
 * a former one, its id) is refused by field, as are the form's other rules.
 */
export async function addServicePage(
  deps: ContentDeps,
  input: NewServicePage & { author: string },
): Promise<{ id: string; drafts: Draft[] }> {
  const { db } = deps;
  const list = await currentPageList(db);
  const issues = newServicePageIssues(input, { icons: ICON_NAMES, pages: list.map((entry) => entry.id) });
  if (issues.length > 0) throw new ContentError(400, "invalid-content", issues);
  const id = input.slug.en;
  const entry: ServicePageEntry = {
    id,
    slug: { sv: input.slug.sv, en: input.slug.en },
    formerSlugs: { sv: [], en: [] },
    state: "live",
  };
  const services = [...list, entry];
  const clashes = pageListIssues(services).filter((issue) => issue.path.startsWith(`$.services[${services.length - 1}]`));
  const taken = clashes.map((issue) => {
    const lang = /\.(sv|en)$/.exec(issue.path)?.[1] ?? "en";
    return asIssue(`$.slug.${lang}`, "slug-taken");
  });
  if ((await getDraft(db, `service/${id}`)) || (await liveRevision(db, `service/${id}`)))
    taken.push(asIssue("$.slug.en", "slug-taken"));
  if (taken.length > 0) throw new ContentError(400, "invalid-content", dedupe(taken));

  const template = await current(db, `service/${input.startFrom}`);
  if (!template) throw new ContentError(400, "invalid-content", [asIssue("$.startFrom", "unknown")]);
  // The template's structure with placeholders, never its words (docs/decisions/027-editor-shapes-and-owners-language.md).
  const body = withPlaceholders(`service/${id}`, template.body) as {
    meta: { title: Record<Lang, string>; description: Record<Lang, string> };
    hero: { title: Record<Lang, string> };
  };
  body.meta.title = { ...input.title };
  body.meta.description = { ...input.description };
  body.hero.title = { ...input.title };

  const home = await current(db, "home");
  if (!home) throw new ContentError(409, "no-document");
  const homeBody = structuredClone(home.body) as { services: { cards: Record<string, unknown> } };
  homeBody.services.cards[id] = {
    title: { ...input.title },
    description: { ...input.description },
    // The form's keywords, paired by order (the form's rules require as many in each language).
    keywords: input.keywords.sv.map((sv, index) => ({ sv: sv.trim(), en: (input.keywords.en[index] ?? "").trim() })),
    icon: input.icon,
  };

  const pages = await current(db, "pages");
  const pageList: ServicePagesDocument = { services };
  const save = (document: string, next: unknown, expectedVersion: number) =>
    saveContentDraft(deps, { document, body: next, expectedVersion, author: input.author });
  const drafts = [
    await save(`service/${id}`, body, 0),
    await save("home", homeBody, home.version),
    await save("pages", pageList, pages?.version ?? 0),
  ];
  return { id, drafts };
}

function dedupe(issues: { path: string; problem: string }[]) {
  return [...new Map(issues.map((issue) => [`${issue.path} ${issue.problem}`, issue])).values()];
}

/**
 * Drafts a page's state: retired (its URLs will answer 301 to the services section, it leaves
 * the grid, the footer and the sitemap) or live again. The last live page cannot be retired.
 */
export async function setServicePageState(
  deps: ContentDeps,
  input: { id: string; state: ServicePageEntry["state"]; author: string },
): Promise<Draft> {
  const { db } = deps;
  const list = await currentPageList(db);
  if (!list.some((entry) => entry.id === input.id)) throw new ContentError(404, "no-document");
  const services = list.map((entry) => (entry.id === input.id ? { ...entry, state: input.state } : entry));
  if (!services.some((entry) => entry.state === "live"))
    throw new ContentError(400, "invalid-content", [asIssue("$.services", "no-live-page")]);
  const pages = await current(db, "pages");
  return saveContentDraft(deps, {
    document: "pages",
    body: { services } satisfies ServicePagesDocument,
    expectedVersion: pages?.version ?? 0,
    author: input.author,
  });
}
