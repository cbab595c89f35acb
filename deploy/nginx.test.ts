import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect as http2Connect } from "node:http2";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { available } from "../test/support/requirements";
import { formPath, thanksPath } from "~/i18n/pages";
import { formBody, SITE_URL } from "../test/support/enquiry-app";
import { writeFakeBuild } from "../test/support/fake-build";
import { eventually } from "../test/support/receivers";
import { freePort, startServerProcess, type ServerProcess } from "../test/support/server-process";

/**
 * The shipped nginx config (deploy/nginx/site.conf) in front of the real server process with
 * TRUST_PROXY=1, as deployed, except where a test machine needs otherwise: plain HTTP on free
 * loopback ports instead of TLS on 80/443, logs and temporary files in a temporary folder,
 * the server's port in the upstream (one run keeps TLS and HTTP/2, with a self-signed
 * certificate). Each change is made by `rewrite`, which fails when the shipped file no
 * longer has what it replaces. Clients get their own loopback addresses
 * (127.0.0.2, 127.0.0.3, ...) so nginx sees several visitors.
 */

const NGINX = "/usr/sbin/nginx";
const HAVE_NGINX = available(`nginx (${NGINX})`, existsSync(NGINX));
const RATE_LIMIT = 4;
if (!HAVE_NGINX) {
  console.warn(`deploy/nginx.test.ts skipped: ${NGINX} is missing (apt-get install nginx-light; .ci/run installs it).`);
}

/** Replaces every match; throws when there is none, so a changed shipped file cannot slip past the test. */
function rewrite(text: string, pattern: RegExp, replacement: string): string {
  const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
  const count = [...text.matchAll(global)].length;
  if (count === 0) throw new Error(`deploy/nginx/site.conf no longer matches ${pattern}`);
  return text.replace(global, replacement);
}

/** site.conf as a test machine can run it. */
function testSiteConfig(
  shipped: string,
  {
    root,
    httpPort,
    httpsPort,
    upstreamPort,
    staticAssets,
    tls,
  }: Record<"root", string> &
    Record<"httpPort" | "httpsPort" | "upstreamPort", number> & { staticAssets?: string; tls?: Certificate },
): string {
  let conf = shipped;
  conf = rewrite(conf, /^\s*listen \[::\]:\d+.*;\n/m, "");
  conf = rewrite(conf, /listen 80;/, `listen 127.0.0.1:${httpPort};`);
  if (tls) {
    // TLS and HTTP/2 as shipped, with a certificate made for the test.
    conf = rewrite(conf, /listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`);
    conf = rewrite(
      conf,
      /ssl_certificate \/etc\/letsencrypt\/live\/nordlegend\.se\/fullchain\.pem;/,
      `ssl_certificate ${tls.cert};`,
    );
    conf = rewrite(
      conf,
      /ssl_certificate_key \/etc\/letsencrypt\/live\/nordlegend\.se\/privkey\.pem;/,
      `ssl_certificate_key ${tls.key};`,
    );
  } else {
    conf = rewrite(conf, /listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort};`);
    conf = rewrite(conf, /^\s*ssl_\w+ .*;\n/m, "");
  }
  conf = rewrite(conf, /server 127\.0\.0\.1:3000;/, `server 127.0.0.1:${upstreamPort};`);
  conf = rewrite(conf, /\/var\/log\/nginx\//, `${root}/logs/`);
  // The error log at a level where it says something when a test fails.
  conf = rewrite(conf, /site\.error\.log alert;/, "site.error.log warn;");
  if (staticAssets) {
    conf = rewrite(conf, /# include \/etc\/nginx\/snippets\/site-static-assets\.conf;/, `include ${staticAssets};`);
  }
  return conf;
}

interface Certificate {
  cert: string;
  key: string;
}

const OPENSSL = "/usr/bin/openssl";

/** A self-signed certificate for the site's two host names. */
function makeCertificate(dir: string): Certificate {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const made = spawnSync(
    OPENSSL,
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "1"]
      .concat(["-subj", "/CN=nordlegend.se", "-addext", "subjectAltName=DNS:nordlegend.se,DNS:www.nordlegend.se"])
      .concat(["-keyout", key, "-out", cert]),
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  return { cert, key };
}

/** One HTTP/2 request over TLS, trusting only the test certificate. */
function h2(
  origin: string,
  urlPath: string,
  ca: Buffer,
  {
    method = "GET",
    headers = {},
    body,
    host = "nordlegend.se",
  }: { method?: string; headers?: Record<string, string>; body?: string; host?: string } = {},
): Promise<Answer & { alpn: string | false | undefined }> {
  return new Promise((resolve, reject) => {
    const session = http2Connect(origin, { ca, servername: host });
    session.on("error", reject);
    const stream = session.request({ ":method": method, ":path": urlPath, ":authority": host, ...headers });
    const chunks: Buffer[] = [];
    let responseHeaders: IncomingHttpHeaders & { ":status"?: number } = {};
    stream.on("response", (h) => (responseHeaders = h));
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const alpn = session.alpnProtocol;
      session.close();
      const { ":status": status = 0, ...rest } = responseHeaders;
      resolve({ status, headers: rest, body: Buffer.concat(chunks), alpn });
    });
    stream.on("error", reject);
    stream.end(body);
  });
}

