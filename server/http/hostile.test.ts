import { request } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "../../test/support/server-process";
import { clientDirIn, makeTempDir, SITE_URL, serverProcessEnv } from "../../test/support/enquiry-app";
import { writeFakeBuild } from "../../test/support/fake-build";
import { join } from "node:path";

/**
 * Hostile requests against the real server process (not `inject`): what a stranger can send
 * in the path, the cookie and the body must never answer 5xx, never redirect off-site, and
 * never hold the event loop while a well-behaved visitor waits.
 */

let temp: Awaited<ReturnType<typeof makeTempDir>>;
let server: ServerProcess;

beforeAll(async () => {
  temp = await makeTempDir("hostile-");
  await writeFakeBuild(clientDirIn(temp.dir));
  server = await startServerProcess(serverProcessEnv(`file:${join(temp.dir, "site.db")}`, clientDirIn(temp.dir)));
});

afterAll(async () => {
  await server?.stop();
  await temp?.remove();
});

/** A raw request: fetch would normalise the path before sending it. */
async function raw(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: server.port, path, method: "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (typeof value === "string") responseHeaders.set(name, value);
        }
        resolve(
          new Response(res.statusCode === 304 ? null : Buffer.concat(chunks), {
            status: res.statusCode,
            headers: responseHeaders,
          }),
        );
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** Whether a Location header, resolved against the site, stays on the site. */
function staysOnSite(location: string | null): boolean {
  if (location === null) return true;
  return new URL(location, `${SITE_URL}/some/page`).origin === SITE_URL;
}

describe("crafted paths", () => {
  it.each([
    "/%2Fevil.com/",
    "/%5Cevil.com/",
    "/%2F%2Fevil.com/",
    "/%5C%5Cevil.com/",
    "/\\evil.com/",
    "//evil.com/",
    "/%0D%0A/evil.com/",
    "/%09/evil.com/",
  ])("%s redirects on-site or answers 4xx", async (path) => {
    const response = await raw(path);
    expect(response.status).toBeLessThan(500);
    const location = response.headers.get("location");
    expect(staysOnSite(location), `Location: ${location}`).toBe(true);
    if (location !== null) expect(location).toMatch(/^\/(?![/\\])/);
  });

  it.each(["//", "///", "/%", "/%E0", "/%C0%AF", "/" + "a/".repeat(2000)])("%s answers without a 5xx", async (path) => {
    const response = await raw(path);
    expect(response.status).toBeLessThan(500);
    expect(staysOnSite(response.headers.get("location"))).toBe(true);
  });
});

describe("crafted cookies", () => {
  it.each(["i18nextLng=%", "i18nextLng=%E0", "i18nextLng=%zz; x=1", "i18nextLng"])(
    "%s: / and a 404 still answer",
    async (cookie) => {
      expect((await raw("/", { cookie })).status).toBe(200);
      expect((await raw("/no-such-page", { cookie })).status).toBe(404);
    },
  );
});

describe("crafted bodies", () => {
  it.each([
    ["one key repeated to the byte limit", "a&".repeat(32_767), 400],
    ["distinct keys to the byte limit", Array.from({ length: 9_000 }, (_, i) => `k${i}`).join("&"), 413],
    ["a body over the byte limit", `m=${"x".repeat(70 * 1024)}`, 413],
  ])("%s answers %i, in JSON and in HTML", async (_label, body, status) => {
    for (const accept of ["application/json", "text/html"]) {
      const response = await fetch(`${server.origin}/`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept },
        body,
      });
      expect(response.status).toBe(status);
      if (accept === "application/json") expect(await response.json()).toMatchObject({ ok: false });
      else expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    }
  });
});

describe("crafted headers", () => {
  it("oversized headers are refused with 431 and the server goes on", async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(server.port, "127.0.0.1");
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
      socket.on("error", () => {});
      socket.on("close", () => resolve(text));
      socket.end(`GET / HTTP/1.1\r\nHost: x\r\nX-Filler: ${"x".repeat(20_000)}\r\n\r\n`);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect((await raw("/healthz")).status).toBe(200);
  });
});

describe("a body over the limit", () => {
  it("is read off before the 413, so a client that sends it all before reading gets the page, not a reset", async () => {
    const body = `message=${"x".repeat(90 * 1024)}`;
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(server.port, "127.0.0.1");
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
        if (piece === undefined) return setTimeout(() => socket.resume(), 50);
        socket.write(piece, () => setTimeout(next, 10));
      };
      next();
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
  });
});
