import { describe, expect, it } from "vitest";
import { phoneDisplay, site } from "~/config/site";
import { privacyPolicy } from "~/content/legal/privacy";
import { support } from "~/content/legal/support";
import { terms } from "~/content/legal/terms";
import { LANGS } from "~/i18n/lang";
import { companyPlaceholders, fillDocument, fillPlaceholders, formatUpdated } from "./fill-placeholders";

describe("fillPlaceholders", () => {
  it("writes the company's facts from site.ts into the copy", () => {
    const values = companyPlaceholders("en", site);
    expect(fillPlaceholders("{legalName} ({orgNumber}), {email}, {phone}", values)).toBe(
      `${site.legalName} (${site.orgNumber}), ${site.email}, ${site.phone.display}`,
    );
  });

  it("joins the offices as each language writes a list", () => {
    // Swedish pages write the number the Swedish way, English pages the international way.
    expect(companyPlaceholders("sv", site).phone).toBe("08-520 277 40");
    expect(companyPlaceholders("en", site).phone).toBe("+46 8 520 277 40");
    expect(phoneDisplay("sv", "+46 70 123 45 67")).toBe("070-123 45 67");
    expect(companyPlaceholders("sv", site).address).toBe(
      "Kungsgatan 44, 111 35 Stockholm och Kungsportsavenyen 21, 411 36 Göteborg",
    );
    expect(companyPlaceholders("en", site).address).toBe(
      "Kungsgatan 44, 111 35 Stockholm and Kungsportsavenyen 21, 411 36 Göteborg",
    );
  });

  it("writes a published company document's details, and expands no placeholder inside them", () => {
    const published = { ...site, email: "{phone}@example.se", phone: { display: "+46 31 700 00 00", tel: "+46317000000" } };
    const values = companyPlaceholders("sv", published);
    expect(fillPlaceholders("{email} / {phone}", values)).toBe("{phone}@example.se / 031-700 00 00");
  });

  it("refuses a placeholder it does not know", () => {
    expect(() => fillPlaceholders("Write to {fax}", companyPlaceholders("sv", site))).toThrow(/\{fax\}/);
  });

  it("leaves no placeholder in any legal or support page, in either language", () => {
    for (const lang of LANGS) {
      for (const page of [privacyPolicy, terms, support]) {
        const filled = JSON.stringify(fillDocument(page[lang], lang, site).sections) + fillDocument(page[lang], lang, site).intro;
        expect(filled).not.toMatch(/\{\w+\}/);
        expect(filled).toContain(site.email);
      }
    }
  });
});

describe("formatUpdated", () => {
  it("formats the revision date per language", () => {
    expect(formatUpdated("2026-11-21", "sv")).toBe("21 november 2026");
    expect(formatUpdated("2026-11-21", "en")).toBe("21 November 2026");
  });

  it("refuses something that is not a date", () => {
    expect(() => formatUpdated("soon", "en")).toThrow();
  });
});
