import { describe, expect, it } from "vitest";
import { FORM_SCHEMAS, type FormName } from "~/forms";
import { SERVICE_SLUGS } from "~/i18n/pages";
import { forms } from "./forms";
import { home } from "./home";
import { infoHub } from "./info";
import { privacyPolicy } from "~/content/legal/privacy";
import { support } from "~/content/legal/support";
import { terms } from "~/content/legal/terms";
import { otc } from "./otc";
import { social } from "./social";
import { structureProblems } from "./structure";
import { INFO_TOPIC_IDS } from "./types";
import { ui } from "./ui";

const MODULES = { ui, home, forms, otc, social, infoHub, privacyPolicy, terms, support };

describe("copy is complete in both languages", () => {
  it.each(Object.entries(MODULES))("%s: Swedish and English have the same shape, nothing empty", (_name, copy) => {
    expect(structureProblems(copy.sv, copy.en)).toEqual([]);
  });

  it("the structure check itself notices gaps", () => {
    expect(structureProblems({ a: ["x", "y"], b: "" }, { a: ["x"], c: "z" })).toEqual([
      "$.a: 2 items in sv, 1 in en",
      "$.b: missing in en",
      "$.c: missing in sv",
    ]);
  });
});

describe.each(["sv", "en"] as const)("home page content (%s) has the counts of the product record", (lang) => {
  const content = home[lang];
  it("three values, 14 service cards in grid order, 8 projects, 6 members", () => {
    expect(content.about.values).toHaveLength(3);
    expect(Object.keys(content.services.cards)).toEqual([...SERVICE_SLUGS]);
    expect(content.portfolio.projects).toHaveLength(8);
    expect(content.portfolio.pipeline.upcoming).toHaveLength(2);
    expect(content.portfolio.pipeline.other).toHaveLength(2);
    expect(content.team.members).toHaveLength(6);
  });
  it("some projects link out and some do not", () => {
    const linked = content.portfolio.projects.filter((project) => project.url);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.length).toBeLessThan(8);
    for (const project of linked) expect(project.url).toMatch(/^https:\/\//);
  });
  it("the team has the six roles of the product record in order", () => {
    expect(content.team.members.map((member) => member.role)).toEqual([
      "CEO & CIO",
      "CDO",
      "Head of Finance",
      "App Development & AI Consulting",
      "Senior Fullstack",
      "Blockchain & Finance",
    ]);
  });
});

describe.each(["sv", "en"] as const)("forms copy (%s) labels every field and option of the shared schemas", (lang) => {
  const copyByForm = forms[lang];
  it.each(Object.entries(FORM_SCHEMAS))("%s", (name, schema) => {
    const copy = copyByForm[name as FormName];
    for (const field of schema.fields) {
      expect(copy.fields[field.name]?.label, `${name}.${field.name}`).toBeTruthy();
      if (field.kind === "select" || field.kind === "multi") {
        expect(Object.keys(copy.options[field.name] ?? {}).sort(), `${name}.${field.name} options`).toEqual(
          [...(field.options ?? [])].sort(),
        );
      }
    }
  });
  it("budget labels are kronor in Swedish and dollars in English", () => {
    const labels = Object.values(forms[lang].project.options.budget ?? {}).join(" ");
    expect(labels).toContain(lang === "sv" ? "kr" : "$");
  });
});

describe.each(["sv", "en"] as const)("other pages (%s) have the counts of the product record", (lang) => {
  it("OTC: three badges, six features, five benefits, the three stats, two team members", () => {
    const content = otc[lang];
    expect(content.hero.badges).toHaveLength(3);
    expect(content.features.items).toHaveLength(6);
    expect(content.network.benefits).toHaveLength(5);
    expect(content.network.stats.map((stat) => stat.value)).toEqual(["TOP 30", "100%", "24/7"]);
    expect(content.team.members).toHaveLength(2);
    const all = JSON.stringify(content).toLowerCase();
    expect(all).toMatch(/30/);
    expect(all).not.toMatch(/top 20|topp 20/);
  });
  it("info hub: the seven topics of the product record in order, each linking a service", () => {
    expect(infoHub[lang].topics.map((topic) => topic.id)).toEqual([...INFO_TOPIC_IDS]);
    const related = new Set(infoHub[lang].topics.flatMap((topic) => topic.related.map((link) => link.slug)));
    for (const slug of [
      "ai-integration",
      "blockchain-development",
      "n8n-workflows",
      "no-code-low-code-mvp",
      "ai-agents",
      "tokenization",
      "defi-staking",
    ]) {
      expect(related.has(slug as (typeof SERVICE_SLUGS)[number]), slug).toBe(true);
    }
  });
  it("social: seven profiles", () => {
    expect(Object.keys(social[lang].profiles)).toHaveLength(7);
  });
  it("legal documents use only the placeholders the pages fill in", () => {
    const text = JSON.stringify([privacyPolicy[lang], terms[lang], support[lang]]);
    const placeholders = new Set(text.match(/\{[a-zA-Z]+\}/g) ?? []);
    for (const placeholder of placeholders)
      expect(["{legalName}", "{orgNumber}", "{email}", "{phone}", "{address}"]).toContain(placeholder);
  });
});
