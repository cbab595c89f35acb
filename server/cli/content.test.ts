import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabases, type TestDatabase } from "../../test/support/databases";
import { contentVersion, getDraft, listAudit, liveRevision } from "../db";
import { runCommand, UsageError } from "./commands";

// `inbox content export | import | history | restore` (docs/decisions/018-content-editing.md).

type Home = { hero: { slogan: { sv: string; en: string } } };

describe.each(testDatabases())("inbox content on $name", ({ open }) => {
  let t: TestDatabase;
  let dir: string;
  beforeEach(async () => {
    t = await open();
    dir = await mkdtemp(path.join(tmpdir(), "content-cli-"));
  });
  afterEach(async () => {
    await t?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  async function inbox(...argv: string[]): Promise<{ code: number; out: string }> {
    const lines: string[] = [];
    const code = await runCommand(argv, {
      db: t.db,
      retentionDays: 365,
      siteUrl: "https://example.test",
      out: (line) => lines.push(line),
    });
    return { code, out: lines.join("\n") };
  }

  it("exports everything, imports it back as drafts or published, and lists and restores revisions", async () => {
    const exported = await inbox("content", "export");
    expect(exported.code).toBe(0);
    const file = JSON.parse(exported.out) as { version: number; documents: Record<string, Home> };
    expect(file.version).toBe(1);
    expect(Object.keys(file.documents)).toContain("service/ai-agents");

    file.documents.home!.hero.slogan.sv = "Från git";
    file.documents.home!.hero.slogan.en = "From git";
    const target = path.join(dir, "content.json");
    await writeFile(target, JSON.stringify(file));
    expect(await inbox("content", "import", target)).toMatchObject({ code: 0 });
    expect(((await getDraft(t.db, "home"))?.body as Home).hero.slogan.sv).toBe("Från git");
    expect(await contentVersion(t.db)).toBe(1);

    const published = await inbox("content", "import", target, "--publish");
    expect(published.code, published.out).toBe(0);
    expect(published.out).toContain("content version 2");
    expect(((await liveRevision(t.db, "home"))?.body as Home).hero.slogan.en).toBe("From git");

    const history = await inbox("content", "history", "home");
    expect(history.out.split("\n").map((line) => line.replace(/^\S+\s+/, ""))).toEqual([
      "v2  home #2  cli  import",
      "v1  home #1  seed  seed",
    ]);
    const restored = await inbox("content", "restore", "home", "1");
    expect(restored.code, restored.out).toBe(0);
    expect(((await liveRevision(t.db, "home"))?.body as Home).hero.slogan.en).not.toBe("From git");
    expect((await listAudit(t.db, { limit: 3 })).map((entry) => `${entry.action} ${entry.actor}`)).toEqual([
      "content-restored cli",
      "content-imported cli",
      "content-imported cli",
    ]);
  });

  it("prints the style guide's warnings on import, naming the field by its label: du on a service page, kronor beside a price", async () => {
    type Service = { hero: { subtitle: { sv: string; en: string } } };
    const all = JSON.parse((await inbox("content", "export")).out) as { documents: Record<string, Service> };
    const agents = all.documents["service/ai-agents"]!;
    const noCode = all.documents["service/no-code-low-code-mvp"]!;
    agents.hero.subtitle.sv = "Vi bygger agenter som du kan lita på.";
    noCode.hero.subtitle.sv = "En MVP kostar 99 000 kr ({{fact:price.noCodeMvp}}).";
    const target = path.join(dir, "copy.json");
    const documents = { "service/ai-agents": agents, "service/no-code-low-code-mvp": noCode };
    await writeFile(target, JSON.stringify({ version: 1, documents }));

    const drafts = await inbox("content", "import", target);
    expect(drafts.code, drafts.out).toBe(0);
    expect(drafts.out).toContain("warning: second-person service/ai-agents “Hero › Subtitle (Swedish)” ($.hero.subtitle.sv): du");
    expect(drafts.out).toContain(
      "warning: currency-beside-price service/no-code-low-code-mvp “Hero › Subtitle (Swedish)” ($.hero.subtitle.sv): 99 000 kr",
    );
    expect(drafts.out).toContain("Saved 2 drafts");

    // Publishing them says the same, and the owner's copy is published as imported: warnings ask, they do not refuse.
    const published = await inbox("content", "import", target, "--publish");
    expect(published.code, published.out).toBe(0);
    expect(published.out).toContain("second-person service/ai-agents “Hero › Subtitle (Swedish)”");
    expect(((await liveRevision(t.db, "service/ai-agents"))?.body as Service).hero.subtitle.sv).toContain("du kan lita på");

    // Copy that keeps the rules gives no such warning.
    agents.hero.subtitle.sv = "Vi bygger agenter som ni kan lita på.";
    noCode.hero.subtitle.sv = "En MVP kostar {{fact:price.noCodeMvp}}.";
    await writeFile(target, JSON.stringify({ version: 1, documents }));
    const clean = await inbox("content", "import", target);
    expect(clean.out).not.toMatch(/second-person|currency-beside-price service\/no-code-low-code-mvp “Hero/u);
  });

  it("refuses a bad file whole, naming the document and field, with a non-zero exit", async () => {
    const file = JSON.parse((await inbox("content", "export")).out) as { documents: Record<string, Home> };
    file.documents.home!.hero.slogan.sv = "<img src=x onerror=alert(1)>";
    (file.documents as Record<string, unknown>)["no-such-page"] = {};
    const target = path.join(dir, "bad.json");
    await writeFile(target, JSON.stringify(file));
    const result = await inbox("content", "import", target, "--publish");
    expect(result.code).toBe(1);
    expect(result.out).toContain("home $.hero.slogan.sv: markup");
    expect(result.out).toContain("no-such-page $: unknown-document");
    expect(await contentVersion(t.db)).toBe(1);

    await writeFile(target, "{ not json");
    expect((await inbox("content", "import", target)).code).toBe(1);
    await expect(inbox("content", "history", "nowhere")).rejects.toThrow(UsageError);
    await expect(inbox("content", "export", "--form", "contact")).rejects.toThrow(UsageError);
    await expect(inbox("content", "restore", "home")).rejects.toThrow(UsageError);
    expect((await inbox("content", "restore", "home", "9")).out).toContain("no-revision");
  });
});
