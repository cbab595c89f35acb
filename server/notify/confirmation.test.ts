import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { phoneDisplay, site } from "~/config/site";
import { facts } from "~/content/facts";
import { privacyPolicy } from "~/content/legal/privacy";
import { outboxForSubmission } from "../db";
import { JSON_FORM_HEADERS, SITE_URL, formBody, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { eventually, startSmtpReceiver, type SmtpReceiver } from "../../test/support/receivers";
import { confirmationMail, referenceOf } from "./confirmation";

const FAST = { pollIntervalMs: 50, backoffBaseMs: 50, backoffCapMs: 200 };
const MESSAGE = "Please call me about tokenising our invoices, ask for Åsa";

let smtp: SmtpReceiver;
const apps: TestApp[] = [];
let clock = new Date("2026-11-24T09:00:00Z");

beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
  smtp.messages.length = 0;
});
afterAll(async () => smtp.stop());

async function app(extra: Record<string, string> = {}): Promise<TestApp> {
  const t = await startTestApp(
    { SMTP_URL: smtp.url, MAIL_TO: "owner@nordlegend.se", CONFIRMATION_EMAIL: "on", ...extra },
    { outboxTiming: FAST, now: () => clock },
  );
  apps.push(t);
  return t;
}

async function submit(t: TestApp, lang: "sv" | "en", overrides: Record<string, string> = {}): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/",
    headers: { ...JSON_FORM_HEADERS, referer: `${SITE_URL}/${lang}` },
    payload: formBody("contact", { name: "Åsa Berg", email: "Asa@Example.se", message: MESSAGE, ...overrides }),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ id: string }>().id;
}

