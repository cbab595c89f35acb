import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { phoneDisplay } from "~/config/site";
import { factValuesOfDocument } from "~/content/model/fact-values";
import { pickLanguage } from "~/content/model/localize";
import type { Company } from "~/content/site-copy";
import type { Lang } from "~/i18n/lang";
import type { ContentSet } from "~/content/source";
import type { Kysely } from "kysely";
import { liveContent, type Database } from "../db";
import { picturesFor, withImageChanges } from "../media/pictures";
import type { PictureData } from "~/media/picture";
import { PageOverlay, type RenderedFile } from "../site/page-overlay";
import { buildPageRoutes, htmlFileOf } from "../site/page-routes";
import { prerenderPaths } from "~/i18n/pages";
import { servicePagesOf } from "~/content/model/service-pages";
import { sitemapXml } from "../../scripts/sitemap";
import { prepareContent } from "./migrations";
import { affectedPaths } from "./affected";
import { compressed, loadRenderer } from "./renderer";
import { seedDocuments } from "./seed";
import { loadSnapshot, saveSnapshot } from "./snapshot";
import { watchContentVersion } from "./watch";

declare module "fastify" {
  interface FastifyInstance {
    siteContent: SiteContent;
  }
}

export interface SiteContent {
  /** The pages rendered from published content; the site plugin serves them before the build's. */
  overlay: PageOverlay;
  /** Look for a new content version now (after a publish in this process). */
  refresh(): void;
  /** Resolves when the pages of `version` (or a later one) are served; for tests and the bench. */
  rendered(version: number): Promise<void>;
  /**
   * A preview: `pagePath` rendered by the same renderer from the live documents with `drafts`
   * in place of theirs; the bytes a publish of those drafts will serve. Undefined without a
   * renderer (a build without one) or for a path that is not a page.
   */
  preview(pagePath: string, drafts: ReadonlyMap<string, unknown>): Promise<RenderedFile | undefined>;
  /**
   * The company's email address and phone number in `lang` as the served pages show them (the
   * published `company` document they were rendered from), without asking the database: the
   * server's own failure pages use them when the database is what failed.
   */
  contact(lang: Lang): { email: string; phone: string };
}

export interface SiteContentOptions {
  clientDir: string;
  databaseUrl: string;
  /** How often the content version is re-read (another instance's or the command line's publish). */
  pollMs?: number;
}

/** A content set from published documents: fact references resolve to the published facts document. */
async function contentSet(db: Kysely<Database>, documents: ReadonlyMap<string, unknown>): Promise<ContentSet> {
  return {
    documents,
    facts: factValuesOfDocument(documents.get("facts") ?? seedDocuments().get("facts")),
    media: await picturesFor(db, documents),
  };
}

/** The origin of the build's own sitemap (SITE_URL at build), or undefined without one. */
async function builtOrigin(clientDir: string): Promise<string | undefined> {
  const built = await readFile(path.join(clientDir, "sitemap.xml"), "utf8").catch(() => "");
  return /<loc>(https?:\/\/[^/<]+)/.exec(built)?.[1];
}

/**
 * Whether the render kept on disk shows what this database has published. It does unless the
 * database answers with an older version, or the same version with other documents: a database
 * restored from a backup, or another database started on the same build folder. Then the kept
 * pages must not be served; the build's pages (the seed) are, until the live version is
 * rendered. When the database cannot be read, the kept render is all there is, and it serves.
 */
async function keptRenderFits(
  db: Kysely<Database>,
  kept: { version: number; documents: ReadonlyMap<string, unknown> },
): Promise<boolean> {
  const live = await liveContent(db).catch(() => undefined);
  if (!live) return true;
  if (live.version > kept.version) return true;
  if (live.version < kept.version || live.revisions.size !== kept.documents.size) return false;
  for (const [id, revision] of live.revisions) {
    if (JSON.stringify(revision.body) !== JSON.stringify(kept.documents.get(id))) return false;
  }
  return true;
}

/**
 * Content editing's serving side (docs/decisions/018-content-editing.md): prepares the content
 * at start (seed, content migrations), then renders every page again whenever the published
 * content version changes, here or in another process, and swaps the new pages in at once.
 */
