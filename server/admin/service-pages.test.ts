import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConsoleBrowser, enrol, enrolledFromShell, inviteFromShell } from "../../test/support/console-browser";
import { testDatabases, type TestDatabase } from "../../test/support/databases";
import { SITE_URL, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { runCommand } from "../cli/commands";
import { listAudit, listDrafts, liveRevision } from "../db";

// Adding and retiring service pages through the console's API against the real server, with
// hostile values (docs/decisions/025-service-pages.md).

const newPage = (change: (page: Record<string, unknown>) => void = () => undefined) => {
  const page: Record<string, unknown> = {
    title: { sv: "Kvantdatorer", en: "Quantum computing" },
    slug: { sv: "kvantdatorer", en: "quantum-computing" },
    description: {
      sv: "Vi hjälper er att förstå vad kvantdatorer kan och inte kan göra för er verksamhet.",
      en: "We help you understand what quantum computers can and cannot do for your business.",
    },
    keywords: { sv: ["Kvantalgoritmer", "Förstudie"], en: ["Quantum algorithms", "Feasibility study"] },
    icon: "lightbulb",
    startFrom: "ai-agents",
  };
  change(page);
  return page;
};

describe.each(testDatabases())("service pages through the API on $name", ({ open }) => {
  let t: TestDatabase;
  let app: TestApp;
  let clock: Date;
  const now = () => new Date(clock);

  beforeEach(async () => {
    clock = new Date("2026-11-26T09:00:00.000Z");
    t = await open();
    app = await startTestApp({ DATABASE_URL: t.url }, { now });
    await enrolledFromShell(() => app, t.db, "owner@nordlegend.se", now);
  });
  afterEach(async () => {
    await app?.close();
    await t?.dispose();
  });

  async function signedIn(email: string, role: "editor" | "operator"): Promise<ConsoleBrowser> {
    const token = await inviteFromShell(t.db, email, now);
    const out = { db: t.db, retentionDays: 365, siteUrl: SITE_URL, out: () => undefined, now };
    expect(await runCommand(["operator", "role", email, role], out)).toBe(0);
    const browser = new ConsoleBrowser(() => app);
    await enrol(browser, token);
    return browser;
  }

  it("refuses every hostile slug and title, naming the field, and stores nothing", async () => {
    const editor = await signedIn("editor@nordlegend.se", "editor");
    const cases: [string, (page: Record<string, unknown>) => void, string, string][] = [
      ["dot-dot", (p) => (p.slug = { sv: "..", en: "quantum" }), "$.slug.sv", "slug-format"],
      ["a slash", (p) => (p.slug = { sv: "kvant/../admin", en: "quantum" }), "$.slug.sv", "slug-format"],
      ["an encoded slash", (p) => (p.slug = { sv: "kvant%2fadmin", en: "quantum" }), "$.slug.sv", "slug-format"],
      ["a full-width look-alike", (p) => (p.slug = { sv: "kvant", en: "ａi-agents" }), "$.slug.en", "slug-format"],
      ["a Cyrillic look-alike", (p) => (p.slug = { sv: "kvant", en: "аi-agents" }), "$.slug.en", "slug-format"],
      ["uppercase", (p) => (p.slug = { sv: "Kvant", en: "quantum" }), "$.slug.sv", "slug-format"],
      ["an empty slug", (p) => (p.slug = { sv: "", en: "quantum" }), "$.slug.sv", "required"],
      ["admin", (p) => (p.slug = { sv: "admin", en: "quantum" }), "$.slug.sv", "slug-reserved"],
      ["api", (p) => (p.slug = { sv: "kvant", en: "api" }), "$.slug.en", "slug-reserved"],
      ["media", (p) => (p.slug = { sv: "media", en: "quantum" }), "$.slug.sv", "slug-reserved"],
      ["assets", (p) => (p.slug = { sv: "kvant", en: "assets" }), "$.slug.en", "slug-reserved"],
      ["a language code", (p) => (p.slug = { sv: "sv", en: "quantum" }), "$.slug.sv", "slug-reserved"],
      ["81 characters", (p) => (p.slug = { sv: "k".repeat(81), en: "quantum" }), "$.slug.sv", "slug-too-long"],
      ["another page's slug", (p) => (p.slug = { sv: "ai-agents", en: "quantum" }), "$.slug.sv", "slug-taken"],
      ["another page's id", (p) => (p.slug = { sv: "no-code-low-code-mvp", en: "quantum" }), "$.slug.sv", "slug-taken"],
      ["a 1 MB title", (p) => (p.title = { sv: "x".repeat(1024 * 1024), en: "Quantum" }), "$.title.sv", "too-long"],
      ["a script in the title", (p) => (p.title = { sv: "Kvant", en: "<script>alert(1)</script>" }), "$.title.en", "markup"],
      ["bidi in the card", (p) => (p.description = { sv: "Kvant \u202E", en: "Quantum" }), "$.description.sv", "bidi"],
      ["an unknown icon", (p) => (p.icon = "<svg onload=alert(1)>"), "$.icon", "unknown"],
      ["an unknown template", (p) => (p.startFrom = "../privacy"), "$.startFrom", "unknown"],
      ["no keywords", (p) => (p.keywords = { sv: [], en: ["Quantum"] }), "$.keywords.sv", "required"],
      ["keywords left out", (p) => delete p.keywords, "$.keywords.en", "required"],
      ["an empty keyword", (p) => (p.keywords = { sv: ["Kvant", " "], en: ["Quantum", "Qubits"] }), "$.keywords.sv", "required"],
      ["fewer in English", (p) => (p.keywords = { sv: ["Kvant", "Qubit"], en: ["Quantum"] }), "$.keywords.en", "keywords-count"],
      [
        "21 keywords",
        (p) => (p.keywords = { sv: Array(21).fill("Kvant"), en: Array(21).fill("Q") }),
        "$.keywords.sv",
        "too-many",
      ],
      ["an 81-character keyword", (p) => (p.keywords = { sv: ["k".repeat(81)], en: ["Q"] }), "$.keywords.sv", "too-long"],
      [
        "markup in a keyword",
        (p) => (p.keywords = { sv: ["Kvant"], en: ['<img src=x onerror="alert(1)">'] }),
        "$.keywords.en",
        "markup",
      ],
      ["bidi in a keyword", (p) => (p.keywords = { sv: ["Kvant\u202E"], en: ["Quantum"] }), "$.keywords.sv", "bidi"],
    ];
    for (const [name, change, path, problem] of cases) {
      const response = await editor.post("/api/admin/content/service-pages", newPage(change));
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error, name).toBe("invalid-content");
      expect(response.json().issues, name).toContainEqual({ path, problem });
    }
    // Document ids that are no service page's: refused, never read or written.
    for (const id of ["service/../privacy", "service/%2e%2e", "service/Admin", "service/", "pages/x"]) {
      expect((await editor.get(`/api/admin/content/document?id=${encodeURIComponent(id)}`)).statusCode, id).toBe(404);
      const put = await editor.put("/api/admin/content/draft", { document: id, body: {}, expectedVersion: 0 });
      expect(put.statusCode, id).toBe(404);
    }
    // A body that is no form at all is refused before any rule.
    expect((await editor.post("/api/admin/content/service-pages", { slug: "x" })).statusCode).toBe(400);
    expect(
      (
        await editor.post(
          "/api/admin/content/service-pages",
          newPage((p) => (p.keywords = "Kvant")),
        )
      ).statusCode,
    ).toBe(400);
    expect(await listDrafts(t.db)).toEqual([]);
  });

  it("drafts a new page, its card and the page list, which publish together with the passkey", async () => {
    const editor = await signedIn("editor@nordlegend.se", "editor");
    const operator = await signedIn("operator@nordlegend.se", "operator");
    expect((await operator.post("/api/admin/content/service-pages", newPage())).statusCode).toBe(403);
    expect((await operator.get("/api/admin/content/service-pages")).statusCode).toBe(403);

    const added = await editor.post("/api/admin/content/service-pages", newPage());
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ id: "quantum-computing", drafts: ["service/quantum-computing", "home", "pages"] });
    // The same slug again is taken, by the draft.
    const again = await editor.post("/api/admin/content/service-pages", newPage());
    expect(again.json().issues).toContainEqual({ path: "$.slug.en", problem: "slug-taken" });

    const list = (await editor.get("/api/admin/content")).json().documents.map((entry: { document: string }) => entry.document);
    expect(list).toContain("service/quantum-computing");
    const opened = (await editor.get("/api/admin/content/document?id=service/quantum-computing")).json();
    expect(opened.preview).toEqual({ sv: "/sv/services/kvantdatorer", en: "/en/services/quantum-computing" });
    expect(opened.draft.body.hero.title).toEqual({ sv: "Kvantdatorer", en: "Quantum computing" });
    // Every other text starts as a placeholder naming its field, never the template page's words
    // (docs/decisions/027-editor-shapes-and-owners-language.md).
    expect(opened.draft.body.hero.eyebrow).toEqual({ sv: "[Toppsektion › Överrubrik]", en: "[Hero › Eyebrow]" });
    const template = (await editor.get(`/api/admin/content/document?id=service/${newPage().startFrom}`)).json().live.body;
    const words = JSON.stringify(opened.draft.body);
    for (const text of [template.hero.subtitle, template.cta.heading, template.benefits.items[0].title])
      for (const lang of ["sv", "en"] as const) expect(words).not.toContain(text[lang]);
    expect(opened.draft.body.benefits.items).toHaveLength(template.benefits.items.length);
    // The list names the page by its title, in both languages.
    const listed = (await editor.get("/api/admin/content")).json().documents;
    expect(listed.find((entry: { document: string }) => entry.document === "service/quantum-computing").title).toEqual({
      sv: "Kvantdatorer",
      en: "Quantum computing",
    });
    // The home card starts with the form's keywords, paired by their order.
    const home = (await editor.get("/api/admin/content/document?id=home")).json();
    expect(home.draft.body.services.cards["quantum-computing"]).toMatchObject({
      icon: "lightbulb",
      keywords: [
        { sv: "Kvantalgoritmer", en: "Quantum algorithms" },
        { sv: "Förstudie", en: "Feasibility study" },
      ],
    });

    // The page alone cannot go live: the list does not name it yet, and the list needs the page.
    const alone = await editor.post("/api/admin/content/publish", {
      documents: ["service/quantum-computing"],
      confirmWarnings: true,
    });
    expect(alone.statusCode).toBe(422);
    expect(alone.json().findings).toContainEqual(expect.objectContaining({ code: "unlisted-page", severity: "error" }));
    const listOnly = await editor.post("/api/admin/content/publish", { documents: ["pages"], confirmWarnings: true });
    expect(listOnly.json().findings).toContainEqual(expect.objectContaining({ code: "missing-card" }));
    expect(listOnly.json().findings).toContainEqual(expect.objectContaining({ code: "missing-page" }));

    // Unconfirmed, the publish warns of each text still a placeholder, named by its label.
    const warned = await editor.post("/api/admin/content/publish", {
      documents: ["service/quantum-computing", "home", "pages"],
    });
    expect(warned.statusCode).toBe(422);
    expect(warned.json().findings).toContainEqual({
      severity: "warning",
      code: "unwritten",
      document: "service/quantum-computing",
      path: "$.hero.eyebrow.en",
      label: { sv: "Toppsektion › Överrubrik (engelska)", en: "Hero › Eyebrow (English)" },
    });
    const published = await editor.post("/api/admin/content/publish", {
      documents: ["service/quantum-computing", "home", "pages"],
      confirmWarnings: true,
    });
    expect(published.statusCode, published.body).toBe(200);
    const live = (await liveRevision(t.db, "pages"))?.body as { services: { id: string; state: string }[] };
    expect(live.services.at(-1)).toEqual({
      id: "quantum-computing",
      slug: { sv: "kvantdatorer", en: "quantum-computing" },
      formerSlugs: { sv: [], en: [] },
      state: "live",
    });
    const actions = (await listAudit(t.db, { limit: 20 })).map((entry) => `${entry.action} ${entry.target}`);
    expect(actions).toContain("content-published service/quantum-computing, home, pages");
  });

  it("retires pages as drafts, but never the last live one, by the API or by an edited list", async () => {
    const editor = await signedIn("editor@nordlegend.se", "editor");
    const { services } = (await editor.get("/api/admin/content/service-pages")).json() as { services: { id: string }[] };
    expect(services).toHaveLength(14);
    for (const [index, page] of services.entries()) {
      const response = await editor.post("/api/admin/content/service-pages/state", { id: page.id, state: "retired" });
      if (index < services.length - 1) expect(response.statusCode, page.id).toBe(200);
      else {
        expect(response.statusCode).toBe(400);
        expect(response.json().issues).toEqual([{ path: "$.services", problem: "no-live-page" }]);
      }
    }
    expect((await editor.post("/api/admin/content/service-pages/state", { id: "../admin", state: "retired" })).statusCode).toBe(
      404,
    );
    expect((await editor.post("/api/admin/content/service-pages/state", { id: "ai-agents", state: "gone" })).statusCode).toBe(
      400,
    );

    // The list edited by hand with every page retired saves (it is a valid shape) but never publishes.
    const draft = (await editor.get("/api/admin/content/document?id=pages")).json().draft as {
      version: number;
      body: { services: { state: string }[] };
    };
    for (const page of draft.body.services) page.state = "retired";
    const saved = await editor.put("/api/admin/content/draft", {
      document: "pages",
      body: draft.body,
      expectedVersion: draft.version,
    });
    expect(saved.statusCode).toBe(200);
    const refused = await editor.post("/api/admin/content/publish", { documents: ["pages"], confirmWarnings: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().findings).toContainEqual(expect.objectContaining({ code: "no-live-page", severity: "error" }));
    // Removing a live page from the list is refused too: it must be retired, so its URLs answer.
    const removed = { services: draft.body.services.slice(1).map((page) => ({ ...page, state: "live" })) };
    await editor.put("/api/admin/content/draft", { document: "pages", body: removed, expectedVersion: draft.version + 1 });
    const gone = await editor.post("/api/admin/content/publish", { documents: ["pages"], confirmWarnings: true });
    expect(gone.json().findings).toContainEqual(expect.objectContaining({ code: "live-page-removed", detail: "ai-agents" }));
  });
});
