import sharp from "sharp";
import type { Focal } from "./crop";
import { processCrops, processImage, type ProcessedImage, type Variant } from "./process";

/**
 * Images are processed one at a time, and sharp (whose work runs on libuv's thread pool, never
 * on the event loop) uses one thread for it: on a small machine the other cores stay free for
 * page views and form posts while a 20 MB photo is encoded (docs/decisions/024-media.md). The
 * caller awaits its own job's promise; nothing else waits for it.
 */
sharp.concurrency(1);

let tail: Promise<unknown> = Promise.resolve();
let waiting = 0;

function enqueue<T>(work: () => Promise<T>): Promise<T> {
  waiting += 1;
  const job = tail.then(work).finally(() => (waiting -= 1));
  tail = job.catch(() => undefined);
  return job;
}

/** The variants of image `image` (its id names them). */
export function queueProcessing(bytes: Buffer, claimedType: string, focal: Focal, image: string): Promise<ProcessedImage> {
  return enqueue(() => processImage(bytes, claimedType, focal, image));
}

/** New crops of a stored original around a new focal point, in the same queue as uploads. */
export function queueCrops(bytes: Buffer, type: string, focal: Focal, image: string): Promise<Variant[]> {
  return enqueue(() => processCrops(bytes, type, focal, image));
}

/** Jobs queued or running (for the bench and tests). */
export const queuedJobs = () => waiting;