export const siteContent = fp(
  async (app: FastifyInstance, { clientDir, databaseUrl, pollMs = 500 }: SiteContentOptions) => {
    await prepareContent(app.db, seedDocuments);
    const overlay = new PageOverlay();
    const renderer = await loadRenderer(clientDir);
    // One page rendered at start, in the background: the first publish then finds the renderer
    // warm (the first render of a process costs several times a later one).
    if (renderer) {
      void contentSet(app.db, seedDocuments())
        .then((set) => renderer.render(set, ["/sv/404"]))
        .catch(() => undefined);
    }
    const snapshotDir = path.resolve(clientDir, "..", "rendered");
    // The origin the build baked into the pages' canonical links: the sitemap names the same one.
    const origin = await builtOrigin(clientDir);
    const kept = renderer ? await loadSnapshot(snapshotDir).catch(() => undefined) : undefined;
    const snapshot = kept && (await keptRenderFits(app.db, kept)) ? kept : undefined;
    // The route table comes with the pages: the kept render's page list answers its redirects.
    if (snapshot) overlay.swap(snapshot.pages, snapshot.version, buildPageRoutes(servicePagesOf(snapshot.documents)));
    // What the served pages were made from: the kept render's documents, or the seed, which is
    // exactly what the build prerendered (server/content/render.test.ts checks the bytes).
    let renderedFrom: ReadonlyMap<string, unknown> = snapshot?.documents ?? seedDocuments();
    // The images the served pages show (docs/decisions/024-media.md); unknown after a restart, so
    // the pages naming images are rendered again at the next version.
    let renderedPictures: Readonly<Record<string, PictureData>> = {};

    const waiting: { version: number; resolve: () => void }[] = [];
    const settle = () => {
      for (const wait of waiting.splice(0)) {
        if (overlay.version >= wait.version || !renderer) wait.resolve();
        else waiting.push(wait);
      }
    };

    let wanted = 0;
    let rendering: Promise<void> | undefined;
    const renderLatest = async (): Promise<void> => {
      if (!renderer) return;
      while (wanted > overlay.version) {
        const { version, revisions } = await liveContent(app.db);
        const set = await contentSet(app.db, new Map([...revisions].map(([id, revision]) => [id, revision.body])));
        const started = performance.now();
        const paths = affectedPaths(
          withImageChanges(renderedFrom, set.documents, renderedPictures, set.media ?? {}),
          set.documents,
        );
        // Each page with its route data: what a client-side navigation fetches is of the same version.
        const fresh = paths.length > 0 ? await renderer.render(set, paths, { withData: true }) : new Map<string, RenderedFile>();
        // The page list (docs/decisions/025-service-pages.md): its sitemap, and its routes and
        // redirects, swapped in with the pages.
        const services = servicePagesOf(set.documents);
        // The served sitemap is the build's (the seed's list) until the list differs.
        if (JSON.stringify(services) !== JSON.stringify(servicePagesOf(renderedFrom))) {
          fresh.set("/sitemap.xml", await compressed(sitemapXml(services, origin), "application/xml; charset=utf-8"));
        }
        // Every page of the new version is swapped in at once, the unaffected ones as they were.
        const pages = new Map([...overlay.entries(), ...fresh]);
        overlay.swap(pages, version, buildPageRoutes(services));
        renderedFrom = set.documents;
        renderedPictures = set.media ?? {};
        app.log.info(
          { version, rendered: fresh.size, ms: Math.round(performance.now() - started) },
          "published content rendered",
        );
        settle();
        if (version < wanted) continue;
        if (fresh.size === 0) continue;
        await saveSnapshot(snapshotDir, version, pages, set.documents).catch((error: unknown) =>
          app.log.warn({ err: error }, "the rendered pages could not be kept on disk"),
        );
      }
    };
    let firstRead = true;
    const onVersion = (version: number) => {
      // A kept render newer than the database's content is another database's (a fresh or
      // restored one): back to the build's pages, and render this database's content.
      if (firstRead && snapshot && version < overlay.version) {
        app.log.warn({ kept: overlay.version, database: version }, "the kept render is not this database's; rendering again");
        overlay.swap(new Map(), 0);
        renderedFrom = seedDocuments();
      }
      firstRead = false;
      wanted = Math.max(wanted, version);
      if (!renderer) return settle();
      rendering ??= renderLatest()
        .catch((error: unknown) =>
          app.log.error({ err: error }, "rendering published content failed; the previous pages stay live"),
        )
        .finally(() => {
          rendering = undefined;
          if (wanted > overlay.version) onVersion(wanted);
        });
    };
    const watch = watchContentVersion(app.db, {
      url: databaseUrl,
      pollMs,
      onVersion,
      onError: (error) =>
        app.log.warn({ err: error }, "the content version could not be read; the pages rendered last stay live"),
    });
    app.addHook("onClose", async () => {
      await watch.stop();
      await rendering;
    });

    app.decorate("siteContent", {
      overlay,
      async preview(pagePath, drafts) {
        if (!renderer) return undefined;
        const { revisions } = await liveContent(app.db);
        const documents = new Map<string, unknown>([...revisions].map(([id, revision]) => [id, revision.body]));
        for (const [id, body] of drafts) documents.set(id, body);
        // A page added in the drafts' page list can be previewed before it is published.
        if (!prerenderPaths(servicePagesOf(documents)).includes(pagePath)) return undefined;
        return (await renderer.render(await contentSet(app.db, documents), [pagePath])).get(htmlFileOf(pagePath));
      },
      refresh: () => watch.check(),
      contact(lang) {
        const company = pickLanguage(renderedFrom.get("company") ?? seedDocuments().get("company"), lang) as Company;
        return { email: company.email, phone: phoneDisplay(lang, company.phone.display) };
      },
      rendered: (version: number) =>
        new Promise<void>((resolve) => {
          waiting.push({ version, resolve });
          settle();
        }),
    } satisfies SiteContent);
  },
  { name: "site-content", dependencies: ["database"] },
);
