import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { buildApp } from "../app";
import { getSubmission, listSubmissions } from "../db";
import { SHEDDING_LIMITS, NO_SHEDDING } from "../http/load-shedding";
import { loggerOptions } from "../http/logging";
import {
  FORM_HEADERS,
  JSON_FORM_HEADERS,
  SITE_URL,
  formBody,
  makeTempDir,
  startTestApp,
  testConfig,
  type TestApp,
} from "../../test/support/enquiry-app";

/**
 * The edges of POST / (server/enquiries/plugin.ts) that the other capture tests leave open:
 * what the operator reads in the logs when a post fails, requests that reach the handler
 * without a form body, the back link of refusal pages, the shed post's own answer, and the
 * draining of a body refused by its size (on a real socket). Each test builds its own app, so
 * whatever the plugin sets up while it registers is set up inside the test.
 */

interface LogLine {
  level: number;
  msg: string;
  err?: { message?: string };
}

/** An app with the server's logger settings at info level, writing into memory. */
async function loggedApp(): Promise<{ app: TestApp["app"]; lines: () => LogLine[]; close(): Promise<void> }> {
  const temp = await makeTempDir("plugin-log-");
  const written: string[] = [];
  const app = await buildApp({
    config: testConfig(temp.dir),
    logger: loggerOptions("info", { write: (line) => void written.push(line) }),
    shedding: NO_SHEDDING,
  });
  await app.ready();
  return {
    app,
    lines: () => written.map((line) => JSON.parse(line) as LogLine),
    close: async () => {
      await app.close();
      await temp.remove();
    },
  };
}

const ERROR = 50;
const WARN = 40;

describe("what the logs say when a post fails", () => {
  it("logs a failure past the store as an error with its cause, and a refused body not at all", async () => {
    const logged = await loggedApp();
    try {
      // A fault after the commit (the notification kick): the error handler's 500.
      const kick = vi.spyOn(logged.app.notifications, "kick").mockImplementation(() => {
        throw new Error("kick exploded");
      });
      const failed = await logged.app.inject({
        method: "POST",
        url: "/",
        headers: JSON_FORM_HEADERS,
        payload: formBody("contact"),
      });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toMatchObject({ ok: false, error: "server" });
      kick.mockRestore();
      const failures = logged.lines().filter((line) => line.msg === "enquiry capture failed");
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatchObject({ level: ERROR, err: { message: "kick exploded" } });

      // The client's faults (400, 413, 415, 403) are answered, not logged as errors.
      const before = logged.lines().length;
      for (const [headers, payload, status] of [
        [FORM_HEADERS, "a&".repeat(100), 400],
        [FORM_HEADERS, Array.from({ length: 300 }, (_, i) => `k${i}=1`).join("&"), 413],
        [{ "content-type": "text/plain" }, "x", 415],
        [{ ...FORM_HEADERS, origin: "https://evil.example" }, formBody("contact"), 403],
      ] as const) {
        expect((await logged.app.inject({ method: "POST", url: "/", headers, payload })).statusCode).toBe(status);
      }
      const after = logged.lines().slice(before);
      expect(after.filter((line) => line.level >= WARN)).toEqual([]);
      expect(after.some((line) => line.msg === "request completed")).toBe(true);
    } finally {
      await logged.close();
    }
  });

  it("answers 500, never the status an unexpected error carries, when that status is no error", async () => {
    const logged = await loggedApp();
    try {
      // An error that carries an HTTP status of its own (as errors of HTTP clients do), here a redirect's.
      vi.spyOn(logged.app.siteStats, "recordEnquiry").mockImplementation(() => {
        throw Object.assign(new Error("upstream moved"), { statusCode: 302 });
      });
      const response = await logged.app.inject({
        method: "POST",
        url: "/",
        headers: JSON_FORM_HEADERS,
        payload: formBody("contact"),
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ ok: false, error: "server" });
      expect(logged.lines().filter((line) => line.msg === "enquiry capture failed")).toMatchObject([
        { level: ERROR, err: { message: "upstream moved" } },
      ]);
    } finally {
      await logged.close();
    }
  });

  it("logs an unreachable database as a warning with its cause, and any other store failure as an error", async () => {
    const logged = await loggedApp();
    try {
      const screen = vi.spyOn(logged.app.spamDefence, "screen");
      screen.mockRejectedValueOnce(Object.assign(new Error("connect ECONNREFUSED 10.0.0.9:5432"), { code: "ECONNREFUSED" }));
      const unavailable = await logged.app.inject({
        method: "POST",
        url: "/",
        headers: JSON_FORM_HEADERS,
        payload: formBody("contact"),
      });
      expect(unavailable.statusCode).toBe(503);
      expect(unavailable.headers["retry-after"]).toBe("30");

      screen.mockRejectedValueOnce(new Error("a bug in the screening"));
      const broken = await logged.app.inject({
        method: "POST",
        url: "/",
        headers: JSON_FORM_HEADERS,
        payload: formBody("contact"),
      });
      expect(broken.statusCode).toBe(500);
      expect(broken.headers["retry-after"]).toBeUndefined();
      screen.mockRestore();

      const notStored = logged.lines().filter((line) => line.msg.startsWith("enquiry not stored"));
      expect(notStored).toMatchObject([
        { level: WARN, msg: "enquiry not stored: database unavailable", err: { message: "connect ECONNREFUSED 10.0.0.9:5432" } },
        { level: ERROR, msg: "enquiry not stored", err: { message: "a bug in the screening" } },
      ]);
      expect(notStored).toHaveLength(2);
      expect(await listSubmissions(logged.app.db)).toHaveLength(0);
    } finally {
      await logged.close();
    }
  });
});

