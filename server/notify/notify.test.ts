import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getSubmission, listSubmissions, outboxForSubmission, type OutboxRow, type Submission } from "../db";
import { JSON_FORM_HEADERS, formBody, makeTempDir, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { createEmailChannel } from "./email";
import {
  eventually,
  startHttpReceiver,
  startSmtpReceiver,
  type HttpReceiver,
  type SmtpReceiver,
} from "../../test/support/receivers";

const FAST = { pollIntervalMs: 50, backoffBaseMs: 50, backoffCapMs: 200 };
const SECRET = `whsec_${Buffer.from("a test secret of 32 random bytes").toString("base64")}`;

let smtp: SmtpReceiver;
let hook: HttpReceiver;
const apps: TestApp[] = [];

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  hook = await startHttpReceiver();
});
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
  smtp.messages.length = 0;
  hook.calls.length = 0;
  hook.status = 204;
});
afterAll(async () => {
  await smtp.stop();
  await hook.stop();
});

async function appWithNotifications(extra: Record<string, string> = {}, dir?: string): Promise<TestApp> {
  const env = { SMTP_URL: smtp.url, MAIL_TO: "owner@nordlegend.se", WEBHOOK_URL: hook.url, WEBHOOK_SECRET: SECRET, ...extra };
  const t = await startTestApp(env, { outboxTiming: FAST, dir });
  apps.push(t);
  return t;
}

async function submit(t: TestApp, payload: string): Promise<string> {
  const response = await t.app.inject({ method: "POST", url: "/", headers: JSON_FORM_HEADERS, payload });
  expect(response.statusCode).toBe(200);
  return response.json<{ id: string }>().id;
}

