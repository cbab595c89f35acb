// The texts and constants the product specification gives word for word stay exactly as it has
// them (docs/style-guide.md, "The specification's own words"). Each check reads the literal from
// the specification itself, so a change on either side fails here. The specification lives
// outside the repository, in shared/ beside the clone (a link in a worktree, a copy in CI); a
// developer machine without it skips with a warning, CI fails (test/support/requirements.ts).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// The shared rule for parts missing outside CI lives in test/, which has no ~/ alias.
// eslint-disable-next-line no-restricted-imports
import { available } from "../../test/support/requirements";
import { site } from "~/config/site";
import {
  ASSET_TYPES,
  BUDGETS,
  FEATURES,
  FREQUENCIES,
  ORGANIZATION_TYPES,
  PROJECT_TYPES,
  SETTLEMENT_METHODS,
  TIMELINES as FORM_TIMELINES,
  TRANSACTION_SIZES,
  TRANSACTION_TYPES,
} from "~/forms/catalog";
import { SUBMIT_ERROR_MESSAGE } from "~/forms/messages";
import { SERVICE_SLUGS } from "~/i18n/pages";
import { organizationLd } from "~/seo/structured-data";
import { forms } from "./forms";
import { home } from "./home";
import { infoHub } from "./info";
import { otc } from "./otc";
import { serviceContents } from "./services";
import { social } from "./social";
import { ui } from "./ui";

const SPEC_PATH = join(import.meta.dirname, "..", "..", "..", "shared", "spec", "product-spec.md");
const present = available(`the product specification (${SPEC_PATH})`, existsSync(SPEC_PATH));
if (!present) console.warn(`spec-literals.test.ts: ${SPEC_PATH} is absent, so the spec's literal texts go unchecked`);
const SPEC = present ? readFileSync(SPEC_PATH, "utf8") : "";

/** The copy writes apostrophes curly (the style guide); the specification writes them straight. */
const straight = (text: string) => text.replace(/[’‘]/gu, "'");

/** The text after the first occurrence of `anchor` in the specification. */
function after(anchor: string): string {
  const at = SPEC.indexOf(anchor);
  if (at < 0) throw new Error(`the specification no longer says “${anchor}”`);
  return SPEC.slice(at + anchor.length);
}

/** The `index`-th text in single quotes after `anchor` (a quote may hold apostrophes: "Don't"). */
function quoted(anchor: string, index = 0): string {
  const found = [...after(anchor).matchAll(/(?<![\p{L}])'(.+?)'(?![\p{L}])/gu)][index];
  if (!found) throw new Error(`no quoted text ${index} after “${anchor}”`);
  return found[1]!;
}

/** A comma-separated list that follows `anchor`, up to the end of its sentence or parenthesis. */
function list(anchor: string, end: RegExp = /[.)](?:\s|$)/u): string[] {
  const rest = after(anchor);
  const stop = rest.search(end);
  return rest
    .slice(0, stop < 0 ? undefined : stop)
    .split(/,\s*/u)
    .map((item) => item.trim());
}

