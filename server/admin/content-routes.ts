import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { textProblem } from "~/content/model/text-rules";
import { ConsoleError, noStore, operatorOf, parseWith, requireFreshCheck, type ConsoleContext } from "./context";
import {
  compareRevisions,
  confirmTranslations,
  ContentError,
  listDocuments,
  openDocument,
  publishDrafts,
  restoreRevision,
  saveContentDraft,
  type ContentDeps,
  type RevisionRef,
} from "../content/service";
import { discardDraft, listDrafts, listRevisions, liveContent, liveRevision, recordAudit } from "../db";
import { affectedPaths } from "../content/affected";
import { servicePagesOf } from "~/content/model/service-pages";
import { prerenderPaths } from "~/i18n/pages";
import { factValuesOfDocument } from "~/content/model/fact-values";
import type { RenderedFile } from "../site/page-overlay";
import { editorShape, previewPaths, searchTexts, withLabels } from "../content/editor-shape";
import type { DocumentId } from "~/content/model/documents";
import { addServicePage, servicePageChoices, setServicePageState } from "../content/service-pages";
import { proofChecklist } from "../content/proof";

/**
 * The console's content API (docs/decisions/018-content-editing.md): owners and editors only;
 * an operator gets 403 `no-content` and the console never shows them the editor. Publishing and
 * restoring need a fresh passkey check (step-up). Refusals name the fields:
 * `{ "error": "invalid-content", "issues": [{ "path": "$.hero.slogan.sv", "problem": "markup" }] }`.
 */

/** A draft may be large (the privacy policy); a 1 MB field must reach the schema, which names it. */
const DRAFT_BODY_LIMIT = 4 * 1024 * 1024;

const DOCUMENT = z.string().min(1).max(80);
const REF = z.union([z.coerce.number().int().min(1), z.enum(["live", "draft"])]);
const MARK = z.string().max(300);

export function requireContentRole(request: FastifyRequest): void {
  const { role } = operatorOf(request);
  if (role !== "owner" && role !== "editor") throw new ConsoleError(403, "no-content");
}

function sendContentError(error: unknown, reply: FastifyReply): FastifyReply {
  if (!(error instanceof ContentError)) throw error;
  const current = (error as ContentError & { current?: unknown }).current;
  return noStore(reply)
    .code(error.statusCode)
    .send({
      error: error.code,
      ...(error.issues.length ? { issues: error.issues } : {}),
      ...(current === undefined ? {} : { current }),
    });
}

export interface ContentRouteOptions {
  content: ContentDeps;
  /** After a publish in this process: render now rather than at the next poll. */
  onPublished?: () => void;
  /** Renders one page with drafts in place (server/content/plugin.ts). */
  preview?: (pagePath: string, drafts: ReadonlyMap<string, unknown>) => Promise<RenderedFile | undefined>;
}

/**
 * A publish note: the text rules, on one line (it is printed by `inbox content history` in the
 * owner's terminal; docs/decisions/028-security-m4-m6.md, L15).
 */
const NOTE = z
  .string()
  .max(500)
  .refine((note) => textProblem(note, 500) === undefined && !/[\t\r\n\u2028\u2029]/.test(note), "note");

/** The checks' findings with each field's label, for the console (never only `$.hero.slogan.en`). */
function labelled<T extends { findings: { document: string; path: string }[] }>(outcome: T) {
  return { ...outcome, findings: withLabels((finding) => finding.document, outcome.findings) };
}

