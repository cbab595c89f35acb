import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { ERROR_HISTORY_LENGTH, type Database, openDatabase, outboxForSubmission, retryOutbox, type OutboxRow } from "../db";
import { JSON_FORM_HEADERS, formBody, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { freePort } from "../../test/support/server-process";
import {
  eventually,
  startHttpReceiver,
  startSmtpReceiver,
  type HttpReceiver,
  type SmtpReceiver,
} from "../../test/support/receivers";

/** The outbox as an operator meets it: permanent failures, error causes, retries, shutdown. */

const FAST = { pollIntervalMs: 50, backoffBaseMs: 30, backoffCapMs: 60 };

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
  smtp.rejectWith = undefined;
  hook.calls.length = 0;
  hook.status = 204;
  hook.hang = false;
});
afterAll(async () => {
  await smtp.stop();
  await hook.stop();
});

async function start(env: Record<string, string>, timing: Record<string, number> = {}): Promise<TestApp> {
  const t = await startTestApp(
    {
      SMTP_URL: smtp.url,
      MAIL_TO: "owner@nordlegend.se",
      WEBHOOK_URL: hook.url,
      WEBHOOK_SECRET: `whsec_${randomBytes(32).toString("base64")}`,
      ...env,
    },
    { outboxTiming: { ...FAST, ...timing } },
  );
  apps.push(t);
  return t;
}

async function submit(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: "POST", url: "/", headers: JSON_FORM_HEADERS, payload: formBody("contact") });
  expect(response.statusCode).toBe(200);
  return response.json<{ id: string }>().id;
}

async function row(db: Kysely<Database>, id: string, channel: OutboxRow["channel"]): Promise<OutboxRow> {
  const found = (await outboxForSubmission(db, id)).find((r) => r.channel === channel);
  if (!found) throw new Error(`no ${channel} row`);
  return found;
}

describe("permanent failures", () => {
  it.each([400, 404, 410])("marks a webhook answered with HTTP %i failed after one attempt", async (status) => {
    hook.status = status;
    const t = await start({});
    const id = await submit(t);
    await eventually(async () => expect((await row(t.app.db, id, "webhook")).status).toBe("failed"));
    const failed = await row(t.app.db, id, "webhook");
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toBe(`Webhook answered HTTP ${status}`);
  });

  it.each([408, 429, 500])("keeps retrying a webhook answered with HTTP %i", async (status) => {
    hook.status = status;
    const t = await start({});
    const id = await submit(t);
    await eventually(async () => expect((await row(t.app.db, id, "webhook")).attempts).toBeGreaterThanOrEqual(2));
    expect((await row(t.app.db, id, "webhook")).status).toBe("pending");
  });

  it("marks an email refused with an SMTP 5xx failed at once, and retries a 4xx", async () => {
    smtp.rejectWith = 550;
    const t = await start({ WEBHOOK_URL: "" });
    const refused = await submit(t);
    await eventually(async () => expect((await row(t.app.db, refused, "email")).status).toBe("failed"));
    expect((await row(t.app.db, refused, "email")).attempts).toBe(1);
    expect((await row(t.app.db, refused, "email")).last_error).toContain("550");

    smtp.rejectWith = 451;
    const deferred = await submit(t);
    await eventually(async () => expect((await row(t.app.db, deferred, "email")).attempts).toBeGreaterThanOrEqual(2));
    expect((await row(t.app.db, deferred, "email")).status).toBe("pending");
  });
});

describe("error history", () => {
  it("keeps only the last few errors, each with its cause", async () => {
    const closed = await freePort();
    const t = await start({ WEBHOOK_URL: `http://127.0.0.1:${closed}/hook` });
    const id = await submit(t);
    await eventually(async () => expect((await row(t.app.db, id, "webhook")).attempts).toBeGreaterThan(ERROR_HISTORY_LENGTH + 1));
    const failing = await row(t.app.db, id, "webhook");
    const history = JSON.parse(failing.errors) as { at: string; error: string }[];
    expect(history).toHaveLength(ERROR_HISTORY_LENGTH);
    // Not a bare "fetch failed": the cause says what went wrong.
    expect(failing.last_error).toMatch(/^fetch failed: .*ECONNREFUSED/);
    for (const entry of history) expect(entry.error).toMatch(/ECONNREFUSED/);
  });
});

describe("retry", () => {
  it("puts failed rows back in the queue and they are delivered", async () => {
    hook.status = 404;
    const t = await start({});
    const id = await submit(t);
    await eventually(async () => expect((await row(t.app.db, id, "webhook")).status).toBe("failed"));
    hook.status = 204;
    expect(await retryOutbox(t.app.db, "all-failed", new Date())).toBe(1);
    await eventually(async () => expect((await row(t.app.db, id, "webhook")).status).toBe("sent"));
    expect(hook.calls).toHaveLength(1);
  });
});

describe("shutdown", () => {
  it("abandons a hung delivery at the deadline and gives its claim back, counting no attempt", async () => {
    hook.hang = true;
    const t = await start({ SMTP_URL: "" }, { shutdownDeadlineMs: 300 });
    const id = await submit(t);
    await eventually(async () => expect((await row(t.app.db, id, "webhook")).claim_token).not.toBeNull());
    const started = performance.now();
    await t.app.close();
    expect(performance.now() - started).toBeLessThan(3_000);
    const db = openDatabase(t.config.DATABASE_URL);
    try {
      const released = await row(db, id, "webhook");
      expect(released).toMatchObject({ status: "pending", attempts: 0, claim_token: null, sent_at: null });
      expect(Date.parse(released.next_attempt_at)).toBeLessThanOrEqual(Date.now());
    } finally {
      await db.destroy();
    }
  });
});
