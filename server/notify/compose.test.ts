import { describe, expect, it } from "vitest";
import type { Submission } from "../db";
import { retryDelayMs } from "./backoff";
import { emailSubject, emailText, headerSafe } from "./compose";
import { defaultFrom, transportUrl } from "./email";

const contact: Submission = {
  id: "id-1",
  form: "contact",
  status: "new",
  createdAt: "2025-05-01T10:00:00.000Z",
  language: "sv",
  page: "/sv",
  fields: { name: "Jane Doe", email: "jane@acme.se", company: "Acme", message: "Hej\nDå" },
  email: "jane@acme.se",
  ipHash: "",
  userAgent: "",
  keptAt: null,
  entryPage: null,
  source: null,
};

describe("email wording", () => {
  it("names the form and the visitor in the subject, in the owner's language", () => {
    expect(emailSubject(contact, "en")).toBe("New contact message from Jane Doe (Acme)");
    expect(emailSubject(contact, "sv")).toBe("Nytt kontaktmeddelande från Jane Doe (Acme)");
    expect(emailSubject({ ...contact, fields: { ...contact.fields, company: "" } }, "en")).toBe(
      "New contact message from Jane Doe",
    );
    const otc = { ...contact, form: "otc-network-request" as const, fields: { fullName: "Ada", company: "Engines" } };
    expect(emailSubject(otc, "en")).toBe("New OTC introduction request from Ada (Engines)");
    expect(emailSubject(otc, "sv")).toBe("Ny förfrågan om OTC-introduktion från Ada (Engines)");
  });

  it("lists every field of the form under its label, and links to the enquiry in the console", () => {
    const text = emailText(contact, "https://nordlegend.se", "en");
    expect(text).toContain("Name:\n  Jane Doe\n\nEmail:\n  jane@acme.se\n\nCompany:\n  Acme\n\nMessage:\n  Hej\n  Då");
    expect(text).toMatch(new RegExp(`In the inbox: https://nordlegend\\.se/admin/enquiries/${contact.id}$`));
    expect(text).not.toContain("npm run");
  });

  it("says when in words and Swedish time, names the language, and shows no ISO time or id", () => {
    // 10:00 UTC on 1 May 2025 is 12.00 in Stockholm (summer time).
    const sv = emailText(contact, "https://nordlegend.se", "sv");
    expect(sv).toContain("Mottagen: torsdag 1 maj kl. 12.00\nSpråk: svenska\n");
    expect(sv).toContain("Kontaktmeddelande via webbplatsen.");
    const en = emailText({ ...contact, language: "en" }, "https://nordlegend.se", "en");
    expect(en).toContain("Received: Thursday 1 May at 12:00\nLanguage: English\n");
    for (const text of [sv, en]) {
      expect(text).not.toContain("2025-05-01T");
      expect(text).not.toMatch(/^Id:/m);
      expect(text.replace(`/admin/enquiries/${contact.id}`, "")).not.toContain(contact.id);
    }
  });

  it("shows a project's choices as the form showed them, never the stored value", () => {
    const project: Submission = {
      ...contact,
      form: "project",
      fields: { projectName: "Ledger", email: "p@x.se", projectType: "ai", budget: "0-10k", features: ["aiIntegration", "defi"] },
    };
    const sv = emailText(project, "https://nordlegend.se", "sv");
    expect(sv).toContain("Typ av projekt:\n  AI\n");
    expect(sv).toContain("Budget:\n  Upp till 100 000 kr\n");
    expect(sv).toContain("Önskade funktioner:\n  AI-integration, DeFi\n");
    expect(sv).not.toContain("0-10k");
    expect(sv).not.toContain("aiIntegration");
  });

  it("keeps header text on one bounded line", () => {
    expect(headerSafe("a\r\nb\u0000c\td")).toBe("a b c d");
    expect(headerSafe("x".repeat(500))).toHaveLength(120);
  });
});

describe("delivery settings", () => {
  it("skips STARTTLS only for smtp:// on loopback unless told otherwise, and bounds every wait", () => {
    const options = (url: string) => Object.fromEntries(new URL(transportUrl(url)).searchParams);
    const timeouts = { connectionTimeout: "10000", greetingTimeout: "10000", socketTimeout: "60000" };
    expect(options("smtp://127.0.0.1:2525")).toEqual({ ...timeouts, ignoreTLS: "true" });
    expect(options("smtp://localhost:25?ignoreTLS=false")).toEqual({ ...timeouts, ignoreTLS: "false" });
    expect(options("smtp://user:pw@smtp.example.com:587?socketTimeout=5")).toEqual({
      ...timeouts,
      socketTimeout: "5",
      requireTLS: "true",
    });
    expect(options("smtp://smtp.example.com:587?requireTLS=false")).toEqual({ ...timeouts, requireTLS: "false" });
    expect(options("smtp://smtp.example.com:25?ignoreTLS=true")).toEqual({ ...timeouts, ignoreTLS: "true" });
    expect(options("smtps://smtp.example.com:465")).toEqual(timeouts);
    expect(transportUrl("smtps://u:p%40ss@smtp.example.com:465")).toMatch(/^smtps:\/\/u:p%40ss@smtp\.example\.com:465\?/);
    expect(defaultFrom("https://www.nordlegend.se")).toBe("Nordlegend website <no-reply@www.nordlegend.se>");
  });

  it("backs off exponentially with jitter, capped", () => {
    expect(retryDelayMs(1, 30_000, 3_600_000, () => 1)).toBe(30_000);
    expect(retryDelayMs(1, 30_000, 3_600_000, () => 0)).toBe(15_000);
    expect(retryDelayMs(4, 30_000, 3_600_000, () => 1)).toBe(240_000);
    expect(retryDelayMs(50, 30_000, 3_600_000, () => 1)).toBe(3_600_000);
  });
});
