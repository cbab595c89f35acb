import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { enrolledFromShell, type ConsoleBrowser } from "../../test/support/console-browser";
import { makeTempDir, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { publishRevisions } from "../db";
import { invitation } from "../booking/invitation";
import { seedDocuments } from "./seed";

// L12 (docs/decisions/028-security-m4-m6.md): the company document follows the text rules
// (no markup, bidi overrides, NUL, ESC or line breaks) and its email is only an address, so no
// `?bcc=` reaches a `mailto:` link; a company document stored before the rule is cleaned by a
// content migration at start; and an invitation's lines stay lines whatever the names hold.

type Company = {
  brand: string;
  legalName: string;
  email: string;
  offices: { city: string; street: string }[];
  socials: { name: string }[];
};
const company = () => structuredClone(seedDocuments().get("company")) as Company;

describe("the company document's rules", () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let app: TestApp | undefined;
  let owner: ConsoleBrowser;

  beforeEach(async () => {
    temp = await makeTempDir("company-rules-");
    app = await startTestApp({}, { dir: temp.dir });
    owner = (await enrolledFromShell(() => app!, app.app.db, "owner@nordlegend.se")).browser;
  });
  afterEach(async () => {
    await app?.app.close();
    await temp.remove();
  });

  it("refuses markup, bidi overrides, control characters, line breaks and a mailto with parameters, naming the field", async () => {
    const cases: [string, (body: Company) => void, string, string][] = [
      ["script in the brand", (b) => (b.brand = "Nord</script><script>alert(1)</script>"), "$.brand", "markup"],
      ["bidi in the brand", (b) => (b.brand = "Nord\u202Eevil"), "$.brand", "bidi"],
      ["CR/LF in the brand", (b) => (b.brand = "Nord\r\nX:mailto:evil@evil.test"), "$.brand", "control"],
      ["markup in the legal name", (b) => (b.legalName = "Legal <img src=x onerror=alert(2)> AB"), "$.legalName", "markup"],
      ["NUL and ESC in a city", (b) => (b.offices[0]!.city = "Stock\u0000holm\u001b[31m"), "$.offices[0].city", "control"],
      ["a bcc in the email", (b) => (b.email = "info@nordlegend.se?bcc=spy%40evil.test&body=hi"), "$.email", "email"],
      ["two addresses", (b) => (b.email = "info@nordlegend.se,spy@evil.test"), "$.email", "email"],
      ["bidi in a network's name", (b) => (b.socials[0]!.name = "Link\u2066edIn"), "$.socials[0].name", "bidi"],
    ];
    for (const [what, change, path, problem] of cases) {
      const body = company();
      change(body);
      const response = await owner.put("/api/admin/content/draft", { document: "company", body, expectedVersion: 0 });
      expect(response.statusCode, what).toBe(400);
      expect(response.json(), what).toMatchObject({ error: "invalid-content", issues: [{ path, problem }] });
    }
    expect(await app!.app.db.selectFrom("content_drafts").selectAll().execute()).toEqual([]);
    // The seed's own details pass.
    expect(
      (await owner.put("/api/admin/content/draft", { document: "company", body: company(), expectedVersion: 0 })).statusCode,
    ).toBe(200);
  });

  it("cleans a company document stored before the rule at the next start, keeping the owner's words", async () => {
    const hostile = company();
    hostile.brand = "Nord\r\nLegend\u202E";
    hostile.email = "Info@Nordlegend.se?bcc=spy%40evil.test";
    hostile.offices[0]!.city = "Stock\u0000holm";
    await publishRevisions(app!.app.db, { items: [{ document: "company", body: hostile, stale: [] }], author: "x" }, new Date());
    await app!.app.db.deleteFrom("content_migrations").where("name", "=", "2026-11-27_company_text_rules").execute();
    await app!.app.close();
    app = await startTestApp({}, { dir: temp.dir });
    const live = await app.app.db
      .selectFrom("content_live")
      .innerJoin("content_revisions", "content_revisions.id", "content_live.revision_id")
      .select("content_revisions.body")
      .where("content_live.document", "=", "company")
      .executeTakeFirstOrThrow();
    const body = JSON.parse(live.body) as Company;
    expect([body.brand, body.email, body.offices[0]!.city]).toEqual(["Nord Legend", "info@nordlegend.se", "Stock holm"]);
  });

  it('holds the registered office and a client story\'s "led by" to the same rules, naming the field', async () => {
    const story = () => structuredClone(seedDocuments().get("service/ai-agents")) as Story;
    const cases: [string, string, unknown, string, string][] = [
      [
        "markup in the registered office",
        "company",
        { ...company(), registeredOffice: "<img src=x onerror=alert(1)>" },
        "$.registeredOffice",
        "markup",
      ],
      [
        "bidi in the registered office",
        "company",
        { ...company(), registeredOffice: "Stock\u202Eholm" },
        "$.registeredOffice",
        "bidi",
      ],
      [
        "a line break in the registered office",
        "company",
        { ...company(), registeredOffice: "Stockholm\r\nX: y" },
        "$.registeredOffice",
        "control",
      ],
      [
        "markup in a story's leader",
        "service/ai-agents",
        withLeader(story(), "<script>alert(1)</script>"),
        "$.stories.items[0].origin.ledBy",
        "markup",
      ],
      [
        "bidi in a story's leader",
        "service/ai-agents",
        withLeader(story(), "Anna\u2066 Berg"),
        "$.stories.items[0].origin.ledBy",
        "bidi",
      ],
    ];
    for (const [what, document, body, path, problem] of cases) {
      const response = await owner.put("/api/admin/content/draft", { document, body, expectedVersion: 0 });
      expect(response.statusCode, what).toBe(400);
      expect(response.json(), what).toMatchObject({ error: "invalid-content", issues: [{ path, problem }] });
    }
    expect(await app!.app.db.selectFrom("content_drafts").selectAll().execute()).toEqual([]);
    for (const [document, body] of [
      ["company", { ...company(), registeredOffice: "Stockholm" }],
      ["service/ai-agents", withLeader(story(), "Anna Berg")],
    ] as const)
      expect((await owner.put("/api/admin/content/draft", { document, body, expectedVersion: 0 })).statusCode, document).toBe(
        200,
      );
  });

  it("cleans a registered office and a story's leader stored before the rule at the next start, keeping every word", async () => {
    const story = withLeader(structuredClone(seedDocuments().get("service/ai-agents")) as Story, "Anna\u202E <b>Berg</b>\r\n");
    const office = { ...company(), registeredOffice: "Stock<img src=x onerror=alert(1)>holm" };
    await publishRevisions(
      app!.app.db,
      {
        items: [
          { document: "company", body: office, stale: [] },
          { document: "service/ai-agents", body: story, stale: [] },
        ],
        author: "x",
      },
      new Date(),
    );
    await app!.app.db.deleteFrom("content_migrations").where("name", "=", "2026-12-02_02_proof_text_rules").execute();
    await app!.app.close();
    app = await startTestApp({}, { dir: temp.dir });
    const liveBody = async (document: string) =>
      JSON.parse(
        (
          await app!.app.db
            .selectFrom("content_live")
            .innerJoin("content_revisions", "content_revisions.id", "content_live.revision_id")
            .select("content_revisions.body")
            .where("content_live.document", "=", document)
            .executeTakeFirstOrThrow()
        ).body,
      );
    expect((await liveBody("company")).registeredOffice).toBe("Stockimg src x onerror alert(1)holm");
    expect((await liveBody("service/ai-agents")).stories.items[0].origin).toEqual({
      at: "previous",
      year: 2021,
      ledBy: "Anna bBerg/b",
    });
  });
});

