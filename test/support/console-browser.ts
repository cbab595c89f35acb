import type { LightMyRequestResponse } from "fastify";
import type { Kysely } from "kysely";
import { expect } from "vitest";
import { runCommand } from "../../server/cli/commands";
import type { Database } from "../../server/db/schema";
import { SITE_URL, type TestApp } from "./enquiry-app";
import { softPasskey, type SoftPasskey } from "./soft-passkey";

/**
 * The console as a browser uses it, for server tests through `inject`: a cookie jar of its own
 * (session and link nonce), the site's Origin on every request, and the steps every console
 * test starts with (an invitation from the shell, an enrolment with a soft passkey).
 */

export const CONSOLE_ORIGIN = new URL(SITE_URL).origin;
export const SESSION_COOKIE = "__Host-console";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** One browser with its own cookie jar, like one operator's laptop. */
export class ConsoleBrowser {
  readonly cookies = new Map<string, string>();
  /** The client address the server sees (127.0.0.1 unless set). */
  remoteAddress?: string;
  constructor(private readonly app: () => TestApp) {}

  async request(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string | undefined> = {},
  ): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const response = await this.app().app.inject({
      method,
      url,
      headers: {
        origin: CONSOLE_ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
    });
    for (const line of setCookies(response)) {
      const [pair] = line.split(";");
      const [name, value = ""] = pair!.split("=");
      if (/Max-Age=0/.test(line)) this.cookies.delete(name!);
      else this.cookies.set(name!, value);
    }
    return response;
  }
  get = (url: string) => this.request("GET", url);
  post = (url: string, body: unknown = {}, headers?: Record<string, string | undefined>) =>
    this.request("POST", url, body, headers);
  put = (url: string, body: unknown) => this.request("PUT", url, body);
  delete = (url: string) => this.request("DELETE", url);

  /** The session cookie's value, or "" when signed out. */
  get session(): string {
    return this.cookies.get(SESSION_COOKIE) ?? "";
  }
}

export function setCookies(response: LightMyRequestResponse): string[] {
  const set = response.headers["set-cookie"];
  return Array.isArray(set) ? set : set ? [set] : [];
}

/** `operator invite EMAIL` on the server's shell; the enrolment link's token it printed. */
export async function inviteFromShell(db: Kysely<Database>, email: string, now?: () => Date): Promise<string> {
  const lines: string[] = [];
  const code = await runCommand(["operator", "invite", email], {
    db,
    retentionDays: 365,
    siteUrl: SITE_URL,
    out: (line) => lines.push(line),
    ...(now ? { now } : {}),
  });
  expect(code).toBe(0);
  const link = lines.find((line) => line.startsWith("https://"));
  expect(link).toMatch(new RegExp(`^${SITE_URL}/admin/enrol#[A-Za-z0-9_-]{43}$`));
  return link!.split("#")[1]!;
}

/** Enrols `key` in `browser` from an enrolment link's token; the browser is then signed in. */
export async function enrol(browser: ConsoleBrowser, token: string, key: SoftPasskey = softPasskey()): Promise<void> {
  const options = await browser.post("/api/admin/enrol/options", { token });
  expect(options.statusCode, options.body).toBe(200);
  const { challengeId, options: creation } = options.json();
  const verified = await browser.post("/api/admin/enrol/verify", {
    token,
    challengeId,
    name: "Laptop",
    response: key.register(creation, CONSOLE_ORIGIN),
  });
  expect(verified.statusCode, verified.body).toBe(200);
}

/** An operator created on the shell (the first one is the owner), enrolled in a browser of their own. */
export async function enrolledFromShell(
  app: () => TestApp,
  db: Kysely<Database>,
  email = "owner@nordlegend.se",
  now?: () => Date,
): Promise<{ browser: ConsoleBrowser; key: SoftPasskey }> {
  const token = await inviteFromShell(db, email, now);
  const browser = new ConsoleBrowser(app);
  const key = softPasskey();
  await enrol(browser, token, key);
  return { browser, key };
}
