/**
 * `inbox content …` (docs/decisions/018-content-editing.md): content as JSON between sites and
 * git. The same operations as the console (server/content/service.ts), audited as "cli"; a
 * publish here reaches running servers through the content version they re-read.
 */
import { readFile } from "node:fs/promises";
import { isDocumentId } from "~/content/model/documents";
import { listRevisions } from "../db";
import { prepareContent } from "../content/migrations";
import { seedDocuments } from "../content/seed";
import { ContentError, exportContent, importContent, restoreRevision } from "../content/service";
import type { CommandIo } from "./commands";
import type { CheckFinding } from "~/content/model/checks";
import { fieldLabel } from "../content/editor-shape";
import { ruleReason } from "~/content/editorial-rules";
import { terminalSafe } from "./format";

export const CONTENT_USAGE = `  content export              every published document as JSON, to stdout
  content import <file> [--publish]
                              validate a file made by export; make drafts, or publish them all
                              in one step; errors name the document and field
  content history [page] [--limit N]
                              published revisions, newest first (page: home, service/ai-agents, …)
  content restore <page> <revision>
                              publish an earlier revision of a page again`;

export class ContentUsageError extends Error {}

/** A finding as a line: the field by its label ("Hero › Title (Swedish)") and its path, to jump to. */
function findingLines(outcome: { findings: readonly CheckFinding[] }): string[] {
  return outcome.findings.map((finding) => {
    const label = fieldLabel(finding.document, finding.path).en;
    const field = label ? `“${label}” (${finding.path})` : finding.path;
    const code = finding.rule ? `${finding.code} ${finding.rule}` : finding.code;
    const reason = finding.rule ? ruleReason(finding.rule, "en") : undefined;
    return `${finding.severity}: ${code} ${finding.document} ${field}${finding.detail ? `: ${finding.detail}` : ""}${reason ? ` – ${reason}` : ""}`;
  });
}

export async function runContentCommand(
  args: string[],
  options: { publish?: boolean; limit?: string },
  io: CommandIo,
): Promise<number> {
  const [sub, ...rest] = args;
  const deps = { db: io.db, seed: seedDocuments, now: io.now ?? (() => new Date()) };
  const refuseOptions = (allowed: string[]) => {
    for (const [name, value] of Object.entries(options)) {
      if (value !== undefined && !allowed.includes(name))
        throw new ContentUsageError(`content ${sub}: --${name} is not an option of this command`);
    }
  };
  await prepareContent(io.db, seedDocuments);
  try {
    switch (sub) {
      case "export": {
        refuseOptions([]);
        if (rest.length > 0) throw new ContentUsageError("content export: takes no arguments");
        io.out(JSON.stringify(await exportContent(io.db), null, 2));
        return 0;
      }
      case "import": {
        refuseOptions(["publish"]);
        if (rest.length !== 1) throw new ContentUsageError("content import: <file> [--publish]");
        let file: unknown;
        try {
          file = JSON.parse(await readFile(rest[0] as string, "utf8"));
        } catch (error) {
          io.out(`Cannot read ${rest[0]} as JSON: ${(error as Error).message}`);
          return 1;
        }
        const result = await importContent(deps, { file, publish: options.publish === true, author: "cli" });
        if (result.outcome && !result.outcome.published) {
          for (const line of findingLines(result.outcome)) io.out(line);
          io.out("Nothing was published.");
          return 1;
        }
        for (const line of findingLines(result.outcome ?? { findings: result.findings ?? [] })) io.out(line);
        io.out(
          result.outcome
            ? `Published ${result.documents.length} documents as content version ${result.outcome.version}.`
            : `Saved ${result.documents.length} drafts; publish them in the console.`,
        );
        return 0;
      }
      case "history": {
        refuseOptions(["limit"]);
        if (rest.length > 1) throw new ContentUsageError("content history: [page] [--limit N]");
        const page = rest[0];
        if (page !== undefined && !isDocumentId(page)) throw new ContentUsageError(`content history: no page ${page}`);
        const limit = options.limit === undefined ? 50 : Number(options.limit);
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
          throw new ContentUsageError("--limit: a whole number from 1 to 1000");
        for (const revision of await listRevisions(io.db, { document: page, limit })) {
          io.out(
            `${revision.publishedAt}  v${revision.contentVersion}  ${revision.document} #${revision.number}  ${terminalSafe(revision.author)}${revision.note ? `  ${terminalSafe(revision.note)}` : ""}`,
          );
        }
        return 0;
      }
      case "restore": {
        refuseOptions([]);
        const [page, number] = rest;
        if (rest.length !== 2 || !page || !/^\d+$/.test(number ?? ""))
          throw new ContentUsageError("content restore: <page> <revision>");
        const { outcome } = await restoreRevision(deps, {
          document: page,
          number: Number(number),
          mode: "publish",
          author: "cli",
          confirmWarnings: true,
        });
        if (!outcome?.published) {
          for (const line of outcome ? findingLines(outcome) : []) io.out(line);
          io.out("Nothing was published.");
          return 1;
        }
        io.out(
          `Restored ${page} revision ${number} as revision ${outcome.revisions?.[0]?.number} (content version ${outcome.version}).`,
        );
        return 0;
      }
      default:
        throw new ContentUsageError(`content: export | import <file> [--publish] | history [page] | restore <page> <revision>`);
    }
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    if (error.issues.length === 0) io.out(`Refused: ${error.code}`);
    for (const issue of error.issues) io.out(`${issue.document ?? ""} ${issue.path}: ${issue.problem}`.trim());
    return 1;
  }
}