export async function contentRoutes(app: FastifyInstance, ctx: ConsoleContext & ContentRouteOptions) {
  app.addHook("onRequest", async (request) => requireContentRole(request));
  /** The drafts a preview puts in place: all of them, or those `documents` names (comma-separated). */
  const namedDrafts = async (documents: string | undefined): Promise<Map<string, unknown>> => {
    const named = documents?.split(",").filter(Boolean);
    return new Map(
      (await listDrafts(ctx.db))
        .filter((draft) => !named || named.includes(draft.document))
        .map((draft) => [draft.document, draft.body]),
    );
  };
  const deps = { ...ctx.content, now: ctx.now };
  const guard = async <T>(reply: FastifyReply, work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      return sendContentError(error, reply);
    }
  };

  // Each document with its state; a service page also with its title in both languages (its
  // card's), so the console lists pages by what the visitor reads, not by slug.
  app.get("/content", async (_request, reply) => {
    const titles = new Map((await servicePageChoices(ctx.db)).services.map((page) => [`service/${page.id}`, page.title]));
    const documents = (await listDocuments(ctx.db)).map((summary) => ({
      ...summary,
      title: titles.get(summary.document) ?? null,
    }));
    return noStore(reply).send({ documents });
  });

  // A search over every text of every page, as the editor would open it (the draft, else the live
  // revision), each hit with its field's label and the page's title.
  app.get("/content/search", async (request, reply) => {
    const { q } = parseWith(z.object({ q: z.string().max(100) }), request.query);
    const bodies = new Map([...(await liveContent(ctx.db)).revisions].map(([id, revision]) => [id as string, revision.body]));
    for (const draft of await listDrafts(ctx.db)) bodies.set(draft.document, draft.body);
    const titles = new Map((await servicePageChoices(ctx.db)).services.map((page) => [`service/${page.id}`, page.title]));
    const hits = searchTexts(bodies, q).map((hit) => ({ ...hit, title: titles.get(hit.document) ?? null }));
    return noStore(reply).send({ hits });
  });

  // The proof checklist (server/content/proof.ts): every fact a visitor can check that only the
  // owner can enter, filled or not, in the page list's order, each leading to its field.
  app.get("/content/proof", async (_request, reply) => {
    const live = new Map([...(await liveContent(ctx.db)).revisions].map(([id, revision]) => [id as string, revision.body]));
    const drafts = new Map((await listDrafts(ctx.db)).map((draft) => [draft.document, draft.body]));
    const documents = (await listDocuments(ctx.db)).map((summary) => summary.document);
    const titles = new Map((await servicePageChoices(ctx.db)).services.map((page) => [`service/${page.id}`, page.title]));
    const items = proofChecklist(documents, live, drafts).map((item) => ({ ...item, title: titles.get(item.document) ?? null }));
    return noStore(reply).send({ items });
  });

  app.get("/content/document", async (request, reply) => {
    const { id } = parseWith(z.object({ id: DOCUMENT }), request.query);
    return guard(reply, async () => {
      const opened = await openDocument(ctx.db, id);
      // The editor builds its form from the schema and links the preview of the document's page.
      const document = id as DocumentId;
      // The facts a text may name, with their live values in both languages: the editor shows a
      // `{{fact:…}}` reference as a chip with its value and offers the list to insert from.
      const facts = factValuesOfDocument((await liveRevision(ctx.db, "facts"))?.body ?? deps.seed().get("facts"));
      const { services } = await servicePageChoices(ctx.db);
      return noStore(reply).send({
        ...opened,
        shape: editorShape(document),
        preview: previewPaths(document, services),
        // The service pages a field that names one (an info hub related link) may choose from.
        servicePages: services.map(({ id, title, state }) => ({ id, title, state })),
        facts: { sv: Object.fromEntries(facts.sv), en: Object.fromEntries(facts.en) },
      });
    });
  });

  app.put("/content/draft", { bodyLimit: DRAFT_BODY_LIMIT }, async (request, reply) => {
    const input = parseWith(
      z.object({ document: DOCUMENT, body: z.unknown(), expectedVersion: z.number().int().min(0) }),
      request.body,
    );
    return guard(reply, async () => {
      const draft = await saveContentDraft(deps, { ...input, author: operatorOf(request).email });
      return noStore(reply).send({ draft });
    });
  });

  app.post("/content/discard", async (request, reply) => {
    const { document } = parseWith(z.object({ document: DOCUMENT }), request.body);
    const discarded = await discardDraft(ctx.db, document);
    if (discarded)
      await recordAudit(
        ctx.db,
        { actor: operatorOf(request).email, action: "content-saved", target: document, detail: { discarded: true } },
        ctx.now(),
      );
    return noStore(reply).send({ discarded });
  });

  app.post("/content/confirm", async (request, reply) => {
    const input = parseWith(
      z.object({ document: DOCUMENT, marks: z.array(MARK).min(1).max(500), expectedVersion: z.number().int().min(0) }),
      request.body,
    );
    return guard(reply, async () =>
      noStore(reply).send({ draft: await confirmTranslations(deps, { ...input, author: operatorOf(request).email }) }),
    );
  });

  app.post("/content/publish", async (request, reply) => {
    requireFreshCheck(request, ctx.now());
    const input = parseWith(
      z.object({
        documents: z.array(DOCUMENT).min(1).max(100),
        note: NOTE.optional(),
        confirmWarnings: z.boolean().default(false),
      }),
      request.body,
    );
    return guard(reply, async () => {
      const outcome = await publishDrafts(deps, { ...input, author: operatorOf(request).email });
      if (outcome.published) ctx.onPublished?.();
      return noStore(reply)
        .code(outcome.published ? 200 : 422)
        .send(labelled(outcome));
    });
  });

  app.post("/content/restore", async (request, reply) => {
    requireFreshCheck(request, ctx.now());
    const input = parseWith(
      z.object({
        document: DOCUMENT,
        number: z.number().int().min(1),
        mode: z.enum(["draft", "publish"]),
        note: NOTE.optional(),
        confirmWarnings: z.boolean().default(false),
      }),
      request.body,
    );
    return guard(reply, async () => {
      const result = await restoreRevision(deps, { ...input, author: operatorOf(request).email });
      if (result.outcome?.published) ctx.onPublished?.();
      return noStore(reply)
        .code(result.outcome && !result.outcome.published ? 422 : 200)
        .send(result.outcome ? { ...result, outcome: labelled(result.outcome) } : result);
    });
  });

  // A preview of drafts (all of them, or the named ones) on one page: the same renderer, the
  // bytes a publish will serve. Signed-in only, never indexed, never cached.
  app.get("/content/preview", async (request, reply) => {
    const { path, documents } = parseWith(
      z.object({
        path: z
          .string()
          .max(200)
          .regex(/^\/[a-z0-9/-]*$/),
        documents: z.string().max(2_000).optional(),
      }),
      request.query,
    );
    const page = await ctx.preview?.(path, await namedDrafts(documents));
    if (!page) throw new ConsoleError(404, "not-found");
    return (
      reply
        .header("Cache-Control", "no-store, private")
        .header("X-Robots-Tag", "noindex, nofollow")
        // The page's own policy, except that the console (this origin, and only it) may show the
        // preview in a frame at phone and desktop width.
        .header("Content-Security-Policy", page.policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"))
        .header("X-Frame-Options", "SAMEORIGIN")
        .header("ETag", page.etag)
        .type(page.type)
        .send(page.body)
    );
  });

  // The pages a publish of the drafts (all, or the named ones) would change, in the site's page
  // order: the console previews a whole unpublished set on each of them.
  app.get("/content/preview-pages", async (request, reply) => {
    const { documents } = parseWith(z.object({ documents: z.string().max(2_000).optional() }), request.query);
    const drafts = await namedDrafts(documents);
    const live = new Map([...(await liveContent(ctx.db)).revisions].map(([id, revision]) => [id, revision.body]));
    const next = new Map([...live, ...drafts]);
    const changed = new Set(affectedPaths(live, next));
    const pages = prerenderPaths(servicePagesOf(next)).filter((page) => changed.has(page));
    return noStore(reply).send({ documents: [...drafts.keys()], pages });
  });

  // The service pages (docs/decisions/025-service-pages.md): the list with its titles and the add
  // form's choices; adding a page and retiring one (or bringing it back) make drafts.
  app.get("/content/service-pages", async (_request, reply) => noStore(reply).send(await servicePageChoices(ctx.db)));

  // As large as a draft: a 1 MB title must reach the form's rules, which name the field.
  app.post("/content/service-pages", { bodyLimit: DRAFT_BODY_LIMIT }, async (request, reply) => {
    const localized = z.object({ sv: z.string(), en: z.string() });
    const input = parseWith(
      z.object({
        title: localized,
        slug: localized,
        description: localized,
        // More than the rules allow reaches them, which name the field (`too-many`).
        keywords: z.object({ sv: z.array(z.string()).max(100), en: z.array(z.string()).max(100) }).default({ sv: [], en: [] }),
        icon: z.string().max(80),
        startFrom: z.string().max(80),
      }),
      request.body,
    );
    return guard(reply, async () => {
      const added = await addServicePage(deps, { ...input, author: operatorOf(request).email });
      return noStore(reply)
        .code(201)
        .send({ id: added.id, drafts: added.drafts.map((draft) => draft.document) });
    });
  });

  app.post("/content/service-pages/state", async (request, reply) => {
    const input = parseWith(z.object({ id: z.string().max(80), state: z.enum(["live", "retired"]) }), request.body);
    return guard(reply, async () => {
      const draft = await setServicePageState(deps, { ...input, author: operatorOf(request).email });
      return noStore(reply).send({ draft: draft.document });
    });
  });

  app.get("/content/history", async (request, reply) => {
    const { document, limit } = parseWith(
      z.object({ document: DOCUMENT.optional(), limit: z.coerce.number().int().min(1).max(500).default(100) }),
      request.query,
    );
    const revisions = await listRevisions(ctx.db, { document, limit });
    // The list shows who, when and why; bodies are fetched one by one when compared.
    return noStore(reply).send({ revisions: revisions.map(({ body: _body, ...revision }) => revision) });
  });

  app.get("/content/diff", async (request, reply) => {
    const { document, from, to } = parseWith(z.object({ document: DOCUMENT, from: REF, to: REF }), request.query);
    return guard(reply, async () => {
      // The publish panel asks what a draft changes from the live page: a page never published
      // is new as a whole, not an error.
      if (from === "live" && !(await liveRevision(ctx.db, document))) return noStore(reply).send({ changes: [], new: true });
      const changes = await compareRevisions(ctx.db, document, from as RevisionRef, to as RevisionRef);
      // Each field by its label, in both console languages: "About › Eyebrow (English)".
      return noStore(reply).send({ changes: withLabels(document, changes) });
    });
  });
}
