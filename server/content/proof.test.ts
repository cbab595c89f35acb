import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldId, parsePath, type Shape } from "~/content/console-shape";
import { KINDS } from "~/content/model/documents";
import { proofChecklist, proofFieldsOf } from "./proof";
import { seedDocuments } from "./seed";

// The proof checklist (docs/decisions/031-copy-and-proof.md, "The proof checklist"): the fields
// the schemas mark as facts only the owner has, filled or not, as the Content screen lists them.

type Member = { name: { sv: string; en: string }; experience?: { sv: string; en: string }; profileUrl?: string; photo?: string };
type Story = { title: { sv: string; en: string }; origin?: { at: "here" | "previous"; year?: number } };

// A copy: the seed's map is shared by the whole process.
const seed = () => new Map(seedDocuments() as Map<string, unknown>);
const copyOf = <T>(document: string): T => structuredClone(seed().get(document)) as T;

describe("the proof checklist", () => {
  it("lists every team member's experience, profile and photo, each client story's origin and the company's legal identity, all empty in the seed", () => {
    const documents = [...seed().keys()];
    const items = proofChecklist(documents, seed(), new Map());
    expect(items.every((item) => item.state === "empty")).toBe(true);

    const home = copyOf<{ team: { members: Member[] } }>("home");
    for (const [index, member] of home.team.members.entries())
      for (const field of ["photo", "experience", "profileUrl"])
        expect(items).toContainEqual(
          expect.objectContaining({ document: "home", path: `$.team.members[${index}].${field}`, subject: member.name }),
        );
    const company = items.filter((item) => item.document === "company").map((item) => [item.path, item.label.sv, item.label.en]);
    expect(company).toEqual([
      ["$.registeredOffice", "Säte", "Registered office"],
      ["$.vatNumber", "Momsregistreringsnummer", "VAT number"],
      ["$.founded", "Grundat år", "Year founded"],
    ]);
    // Every service page's every story, named by its title in both languages.
    for (const document of documents.filter((id) => id.startsWith("service/"))) {
      const stories = copyOf<{ stories?: { items: Story[] } }>(document).stories?.items ?? [];
      expect(items.filter((item) => item.document === document).map((item) => item.subject)).toEqual(
        stories.map((story) => story.title),
      );
    }
    // Nothing else: the fields marked in the schemas and nothing the walk made up.
    expect(new Set(items.map((item) => item.path.replace(/\[\d+\]/g, "[]")))).toEqual(
      new Set([
        "$.team.members[].photo",
        "$.team.members[].experience",
        "$.team.members[].profileUrl",
        "$.stories.items[].origin",
        "$.registeredOffice",
        "$.vatNumber",
        "$.founded",
      ]),
    );
  });

  it("tells a field shown on the site from one filled only in a draft, and an origin without its year", () => {
    const live = seed();
    const home = copyOf<{ team: { members: Member[] } }>("home");
    home.team.members[0]!.experience = { sv: "Tjugo år som utvecklare.", en: "Twenty years as a developer." };
    live.set("home", structuredClone(home));
    home.team.members[1]!.profileUrl = "https://www.linkedin.com/in/example";
    home.team.members[2]!.experience = { sv: "Femton år i branschen.", en: " " };
    const service = copyOf<{ stories: { items: Story[] } }>("service/ai-agents");
    service.stories.items[0]!.origin = { at: "previous" };
    const drafts = new Map<string, unknown>([
      ["home", home],
      ["service/ai-agents", service],
    ]);

    const items = proofChecklist(["home", "service/ai-agents"], live, drafts);
    const state = (document: string, path: string) =>
      items.find((item) => item.document === document && item.path === path)?.state;
    expect(state("home", "$.team.members[0].experience")).toBe("published");
    expect(state("home", "$.team.members[1].profileUrl")).toBe("draft");
    // A text with one language left blank is not filled, and leads to that language's input.
    expect(state("home", "$.team.members[2].experience.en")).toBe("empty");
    expect(state("service/ai-agents", "$.stories.items[0].origin")).toBe("draft");
    expect(state("service/ai-agents", "$.stories.items[0].origin.year")).toBe("empty");

    // A draft that empties a published field takes it off at publish: it is to do, not shown.
    const emptied = copyOf<{ team: { members: Member[] } }>("home");
    const onlyLive = proofChecklist(["home"], live, new Map([["home", emptied]]));
    expect(onlyLive.find((item) => item.path === "$.team.members[0].experience")?.state).toBe("empty");
  });

  it("gives each field a path whose id the editor draws, in the console's words", () => {
    const [story] = proofFieldsOf("service/ai-agents", seed().get("service/ai-agents"));
    expect(story).toMatchObject({
      path: "$.stories.items[0].origin",
      label: {
        sv: "Kundberättelser › Punkter nr 1 › Var och när (här eller hos tidigare arbetsgivare)",
        en: "Stories › Items no. 1 › Where and when (here or at a previous employer)",
      },
    });
    // The console's "go to field" link: the id the editor gives the field (or its "Add" button).
    expect(fieldId(parsePath(story!.path))).toBe("f-stories.items.0.origin");
  });

  it("reads what it can of a body of the wrong shape and never throws", () => {
    const hostile: unknown[] = [
      null,
      "home",
      42,
      [],
      { team: null },
      { team: { members: "all of them" } },
      { team: { members: [null, 7, "x", { name: "<script>", experience: 5 }, { experience: { sv: "a" } }] } },
      { __proto__: { team: { members: [{}] } } },
      JSON.parse('{"team":{"members":[{"__proto__":{"experience":{"sv":"x","en":"y"}}}]}}'),
    ];
    for (const body of hostile) {
      const items = proofFieldsOf("home", body);
      expect(
        items.every((item) => !item.filled),
        JSON.stringify(body),
      ).toBe(true);
    }
    expect(proofFieldsOf("no-such-document", seed().get("home"))).toEqual([]);
    expect(proofFieldsOf("service/../home", seed().get("home"))).toEqual([]);
  });

  it("marks only optional fields, so every page reads well before the owner fills them", () => {
    const marked: string[] = [];
    const visit = (shape: Shape, where: string) => {
      for (const [key, child] of Object.entries(shape.properties ?? {})) {
        if (child.proof) {
          marked.push(`${where}.${key}`);
          expect(shape.required ?? [], `${where}.${key}`).not.toContain(key);
        }
        visit(child, `${where}.${key}`);
      }
      for (const child of [
        shape.items,
        shape.additionalProperties,
        ...(shape.prefixItems ?? []),
        ...(shape.anyOf ?? []),
        ...(shape.oneOf ?? []),
      ])
        if (child && typeof child === "object") visit(child, where);
    };
    for (const [kind, schema] of Object.entries(KINDS))
      visit(z.toJSONSchema(schema as z.ZodType, { unrepresentable: "any", io: "input" }) as Shape, kind);
    expect(marked.sort()).toEqual(
      [
        "company.founded",
        "company.registeredOffice",
        "company.vatNumber",
        "home.team.members.experience",
        "home.team.members.photo",
        "home.team.members.profileUrl",
        "otc.team.members.experience",
        "otc.team.members.photo",
        "otc.team.members.profileUrl",
        "service.stories.items.origin",
        "service.stories.items.origin.year",
      ].sort(),
    );
  });
});
