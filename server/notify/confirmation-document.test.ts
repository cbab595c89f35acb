import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { liveRevision } from "../db";
import { seedDocuments } from "../content/seed";
import { enrolledFromShell, type ConsoleBrowser } from "../../test/support/console-browser";
import { JSON_FORM_HEADERS, SITE_URL, formBody, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { eventually, startSmtpReceiver, type SmtpReceiver } from "../../test/support/receivers";
import { referenceOf } from "./confirmation";

// The confirmation email is written from its published document (docs/decisions/018-content-editing.md): an edit in the console is what the next visitor receives, through a
// real SMTP receiver; placeholders are filled once, never inside a value; unknown ones stop the publish.

const FAST = { pollIntervalMs: 50, backoffBaseMs: 50, backoffCapMs: 200 };
type Email = { subject: { sv: string; en: string }; body: { sv: string; en: string } };

let smtp: SmtpReceiver;
let t: TestApp | undefined;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  smtp.messages.length = 0;
});
afterAll(async () => smtp.stop());

async function start(): Promise<{ app: TestApp; browser: ConsoleBrowser }> {
  t = await startTestApp(
    { SMTP_URL: smtp.url, MAIL_TO: "owner@nordlegend.se", CONFIRMATION_EMAIL: "on" },
    { outboxTiming: FAST },
  );
  const app = t;
  const { browser } = await enrolledFromShell(() => app, app.app.db, "owner@nordlegend.se");
  return { app, browser };
}

async function publish(browser: ConsoleBrowser, documents: Record<string, unknown>) {
  for (const [document, body] of Object.entries(documents)) {
    const saved = await browser.put("/api/admin/content/draft", { document, body, expectedVersion: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return browser.post("/api/admin/content/publish", { documents: Object.keys(documents), confirmWarnings: true });
}

async function submit(app: TestApp, lang: "sv" | "en", fields: Record<string, string>): Promise<string> {
  const response = await app.app.inject({
    method: "POST",
    url: "/",
    headers: { ...JSON_FORM_HEADERS, referer: `${SITE_URL}/${lang}` },
    payload: formBody("contact", fields),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: string }>().id;
}

const mailTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address));

describe("the confirmation written from its published document (real SMTP receiver)", () => {
  it("sends the edited text in the page's language, with every placeholder and fact filled once", async () => {
    const { app, browser } = await start();
    const email = structuredClone(seedDocuments().get("confirmation-email")) as Email;
    email.subject = { sv: "Tack från {brand} ({reference})", en: "Thanks from {brand} ({reference})" };
    email.body = {
      sv: "Ny text: via {formName}. Svar {{fact:reply}}. Ring {phone} eller skriv till {email}. {legalName}, {siteHost}",
      en: "New text: via {formName}. Reply {{fact:reply}}. Call {phone} or write to {email}. {legalName}, {siteHost}",
    };
    // A fact and a company detail whose values look like placeholders: put in as they are, not read again.
    const facts = structuredClone(seedDocuments().get("facts")) as { texts: Record<string, { sv: string; en: string }> };
    facts.texts.reply = { sv: "inom en arbetsdag {phone}", en: "within one working day {phone}" };
    const company = structuredClone(seedDocuments().get("company")) as { email: string };
    company.email = "hej@norr.example";
    const published = await publish(browser, { "confirmation-email": email, facts, company });
    expect(published.statusCode, published.body).toBe(200);

    // The visitor's own words look like placeholders too: they never reach the email at all.
    const hostile = {
      name: "{phone} {{fact:reply}}",
      message: "Please {reference} {email} and {{fact:reply}} here, thanks a lot",
    };
    const sv = await submit(app, "sv", { ...hostile, email: "sv@example.se" });
    // A second message of its own (an identical one from the same network is treated as a repeat).
    const en = await submit(app, "en", {
      name: "{legalName}",
      message: "Could you {brand} call us about {formName}, please",
      email: "en@example.se",
    });
    await eventually(() => expect([...mailTo("sv@example.se"), ...mailTo("en@example.se")]).toHaveLength(2));

    const [svMail] = mailTo("sv@example.se");
    expect(svMail?.text.trim()).toBe(
      `Ny text: via kontaktformuläret. Svar inom en arbetsdag {phone}. Ring 08-520 277 40 eller skriv till hej@norr.example. Nordlegend AB, ${new URL(SITE_URL).hostname}`,
    );
    expect(svMail?.headers.subject).toContain(referenceOf(sv));
    const [enMail] = mailTo("en@example.se");
    expect(enMail?.text.trim()).toBe(
      `New text: via the contact form. Reply within one working day {phone}. Call +46 8 520 277 40 or write to hej@norr.example. Nordlegend AB, ${new URL(SITE_URL).hostname}`,
    );
    expect(enMail?.headers.subject).toBe(`Thanks from Nordlegend (${referenceOf(en)})`);
    expect(enMail?.headers["reply-to"]).toBe("owner@nordlegend.se");
    for (const mail of [svMail, enMail]) expect(mail?.text).not.toContain("Please");
  });

  it("refuses to publish an unknown placeholder, naming the field, and keeps sending the live text", async () => {
    const { app, browser } = await start();
    const email = structuredClone(seedDocuments().get("confirmation-email")) as Email;
    email.body.en = `${email.body.en}\nCall {phnoe}`;
    email.subject.sv = "Tack {constructor} {__proto__}";
    // The legal pages fill the company's details the same way (app/components/document/fill-placeholders.ts).
    const privacy = structuredClone(seedDocuments().get("privacy")) as { intro: { sv: string } };
    privacy.intro.sv = `${privacy.intro.sv} Faxa oss på {fax}.`;
    const refused = await publish(browser, { "confirmation-email": email, privacy });
    expect(refused.statusCode).toBe(422);
    const findings = refused.json<{ findings: { code: string; path: string; detail?: string }[] }>().findings;
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: "unknown-placeholder", path: "$.body.en", detail: "{phnoe}" }),
        expect.objectContaining({ code: "unknown-placeholder", path: "$.subject.sv", detail: "{constructor}" }),
        expect.objectContaining({ code: "unknown-placeholder", document: "privacy", path: "$.intro.sv", detail: "{fax}" }),
      ]),
    );
    // Not even with the warnings confirmed: an error stops it.
    expect((await liveRevision(app.app.db, "confirmation-email"))?.number).toBe(1);

    await submit(app, "en", { name: "Åsa", email: "asa@example.se", message: "Hello there, a question about AI agents" });
    await eventually(() => expect(mailTo("asa@example.se")).toHaveLength(1));
    expect(mailTo("asa@example.se")[0]?.text).toContain("We have received your message via the contact form.");
    expect(mailTo("asa@example.se")[0]?.text).not.toContain("{");
  });
});
