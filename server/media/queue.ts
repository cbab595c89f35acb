import sharp from "sharp";
import { processImage, type ProcessedImage } from "./process";

/**
 * Images are processed one at a time, and sharp (whose work runs on libuv's thread pool, never
 * on the event loop) uses one thread for it: on a small machine the other cores stay free for
 * page views and form posts while a 20 MB photo is encoded (docs/decisions/024-media.md). The
 * caller awaits its own job's promise; nothing else waits for it.
 */
sharp.concurrency(1);

let tail: Promise<unknown> = Promise.resolve();
let waiting = 0;

export function queueProcessing(bytes: Buffer, claimedType: string): Promise<ProcessedImage> {
  waiting += 1;
  const job = tail.then(() => processImage(bytes, claimedType)).finally(() => (waiting -= 1));
  tail = job.catch(() => undefined);
  return job;
}

/** Jobs queued or running (for the bench and tests). */
export const queuedJobs = () => waiting;
