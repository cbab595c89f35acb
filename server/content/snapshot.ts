/**
 * The last render, kept on disk (docs/decisions/018-content-editing.md): a restart serves the
 * published pages at once, before (or without) rendering again. One file, written to a temporary
 * name and renamed, so a crash mid-write leaves the previous snapshot whole.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { RenderedFile } from "../site/page-overlay";

interface Stored {
  version: number;
  /** The documents the pages were rendered from, so the next publish renders only what changed. */
  documents: [string, unknown][];
  pages: [string, { body: string; br?: string; gzip?: string; etag: string; policy: string; type: string }][];
}

const b64 = (buffer: Buffer | undefined) => buffer?.toString("base64");
const buf = (text: string | undefined) => (text === undefined ? undefined : Buffer.from(text, "base64"));

export async function saveSnapshot(
  dir: string,
  version: number,
  pages: ReadonlyMap<string, RenderedFile>,
  documents: ReadonlyMap<string, unknown>,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  const stored: Stored = {
    version,
    documents: [...documents],
    pages: [...pages].map(([url, file]) => [
      url,
      {
        body: b64(file.body) as string,
        br: b64(file.br),
        gzip: b64(file.gzip),
        etag: file.etag,
        policy: file.policy,
        type: file.type,
      },
    ]),
  };
  const target = path.join(dir, "pages.json");
  await writeFile(`${target}.tmp`, JSON.stringify(stored), { mode: 0o600 });
  await rename(`${target}.tmp`, target);
}

export async function loadSnapshot(
  dir: string,
): Promise<{ version: number; pages: Map<string, RenderedFile>; documents: Map<string, unknown> } | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(dir, "pages.json"), "utf8");
  } catch {
    return undefined;
  }
  const stored = JSON.parse(text) as Stored;
  return {
    version: stored.version,
    documents: new Map(stored.documents),
    pages: new Map(
      stored.pages.map(([url, file]) => [
        url,
        {
          body: buf(file.body) as Buffer,
          br: buf(file.br),
          gzip: buf(file.gzip),
          etag: file.etag,
          policy: file.policy,
          type: file.type,
        },
      ]),
    ),
  };
}