describe("the charset of a form post", () => {
  it("accepts UTF-8 named in any case, quoted or not, and refuses any other charset, quoted or not", async () => {
    const t = await startTestApp();
    try {
      const post = (contentType: string) =>
        t.app.inject({
          method: "POST",
          url: "/",
          headers: { accept: "application/json", "content-type": contentType },
          payload: formBody("contact"),
        });
      for (const charset of ['"UTF-8"', '"utf-8"', "UTF-8", ' "utf-8" ']) {
        const response = await post(`application/x-www-form-urlencoded; charset=${charset}`);
        expect(response.statusCode, charset).toBe(200);
      }
      for (const charset of ['"iso-8859-1"', "windows-1252", '"utf-16"']) {
        const response = await post(`application/x-www-form-urlencoded; charset=${charset}`);
        expect(response.statusCode, charset).toBe(415);
        expect(response.json()).toMatchObject({ ok: false, error: "unsupportedMediaType" });
      }
      expect(await listSubmissions(t.app.db)).toHaveLength(4);
    } finally {
      await t.close();
    }
  });
});

describe("requests without a form body", () => {
  it("refuses JSON and plain text as 415 before any parser reads them, a malformed JSON body too", async () => {
    const t = await startTestApp();
    try {
      for (const [type, payload] of [
        ["application/json", '{"name": "Åsa", "email": '],
        ["application/json", '{"form-name": "contact"}'],
        ["text/plain", "name=Åsa"],
      ] as const) {
        const response = await t.app.inject({
          method: "POST",
          url: "/",
          headers: { accept: "application/json", "content-type": type },
          payload,
        });
        expect(response.statusCode, `${type} ${payload}`).toBe(415);
      }
      expect(await listSubmissions(t.app.db)).toHaveLength(0);
    } finally {
      await t.close();
    }
  });

  it("refuses a post with no body and no content type as 415, not as an unknown form", async () => {
    const t = await startTestApp();
    try {
      for (const accept of ["application/json", "text/html"]) {
        const response = await t.app.inject({ method: "POST", url: "/", headers: { accept, "content-type": undefined } });
        expect(response.statusCode).toBe(415);
        if (accept === "application/json") expect(response.json()).toMatchObject({ ok: false, error: "unsupportedMediaType" });
      }
      expect(await listSubmissions(t.app.db)).toHaveLength(0);
    } finally {
      await t.close();
    }
  });

  it("names the unknown form as the one error of a post without a known form-name", async () => {
    const t = await startTestApp();
    try {
      for (const payload of ["", "name=Jane", "form-name=newsletter&email=a%40b.se"]) {
        const response = await t.app.inject({ method: "POST", url: "/", headers: JSON_FORM_HEADERS, payload });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({ ok: false, errors: { "form-name": "unknownForm" } });
      }
    } finally {
      await t.close();
    }
  });
});

describe("a bot's post without one address", () => {
  it("is screened under the address stored for it (none), so two such posts are not two senders", async () => {
    const t = await startTestApp();
    try {
      const message = "Buy cheap followers today, the best offer for your business growth!";
      const ids: string[] = [];
      for (const sender of ["bot1", "bot2"]) {
        // The email key twice, and the honeypot filled: stored as spam, with no address.
        const email = `&email=${sender}%40example.com&email=${sender}%40example.org`;
        const payload = `${formBody("contact", { email: undefined, message }, "filled")}${email}`;
        const response = await t.app.inject({ method: "POST", url: "/", headers: JSON_FORM_HEADERS, payload });
        expect(response.statusCode).toBe(200);
        ids.push(response.json<{ id: string }>().id);
      }
      for (const id of ids) {
        const stored = await getSubmission(t.app.db, id);
        expect(stored?.status).toBe("spam");
        expect(stored?.email).toBe("");
        expect(stored?.screening?.reasons.map((reason) => reason.code)).toContain("honeypot");
        expect(stored?.screening?.reasons.map((reason) => reason.code)).not.toContain("same-text-many-senders");
      }
    } finally {
      await t.close();
    }
  });
});

