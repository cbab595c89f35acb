import fc from "fast-check";
import { connect } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "../../test/support/server-process";
import { clientDirIn, makeTempDir, SITE_URL, serverProcessEnv } from "../../test/support/enquiry-app";
import { writeFakeBuild } from "../../test/support/fake-build";

/**
 * Generated request targets and cookies against the real server process, sent as raw bytes
 * (an HTTP client would clean them first): never a 5xx, never a Location off the site.
 */

let temp: Awaited<ReturnType<typeof makeTempDir>>;
let server: ServerProcess;

beforeAll(async () => {
  temp = await makeTempDir("hostile-urls-");
  await writeFakeBuild(clientDirIn(temp.dir));
  server = await startServerProcess(serverProcessEnv(`file:${join(temp.dir, "site.db")}`, clientDirIn(temp.dir)));
});

afterAll(async () => {
  await server?.stop();
  await temp?.remove();
});

/** Sends one raw GET and reads the status and the Location header of the answer. */
function rawGet(target: string, cookie: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const head = Buffer.concat(chunks).toString("latin1").split("\r\n\r\n")[0] ?? "";
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      const location = /\r\nlocation: ([^\r]*)/i.exec(head)?.[1];
      resolve({ status, location });
    });
    const cookieLine = cookie === "" ? "" : `Cookie: ${cookie}\r\n`;
    socket.end(Buffer.from(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${cookieLine}Connection: close\r\n\r\n`, "latin1"));
  });
}

const TOKENS = [
  "/",
  "//",
  "\\",
  "%2F",
  "%2f",
  "%5C",
  "%5c",
  "%0D%0A",
  "%0d",
  "%0a",
  "%09",
  "%00",
  "%",
  "%E0",
  "%C0%AF",
  "%C3%A5",
  "%FF",
  "..",
  ".",
  "evil.com",
  "@evil.com",
  ":",
  "http:",
  "sv",
  "en",
  "info",
  "otc",
  "services",
  "thanks",
  "contact",
  "privacy-policy",
  "assets",
  "index.html",
  "robots.txt",
  "~",
  ";",
  "å",
  "\u00ff",
  "#",
];
const token = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TOKENS) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(..."abcXYZ09-_.~!$&'()*+,;=:@%\\/") }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 255 }).map((byte) => `%${byte.toString(16).padStart(2, "0")}`) },
);
const path = fc.array(token, { maxLength: 12 }).map((parts) => `/${parts.join("")}`);
const query = fc.oneof(
  fc.constant(""),
  fc
    .array(fc.oneof(token, fc.constantFrom("&", "=", "?", "lang=en", "x=%0D%0ALocation:%20//evil.com")), { maxLength: 6 })
    .map((parts) => `?${parts.join("")}`),
);
const cookieValue = fc.oneof(
  fc.constantFrom("sv", "en", "fr", "%", "%E0", "%zz", "%C3%A5", "", '"en"', "en;", "\u00e5", "sv%00"),
  fc.string({ unit: fc.integer({ min: 0x21, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 20 }),
);
const cookie = fc.oneof(
  fc.constant(""),
  cookieValue.map((value) => `i18nextLng=${value}`),
  fc.tuple(cookieValue, cookieValue).map(([a, b]) => `x=${a}; i18nextLng=${b}; i18nextLng=${a}`),
);

describe("generated paths, queries and cookies", () => {
  it("never answer 5xx and never redirect off the site", async () => {
    await fc.assert(
      fc.asyncProperty(path, query, cookie, async (p, q, c) => {
        // A space or a control character cannot be sent in a request line: they are not part of the test.
        // eslint-disable-next-line no-control-regex
        const target = (p + q).replace(/[\u0000-\u0020\u007f]/g, "");
        const { status, location } = await rawGet(target, c);
        expect(status).toBeGreaterThanOrEqual(200);
        expect(status).toBeLessThan(500);
        if (location !== undefined) {
          expect(location).toMatch(/^\/(?![/\\])/);
          expect(new URL(location, `${SITE_URL}/a/b`).origin).toBe(SITE_URL);
        }
      }),
      { numRuns: 400 },
    );
  });
});