type Story = { stories: { items: { origin?: { at: string; year?: number; ledBy?: string } }[] } };
/** A service page whose first story names who led it. */
function withLeader(page: Story, ledBy: string): Story {
  page.stories.items[0]!.origin = { at: "previous", year: 2021, ledBy };
  return page;
}

describe("an invitation's lines", () => {
  it("stay folded and escaped lines whatever the organizer's and the visitor's names hold", () => {
    const ics = invitation({
      booking: {
        id: "b1",
        startsAt: "2026-12-01T08:00:00.000Z",
        endsAt: "2026-12-01T08:30:00.000Z",
        sequence: 0,
        email: "karin@example.se",
      },
      method: "REQUEST",
      organizer: { name: `Nord\r\nX-INJECTED:mailto:evil@evil.test\u202E${"long ".repeat(30)}`, email: "info@nordlegend.se" },
      attendeeName: 'Eve "CN";ROLE=CHAIR:mailto:x@evil.test\r',
      summary: "Call\rwith\u0007Nord",
      description: "Line one\r\nLine two",
      host: "nordlegend.se",
      now: new Date("2026-11-27T09:00:00.000Z"),
    });
    const lines = ics.split("\r\n");
    // Every line is at most 75 octets, and no line starts a property it should not.
    for (const line of lines) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith("X-INJECTED"))).toBe(false);
    // eslint-disable-next-line no-control-regex -- the point
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\u0000-\u001F\u202E]/);
    const unfolded = ics.replace(/\r\n[ \t]/g, "");
    expect(unfolded).toContain("DESCRIPTION:Line one\\nLine two");
  });
});