describe("the back link of a refusal without a known form", () => {
  it("leads to the home page of the language for a post from the unprefixed home, else back to the page", async () => {
    const t = await startTestApp();
    try {
      const post = (referer: string, acceptLanguage: string, payload: string, headers: Record<string, string> = FORM_HEADERS) =>
        t.app.inject({
          method: "POST",
          url: "/",
          headers: { ...headers, referer, "accept-language": acceptLanguage },
          payload,
        });
      // Unknown form (422 page) and refused type (415 page): both use the page the post came from.
      for (const [payload, headers, status] of [
        ["form-name=newsletter", FORM_HEADERS, 422],
        ["x", { "content-type": "text/plain" }, 415],
      ] as const) {
        for (const lang of ["en", "sv"]) {
          const home = await post(`${SITE_URL}/`, lang, payload, headers);
          expect(home.statusCode).toBe(status);
          expect(home.body).toContain(`class="back" href="/${lang}"`);
        }
        const page = await post(`${SITE_URL}/en/otc`, "sv", payload, headers);
        expect(page.statusCode).toBe(status);
        expect(page.body).toContain('class="back" href="/en/otc"');
        expect(page.body).not.toContain('href="/en"');
      }
    } finally {
      await t.close();
    }
  });
});

describe("a plain post shed under load", () => {
  it("gets its own 503 page with Retry-After and is neither validated nor stored", async () => {
    const between = (SHEDDING_LIMITS.maxWorkDelayMs + SHEDDING_LIMITS.maxPageDelayMs) / 2;
    const t = await startTestApp(
      {},
      { shedding: { ...SHEDDING_LIMITS, maxWorkInFlight: 0, retryAfterSeconds: 9, monitor: () => between } },
    );
    try {
      // A valid post and one that validation would refuse: both shed alike, with what was typed.
      for (const [payload, typed] of [
        [formBody("contact", { name: "Åsa Shed" }), "Åsa Shed"],
        [formBody("contact", { email: "not an address" }), "not an address"],
      ]) {
        const response = await t.app.inject({
          method: "POST",
          url: "/",
          headers: { ...FORM_HEADERS, referer: `${SITE_URL}/en` },
          payload,
        });
        expect(response.statusCode).toBe(503);
        expect(response.headers["retry-after"]).toBe("9");
        expect(response.body).toContain("The server is very busy right now");
        expect(response.body).toContain(typed);
      }
      expect(await listSubmissions(t.app.db)).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});

describe("on a real socket", () => {
  /** The app listening on a free local port. */
  async function listening(): Promise<{ t: TestApp; port: number }> {
    const t = await startTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    return { t, port: (t.app.server.address() as AddressInfo).port };
  }

  it("reads off a body over the limit before the 413, so a client that sends it all first gets the page", async () => {
    const { t, port } = await listening();
    try {
      const body = `message=${"x".repeat(90 * 1024)}`;
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(port, "127.0.0.1");
        let text = "";
        socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
        socket.on("error", (error) => resolve(`error: ${error.message}`));
        socket.on("close", () => resolve(text));
        // Like nginx: the whole request goes out first, in pieces, and only then is the answer read.
        socket.pause();
        socket.write(
          `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
        );
        const pieces = body.match(/[\s\S]{1,8192}/g) ?? [];
        const next = () => {
          const piece = pieces.shift();
          if (piece === undefined) return void setImmediate(() => socket.resume());
          socket.write(piece, () => setImmediate(next));
        };
        next();
      });
      expect(answer).toMatch(/^HTTP\/1\.1 413/);
    } finally {
      await t.close();
    }
  });

  it("answers a refused cross-site post at once, without waiting for the rest of its body", async () => {
    const { t, port } = await listening();
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1");
        socket.on("error", reject);
        socket.once("data", (chunk: Buffer) => {
          resolve(chunk.toString("latin1"));
          socket.destroy();
        });
        // Announces 100 KiB, sends a few bytes and stops: only a refusal that does not read on can answer.
        socket.write(
          `POST / HTTP/1.1\r\nHost: x\r\nOrigin: https://evil.example\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${100 * 1024}\r\n\r\nform-name=contact`,
        );
      });
      expect(answer).toMatch(/^HTTP\/1\.1 403/);
    } finally {
      await t.close();
    }
  });

  it("stores an empty user agent for a client that sends none", async () => {
    const { t, port } = await listening();
    try {
      const payload = formBody("contact");
      const id = await new Promise<string>((resolve, reject) => {
        const request = httpRequest(
          {
            port,
            host: "127.0.0.1",
            method: "POST",
            path: "/",
            headers: { ...JSON_FORM_HEADERS, "content-length": Buffer.byteLength(payload) },
          },
          (response) => {
            let text = "";
            response.on("data", (chunk: Buffer) => (text += chunk.toString()));
            response.on("end", () => resolve((JSON.parse(text) as { id: string }).id));
          },
        );
        request.on("error", reject);
        request.end(payload);
      });
      expect((await getSubmission(t.app.db, id))?.userAgent).toBe("");
    } finally {
      await t.close();
    }
  });
});
