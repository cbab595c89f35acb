/**
 * The console's calls to /api/admin: JSON in and out, same origin (the browser adds the Origin
 * header the server checks, and the SameSite=Strict session cookie). A refusal becomes an
 * ApiError carrying the server's code, which the console translates.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** The refusal's body, for the callers that show more than its code (a conflict's draft). */
    readonly data?: unknown,
  ) {
    super(code);
  }
}

/** Listeners told when any call finds the session gone (the shell shows the sign-in screen). */
const signedOutListeners = new Set<() => void>();
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}
/** Tells the listeners: for calls made without `api` (an upload by XMLHttpRequest, for its progress). */
export function announceSignedOut(): void {
  signedOutListeners.forEach((listener) => listener());
}

/**
 * A call; when the server asks for a fresh passkey check first (403 `step-up`: managing
 * operators, roles or passkeys, erasure, export), the browser's passkey prompt opens and the
 * call is made once more.
 */
export async function api<T>(
  path: string,
  init: { method?: "GET" | "POST" | "PUT" | "DELETE"; body?: unknown; steppedUp?: boolean } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/admin${path}`, {
      method: init.method ?? "GET",
      headers: init.body === undefined ? undefined : { "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError(0, "network");
  }
  const data = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) {
    const code = data.error ?? "server";
    if (response.status === 401 && code === "signed-out") announceSignedOut();
    if (response.status === 403 && code === "step-up" && !init.steppedUp) {
      const { stepUp } = await import("./passkey");
      await stepUp();
      return api<T>(path, { ...init, steppedUp: true });
    }
    throw new ApiError(response.status, code, data);
  }
  return data;
}

/** A query string of the non-empty values. */
export function queryOf(values: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}
