/**
 * Starting the workers (docs/decisions/033-main-thread-off.md). scripts/islands.ts builds each
 * worker on its own and puts its hashed URL in place of a name in the island that starts it
 * (`__PROOF_WORKER__` in prove-work.ts, `__RAIN_WORKER__` in falling-characters.tsx); outside
 * the islands' build (the prerender, the dev server, tests) the name is undefined, and the
 * island does without the worker's work.
 */

/**
 * A module worker running `url`, or null where the browser has no Worker or cannot run a module
 * worker (it would run the file as a classic script and fail on its `export`): a browser that
 * can reads the `type` option, an older one never asks for it.
 */
export function moduleWorker(url: string): Worker | null {
  if (typeof Worker === "undefined") return null;
  let readsType = false;
  const worker = new Worker(url, {
    get type() {
      readsType = true;
      return "module" as const;
    },
  });
  if (readsType) return worker;
  worker.terminate();
  return null;
}

/** True in a worker, false on a page: a worker's module also runs on the page where there is no worker. */
export const inWorker = (): boolean => "WorkerGlobalScope" in globalThis;
