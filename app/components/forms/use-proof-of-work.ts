import { useEffect, useRef, type RefObject } from "react";
import { proveWork } from "./prove-work";

/** A proof older than this is fetched again at submit (the server accepts one for two hours). */
const PROOF_MAX_AGE_MS = 100 * 60_000;
/** How long a submit waits for an unfinished proof before posting without one (then unverified). */
const PROOF_WAIT_MS = 5_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return Promise.race([promise, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
}

/**
 * The proof of work of one form (docs/decisions/011-spam-defence.md), for the enquiry forms and
 * the booking island alike: a challenge is fetched and solved from the first focus or keystroke
 * in the form, so it is ready long before the visitor sends. `take()` at submit waits up to 5 s
 * for it and hands it over once: each proof goes with one post only (a failed post's retry, or
 * the next booking, solves a fresh one). `mounted` changes whenever the form element may have
 * been replaced, so the listeners follow it.
 */
export function useProofOfWork(formRef: RefObject<HTMLFormElement | null>, mounted: unknown): () => Promise<string | null> {
  const proof = useRef<{ at: number; value: Promise<string | null> } | null>(null);
  const start = () => (proof.current = { at: Date.now(), value: proveWork() });

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const begin = () => {
      if (!proof.current) start();
    };
    form.addEventListener("focusin", begin);
    form.addEventListener("input", begin);
    return () => {
      form.removeEventListener("focusin", begin);
      form.removeEventListener("input", begin);
    };
  }, [formRef, mounted]);

  return async () => {
    if (!proof.current || Date.now() - proof.current.at > PROOF_MAX_AGE_MS) start();
    const solved = await within(proof.current!.value, PROOF_WAIT_MS);
    proof.current = null;
    return solved;
  };
}
