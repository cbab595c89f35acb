import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FORM_HEADERS,
  formBody,
  JSON_FORM_HEADERS,
  clientDirIn,
  makeTempDir,
  startTestApp,
  type TestApp,
} from "../../test/support/enquiry-app";
import { FAKE_INLINE_SCRIPT, writeFakeBuild } from "../../test/support/fake-build";
import { inlineScriptHashes, pagePolicy } from "./csp";

/**
 * The whole Content-Security-Policy of every kind of response, directive by directive: a
 * policy loosened anywhere (`default-src *`, `connect-src *`, `object-src *`, a dropped
 * `default-src 'none'`) fails here, not only a change to `script-src`.
 */

type Policy = Record<string, string[]>;

function parsePolicy(header: unknown): Policy {
  expect(typeof header, "a Content-Security-Policy header").toBe("string");
  const policy: Policy = {};
  for (const directive of String(header).split(";")) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (!name) continue;
    expect(policy[name], `directive ${name} given twice`).toBeUndefined();
    policy[name] = sources;
  }
  return policy;
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const CONSOLE_SCRIPT = "window.__console = 1;";
const CONSOLE_SHELL = `<!doctype html><html lang="sv"><head><title>Konsol</title></head><body><script>${CONSOLE_SCRIPT}</script></body></html>`;

let site: TestApp;
let temp: Awaited<ReturnType<typeof makeTempDir>>;

beforeAll(async () => {
  temp = await makeTempDir("csp-");
  await writeFakeBuild(clientDirIn(temp.dir));
  await mkdir(join(clientDirIn(temp.dir), "admin"), { recursive: true });
  await writeFile(join(clientDirIn(temp.dir), "admin", "index.html"), CONSOLE_SHELL);
  site = await startTestApp({}, { dir: temp.dir });
});
afterAll(async () => {
  await site.close();
  await temp.remove();
});

describe("the whole Content-Security-Policy", () => {
  it("a page: same origin only, its own inline scripts by hash, nothing framed, no plugins", async () => {
    const response = await site.app.inject({ method: "GET", url: "/en/services/ai-agents" });
    expect(response.statusCode).toBe(200);
    expect(parsePolicy(response.headers["content-security-policy"])).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'self'", sha256(FAKE_INLINE_SCRIPT)],
      "style-src": ["'self'"],
      "img-src": ["'self'", "data:"],
      "font-src": ["'self'"],
      "connect-src": ["'self'"],
      "worker-src": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
      "base-uri": ["'self'"],
      "object-src": ["'none'"],
    });
  });

  it.each([
    [
      "a JSON answer",
      () =>
        site.app.inject({ method: "POST", url: "/", headers: JSON_FORM_HEADERS, payload: formBody("contact", { email: "x" }) }),
    ],
    ["the health check", () => site.app.inject({ method: "GET", url: "/healthz" })],
    ["an asset", () => site.app.inject({ method: "GET", url: "/assets/entry-AbC123.js" })],
  ])("%s: nothing may load, run or frame it", async (_name, request) => {
    const response = await request();
    expect(parsePolicy(response.headers["content-security-policy"])).toEqual({
      "default-src": ["'none'"],
      "frame-ancestors": ["'none'"],
      "base-uri": ["'none'"],
    });
  });

  it("a page the server writes for a post without JavaScript: its one stylesheet by hash, no script", async () => {
    const response = await site.app.inject({
      method: "POST",
      url: "/",
      headers: { ...FORM_HEADERS, accept: "text/html" },
      payload: formBody("contact", { email: "x" }),
    });
    expect(response.statusCode).toBe(422);
    const policy = parsePolicy(response.headers["content-security-policy"]);
    const style = /<style>([\s\S]*?)<\/style>/.exec(response.body)?.[1];
    expect(style).toBeDefined();
    expect(policy).toEqual({
      "default-src": ["'none'"],
      "style-src": [sha256(style!)],
      "img-src": ["'self'"],
      "base-uri": ["'none'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
    });
  });

  it("the console: nothing by default, its shell's inline script by hash, frames only its own previews, posts nowhere", async () => {
    const response = await site.app.inject({ method: "GET", url: "/admin" });
    expect(response.statusCode).toBe(200);
    expect(parsePolicy(response.headers["content-security-policy"])).toEqual({
      "default-src": ["'none'"],
      "script-src": ["'self'", sha256(CONSOLE_SCRIPT)],
      "style-src": ["'self'"],
      "img-src": ["'self'"],
      "connect-src": ["'self'"],
      // The content editor's preview of a page, from this origin only.
      "frame-src": ["'self'"],
      "manifest-src": ["'self'"],
      "form-action": ["'none'"],
      "frame-ancestors": ["'none'"],
      "base-uri": ["'none'"],
      "object-src": ["'none'"],
    });
  });
});

describe("pagePolicy", () => {
  it("lists every inline script's hash, space-separated, and nothing extra when there is none", () => {
    expect(pagePolicy(["'sha256-a'", "'sha256-b'"])).toContain("; script-src 'self' 'sha256-a' 'sha256-b'; ");
    expect(pagePolicy([])).toContain("; script-src 'self'; ");
  });

  it("is the whole page policy, directive by directive, in this order", () => {
    expect(pagePolicy(["'sha256-a'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
        "connect-src 'self'; worker-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
    );
  });
});

describe("inlineScriptHashes", () => {
  const sha = (content: string) => `'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`;

  it("hashes every inline script, with or without attributes, once each, and never a script with src or JSON-LD", () => {
    const html = [
      "<script>a()</script>",
      '<script type="module" async>import("/x.js")\n</script>',
      "<SCRIPT nonce=x>a()</SCRIPT>",
      '<script src="/assets/entry.js"></script>',
      '<script type="module" src="/assets/entry.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script></script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import("/x.js")\n'), sha("")]);
  });
});
