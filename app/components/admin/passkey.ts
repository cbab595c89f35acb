import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { api, ApiError } from "./api";

type CreationOptions = Parameters<typeof startRegistration>[0]["optionsJSON"];
type RequestOptions = Parameters<typeof startAuthentication>[0]["optionsJSON"];

/** A cancelled or timed-out browser prompt is not an error worth alarming anyone about. */
function ceremonyError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError"))
    return new ApiError(0, "cancelled");
  return new ApiError(0, "passkey-invalid");
}

function ensureSupport(): void {
  if (!browserSupportsWebAuthn()) throw new ApiError(0, "unsupported");
}

/** Sign in with any passkey this browser holds for the site. */
export async function signInWithPasskey(): Promise<{ email: string }> {
  ensureSupport();
  try {
    const { challengeId, options } = await api<{ challengeId: string; options: RequestOptions }>("/sign-in/options", {
      method: "POST",
      body: {},
    });
    const response = await startAuthentication({ optionsJSON: options });
    return await api("/sign-in/verify", { method: "POST", body: { challengeId, response } });
  } catch (error) {
    throw ceremonyError(error);
  }
}

/** First passkey, from an enrolment link. */
export async function enrolPasskey(token: string, name: string): Promise<{ email: string }> {
  ensureSupport();
  try {
    const { challengeId, options } = await api<{ challengeId: string; options: CreationOptions }>("/enrol/options", {
      method: "POST",
      body: { token },
    });
    const response = await startRegistration({ optionsJSON: options });
    return await api("/enrol/verify", { method: "POST", body: { token, challengeId, name, response } });
  } catch (error) {
    throw ceremonyError(error);
  }
}

/**
 * Another passkey for the signed-in operator. `waitingUntil` is set when it was added without a
 * passkey check (the server then asks for none first, as the operator has no trusted key) and
 * passes no step-up before then.
 */
export async function addPasskey(name: string): Promise<{ waitingUntil?: string }> {
  ensureSupport();
  try {
    const { challengeId, options } = await api<{ challengeId: string; options: CreationOptions }>("/passkeys/options", {
      method: "POST",
      body: {},
    });
    const response = await startRegistration({ optionsJSON: options });
    return await api<{ waitingUntil?: string }>("/passkeys", { method: "POST", body: { challengeId, name, response } });
  } catch (error) {
    throw ceremonyError(error);
  }
}

/**
 * A fresh passkey check of the signed-in session (a step-up): needed every few minutes for the
 * sensitive actions, and after signing in with an emailed link. Only the operator's own
 * passkeys count.
 */
export async function stepUp(): Promise<void> {
  ensureSupport();
  try {
    const { challengeId, options } = await api<{ challengeId: string; options: RequestOptions }>("/step-up/options", {
      method: "POST",
      body: {},
    });
    const response = await startAuthentication({ optionsJSON: options });
    await api("/step-up/verify", { method: "POST", body: { challengeId, response } });
  } catch (error) {
    throw ceremonyError(error);
  }
}

/** Makes sure the session's passkey check is fresh (a step-up if not), before a download link. */
export async function ensureFreshCheck(): Promise<void> {
  const { fresh } = await api<{ fresh: boolean }>("/step-up");
  if (!fresh) await stepUp();
}
