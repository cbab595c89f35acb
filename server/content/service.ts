/**
 * Content editing's operations (docs/decisions/018-content-editing.md), one implementation for
 * the console's API and the `inbox content` command: validate, mark stale translations, save
 * with conflict detection, check and publish a set, restore, compare, import and export.
 * Every change is audited.
 */
import type { Kysely } from "kysely";
import { facts } from "~/content/facts";
import { checkDocuments, type CheckFinding } from "~/content/model/checks";
import { diffDocuments, type FieldChange } from "~/content/model/diff";
import { DOCUMENT_IDS, isDocumentId, validateDocument, type DocumentId, type FieldIssue } from "~/content/model/documents";
import { factValues } from "~/content/model/fact-refs";
import { confirmStale, staleAfterEdit } from "~/content/model/stale";
import { servicePagesOf, withFormerSlugs, type ServicePagesDocument } from "~/content/model/service-pages";
import { imageFindings } from "../media/pictures";
import { unwrittenTexts } from "./editor-shape";
import {
  getDraft,
  getRevision,
  liveContent,
  liveRevision,
  listDrafts,
  publishRevisions,
  recordAudit,
  saveDraft,
  type Database,
  type Draft,
  type PublishedRevision,
} from "../db";

/** A refusal the API turns into JSON and the CLI into a message; `issues` name the fields. */
export class ContentError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly issues: (FieldIssue & { document?: string })[] = [],
  ) {
    super(
      issues.length
        ? `${code}: ${issues.map((issue) => `${issue.document ? `${issue.document} ` : ""}${issue.path} ${issue.problem}`).join("; ")}`
        : code,
    );
  }
}

export interface ContentDeps {
  db: Kysely<Database>;
  /** The seed, for the checks that compare with the specification's literal texts. */
  seed: () => ReadonlyMap<string, unknown>;
  now?: () => Date;
}

const FACT_NAMES = [...factValues({ ...facts.sv }).keys()];

function documentOf(id: string): DocumentId {
  if (!isDocumentId(id)) throw new ContentError(404, "no-document");
  return id;
}

function validBody(id: DocumentId, body: unknown): unknown {
  // A body arrives as parsed JSON; its size is bounded by the route's body limit.
  const result = validateDocument(id, body);
  if (!result.ok) throw new ContentError(400, "invalid-content", result.issues);
  return result.body;
}

export interface DocumentSummary {
  document: DocumentId;
  live: { number: number; publishedAt: string; author: string } | null;
  draft: { version: number; updatedAt: string; updatedBy: string } | null;
  stale: number;
}

/** The seed's documents, then the service pages added since (docs/decisions/025-service-pages.md). */
function documentIds(...present: Iterable<string>[]): DocumentId[] {
  const added = new Set<DocumentId>();
  for (const ids of present) for (const id of ids) if (isDocumentId(id) && !DOCUMENT_IDS.includes(id)) added.add(id);
  return [...DOCUMENT_IDS, ...[...added].sort()];
}

/** Every document with its state: published, unpublished changes, stale translations. */
export async function listDocuments(db: Kysely<Database>): Promise<DocumentSummary[]> {
  const { revisions } = await liveContent(db);
  const drafts = new Map((await listDrafts(db)).map((draft) => [draft.document, draft]));
  return documentIds(revisions.keys(), drafts.keys()).map((document) => {
    const live = revisions.get(document);
    const draft = drafts.get(document);
    return {
      document,
      live: live ? { number: live.number, publishedAt: live.publishedAt, author: live.author } : null,
      draft: draft ? { version: draft.version, updatedAt: draft.updatedAt, updatedBy: draft.updatedBy } : null,
      stale: (draft ?? live)?.stale.length ?? 0,
    };
  });
}

export async function openDocument(
  db: Kysely<Database>,
  id: string,
): Promise<{ live: PublishedRevision | null; draft: Draft | null }> {
  const document = documentOf(id);
  return { live: (await liveRevision(db, document)) ?? null, draft: (await getDraft(db, document)) ?? null };
}

/**
 * Saves an editor's draft. `expectedVersion` is the draft version the editor's text started
 * from (0 when there was none): if someone saved since, 409 `conflict` with their draft, and
 * nothing is overwritten.
 */