/** A header as the reader sees it: RFC 2047 encoded words decoded. */
function decoded(header: string | undefined): string {
  return (header ?? "").replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_all, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

const toVisitor = () => smtp.messages.filter((mail) => mail.to.includes("asa@example.se"));

describe("the confirmation to the sender (real SMTP receiver)", () => {
  it.each([
    ["sv", "Vi har tagit emot ert meddelande", "Vi har tagit emot ert meddelande via ", "Referensnummer", "Telefon"],
    ["en", "We have received your message", "We have received your message via ", "Reference number", "Phone"],
  ] as const)(
    "in the page's language (%s): what happens next, the reply time, contact details, the reference",
    async (lang, subject, received, ref, phone) => {
      const t = await app();
      const id = await submit(t, lang);
      await eventually(() => expect(toVisitor()).toHaveLength(1));
      const [mail] = toVisitor();
      const reference = referenceOf(id);
      expect(decoded(mail?.headers.subject)).toBe(`${subject} (${reference})`);
      expect(mail?.headers["reply-to"]).toBe("owner@nordlegend.se");
      expect(mail?.headers["auto-submitted"]).toBe("auto-replied");
      expect(mail?.text).toContain(received);
      expect(mail?.text).toContain(`${ref}: ${reference}`);
      expect(mail?.text).toContain(facts[lang].reply);
      expect(mail?.text).toContain(site.email);
      expect(mail?.text).toContain(`${phone}: ${phoneDisplay(lang)}`);
      // Swedish addresses the organisation as ni, the email included.
      if (lang === "sv") expect(mail?.text).not.toMatch(/(?<![\p{L}])(?:du|dig|din|ditt|dina)(?![\p{L}])/iu);
      // The once-a-day limit is said as what it means for the client, not as an internal rate limit.
      expect(mail?.text).toContain(
        lang === "sv" ? "bekräftar vi bara det första, men vi läser alla" : "we confirm only the first, but we read them all",
      );
      expect(mail?.text).not.toMatch(/högst en sådan bekräftelse|at most one such confirmation/u);
      // Never a word the visitor typed: not the message, not the name.
      expect(mail?.text).not.toContain("tokenising");
      expect(mail?.text).not.toContain("Åsa");
      expect(decoded(mail?.headers.subject)).not.toContain("Åsa");
      // The owner's notification went too, separately.
      await eventually(() => expect(smtp.messages.filter((m) => m.to.includes("owner@nordlegend.se"))).toHaveLength(1));
      await eventually(async () =>
        expect((await outboxForSubmission(t.app.db, id)).map((row) => [row.channel, row.status])).toEqual([
          ["confirmation", "sent"],
          ["email", "sent"],
        ]),
      );
    },
  );

  it("at most one a day per address; spam gets none", async () => {
    const t = await app();
    await submit(t, "en");
    await eventually(() => expect(toVisitor()).toHaveLength(1));
    clock = new Date(clock.getTime() + 60 * 60_000);
    const second = await submit(t, "en", { email: "ASA@example.se" });
    expect((await outboxForSubmission(t.app.db, second)).map((row) => row.channel)).toEqual(["email"]);
    const spam = await submit(t, "en", { email: "asa2@example.se", name: "https://spam.example", message: "Hello" });
    expect(await outboxForSubmission(t.app.db, spam)).toEqual([]);
    clock = new Date(clock.getTime() + 24 * 60 * 60_000);
    await submit(t, "sv");
    await eventually(() => expect(toVisitor()).toHaveLength(2));
  });

  it("survives an SMTP outage: retried through the outbox, sent once it is back", async () => {
    const t = await app();
    await smtp.stop();
    const id = await submit(t, "sv", { email: "outage@example.se" });
    await eventually(async () => {
      const row = (await outboxForSubmission(t.app.db, id)).find((r) => r.channel === "confirmation");
      expect(row?.attempts).toBeGreaterThanOrEqual(1);
    });
    await smtp.restart();
    // The retry is due by the app's clock.
    clock = new Date(clock.getTime() + 60 * 60_000);
    await eventually(() => expect(smtp.messages.filter((m) => m.to.includes("outage@example.se"))).toHaveLength(1));
  });

  it("is what the privacy policy's own section says it is, in both languages", () => {
    const section = (lang: "sv" | "en") =>
      JSON.stringify(privacyPolicy[lang].sections.find((s: { id: string }) => s.id === "spam-check-and-confirmation"));
    expect(section("sv")).toContain("högst en sådan bekräftelse om dagen till samma adress");
    expect(section("sv")).toContain("upprepar aldrig något av det du skrev");
    expect(section("en")).toContain("at most one such confirmation a day to the same address");
    expect(section("en")).toContain("never repeats anything you wrote");
  });

  it("CONFIRMATION_EMAIL=off sends none; without SMTP none is queued", async () => {
    const off = await app({ CONFIRMATION_EMAIL: "off" });
    expect((await outboxForSubmission(off.app.db, await submit(off, "en"))).map((r) => r.channel)).toEqual(["email"]);
    const noSmtp = await startTestApp({ CONFIRMATION_EMAIL: "on" });
    apps.push(noSmtp);
    expect((await outboxForSubmission(noSmtp.app.db, await submit(noSmtp, "en"))).map((r) => r.channel)).toEqual(["email"]);
  });
});

// A contact message is a message, as its thank-you page calls it; a project enquiry and an OTC
// introduction request are enquiries (the ninth cold review, N49). One template, one placeholder.
describe("what the confirmation says it received", () => {
  const mail = (form: "contact" | "project" | "otc-network-request", language: "sv" | "en") =>
    confirmationMail({ id: "0192f7a0-0000-7000-8000-000000000001", form, language }, SITE_URL);

  it.each([
    ["sv", "Vi har tagit emot ert meddelande (NL-", "Vi har tagit emot ert meddelande via kontaktformuläret."],
    ["en", "We have received your message (NL-", "We have received your message via the contact form."],
  ] as const)("%s: a contact message, in the subject and the text, never an enquiry", (lang, subject, received) => {
    const { subject: said, text } = mail("contact", lang);
    expect(said.startsWith(subject)).toBe(true);
    expect(text).toContain(received);
    expect(`${said}\n${text}`).not.toMatch(lang === "sv" ? /förfrågan|förfrågningar/u : /enquir/u);
  });

  it.each(["sv", "en"] as const)("%s: a project enquiry and an OTC request stay enquiries", (lang) => {
    for (const form of ["project", "otc-network-request"] as const) {
      const { subject, text } = mail(form, lang);
      const received = lang === "sv" ? "Vi har tagit emot er förfrågan" : "We have received your enquiry";
      expect(subject.startsWith(received), form).toBe(true);
      expect(text, form).toContain(`${received} via `);
    }
  });
});
