/**
 * The proof-of-work solver's worker (docs/decisions/033-main-thread-off.md): it takes a
 * challenge, answers with the form field's value (or null), and does nothing else. The page
 * imports the same module to solve on its own thread where there is no worker
 * (app/components/forms/prove-work.ts). Built on its own, with no import of its own: the
 * worker runs under its script's CSP, which allows nothing to be loaded.
 */
import { solveChallenge, type Challenge } from "~/components/forms/proof-of-work";
import { inWorker } from "./urls";

export { solveChallenge };

if (inWorker()) {
  globalThis.onmessage = async (event: MessageEvent<Challenge>) => globalThis.postMessage(await solveChallenge(event.data));
}
