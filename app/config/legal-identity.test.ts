import { describe, expect, it } from "vitest";
import { site } from "./site";
import { legalIdentityLine } from "./legal-identity";

describe("the legal identity line", () => {
  it("prints only what the company document holds: the seed has no registered office, VAT number or founding year", () => {
    expect(legalIdentityLine(site, "sv")).toBe("Nordlegend AB · org.nr 559412-3878");
    expect(legalIdentityLine(site, "en")).toBe("Nordlegend AB · reg. no. 559412-3878");
    expect("registeredOffice" in site || "vatNumber" in site || "founded" in site).toBe(false);
  });

  it("adds the registered office, the VAT number and the founding year once the owner enters them", () => {
    const filled = { ...site, registeredOffice: "Stockholm", vatNumber: "SE559412387801", founded: 2021 };
    expect(legalIdentityLine(filled, "sv")).toBe(
      "Nordlegend AB · org.nr 559412-3878 · säte Stockholm · momsreg.nr SE559412387801 · grundat 2021",
    );
    expect(legalIdentityLine(filled, "en")).toBe(
      "Nordlegend AB · reg. no. 559412-3878 · registered office Stockholm · VAT no. SE559412387801 · founded 2021",
    );
    expect(legalIdentityLine({ ...site, registeredOffice: "  " }, "sv")).toBe("Nordlegend AB · org.nr 559412-3878");
    expect(legalIdentityLine(site, "sv", { orgNumber: "Org.nr" })).toBe("Nordlegend AB · Org.nr 559412-3878");
  });
});