export async function saveContentDraft(
  { db, now = () => new Date() }: ContentDeps,
  input: { document: string; body: unknown; expectedVersion: number; author: string },
): Promise<Draft> {
  const document = documentOf(input.document);
  const body = validBody(document, input.body);
  const live = await liveRevision(db, document);
  const current = await getDraft(db, document);
  const base = current ?? live;
  const stale = staleAfterEdit(base?.body, body, base?.stale ?? []);
  const result = await saveDraft(
    db,
    {
      document,
      body,
      stale,
      expectedVersion: input.expectedVersion,
      baseRevision: current?.baseRevision ?? live?.number ?? null,
      author: input.author,
    },
    now(),
  );
  if ("conflict" in result) throw Object.assign(new ContentError(409, "conflict"), { current: result.conflict ?? null });
  await recordAudit(
    db,
    {
      actor: input.author,
      action: "content-saved",
      target: document,
      detail: { version: result.saved.version, stale: stale.length },
    },
    now(),
  );
  return result.saved;
}

/** An editor confirms that translations marked stale are still right; the draft keeps everything else. */
export async function confirmTranslations(
  { db, now = () => new Date() }: ContentDeps,
  input: { document: string; marks: string[]; expectedVersion: number; author: string },
): Promise<Draft> {
  const document = documentOf(input.document);
  const current = await getDraft(db, document);
  const live = await liveRevision(db, document);
  const base = current ?? live;
  if (!base) throw new ContentError(404, "no-document");
  const stale = confirmStale(base.stale, input.marks);
  const result = await saveDraft(
    db,
    {
      document,
      body: base.body,
      stale,
      expectedVersion: input.expectedVersion,
      baseRevision: current?.baseRevision ?? live?.number ?? null,
      author: input.author,
    },
    now(),
  );
  if ("conflict" in result) throw Object.assign(new ContentError(409, "conflict"), { current: result.conflict ?? null });
  await recordAudit(
    db,
    { actor: input.author, action: "content-stale-confirmed", target: document, detail: { marks: input.marks } },
    now(),
  );
  return result.saved;
}

/**
 * The documents as they would be live if `changes` were published, and as they are live now. A
 * changed page list keeps every slug a page loses as a former slug (its 301), whoever edited it
 * (docs/decisions/025-service-pages.md).
 */
async function afterPublish(db: Kysely<Database>, changes: Map<string, { body: unknown; stale: string[] }>) {
  const { revisions } = await liveContent(db);
  const before = new Map<string, unknown>([...revisions].map(([id, revision]) => [id, revision.body]));
  const documents = new Map(before);
  const pages = changes.get("pages");
  if (pages && validateDocument("pages", pages.body).ok) {
    pages.body = withFormerSlugs(before.has("pages") ? servicePagesOf(before) : undefined, pages.body as ServicePagesDocument);
  }
  for (const [id, change] of changes) documents.set(id, change.body);
  return { documents, before };
}

export interface PublishOutcome {
  published: boolean;
  findings: CheckFinding[];
  version?: number;
  revisions?: { document: string; number: number }[];
}

/**
 * Publishes the drafts of `documents` in one step. Errors stop it; warnings (stale
 * translations among them) stop it unless `confirmWarnings`, and the audit entry records
 * what was confirmed.
 */
export async function publishDrafts(
  deps: ContentDeps,
  input: { documents: string[]; note?: string; author: string; confirmWarnings: boolean },
): Promise<PublishOutcome> {
  const { db } = deps;
  const ids = [...new Set(input.documents.map(documentOf))];
  if (ids.length === 0) throw new ContentError(400, "nothing-to-publish");
  const changes = new Map<string, { body: unknown; stale: string[] }>();
  for (const id of ids) {
    const draft = await getDraft(db, id);
    if (!draft) throw new ContentError(409, "no-draft", [{ document: id, path: "$", problem: "no-draft" }]);
    changes.set(id, { body: draft.body, stale: draft.stale });
  }
  return publishChanges(deps, changes, { ...input, action: "content-published", dropDrafts: ids });
}

