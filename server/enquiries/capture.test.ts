import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FORM_NAMES } from "~/forms";
import { getSubmission, listSubmissions, outboxForSubmission } from "../db";
import { forms } from "~/content/forms";
import { HTML_PAGE_CSP, escapeHtml } from "./html-page";
import {
  FORM_HEADERS,
  JSON_FORM_HEADERS,
  SITE_URL,
  VALID_VALUES,
  formBody,
  startTestApp,
  type TestApp,
} from "../../test/support/enquiry-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe("POST / happy path", () => {
  it.each(FORM_NAMES)("stores a %s submission and answers JSON clients with its id", async (form) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/",
      headers: { ...JSON_FORM_HEADERS, referer: `${SITE_URL}/en/otc`, "user-agent": "vitest" },
      payload: formBody(form),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ ok: boolean; id: string }>();
    expect(body.ok).toBe(true);
    const stored = await getSubmission(t.app.db, body.id);
    expect(stored).toMatchObject({ form, status: "new", language: "en", page: "/en/otc", userAgent: "vitest" });
    expect(stored?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.ipHash).not.toContain("127.0.0.1");
    for (const [name, value] of Object.entries(VALID_VALUES[form])) expect(stored?.fields[name]).toEqual(value);
    const outbox = await outboxForSubmission(t.app.db, body.id);
    expect(outbox.map((row) => [row.channel, row.status])).toEqual([["email", "pending"]]);
  });

  it.each(FORM_NAMES)("redirects a plain HTML %s post to the localized thank-you page", async (form) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/",
      headers: { ...FORM_HEADERS, accept: "text/html", referer: `${SITE_URL}/sv` },
      payload: formBody(form),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/sv/thanks/${form}`);
  });

  it("accepts a list as the repeated key of a no-JS post and stores the email lower-cased", async () => {
    const payload = formBody("project", { features: undefined }) + "&features=defi&features=saas";
    const response = await t.app.inject({ method: "POST", url: "/", headers: JSON_FORM_HEADERS, payload });
    const stored = await getSubmission(t.app.db, response.json<{ id: string }>().id);
    expect(stored?.fields.features).toEqual(["defi", "saas"]);
    const contact = await t.app.inject({ method: "POST", url: "/", headers: JSON_FORM_HEADERS, payload: formBody("contact") });
    const contactRow = await getSubmission(t.app.db, contact.json<{ id: string }>().id);
    expect(contactRow?.email).toBe("jane@example.com");
    expect(contactRow?.fields.email).toBe("Jane@Example.com");
  });

  it("accepts the charset parameter fetch adds to URLSearchParams bodies", async () => {
    const headers = { "content-type": "application/x-www-form-urlencoded;charset=UTF-8", accept: "application/json" };
    const response = await t.app.inject({ method: "POST", url: "/", headers, payload: formBody("contact") });
    expect(response.statusCode).toBe(200);
  });

  it("takes the language from the page, else the saved choice, else Accept-Language", async () => {
    const languageOf = async (headers: Record<string, string>) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/",
        headers: { ...JSON_FORM_HEADERS, ...headers },
        payload: formBody("contact"),
      });
      return (await getSubmission(t.app.db, response.json<{ id: string }>().id))?.language;
    };
    expect(await languageOf({ referer: `${SITE_URL}/info/en`, cookie: "i18nextLng=sv" })).toBe("en");
    expect(await languageOf({ referer: "https://elsewhere.example/en/", cookie: "i18nextLng=sv" })).toBe("sv");
    expect(await languageOf({ referer: `${SITE_URL}/services/ai-agents`, "accept-language": "en-GB,sv;q=0.5" })).toBe("en");
    expect(await languageOf({ "accept-language": "sv-SE" })).toBe("sv");
    expect(await languageOf({})).toBe("sv");
    // A cookie a stranger broke on purpose is no saved choice.
    expect(await languageOf({ cookie: "i18nextLng=%E0", "accept-language": "en" })).toBe("en");
  });
});

describe("honeypot", () => {
  it("answers a filled honeypot exactly like a success, stores it as spam, queues no notification", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/",
      headers: JSON_FORM_HEADERS,
      payload: formBody("contact", {}, "I am a bot"),
    });
    expect(response.statusCode).toBe(200);
    const { id } = response.json<{ ok: boolean; id: string }>();
    expect((await getSubmission(t.app.db, id))?.status).toBe("spam");
    expect(await outboxForSubmission(t.app.db, id)).toEqual([]);

    const html = await t.app.inject({
      method: "POST",
      url: "/",
      headers: { ...FORM_HEADERS, referer: `${SITE_URL}/en` },
      payload: formBody("otc-network-request", {}, "x"),
    });
    expect(html.statusCode).toBe(303);
    expect(html.headers.location).toBe("/en/thanks/otc-network-request");
  });

  it("still answers success when the bot's values are invalid, and stores them cut to size", async () => {
    const payload = formBody("contact", { email: "not-an-email", name: "x".repeat(300) }, "spam");
    const response = await t.app.inject({ method: "POST", url: "/", headers: JSON_FORM_HEADERS, payload });
    expect(response.statusCode).toBe(200);
    const stored = await getSubmission(t.app.db, response.json<{ id: string }>().id);
    expect(stored?.status).toBe("spam");
    expect(stored?.fields.name).toHaveLength(200);
  });
});

describe("Origin check", () => {
  it.each([
    ["another site", "https://evil.example", 403],
    ["an opaque origin", "null", 403],
    ["SITE_URL", SITE_URL, 200],
    ["the request's own host", "http://localhost:3000", 200],
  ])("%s → %i", async (_label, origin, status) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/",
      headers: { ...JSON_FORM_HEADERS, origin, host: "localhost:3000" },
      payload: formBody("contact"),
    });
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json()).toMatchObject({ ok: false, error: "forbiddenOrigin" });
  });

  it("stores nothing from a cross-site post", async () => {
    const before = (await listSubmissions(t.app.db)).length;
    const response = await t.app.inject({
      method: "POST",
      url: "/",
      headers: { ...FORM_HEADERS, origin: "https://evil.example" },
      payload: formBody("contact"),
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect((await listSubmissions(t.app.db)).length).toBe(before);
  });
});

describe("no-JS invalid input page", () => {
  it("lists what to fix by localized label and shows back everything typed, escaped", async () => {
    const payload = formBody("contact", { email: "nope", message: "</textarea><script>alert(1)</script>" });
    const response = await t.app.inject({
      method: "POST",
      url: "/",
      headers: { ...FORM_HEADERS, referer: `${SITE_URL}/en` },
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.headers["content-type"]).toMatch(/^text\/html; charset=utf-8/);
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<strong>Email</strong>: Please enter a valid email address.");
    expect(html).toContain("&#60;/textarea&#62;&#60;script&#62;alert(1)&#60;/script&#62;");
    expect(html).not.toContain("<script>");
    expect(html).toContain(">Jane Doe</textarea>");
    expect(html).toContain('href="/en#contact"');
    expect(response.headers["content-security-policy"]).toBe(HTML_PAGE_CSP);
    // The policy's hash is that of the page's one inline stylesheet, and nothing else may run.
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    const hash = createHash("sha256").update(style).digest("base64");
    expect(HTML_PAGE_CSP).toContain(`style-src 'sha256-${hash}'`);
    expect(HTML_PAGE_CSP).toContain("default-src 'none'");
    expect(html.match(/<style>/g)).toHaveLength(1);
  });

  it("speaks Swedish on a Swedish page and names the missing field, in the words its kind calls for", async () => {
    const payload = formBody("otc-network-request", { acknowledgment: undefined, assetType: "", jurisdiction: " " });
    const response = await t.app.inject({
      method: "POST",
      url: "/",
      headers: { ...FORM_HEADERS, referer: `${SITE_URL}/sv/otc` },
      payload,
    });
    expect(response.statusCode).toBe(422);
    const copy = forms.sv["otc-network-request"].fields;
    // The acknowledgement's label is a whole declaration: the error list names it by its short label.
    expect(response.body).toContain(`<strong>Bekräftelse</strong>: Kryssa i rutan.`);
    expect(response.body).not.toContain(`${escapeHtml(copy.acknowledgment!.label)}</strong>`);
    expect(response.body).toContain(`<strong>${escapeHtml(copy.assetType!.label)}</strong>: Välj ett alternativ.`);
    expect(response.body).toContain(`<strong>${escapeHtml(copy.jurisdiction!.label)}</strong>: Fyll i det här fältet.`);
    expect(response.body).toContain('href="/sv/otc#network-form"');
  });

  it("answers JSON clients with the error code of each field", async () => {
    const payload = formBody("project", { budget: "lots", email: "" });
    const response = await t.app.inject({ method: "POST", url: "/", headers: JSON_FORM_HEADERS, payload });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ ok: false, errors: { budget: "option", email: "required" } });
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After and a localized message after FORM_RATE_LIMIT posts a minute", async () => {
    const limited = await startTestApp({ FORM_RATE_LIMIT: "3" });
    try {
      const post = (headers: Record<string, string>) =>
        limited.app.inject({ method: "POST", url: "/", headers: { ...FORM_HEADERS, ...headers }, payload: formBody("contact") });
      for (let i = 0; i < 3; i++) expect((await post({ accept: "application/json" })).statusCode).toBe(200);
      const json = await post({ accept: "application/json", "accept-language": "en" });
      expect(json.statusCode).toBe(429);
      expect(Number(json.headers["retry-after"])).toBeGreaterThan(0);
      expect(json.json()).toMatchObject({ ok: false, error: "rateLimited", message: expect.stringContaining("wait a minute") });
      const html = await post({ referer: `${SITE_URL}/sv` });
      expect(html.statusCode).toBe(429);
      expect(html.body).toContain("Vänta en minut");
      expect(html.headers["content-security-policy"]).toBe(HTML_PAGE_CSP);
      expect(html.headers["retry-after"]).toBeDefined();
      expect(await listSubmissions(limited.app.db)).toHaveLength(3);
      // Only POST / is limited.
      expect((await limited.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("IP hashes", () => {
  it("group one address within a UTC day, differ the next day, and lose their salt two days later", async () => {
    let clock = new Date("2026-05-04T08:00:00.000Z");
    const dated = await startTestApp({ IP_HASH_SALT: "" }, { now: () => clock });
    try {
      const post = async (remoteAddress: string) => {
        const response = await dated.app.inject({
          method: "POST",
          url: "/",
          remoteAddress,
          headers: JSON_FORM_HEADERS,
          payload: formBody("contact"),
        });
        return (await getSubmission(dated.app.db, response.json<{ id: string }>().id))!.ipHash;
      };
      const morning = await post("203.0.113.9");
      expect(morning).toMatch(/^[0-9a-f]{64}$/);
      expect(morning).not.toContain("203.0.113.9");
      clock = new Date("2026-05-04T23:59:00.000Z");
      expect(await post("203.0.113.9")).toBe(morning);
      expect(await post("203.0.113.10")).not.toBe(morning);
      clock = new Date("2026-05-05T00:01:00.000Z");
      expect(await post("203.0.113.9")).not.toBe(morning);
      clock = new Date("2026-05-06T00:00:00.000Z");
      await post("203.0.113.9");
      const days = (await dated.app.db.selectFrom("ip_salts").select("day").orderBy("day").execute()).map((r) => r.day);
      expect(days).toEqual(["2026-05-05", "2026-05-06"]);
    } finally {
      await dated.close();
    }
  });

  it("mix in IP_HASH_SALT, a secret kept outside the database, when it is set", async () => {
    const clock = () => new Date("2026-05-04T08:00:00.000Z");
    const first = await startTestApp({ IP_HASH_SALT: "secret-one" }, { now: clock });
    try {
      const hashWith = async (app: TestApp) => {
        const response = await app.app.inject({
          method: "POST",
          url: "/",
          remoteAddress: "203.0.113.9",
          headers: JSON_FORM_HEADERS,
          payload: formBody("contact"),
        });
        return (await getSubmission(app.app.db, response.json<{ id: string }>().id))!.ipHash;
      };
      const one = await hashWith(first);
      await first.app.close();
      // The same database (same day's salt), another secret: another hash.
      const second = await startTestApp({ IP_HASH_SALT: "secret-two" }, { now: clock, dir: first.dir });
      try {
        expect(await hashWith(second)).not.toBe(one);
      } finally {
        await second.app.close();
      }
    } finally {
      await first.close().catch(() => {});
    }
  });

  it("are swept of expired salts at start, even on a day without posts", async () => {
    const clock = () => new Date("2026-05-10T08:00:00.000Z");
    const first = await startTestApp({}, { now: clock });
    await first.app.db
      .insertInto("ip_salts")
      .values([
        { day: "2026-05-01", salt: "old" },
        { day: "2026-05-09", salt: "yesterday" },
      ])
      .execute();
    await first.app.close();
    const second = await startTestApp({}, { now: clock, dir: first.dir });
    try {
      // The retention plugin's first check runs just after start (server/retention/plugin.ts).
      await vi.waitFor(async () => {
        const days = (await second.app.db.selectFrom("ip_salts").select("day").execute()).map((r) => r.day);
        expect(days).toEqual(["2026-05-09"]);
      });
    } finally {
      await second.app.close();
      await first.close().catch(() => {});
    }
  });
});
