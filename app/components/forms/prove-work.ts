import { moduleWorker } from "~/workers/urls";
import type * as Solver from "~/workers/proof.worker";
import type { Challenge } from "./proof-of-work";

/** The solver worker's URL, put here by the islands' build (app/workers/urls.ts). */
declare const __PROOF_WORKER__: string | undefined;
const PROOF_WORKER_URL = typeof __PROOF_WORKER__ === "string" ? __PROOF_WORKER__ : undefined;

export const CHALLENGE_PATH = "/api/form-challenge";

/**
 * Solves a challenge in a Worker, so typing never waits for the hashes
 * (docs/decisions/033-main-thread-off.md); where there is no worker, or it fails to start, the
 * page imports the worker's module and solves in 20 000-hash slices on its own thread, as before.
 */
function solve(challenge: Challenge, url: string): Promise<string | null> {
  const onPage = async () => ((await import(/* @vite-ignore */ url)) as typeof Solver).solveChallenge(challenge);
  const worker = moduleWorker(url);
  if (!worker) return onPage();
  return new Promise((resolve) => {
    worker.onmessage = (event: MessageEvent<string | null>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      resolve(onPage());
    };
    worker.postMessage(challenge);
  });
}

/**
 * Fetches a challenge from our server and solves it (docs/decisions/011-spam-defence.md); null
 * when anything fails, or outside the islands' build (the post then goes unverified).
 */
export async function proveWork(): Promise<string | null> {
  if (!PROOF_WORKER_URL) return null;
  try {
    const response = await fetch(CHALLENGE_PATH, { cache: "no-store", credentials: "omit" });
    if (!response.ok) return null;
    return await solve((await response.json()) as Challenge, PROOF_WORKER_URL);
  } catch {
    return null;
  }
}