describe.skipIf(!present)("the specification’s literal texts", () => {
  it("the helpers read what the specification says", () => {
    expect(quoted("Back-to-home link")).toBe("Back to Home");
    expect(list("- projectType:")).toContain("blockchain");
    expect(() => after("a sentence the specification never had")).toThrow();
  });

  it("the tagline is the English hero title", () => {
    const tagline = /Tagline: "([^"]+)"/u.exec(SPEC)?.[1];
    expect(tagline).toBeDefined();
    expect(home.en.hero.title).toBe(tagline);
  });

  it("the service pages’ back link, in both languages", () => {
    expect(ui.en.serviceLayout.back).toBe(quoted("Back-to-home link", 0));
    expect(ui.sv.serviceLayout.back).toBe(quoted("Back-to-home link", 1));
  });

  it("every service page’s ‘Learn More’ (‘Läs mer’)", () => {
    const anchor = "Hero with a primary call to action linking to /#contact and a ";
    const [en, sv] = [quoted(anchor, 0), quoted(anchor, 1)];
    for (const slug of SERVICE_SLUGS) {
      expect(serviceContents[slug].en.hero.secondaryCta, slug).toBe(en);
      expect(serviceContents[slug].sv.hero.secondaryCta, slug).toBe(sv);
    }
  });

  // The spec ends the AI agents page with no button; every service page ends with one since
  // docs/decisions/029-booking-for-the-visitor.md.
  it("the closing call to action: ‘Book a free consultation’, the no-code page’s own, the AI agents page’s own", () => {
    const book = quoted("a closing call to action (");
    const noCode = quoted("contact section with ");
    expect(quoted("hero buttons ")).toBe(serviceContents["no-code-low-code-mvp"].en.hero.primaryCta);
    expect(after("- ai-agents:")).toMatch(/^[^\n]*a closing heading with no button/u);
    for (const slug of SERVICE_SLUGS) {
      const { cta } = serviceContents[slug].en;
      if (slug === "ai-agents") expect(cta.button, slug).toBe("Book a call about AI agents");
      else expect(cta.button, slug).toBe(slug === "no-code-low-code-mvp" ? noCode : book);
    }
  });

  it("the social page’s two labels and its seven profiles", () => {
    expect(social.en.visitProfile).toBe(quoted("each opening in a new tab with a "));
    expect(social.en.contactUs).toBe(quoted("each opening in a new tab with a ", 1));
    const profiles = list("Social profiles: 7 (", /\)/u);
    expect(profiles).toHaveLength(7);
    expect(site.socials.map((profile) => profile.name)).toEqual(profiles.map((name) => name.replace(/\/.*$/u, "")));
    expect(Object.keys(social.en.profiles)).toHaveLength(7);
  });

  it("the honeypot’s label", () => {
    expect(straight(forms.en.honeypotLabel)).toBe(quoted("The honeypot field is labelled "));
  });

  it("the contact form’s thank-you: title, sentence and button", () => {
    const { success } = forms.en.contact;
    expect(success.title).toBe(quoted("Contact form: editing, then on success a "));
    expect(straight(success.text)).toContain(quoted("Contact form: editing, then on success a ", 1));
    expect(success.again).toBe(quoted("Contact form: editing, then on success a ", 2));
  });

  it("the project enquiry’s thank-you title and the OTC form’s thank-you", () => {
    expect(forms.en.project.success.title).toBe(quoted("The submitted state shows a thank-you dialog ("));
    expect(forms.en["otc-network-request"].success.again).toBe(quoted("replaces the form and the form is reset; "));
    expect(after("OTC page: form shown by default; after success a ")).toMatch(/^Thank You confirmation/u);
    expect(forms.en["otc-network-request"].success.title).toBe("Thank You");
  });

  it("the failure alert keeps the specification’s sentence", () => {
    const alert = quoted("The error is logged and an alert shows: ");
    expect(SUBMIT_ERROR_MESSAGE.en.startsWith(alert)).toBe(true);
  });

  it("the OTC stats, in both languages", () => {
    const stats = list("- Stats: ", /\. /u);
    expect(stats).toEqual(["TOP 30", "100%", "24/7"]);
    for (const lang of ["sv", "en"] as const) expect(otc[lang].network.stats.map((stat) => stat.value)).toEqual(stats);
    expect(list("three stats (", /\)/u)).toEqual(stats);
  });

  it("fourteen services, in the specification’s order", () => {
    const order = list("(order: ", /\)/u);
    expect(order).toHaveLength(14);
    expect([...SERVICE_SLUGS]).toEqual(order);
    for (const lang of ["sv", "en"] as const) expect(Object.keys(home[lang].services.cards)).toEqual(order);
  });

  it("the team’s six roles and the other counts of section 9", () => {
    const roles = list("Roles: ", /\.\n/u);
    for (const lang of ["sv", "en"] as const) {
      expect(home[lang].team.members.map((member) => member.role)).toEqual(roles);
      expect(home[lang].portfolio.projects).toHaveLength(Number(/Portfolio: (\d+) projects/u.exec(SPEC)?.[1]));
      expect(home[lang].team.members).toHaveLength(Number(/Team: (\d+) members/u.exec(SPEC)?.[1]));
      expect(infoHub[lang].topics).toHaveLength(Number(/Info hub: (\d+) panels/u.exec(SPEC)?.[1]));
    }
    expect(FEATURES).toHaveLength(Number(/Feature choices: (\d+)/u.exec(SPEC)?.[1]));
  });

  it("the service pages whose success stories the specification counts have that many, in both languages", () => {
    const words: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };
    const pages = [...SPEC.matchAll(/^- ([a-z0-9-]+):.*?\b(two|three|four|five) success stories\b/gmu)];
    expect(pages.map(([, slug]) => slug).sort()).toEqual(["n8n-workflows", "no-code-low-code-mvp", "saas-development"]);
    for (const [, slug, count] of pages)
      for (const lang of ["sv", "en"] as const)
        expect(serviceContents[slug as (typeof SERVICE_SLUGS)[number]][lang].stories?.items, `${slug} ${lang}`).toHaveLength(
          words[count!]!,
        );
  });

  it("the AI agents page’s six technology badges", () => {
    const badges = list("six technology badges (", /\)/u);
    expect(serviceContents["ai-agents"].en.technologies.badges?.map((badge) => badge.toLowerCase())).toEqual(
      badges.map((badge) => badge.toLowerCase()),
    );
  });

  it("structured data: currency and price text", () => {
    const organization = organizationLd("en", site) as { currenciesAccepted: string; priceRange: string };
    expect(after("Structured data: currency ")).toMatch(new RegExp(`^${organization.currenciesAccepted}`, "u"));
    expect(organization.priceRange).toBe(quoted("Structured data: currency "));
  });
});

