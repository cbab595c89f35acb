import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConsoleBrowser, enrol, enrolledFromShell, inviteFromShell } from "../../test/support/console-browser";
import { testDatabases, type TestDatabase } from "../../test/support/databases";
import { SITE_URL, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { runCommand } from "../cli/commands";
import { listAudit } from "../db";
import { seedDocuments } from "../content/seed";
import { localizedPath, prerenderPaths } from "~/i18n/pages";

const order = (page: string) => prerenderPaths().indexOf(page);

// The console's content API against the real server: roles, step-up, conflicts, and every kind of
// hostile value refused with the field it is in (docs/decisions/018-content-editing.md).

type Home = {
  hero: { slogan: { sv: string; en: string }; title: { sv: string; en: string } };
  portfolio: { projects: { url?: string }[] };
  team: { members: { name: { sv: string; en: string } }[] };
};
const home = () => structuredClone(seedDocuments().get("home")) as Home;

describe.each(testDatabases())("the content API on $name", ({ open }) => {
  let t: TestDatabase;
  let app: TestApp;
  let clock: Date;
  let owner: ConsoleBrowser;
  const now = () => new Date(clock);

  beforeEach(async () => {
    clock = new Date("2026-11-25T09:00:00.000Z");
    t = await open();
    app = await startTestApp({ DATABASE_URL: t.url }, { now });
    // The first operator the shell invites is the owner.
    owner = (await enrolledFromShell(() => app, t.db, "owner@nordlegend.se", now)).browser;
  });
  afterEach(async () => {
    await app?.close();
    await t?.dispose();
  });

  async function signedIn(email: string, role?: "editor" | "operator"): Promise<ConsoleBrowser> {
    const token = await inviteFromShell(t.db, email, now);
    if (role) {
      const code = await runCommand(["operator", "role", email, role], {
        db: t.db,
        retentionDays: 365,
        siteUrl: SITE_URL,
        out: () => undefined,
        now,
      });
      expect(code).toBe(0);
    }
    const browser = new ConsoleBrowser(() => app);
    await enrol(browser, token);
    return browser;
  }

  it("sends the live facts' values with a document, for the editor's chips and fact list", async () => {
    const opened = (await owner.get("/api/admin/content/document?id=home")).json();
    expect(opened.facts.sv["timeline.noCodeMvp"]).toBe("2–6\u00A0veckor");
    expect(opened.facts.en["timeline.noCodeMvp"]).toBe("2–6\u00A0weeks");
    const facts = structuredClone(seedDocuments().get("facts")) as { timelines: Record<string, unknown> };
    facts.timelines.noCodeMvp = { from: 3, to: 7, unit: "weeks" };
    expect((await owner.put("/api/admin/content/draft", { document: "facts", body: facts, expectedVersion: 0 })).statusCode).toBe(
      200,
    );
    // A draft is not yet what the pages say: the chips show the live value until it is published.
    expect((await owner.get("/api/admin/content/document?id=home")).json().facts.en["timeline.noCodeMvp"]).toBe("2–6\u00A0weeks");
    expect((await owner.post("/api/admin/content/publish", { documents: ["facts"], confirmWarnings: true })).statusCode).toBe(
      200,
    );
    expect((await owner.get("/api/admin/content/document?id=home")).json().facts.en["timeline.noCodeMvp"]).toBe("3–7\u00A0weeks");
  });

  it("lists the facts only the owner has, as the site shows them and as the drafts hold them", async () => {
    type Item = { document: string; path: string; state: string; label: { sv: string; en: string } };
    const proof = async (): Promise<Item[]> => {
      const response = await owner.get("/api/admin/content/proof");
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      return response.json().items;
    };
    const stateOf = (items: Item[], path: string) =>
      items.find((item) => item.document === "company" && item.path === path)?.state;
    const before = await proof();
    expect(before.length).toBeGreaterThan(40);
    expect(before.every((item) => item.state === "empty")).toBe(true);
    expect(before).toContainEqual(
      expect.objectContaining({
        document: "company",
        path: "$.vatNumber",
        label: { sv: "Momsregistreringsnummer", en: "VAT number" },
      }),
    );

    // Hostile values never reach a draft, so the checklist still counts them as not filled.
    const company = structuredClone(seedDocuments().get("company")) as Record<string, unknown>;
    for (const [field, value] of [
      ["registeredOffice", "<img src=x onerror=alert(1)>"],
      ["registeredOffice", "Stock\u202eholm"],
      ["vatNumber", "SE559412387801; DROP TABLE content"],
      ["founded", "1999"],
    ] as const) {
      const saved = await owner.put("/api/admin/content/draft", {
        document: "company",
        body: { ...company, [field]: value },
        expectedVersion: 0,
      });
      expect(saved.statusCode, `${field} ${value}`).toBe(400);
    }
    expect(stateOf(await proof(), "$.registeredOffice")).toBe("empty");

    const filled = { ...company, registeredOffice: "Stockholm", vatNumber: "SE559412387801" };
    expect(
      (await owner.put("/api/admin/content/draft", { document: "company", body: filled, expectedVersion: 0 })).statusCode,
    ).toBe(200);
    const drafted = await proof();
    expect(stateOf(drafted, "$.registeredOffice")).toBe("draft");
    expect(stateOf(drafted, "$.vatNumber")).toBe("draft");
    expect(stateOf(drafted, "$.founded")).toBe("empty");

    expect((await owner.post("/api/admin/content/publish", { documents: ["company"], confirmWarnings: true })).statusCode).toBe(
      200,
    );
    const published = await proof();
    expect(stateOf(published, "$.registeredOffice")).toBe("published");
    expect(stateOf(published, "$.vatNumber")).toBe("published");
    expect(published.filter((item) => item.state === "published")).toHaveLength(2);
  });

  it("lets owners and editors edit, keeps operators out of it and editors out of enquiries", async () => {
    const editor = await signedIn("editor@nordlegend.se", "editor");
    const operator = await signedIn("operator@nordlegend.se");

    expect((await owner.get("/api/admin/content")).statusCode).toBe(200);
    const list = await editor.get("/api/admin/content");
    expect(list.statusCode).toBe(200);
    expect(list.json().documents.map((entry: { document: string }) => entry.document)).toContain("service/ai-agents");
    expect(list.headers["cache-control"]).toBe("no-store");

    for (const url of [
      "/api/admin/content",
      "/api/admin/content/document?id=home",
      "/api/admin/content/history",
      "/api/admin/content/proof",
    ]) {
      const refused = await operator.get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ error: "no-content" });
    }
    expect(
      (await operator.put("/api/admin/content/draft", { document: "home", body: home(), expectedVersion: 0 })).statusCode,
    ).toBe(403);
    for (const url of ["/api/admin/enquiries", "/api/admin/counts"]) {
      const refused = await editor.get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ error: "no-enquiries" });
    }
    expect((await operator.get("/api/admin/enquiries")).statusCode).toBe(200);
  });

  it("refuses every hostile value, naming the field, and stores nothing", async () => {
    const editor = await signedIn("editor@nordlegend.se", "editor");
    const cases: [string, (body: Home) => void, string, string][] = [
      ["script tag", (b) => (b.hero.slogan.sv = "<script>alert(1)</script>"), "$.hero.slogan.sv", "markup"],
      ["event handler", (b) => (b.hero.title.en = "Hi x onerror=alert(1)"), "$.hero.title.en", "event-handler"],
      [
        "javascript: link",
        (b) => (b.portfolio.projects[0]!.url = "javascript:alert(1)"),
        "$.portfolio.projects[0].url",
        "script-url",
      ],
      [
        "data: link",
        (b) => (b.portfolio.projects[0]!.url = "data:text/html,<script>alert(1)</script>"),
        "$.portfolio.projects[0].url",
        "script-url",
      ],
      [
        "plain http link",
        (b) => (b.portfolio.projects[0]!.url = "http://example.com"),
        "$.portfolio.projects[0].url",
        "not-https",
      ],
      ["bidi override", (b) => (b.team.members[0]!.name.sv = "Anna \u202Egnah"), "$.team.members[0].name.sv", "bidi"],
      ["1 MB field", (b) => (b.hero.slogan.en = "x".repeat(1024 * 1024)), "$.hero.slogan.en", "too-long"],
    ];
    for (const [what, change, path, problem] of cases) {
      const body = home();
      change(body);
      const response = await editor.put("/api/admin/content/draft", { document: "home", body, expectedVersion: 0 });
      expect(response.statusCode, what).toBe(400);
      expect(response.json(), what).toMatchObject({ error: "invalid-content", issues: [{ path, problem }] });
    }
    const unknownKey = home() as Home & { html?: string };
    unknownKey.html = "<b>x</b>";
    expect(
      (await editor.put("/api/admin/content/draft", { document: "home", body: unknownKey, expectedVersion: 0 })).json(),
    ).toMatchObject({
      issues: [{ path: "$", problem: "unrecognized_keys" }],
    });
    expect((await editor.get("/api/admin/content/document?id=home")).json().draft).toBeNull();
  });

  it("hands the editor the document's shape from its schema and its pages to preview", async () => {
    const editor = await signedIn("editor@nordlegend.se", "editor");
    const opened = (await editor.get("/api/admin/content/document?id=home")).json();
    // The slogan is a text in both languages with the schema's limit; team members a list.
    expect(opened.shape.properties.hero.properties.slogan).toMatchObject({ required: ["sv", "en"], max: 200 });
    expect(opened.shape.properties.team.properties.members).toMatchObject({ type: "array", maxItems: 40 });
    expect(opened.preview).toEqual({ sv: "/sv", en: "/en" });
    const service = (await editor.get("/api/admin/content/document?id=service%2Fai-agents")).json();
    expect(service.preview.sv).toMatch(/^\/sv\/.+/);
    expect(service.preview.en).toMatch(/^\/en\/.+/);
    // An unknown document is refused, never echoed.
    const unknown = await editor.get("/api/admin/content/document?id=%3Cscript%3E");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "no-document" });
  });

  it("lists the pages a publish of a draft set would change, for the preview of the whole set", async () => {
    const editor = await signedIn("editor@nordlegend.se", "editor");
    const pages = async (query = "") => {
      const response = await editor.get(`/api/admin/content/preview-pages${query}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      return response.json() as { documents: string[]; pages: string[] };
    };
    expect(await pages()).toEqual({ documents: [], pages: [] });

    const body = home();
    body.hero.slogan.sv = "En ny slogan";
    expect((await editor.put("/api/admin/content/draft", { document: "home", body, expectedVersion: 0 })).statusCode).toBe(200);
    const facts = structuredClone(seedDocuments().get("facts")) as { timelines: Record<string, unknown> };
    facts.timelines.noCodeMvp = { from: 3, to: 7, unit: "weeks" };
    expect(
      (await editor.put("/api/admin/content/draft", { document: "facts", body: facts, expectedVersion: 0 })).statusCode,
    ).toBe(200);

    // The home page alone, in both languages and in the site's page order.
    const homeOnly = await pages("?documents=home");
    expect(homeOnly).toEqual({ documents: ["home"], pages: ["/sv", "/en"].sort((a, b) => order(a) - order(b)) });
    // The fact: every page that names it, the no-code page among them; none that does not.
    const noCode = { page: "service", slug: "no-code-low-code-mvp" } as const;
    const withFact = await pages("?documents=facts");
    for (const lang of ["sv", "en"] as const) expect(withFact.pages).toContain(localizedPath(lang, noCode));
    expect(withFact.pages).not.toContain(localizedPath("sv", { page: "privacy-policy" }));
    // The whole set: both drafts' pages.
    const all = await pages();
    expect(all.documents.sort()).toEqual(["facts", "home"]);
    expect(new Set(all.pages)).toEqual(new Set([...homeOnly.pages, ...withFact.pages]));

    // Hostile: names of no draft change nothing; an overlong list is refused; operators and strangers get nothing.
    expect(await pages("?documents=%3Cscript%3E,..%2F..%2Fetc")).toEqual({ documents: [], pages: [] });
    expect((await editor.get(`/api/admin/content/preview-pages?documents=${"a,".repeat(1_100)}`)).statusCode).toBe(400);
    const operator = await signedIn("operator@nordlegend.se");
    expect((await operator.get("/api/admin/content/preview-pages")).statusCode).toBe(403);
    expect((await app.app.inject({ method: "GET", url: "/api/admin/content/preview-pages" })).statusCode).toBe(401);
  });

  it("warns at publish where the copy breaks the style guide, naming the field by its label", async () => {
    const editor = await signedIn("editor@nordlegend.se", "editor");
    type Service = { hero: { subtitle: { sv: string; en: string } } };
    const page = structuredClone(seedDocuments().get("service/ai-agents")) as Service;
    page.hero.subtitle.sv = "Agenter som du kan lita på, från de ledande experterna.";
    const saved = await editor.put("/api/admin/content/draft", { document: "service/ai-agents", body: page, expectedVersion: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    const asked = await editor.post("/api/admin/content/publish", { documents: ["service/ai-agents"] });
    expect(asked.statusCode).toBe(422);
    type Found = { code: string; rule?: string; path: string; label: { sv: string; en: string } };
    const findings = (asked.json() as { findings: Found[] }).findings;
    for (const rule of ["ni-throughout", "sv-unbacked"])
      expect(findings).toContainEqual(
        expect.objectContaining({
          code: "style-rule",
          rule,
          path: "$.hero.subtitle.sv",
          label: { sv: "Toppsektion › Underrubrik (svenska)", en: "Hero › Subtitle (Swedish)" },
        }),
      );
  });

  it("saves drafts with conflict detection, publishes with a fresh passkey check, and audits it all", async () => {
    const editor = await signedIn("editor@nordlegend.se", "editor");
    const owner = await signedIn("owner2@nordlegend.se");
    await runCommand(["operator", "role", "owner2@nordlegend.se", "owner"], {
      db: t.db,
      retentionDays: 365,
      siteUrl: SITE_URL,
      out: () => undefined,
      now,
    });

    const mine = home();
    mine.hero.slogan.sv = "Redaktörens slogan";
    const saved = await editor.put("/api/admin/content/draft", { document: "home", body: mine, expectedVersion: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().draft).toMatchObject({ version: 1, stale: ["$.hero.slogan.en"] });

    const theirs = home();
    theirs.hero.slogan.sv = "Någon annans slogan";
    const conflict = await owner.put("/api/admin/content/draft", { document: "home", body: theirs, expectedVersion: 0 });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ error: "conflict", current: { version: 1, updatedBy: "editor@nordlegend.se" } });

    const asked = await editor.post("/api/admin/content/publish", { documents: ["home"], note: "Ny slogan" });
    expect(asked.statusCode).toBe(422);
    expect(asked.json().findings).toContainEqual({
      severity: "warning",
      code: "stale",
      document: "home",
      path: "$.hero.slogan.en",
      // Named for the owner in both console languages (docs/decisions/027-editor-shapes-and-owners-language.md).
      label: { sv: "Toppsektion › Slogan (engelska)", en: "Hero › Slogan (English)" },
    });

    clock = new Date(clock.getTime() + 6 * 60_000);
    const stepUp = await editor.post("/api/admin/content/publish", { documents: ["home"], confirmWarnings: true });
    expect(stepUp.statusCode).toBe(403);
    expect(stepUp.json()).toEqual({ error: "step-up" });
    expect((await editor.post("/api/admin/content/restore", { document: "home", number: 1, mode: "publish" })).json()).toEqual({
      error: "step-up",
    });

    const fresh = await signedIn("editor2@nordlegend.se", "editor");
    const published = await fresh.post("/api/admin/content/publish", {
      documents: ["home"],
      note: "Ny slogan",
      confirmWarnings: true,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ published: true, revisions: [{ document: "home", number: 2 }] });

    const history = (await fresh.get("/api/admin/content/history?document=home")).json().revisions;
    expect(history.map((r: { number: number; author: string; note: string }) => [r.number, r.author, r.note])).toEqual([
      [2, "editor2@nordlegend.se", "Ny slogan"],
      [1, "seed", "seed"],
    ]);
    const diff = (await fresh.get("/api/admin/content/diff?document=home&from=1&to=2")).json().changes;
    expect(diff).toEqual([
      expect.objectContaining({
        path: "$.hero.slogan.sv",
        after: "Redaktörens slogan",
        label: { sv: "Toppsektion › Slogan (svenska)", en: "Hero › Slogan (Swedish)" },
      }),
    ]);

    const restored = await fresh.post("/api/admin/content/restore", {
      document: "home",
      number: 1,
      mode: "publish",
      confirmWarnings: true,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    // A search over every text finds the restored slogan by a word of it, in any case, with its
    // field's label; a query of one letter finds nothing, and no query is too hostile to answer.
    const found = (await fresh.get(`/api/admin/content/search?q=${encodeURIComponent("LEGENDARISKA")}`)).json().hits;
    expect(found).toContainEqual(
      expect.objectContaining({
        document: "home",
        path: "$.hero.slogan.sv",
        lang: "sv",
        label: { sv: "Toppsektion › Slogan (svenska)", en: "Hero › Slogan (Swedish)" },
        excerpt: expect.stringContaining("legendariska"),
      }),
    );
    expect((await fresh.get("/api/admin/content/search?q=a")).json().hits).toEqual([]);
    for (const q of ["<script>", "(((", "\\u202e", "%00"])
      expect((await fresh.get(`/api/admin/content/search?q=${encodeURIComponent(q)}`)).statusCode, q).toBe(200);
    expect((await fresh.get(`/api/admin/content/search?q=${"x".repeat(101)}`)).statusCode).toBe(400);
    const actions = (await listAudit(t.db, { limit: 20 })).map((entry) => `${entry.action} ${entry.actor}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        "content-saved editor@nordlegend.se",
        "content-published editor2@nordlegend.se",
        "content-restored editor2@nordlegend.se",
      ]),
    );
  });
});