describe("email notification", () => {
  it("sends one email per submission, to MAIL_TO, Reply-To the visitor, listing every field", async () => {
    const t = await appWithNotifications();
    const id = await submit(t, formBody("project", { additionalInfo: "Line one\nLine two" }));
    await eventually(() => expect(smtp.messages).toHaveLength(1));
    const [mail] = smtp.messages;
    expect(mail?.to).toEqual(["owner@nordlegend.se"]);
    expect(mail?.headers.from).toBe("Nordlegend website <no-reply@nordlegend.se>");
    expect(mail?.headers["reply-to"]).toBe("p@example.se");
    // In the owner's language (Swedish until an owner chooses English), with labels, never stored values.
    expect(mail?.headers.subject).toBe("Ny projektförfrågan från p@example.se (Ledger)");
    expect(mail?.text).toContain("Projektnamn:\n  Ledger");
    expect(mail?.text).toContain("Typ av projekt:\n  Blockchain");
    expect(mail?.text).toContain("Budget:\n  100 000–500 000 kr");
    expect(mail?.text).toContain("Önskade funktioner:\n  Smarta kontrakt, KYC/AML");
    expect(mail?.text).toContain("Övrig information:\n  Line one\n  Line two");
    expect(mail?.text).toContain("Teamets storlek:\n  -");
    expect(mail?.text).toMatch(
      /Mottagen: (måndag|tisdag|onsdag|torsdag|fredag|lördag|söndag) \d{1,2} \p{L}+ kl\. \d{2}\.\d{2}\n/u,
    );
    expect(mail?.text).toContain("Språk: ");
    // No ISO time, no stored value, no id outside the console link.
    expect(mail?.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(mail?.text).not.toMatch(/: (blockchain|startup|10k-50k|3-6months|sv|en)\n/);
    expect(mail?.text.replace(`/admin/enquiries/${id}`, "")).not.toContain(id);
    await eventually(async () => {
      const rows = await outboxForSubmission(t.app.db, id);
      expect(rows.map((row) => row.status)).toEqual(["sent", "sent"]);
    });
  });

  it("cannot be used for header injection, even with a value that skipped validation", async () => {
    const channel = createEmailChannel({
      smtpUrl: smtp.url,
      to: "owner@nordlegend.se",
      siteUrl: "https://nordlegend.se",
      language: async () => "en",
    });
    const evil = "Eve\r\nBcc: victim@example.com\r\nX-Injected: yes";
    const submission: Submission = {
      id: "s1",
      form: "contact",
      status: "new",
      createdAt: "2025-01-01T00:00:00.000Z",
      language: "en",
      page: "/",
      fields: { name: evil, email: "eve@example.com", company: evil, message: "hi" },
      email: "eve@example.com",
      ipHash: "",
      userAgent: "",
      keptAt: null,
      entryPage: null,
      source: null,
    };
    await channel.deliver(submission, { id: "row-1" } as OutboxRow);
    channel.close();
    const [mail] = smtp.messages;
    expect(mail?.to).toEqual(["owner@nordlegend.se"]);
    expect(mail?.headers.bcc).toBeUndefined();
    expect(mail?.headers["x-injected"]).toBeUndefined();
    expect(mail?.headers.subject).toBe(
      "New contact message from Eve Bcc: victim@example.com X-Injected: yes (Eve Bcc: victim@example.com X-Injected: yes)",
    );
  });
});

describe("email notification's Reply-To", () => {
  it("is set only for an address the one rule accepts (a row stored before the rule gets none)", async () => {
    const channel = createEmailChannel({
      smtpUrl: smtp.url,
      to: "owner@nordlegend.se",
      siteUrl: "https://nordlegend.se",
      language: async () => "en",
    });
    const base: Submission = {
      id: "s2",
      form: "contact",
      status: "new",
      createdAt: "2025-01-01T00:00:00.000Z",
      language: "en",
      page: "/",
      fields: { name: "Vic", email: "", company: "", message: "hi" },
      email: "victim@example.com?cc=attacker@evil.example&body=x",
      ipHash: "",
      userAgent: "",
      keptAt: null,
      entryPage: null,
      source: null,
    };
    const before = smtp.messages.length;
    await channel.deliver(base, { id: "row-2" } as OutboxRow);
    await channel.deliver({ ...base, id: "s3", email: "vic@example.com" }, { id: "row-3" } as OutboxRow);
    channel.close();
    const [odd, fine] = smtp.messages.slice(before);
    expect(odd?.headers["reply-to"]).toBeUndefined();
    expect(fine?.headers["reply-to"]).toBe("Vic <vic@example.com>");
  });
});

describe("webhook notification", () => {
  it("POSTs JSON signed per Standard Webhooks, which a Standard Webhooks library verifies", async () => {
    const t = await appWithNotifications();
    const id = await submit(t, formBody("otc-network-request"));
    await eventually(() => expect(hook.calls).toHaveLength(1));
    const [call] = hook.calls;
    const headers = call!.headers as Record<string, string>;
    expect(() => new Webhook(SECRET).verify(call!.body, headers)).not.toThrow();
    const row = (await outboxForSubmission(t.app.db, id)).find((r) => r.channel === "webhook");
    expect(headers["webhook-id"]).toBe(row?.id);
    expect(call?.headers["content-type"]).toBe("application/json");
    const payload = JSON.parse(call!.body) as Record<string, unknown>;
    const stored = await getSubmission(t.app.db, id);
    expect(payload).toEqual({
      id,
      form: "otc-network-request",
      createdAt: stored?.createdAt,
      language: "sv",
      page: "/",
      fields: stored?.fields,
    });
  });
});

describe("spam", () => {
  it("sends nothing for a honeypot submission", async () => {
    const t = await appWithNotifications();
    await submit(t, formBody("contact", {}, "bot"));
    const real = await submit(t, formBody("contact", { name: "Real Person" }));
    await eventually(() => expect(hook.calls).toHaveLength(1));
    await eventually(() => expect(smtp.messages).toHaveLength(1));
    expect(smtp.messages[0]?.headers.subject).toContain("Real Person");
    expect(JSON.parse(hook.calls[0]!.body)).toMatchObject({ id: real });
  });
});

describe("outage and recovery", () => {
  it("retries with backoff while SMTP and the webhook are down, then delivers each exactly once", async () => {
    const t = await appWithNotifications();
    await smtp.stop();
    await hook.stop();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await submit(t, formBody("contact", { name: `Visitor ${i}` })));
    // Every notification has failed at least twice, each error kept.
    await eventually(async () => {
      for (const id of ids) {
        for (const row of await outboxForSubmission(t.app.db, id)) {
          expect(row.status).toBe("pending");
          expect(JSON.parse(row.errors).length).toBeGreaterThanOrEqual(2);
          expect(row.last_error).toBeTruthy();
        }
      }
    });
    await smtp.restart();
    await hook.restart();
    await eventually(() => {
      expect(smtp.messages).toHaveLength(5);
      expect(hook.calls).toHaveLength(5);
    });
    await new Promise((resolve) => setTimeout(resolve, 400)); // several more polls: nothing sent twice
    expect(smtp.messages).toHaveLength(5);
    expect(hook.calls).toHaveLength(5);
    const names = smtp.messages.map((mail) => /från (Visitor \d)/.exec(mail.headers.subject ?? "")?.[1]).sort();
    expect(names).toEqual(["Visitor 0", "Visitor 1", "Visitor 2", "Visitor 3", "Visitor 4"]);
    expect(hook.calls.map((call) => (JSON.parse(call.body) as { id: string }).id).sort()).toEqual([...ids].sort());
  });

  it("treats a non-2xx webhook answer as a failure and retries it", async () => {
    const t = await appWithNotifications();
    hook.status = 503;
    const id = await submit(t, formBody("contact"));
    await eventually(async () => {
      const row = (await outboxForSubmission(t.app.db, id)).find((r) => r.channel === "webhook");
      expect(row?.last_error).toBe("Webhook answered HTTP 503");
    });
    hook.status = 204;
    await eventually(() => expect(hook.calls).toHaveLength(1));
  });

  it("survives a restart: a new app on the same database delivers what the old one could not", async () => {
    const temp = await makeTempDir();
    try {
      // First process: no SMTP or webhook configured; submissions are stored, notifications wait.
      const first = await startTestApp({}, { outboxTiming: FAST, dir: temp.dir });
      const id = await submit(first, formBody("contact", { name: "Patient Visitor" }));
      await first.close();
      expect(smtp.messages).toHaveLength(0);

      const second = await appWithNotifications({}, temp.dir);
      await eventually(() => expect(smtp.messages).toHaveLength(1));
      expect(smtp.messages[0]?.headers.subject).toContain("Patient Visitor");
      expect((await listSubmissions(second.app.db)).map((s) => s.id)).toEqual([id]);
      // The webhook was not configured when the enquiry came in, so none was queued for it.
      expect((await outboxForSubmission(second.app.db, id)).map((row) => row.channel)).toEqual(["email"]);
    } finally {
      while (apps.length) await apps.pop()!.close();
      await temp.remove();
    }
  });
});