describe.skipIf(!present)("the form enumerations are the specification’s", () => {
  const segment = (anchor: string) => list(anchor, /\.(?:\s|$)| [a-z]+[A-Z]?[a-z]*(?: \(USD\))?: /u);

  it("the project enquiry’s choices", () => {
    expect([...PROJECT_TYPES]).toEqual(segment("- projectType: "));
    expect([...ORGANIZATION_TYPES]).toEqual(segment("- organizationType: "));
    expect([...BUDGETS]).toEqual(segment("- budget: "));
    expect([...FORM_TIMELINES]).toEqual(segment("- timeline: "));
    expect([...FEATURES]).toEqual(list("(label keys ", /\)/u));
  });

  it("the OTC request’s choices", () => {
    expect([...ASSET_TYPES]).toEqual(segment("OTC assetType: "));
    expect([...TRANSACTION_TYPES]).toEqual(segment("transactionType: "));
    expect([...TRANSACTION_SIZES]).toEqual(segment("transactionSize (USD): "));
    expect([...FREQUENCIES]).toEqual(segment("frequency: "));
    expect([...SETTLEMENT_METHODS]).toEqual(segment("settlementMethods: "));
  });

  it("the budget labels carry the specification’s amounts: dollars in English, kronor in Swedish", () => {
    /** The amounts of one band, without the 0 that opens the lowest ("up to"). */
    const amounts = (text: string) =>
      (text.match(/\d[\d,\s\u00A0]*\d|\d/gu) ?? [])
        .map((figure) => figure.replace(/[,\s\u00A0]/gu, ""))
        .filter((figure) => figure !== "0");
    const bands = (anchor: string) => {
      const rest = after(anchor);
      return rest.slice(0, rest.search(/\)|\. /u)).split("; ");
    };
    const english = bands("English labels are dollar ranges (");
    const swedish = bands("Swedish labels are in kronor and differ: ");
    BUDGETS.forEach((key, index) => {
      expect(amounts(forms.en.project.options.budget![key]!), key).toEqual(amounts(english[index]!));
      expect(forms.en.project.options.budget![key], key).toContain("$");
      expect(amounts(forms.sv.project.options.budget![key]!), key).toEqual(amounts(swedish[index]!));
      expect(forms.sv.project.options.budget![key], key).toContain("kr");
    });
  });
});
