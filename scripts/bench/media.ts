/**
 * Media bench (docs/decisions/024-media.md): how long an upload takes to process (every width
 * and format, the square and Open Graph crops), over a few generated photos up to a ~20 MB one,
 * and what a visitor of /sv sees meanwhile: page-view latency with no upload, then while the
 * 20 MB photo is processed. The server runs in this process, as in production, where the upload
 * request awaits the same queue (server/media/queue.ts): sharp's threads beside the event loop
 * that serves the pages.
 *
 * The photos are made on the spot by sharp (a smooth scene under sensor grain), saved as JPEG
 * at a quality that lands the largest just under the 20 MB upload limit.
 */
import { Agent, request } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { NO_SHEDDING } from "../../server/http/load-shedding";
import { addImage } from "../../server/media/service";

export interface Latency {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers other than 200. */
  failed: number;
}

export interface MediaBenchResult {
  uploads: { photo: string; megabytes: number; ms: number }[];
  medianMs: number;
  maxMs: number;
  /** The largest photo, processed while the page views below were measured. */
  big: { photo: string; megabytes: number; ms: number };
  pageViews: { idle: Latency; duringUpload: Latency };
}

export interface MediaBenchOptions {
  /** Photos processed one after another for the time per upload: [width, height, JPEG quality]. */
  photos?: readonly (readonly [number, number, number])[];
  /** The photo processed while /sv is fetched (by default 6200×4100 at quality 99: about 19 MB). */
  big?: readonly [number, number, number];
  /** How long page views are measured with no upload. */
  idleSeconds?: number;
}

const DEFAULT_PHOTOS = [
  [1600, 1200, 90],
  [3000, 2000, 90],
  [4000, 3000, 92],
] as const;
const DEFAULT_BIG = [6200, 4100, 99] as const;

/**
 * A photo-like picture: a smooth scene (a few dozen random colours enlarged with a cubic
 * kernel) under fine sensor grain, as JPEG. Pure noise would be the worst case for every
 * encoder; this has the texture of a real photo at a real photo's file size.
 */
async function photo([width, height, quality]: readonly [number, number, number]): Promise<Buffer> {
  const noise = (w: number, h: number, mean: number, sigma: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: "#808080", noise: { type: "gaussian", mean, sigma } } });
  const scene = await noise(Math.ceil(width / 100), Math.ceil(height / 100), 120, 60)
    .png()
    .toBuffer();
  const grain = await noise(width, height, 128, 12).png().toBuffer();
  return sharp(scene)
    .resize(width, height, { kernel: "cubic" })
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality })
    .toBuffer();
}

const label = ([width, height]: readonly number[]) => `${width}×${height}`;
const megabytes = (bytes: Buffer) => Math.round((bytes.length / 1_048_576) * 10) / 10;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function latencyOf(times: number[], failed: number): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: times.length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? 0),
    failed,
  };
}

/** One visitor fetching /sv one page after another (keep-alive) until `done()` says stop. */
async function visit(port: number, done: () => boolean): Promise<Latency> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let failed = 0;
  try {
    while (!done()) {
      const start = performance.now();
      const status = await new Promise<number>((resolve) => {
        const req = request({ host: "127.0.0.1", port, path: "/sv", agent, headers: { "accept-encoding": "br" } }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        });
        req.on("error", () => resolve(0));
        req.end();
      });
      times.push(performance.now() - start);
      if (status !== 200) failed += 1;
    }
  } finally {
    agent.destroy();
  }
  return latencyOf(times, failed);
}

export async function runMediaBench(options: MediaBenchOptions = {}): Promise<MediaBenchResult> {
  const { photos = DEFAULT_PHOTOS, big = DEFAULT_BIG, idleSeconds = 5 } = options;
  const dir = await mkdtemp(join(tmpdir(), "bench-media-"));
  const app = await buildApp({
    config: loadConfig({ ...process.env, DATABASE_URL: `file:${dir}/site.db`, SMTP_URL: "", MAIL_TO: "" }),
    // The measuring client runs beside the server here; its work is not overload.
    shedding: NO_SHEDDING,
  });
  try {
    const origin = await app.listen({ port: 0, host: "127.0.0.1" });
    const port = Number(new URL(origin).port);
    const upload = async (size: readonly [number, number, number]) => {
      const bytes = await photo(size);
      const start = performance.now();
      await addImage(app.db, { bytes, type: "image/jpeg", fileName: "bench.jpg", by: "bench", now: new Date() });
      return { photo: label(size), megabytes: megabytes(bytes), ms: Math.round(performance.now() - start) };
    };

    const uploads = [];
    for (const size of photos) uploads.push(await upload(size));

    const idleUntil = performance.now() + idleSeconds * 1000;
    const idle = await visit(port, () => performance.now() > idleUntil);

    const bytes = await photo(big);
    let processing = true;
    const start = performance.now();
    const [duringUpload] = await Promise.all([
      visit(port, () => !processing),
      addImage(app.db, { bytes, type: "image/jpeg", fileName: "big.jpg", by: "bench", now: new Date() }).finally(
        () => (processing = false),
      ),
    ]);
    const bigUpload = { photo: label(big), megabytes: megabytes(bytes), ms: Math.round(performance.now() - start) };
    const all = [...uploads, bigUpload].map((entry) => entry.ms).sort((a, b) => a - b);
    return {
      uploads: [...uploads, bigUpload],
      medianMs: all[Math.floor(all.length / 2)] ?? 0,
      maxMs: all.at(-1) ?? 0,
      big: bigUpload,
      pageViews: { idle, duringUpload },
    };
  } finally {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
}

export function formatMediaBench(result: MediaBenchResult): string {
  const row = (name: string, latency: Latency) =>
    `${name.padEnd(34)} ${String(latency.requests).padStart(6)} ${`${latency.p50Ms} ms`.padStart(9)} ${`${latency.p99Ms} ms`.padStart(9)} ${`${latency.maxMs} ms`.padStart(9)} ${String(latency.failed).padStart(6)}`;
  return [
    "Media: processing per upload (every width × AVIF/WebP/JPEG, square and Open Graph crops; one at a time, sharp on one thread)",
    ...result.uploads.map(
      (entry) => `  ${entry.photo.padEnd(12)} ${`${entry.megabytes} MB`.padStart(8)} ${`${entry.ms} ms`.padStart(10)}`,
    ),
    `  median ${result.medianMs} ms, max ${result.maxMs} ms`,
    "Page views of /sv, one visitor, keep-alive",
    `${"".padEnd(34)} ${"views".padStart(6)} ${"p50".padStart(9)} ${"p99".padStart(9)} ${"max".padStart(9)} ${"non-200".padStart(6)}`,
    row("  no upload", result.pageViews.idle),
    row(`  while ${result.big.megabytes} MB is processed`, result.pageViews.duringUpload),
  ].join("\n");
}