/** The publish checks of these changes, on the documents as they would be live after them. */
async function checkChanges(
  db: Kysely<Database>,
  seed: ContentDeps["seed"],
  changes: Map<string, { body: unknown; stale: string[] }>,
): Promise<CheckFinding[]> {
  const { documents, before } = await afterPublish(db, changes);
  const findings = checkDocuments(documents, {
    before,
    changed: [...changes.keys()],
    facts: FACT_NAMES,
    seed: seed(),
    stale: new Map([...changes].map(([id, change]) => [id, change.stale])),
  });
  findings.push(...(await imageFindings(db, documents, [...changes.keys()])));
  // A new page's texts still as their placeholders (docs/decisions/027-editor-shapes-and-owners-language.md).
  for (const id of changes.keys())
    if (isDocumentId(id))
      for (const { path } of unwrittenTexts(id, documents.get(id)))
        findings.push({ severity: "warning", code: "unwritten", document: id, path });
  return findings;
}

async function publishChanges(
  { db, seed, now = () => new Date() }: ContentDeps,
  changes: Map<string, { body: unknown; stale: string[] }>,
  input: {
    note?: string;
    author: string;
    confirmWarnings: boolean;
    action: "content-published" | "content-restored" | "content-imported";
    dropDrafts: string[];
    detail?: Record<string, unknown>;
  },
): Promise<PublishOutcome> {
  const findings = await checkChanges(db, seed, changes);
  const errors = findings.some((finding) => finding.severity === "error");
  if (errors || (findings.length > 0 && !input.confirmWarnings)) return { published: false, findings };
  const result = await publishRevisions(
    db,
    {
      items: [...changes].map(([document, change]) => ({ document, ...change })),
      author: input.author,
      note: input.note ?? null,
      dropDrafts: input.dropDrafts,
    },
    now(),
  );
  const warnings = findings.filter((finding) => finding.severity === "warning");
  await recordAudit(
    db,
    {
      actor: input.author,
      action: input.action,
      target: [...changes.keys()].join(", "),
      detail: {
        ...input.detail,
        version: result.version,
        revisions: result.revisions.map((revision) => `${revision.document}#${revision.number}`),
        note: input.note ?? null,
        confirmedWarnings: warnings.map((finding) => `${finding.code} ${finding.document} ${finding.path}`).slice(0, 100),
        staleConfirmed: warnings.filter((finding) => finding.code === "stale").length,
      },
    },
    now(),
  );
  return {
    published: true,
    findings,
    version: result.version,
    revisions: result.revisions.map((revision) => ({ document: revision.document, number: revision.number })),
  };
}

/** Brings back an earlier revision: as the document's draft, or published at once. */
export async function restoreRevision(
  deps: ContentDeps,
  input: {
    document: string;
    number: number;
    mode: "draft" | "publish";
    author: string;
    note?: string;
    confirmWarnings?: boolean;
  },
): Promise<{ draft?: Draft; outcome?: PublishOutcome }> {
  const { db, now = () => new Date() } = deps;
  const document = documentOf(input.document);
  const revision = await getRevision(db, document, input.number);
  if (!revision) throw new ContentError(404, "no-revision");
  const body = validBody(document, revision.body);
  if (input.mode === "publish") {
    const outcome = await publishChanges(deps, new Map([[document, { body, stale: revision.stale }]]), {
      author: input.author,
      note: input.note ?? `restored revision ${revision.number}`,
      confirmWarnings: input.confirmWarnings ?? false,
      action: "content-restored",
      dropDrafts: [],
      detail: { from: revision.number },
    });
    return { outcome };
  }
  const current = await getDraft(db, document);
  const live = await liveRevision(db, document);
  const result = await saveDraft(
    db,
    {
      document,
      body,
      stale: revision.stale,
      expectedVersion: current?.version ?? 0,
      baseRevision: live?.number ?? null,
      author: input.author,
    },
    now(),
  );
  if ("conflict" in result) throw Object.assign(new ContentError(409, "conflict"), { current: result.conflict ?? null });
  await recordAudit(
    db,
    { actor: input.author, action: "content-restored", target: document, detail: { from: revision.number, as: "draft" } },
    now(),
  );
  return { draft: result.saved };
}