/** Every nginx started, so none outlives the test, whatever failed. */
const started: ChildProcess[] = [];

interface Nginx {
  origin: string;
  redirectOrigin: string;
  accessLog(): Promise<string>;
  stop(): Promise<void>;
}

async function startNginx(
  root: string,
  server: ServerProcess,
  clientDir: string,
  { offload = false, tls }: { offload?: boolean; tls?: Certificate } = {},
): Promise<Nginx> {
  await mkdir(path.join(root, "logs"), { recursive: true });
  await mkdir(path.join(root, "temp"), { recursive: true });
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  let staticAssets: string | undefined;
  if (offload) {
    const snippet = await readFile("deploy/nginx/static-assets.conf", "utf8");
    staticAssets = path.join(root, "static-assets.conf");
    await writeFile(staticAssets, rewrite(snippet, /root \/srv\/site\/build\/client;/, `root ${clientDir};`));
  }
  const site = testSiteConfig(await readFile("deploy/nginx/site.conf", "utf8"), {
    root,
    httpPort,
    httpsPort,
    upstreamPort: server.port,
    staticAssets,
    tls,
  });
  // The parts of Debian's /etc/nginx/nginx.conf the site relies on, with private paths.
  const temp = (name: string) => `${name}_temp_path ${root}/temp/${name};`;
  const main = `
daemon off;
master_process on;
worker_processes 1;
pid ${root}/nginx.pid;
error_log ${root}/logs/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  gzip on;
  access_log ${root}/logs/access.log;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  ${site}
}
`;
  await writeFile(path.join(root, "nginx.conf"), main);
  const check = spawnSync(NGINX, ["-t", "-p", root, "-c", path.join(root, "nginx.conf")], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child: ChildProcess = spawn(NGINX, ["-p", root, "-c", path.join(root, "nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  started.push(child);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const origin = `${tls ? "https" : "http"}://127.0.0.1:${httpsPort}`;
  const ca = tls ? await readFile(tls.cert) : undefined;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const up = await (ca ? h2(origin, "/healthz", ca) : send(origin, "/healthz")).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) break;
    if (tries > 200) {
      child.kill("SIGKILL");
      const logs = await Promise.all(
        ["error.log", "site.error.log"].map((name) => readFile(path.join(root, "logs", name), "utf8").catch(() => "")),
      );
      throw new Error(`nginx did not answer /healthz: ${stderr}\n${logs.join("\n")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin,
    redirectOrigin: `http://127.0.0.1:${httpPort}`,
    accessLog: () => readFile(path.join(root, "logs/site.access.log"), "utf8"),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT"); // graceful shutdown
      await exited;
    },
  };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One HTTP/1.1 request from a chosen loopback address (a visitor of its own). */
function send(
  origin: string,
  urlPath: string,
  {
    method = "GET",
    headers = {},
    body,
    from = "127.0.0.1",
  }: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // The site's host name, as a browser sends it: nginx picks the server block by it.
    const withHost = { host: new URL(SITE_URL).host, ...headers };
    const req = httpRequest(`${origin}${urlPath}`, { method, headers: withHost, localAddress: from, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${method} ${urlPath}`)));
    req.end(body);
  });
}

function post(origin: string, body: string, from: string, headers: Record<string, string> = {}): Promise<Answer> {
  return send(origin, "/", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE_URL, ...headers },
    body,
    from,
  });
}

function decoded(answer: Answer): string {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(answer.body).toString();
  if (encoding === "gzip") return gunzipSync(answer.body).toString();
  return answer.body.toString();
}

describe.skipIf(!HAVE_NGINX)("the shipped nginx config in front of the server", () => {
  let root: string;
  let clientDir: string;
  let server: ServerProcess;
  let nginx: Nginx;
  let offloading: Nginx | undefined;
  let secure: Nginx | undefined;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "deploy-nginx-"));
    // nginx's workers drop root privileges: they must be able to read the build and logs folder.
    await chmod(root, 0o755);
    clientDir = path.join(root, "client");
    await writeFakeBuild(clientDir);
    server = await startServerProcess({
      NODE_ENV: "production",
      SITE_URL,
      DATABASE_URL: `file:${path.join(root, "data", "site.db")}`,
      // Shedding has its own tests; here the harness shares the CPU (README.md#configuration).
      LOAD_SHEDDING: "off",
      CLIENT_DIR: clientDir,
      TRUST_PROXY: "1",
      FORM_RATE_LIMIT: String(RATE_LIMIT),
      SMTP_URL: "",
      MAIL_TO: "",
      WEBHOOK_URL: "",
    });
    nginx = await startNginx(path.join(root, "proxy"), server, clientDir);
  });

  afterAll(async () => {
    await nginx?.stop();
    await offloading?.stop();
    await secure?.stop();
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await server?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it("limits a burst from one visitor, and only that visitor: the real address reaches the rate limiter", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i++) statuses.push((await post(nginx.origin, formBody("contact"), "127.0.0.2")).status);
    expect(statuses.slice(0, RATE_LIMIT)).toEqual(Array(RATE_LIMIT).fill(303));
    expect(statuses[RATE_LIMIT]).toBe(429);
    // Another visitor behind the same nginx is not limited: the server does not count nginx's address.
    expect((await post(nginx.origin, formBody("contact"), "127.0.0.3")).status).toBe(303);
  });

  it("does not let a forged X-Forwarded-For dodge the limit", async () => {
    const from = "127.0.0.4";
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT + 2; i++) {
      // A fresh address per request, and several hops: all the client's own words.
      const forged = `203.0.113.${i + 1}, 198.51.100.${i + 1}`;
      const answer = await post(nginx.origin, formBody("contact"), from, {
        "x-forwarded-for": forged,
        "x-real-ip": forged,
        forwarded: `for=${forged.split(",")[0]}`,
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, RATE_LIMIT)).toEqual(Array(RATE_LIMIT).fill(303));
    expect(statuses.slice(RATE_LIMIT)).toEqual([429, 429, 429]);
  });

  it("passes the server's compression, ETags and caching headers through", async () => {
    for (const [urlPath, cacheControl] of [
      ["/en/otc", "no-cache"],
      ["/assets/entry-AbC123.js", "public, max-age=31536000, immutable"],
    ] as const) {
      for (const encoding of ["br", "gzip"] as const) {
        const headers = { "accept-encoding": encoding };
        const [direct, proxied] = [
          await send(server.origin, urlPath, { headers }),
          await send(nginx.origin, urlPath, { headers }),
        ];
        expect(proxied.status).toBe(200);
        expect(proxied.headers["content-encoding"]).toBe(encoding);
        expect(proxied.headers["cache-control"]).toBe(cacheControl);
        expect(proxied.headers.etag).toMatch(/^"/); // strong, not weakened by a proxy
        for (const name of [
          "etag",
          "cache-control",
          "vary",
          "content-type",
          "content-security-policy",
          "x-content-type-options",
        ]) {
          expect(proxied.headers[name], `${urlPath} ${encoding} ${name}`).toEqual(direct.headers[name]);
        }
        expect(decoded(proxied)).toBe(decoded(direct));
        const revalidated = await send(nginx.origin, urlPath, {
          headers: { ...headers, "if-none-match": String(proxied.headers.etag) },
        });
        expect(revalidated.status).toBe(304);
      }
    }
    const page = await send(nginx.origin, "/en/otc", { headers: { "accept-encoding": "br" } });
    expect(decoded(page)).toContain("<h1>/en/otc</h1>");
    expect(page.headers.server).toBe("nginx"); // server_tokens off: no version
  });

  it("takes each of the three forms through the proxy: 303 to the thank-you page, which is served", async () => {
    const forms = ["contact", "project", "otc-network-request"] as const;
    for (const [i, form] of forms.entries()) {
      const from = `127.0.0.${10 + i}`;
      // Sent from the form's English page: the answer is in English.
      const answer = await post(nginx.origin, formBody(form), from, { referer: `${SITE_URL}${formPath("en", form)}` });
      expect(answer.status, form).toBe(303);
      const location = String(answer.headers.location);
      expect(location).toBe(thanksPath("en", form));
      const thanks = await send(nginx.origin, location, { from });
      expect(thanks.status).toBe(200);
      expect(decoded(thanks)).toContain(`<h1>${location}</h1>`);
      // The same form posted by a script that asks for JSON.
      const json = await post(nginx.origin, formBody(form), from, { accept: "application/json" });
      expect(json.status).toBe(200);
      expect(JSON.parse(json.body.toString())).toMatchObject({ ok: true });
    }
  });

  it("answers a form that fails validation as the server does: 422 with the page and the typed text", async () => {
    const body = formBody("contact", { email: "not an email", message: "Mitt meddelande" });
    const answer = await post(nginx.origin, body, "127.0.0.20", { referer: `${SITE_URL}/sv` });
    expect(answer.status).toBe(422);
    expect(decoded(answer)).toContain("Mitt meddelande");
    expect(answer.headers["content-type"]).toMatch(/text\/html/);
  });

  it("lets the server refuse a body over 64 KiB with its own page, and stops a far larger one at nginx", async () => {
    const tooLarge = await post(nginx.origin, `message=${"x".repeat(70 * 1024)}`, "127.0.0.21", { referer: `${SITE_URL}/en` });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers["content-security-policy"]).toBeDefined(); // the server's answer, not nginx's
    const huge = await post(nginx.origin, `message=${"x".repeat(300 * 1024)}`, "127.0.0.21");
    expect(huge.status).toBe(413);
    expect(huge.headers["content-security-policy"]).toBeUndefined();
  });

  it("answers /readyz to this machine only, and /healthz to anyone", async () => {
    expect((await send(nginx.origin, "/readyz", { from: "127.0.0.1" })).status).toBe(200);
    expect((await send(nginx.origin, "/readyz", { from: "127.0.0.9" })).status).toBe(403);
    expect((await send(nginx.origin, "/healthz", { from: "127.0.0.9" })).status).toBe(200);
  });

  it("redirects plain HTTP to the HTTPS site", async () => {
    const answer = await send(nginx.redirectOrigin, "/en/otc?x=1");
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("https://nordlegend.se/en/otc?x=1");
  });

  it("logs no client address, query string or email address", async () => {
    await send(nginx.origin, "/en/otc?email=jane%40example.com&utm_source=x", { from: "127.0.0.30" });
    await send(nginx.origin, "/jane%40example.com", { from: "127.0.0.30" });
    await post(nginx.origin, formBody("contact"), "127.0.0.30");
    // Bearer secrets in paths (a visitor's manage link, the booking feed) are logged as [token].
    await send(nginx.origin, "/sv/booking/manage/SECRETmanageTOKEN1234/cancel", { from: "127.0.0.30" });
    await send(nginx.origin, "/booking/feed/SECRETfeedTOKEN5678.ics", { from: "127.0.0.30" });
    // nginx writes a request's log line as it finishes the request, which can be just after the
    // client has its response: read the log once the last request's line is in it.
    await eventually(async () => expect(await nginx.accessLog()).toContain("/booking/feed/[token]"), 5_000);
    const log = await nginx.accessLog();
    expect(log).toContain("/sv/booking/manage/[token]/cancel");
    expect(log).toContain("/booking/feed/[token]");
    expect(log).not.toContain("SECRET");
    expect(log).toContain('"GET /en/otc HTTP/1.1" 200');
    expect(log).toContain('"GET [redacted] HTTP/1.1" 404');
    expect(log).toContain('"POST / HTTP/1.1" 303');
    expect(log).not.toMatch(/127\.0\.0\.\d+/);
    expect(log).not.toMatch(/jane|example\.com|utm_source|\?/);
  });

  it("optionally serves the hashed assets itself, with the same caching and gzip", async () => {
    offloading = await startNginx(path.join(root, "offload"), server, clientDir, { offload: true });
    const asset = await send(offloading.origin, "/assets/entry-AbC123.js", { headers: { "accept-encoding": "gzip, br" } });
    expect(asset.status).toBe(200);
    expect(asset.headers["content-encoding"]).toBe("gzip");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["x-content-type-options"]).toBe("nosniff");
    expect(asset.headers["content-type"]).toMatch(/javascript/);
    expect(asset.headers.etag).toBeDefined();
    expect(decoded(asset)).toBe(decoded(await send(server.origin, "/assets/entry-AbC123.js")));
    // An asset that is not in the build goes to the server, which answers with its 404 page.
    const missing = await send(offloading.origin, "/assets/gone-123.js");
    expect(missing.status).toBe(404);
    expect(missing.headers["content-security-policy"]).toBeDefined();
    // Pages are still the server's.
    const page = await send(offloading.origin, "/en/otc", { headers: { "accept-encoding": "br" } });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["cache-control"]).toBe("no-cache");
  });

  it.skipIf(!available("openssl", existsSync(OPENSSL)))(
    "speaks TLS and HTTP/2 as shipped, with the server's headers and forms intact",
    async () => {
      const certDir = path.join(root, "tls");
      await mkdir(certDir, { recursive: true });
      const tls = makeCertificate(certDir);
      secure = await startNginx(path.join(root, "secure"), server, clientDir, { tls });
      const ca = await readFile(tls.cert);
      const page = await h2(secure.origin, "/en/otc", ca, { headers: { "accept-encoding": "br" } });
      expect(page.alpn).toBe("h2");
      expect(page.status).toBe(200);
      expect(page.headers["content-encoding"]).toBe("br");
      expect(page.headers["cache-control"]).toBe("no-cache");
      expect(page.headers["strict-transport-security"]).toMatch(/max-age=/);
      expect(decoded(page)).toContain("<h1>/en/otc</h1>");
      const posted = await h2(secure.origin, "/", ca, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE_URL, referer: `${SITE_URL}/en` },
        body: formBody("project"),
      });
      expect(posted.status).toBe(303);
      expect(posted.headers.location).toBe(thanksPath("en", "project"));
      const www = await h2(secure.origin, "/en/otc", ca, { host: "www.nordlegend.se" });
      expect(www.status).toBe(301);
      expect(www.headers.location).toBe("https://nordlegend.se/en/otc");
    },
  );
});