/** A side of a comparison: a revision number, the live revision or the draft. */
export type RevisionRef = number | "live" | "draft";

async function bodyAt(db: Kysely<Database>, document: DocumentId, ref: RevisionRef): Promise<unknown> {
  if (ref === "draft") {
    const draft = await getDraft(db, document);
    if (!draft) throw new ContentError(404, "no-draft");
    return draft.body;
  }
  const revision = ref === "live" ? await liveRevision(db, document) : await getRevision(db, document, ref);
  if (!revision) throw new ContentError(404, "no-revision");
  return revision.body;
}

export async function compareRevisions(
  db: Kysely<Database>,
  id: string,
  from: RevisionRef,
  to: RevisionRef,
): Promise<FieldChange[]> {
  const document = documentOf(id);
  return diffDocuments(await bodyAt(db, document, from), await bodyAt(db, document, to));
}

/** Every live document, by id: what `inbox content export` prints and `import` takes back. */
export async function exportContent(db: Kysely<Database>): Promise<{ version: number; documents: Record<string, unknown> }> {
  const { version, revisions } = await liveContent(db);
  return {
    version,
    documents: Object.fromEntries(
      documentIds(revisions.keys())
        .filter((id) => revisions.has(id))
        .map((id) => [id, revisions.get(id)?.body]),
    ),
  };
}

/**
 * Takes an export back (another site's, or one kept in git): every document is validated first,
 * and nothing is written unless all are valid. Makes drafts, or publishes them in one step.
 */
export async function importContent(
  deps: ContentDeps,
  input: { file: unknown; publish: boolean; author: string; confirmWarnings?: boolean },
): Promise<{ documents: string[]; outcome?: PublishOutcome; findings?: CheckFinding[] }> {
  const { db, now = () => new Date() } = deps;
  const file = input.file as { documents?: unknown } | null;
  const documents =
    file && typeof file === "object" && file.documents && typeof file.documents === "object"
      ? (file.documents as Record<string, unknown>)
      : undefined;
  if (!documents || Array.isArray(documents))
    throw new ContentError(400, "invalid-file", [{ path: "$.documents", problem: "required" }]);
  const issues: (FieldIssue & { document: string })[] = [];
  const bodies = new Map<DocumentId, unknown>();
  for (const [id, body] of Object.entries(documents)) {
    if (!isDocumentId(id)) {
      issues.push({ document: id, path: "$", problem: "unknown-document" });
      continue;
    }
    const result = validateDocument(id, body);
    if (result.ok) bodies.set(id, result.body);
    else issues.push(...result.issues.map((issue) => ({ ...issue, document: id })));
  }
  if (issues.length > 0) throw new ContentError(400, "invalid-content", issues);
  const { revisions } = await liveContent(db);
  const changes = new Map<string, { body: unknown; stale: string[] }>();
  for (const [id, body] of bodies) {
    const live = revisions.get(id);
    changes.set(id, { body, stale: staleAfterEdit(live?.body, body, live?.stale ?? []) });
  }
  if (input.publish) {
    const outcome = await publishChanges(deps, changes, {
      author: input.author,
      note: "import",
      confirmWarnings: input.confirmWarnings ?? true,
      action: "content-imported",
      dropDrafts: [],
    });
    return { documents: [...changes.keys()], outcome };
  }
  // As drafts: what the publish would warn about, told now (the style guide's rules among them).
  const findings = await checkChanges(db, deps.seed, changes);
  for (const [document, change] of changes) {
    const current = await getDraft(db, document);
    const result = await saveDraft(
      db,
      {
        document,
        ...change,
        expectedVersion: current?.version ?? 0,
        baseRevision: revisions.get(document)?.number ?? null,
        author: input.author,
      },
      now(),
    );
    if ("conflict" in result) throw new ContentError(409, "conflict", [{ document, path: "$", problem: "conflict" }]);
  }
  await recordAudit(
    db,
    {
      actor: input.author,
      action: "content-imported",
      target: [...changes.keys()].join(", "),
      detail: { as: "drafts", count: changes.size },
    },
    now(),
  );
  return { documents: [...changes.keys()], findings };
}
