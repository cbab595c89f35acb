import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolledFromShell, type ConsoleBrowser } from "../../test/support/console-browser";
import { outboxForSubmission } from "../db";
import {
  JSON_FORM_HEADERS,
  formBody,
  clientDirIn,
  makeTempDir,
  startTestApp,
  type TestApp,
} from "../../test/support/enquiry-app";
import { eventually, startSmtpReceiver, type SmtpReceiver } from "../../test/support/receivers";

const FAST = { pollIntervalMs: 50, backoffBaseMs: 50, backoffCapMs: 200 };

let app: TestApp;
let smtp: SmtpReceiver;
let dir: { dir: string; remove(): Promise<void> };

let operator: ConsoleBrowser;
const inject = (method: "GET" | "POST", url: string, body?: unknown) => operator.request(method, url, body);

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  dir = await makeTempDir("spam-console-");
  await mkdir(join(clientDirIn(dir.dir), "admin"), { recursive: true });
  await writeFile(join(clientDirIn(dir.dir), "admin", "index.html"), "<!doctype html><title>console</title>");
  app = await startTestApp({ SMTP_URL: smtp.url, MAIL_TO: "owner@nordlegend.se" }, { dir: dir.dir, outboxTiming: FAST });
  ({ browser: operator } = await enrolledFromShell(() => app, app.app.db));
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
  await dir.remove();
});

describe("spam in the console", () => {
  // The owner's enquiry notifications, not the security notice about their enrolment.
  const ownerNotifications = () =>
    smtp.messages.filter((m) => m.to.includes("owner@nordlegend.se") && !m.text.includes("/admin/account"));

  it("shows the reasons; 'Not spam' moves it to new and sends the notification it never got; 'Mark as spam' withdraws an unsent one; both audited", async () => {
    const posted = await app.app.inject({
      method: "POST",
      url: "/",
      headers: JSON_FORM_HEADERS,
      payload: formBody("contact", { name: "www.example-agency.com", message: "We build websites, see https://bit.ly/3abc" }),
    });
    const id = posted.json<{ id: string }>().id;

    const detail = (await inject("GET", `/api/admin/enquiries/${id}?lang=sv`)).json();
    expect(detail.status).toBe("spam");
    expect(detail.screening.proof).toBe("unverified");
    expect(detail.screening.reasons.map((r: { code: string }) => r.code)).toEqual(
      expect.arrayContaining(["no-proof", "links", "url-shortener", "name-is-link"]),
    );
    expect(detail.notifications).toEqual([]);
    expect(detail.reference).toMatch(/^NL-[0-9A-F]{8}$/);

    expect((await inject("POST", "/api/admin/enquiries/status", { ids: [id], status: "new" })).json()).toEqual({ changed: 1 });
    await eventually(() => expect(ownerNotifications()).toHaveLength(1));
    // The receiver has the mail a moment before the worker records it as sent.
    await eventually(async () =>
      expect((await outboxForSubmission(app.app.db, id)).map((row) => [row.channel, row.status])).toEqual([["email", "sent"]]),
    );
    // Moving it again does not send it twice.
    await inject("POST", "/api/admin/enquiries/status", { ids: [id], status: "handled" });
    await inject("POST", "/api/admin/enquiries/status", { ids: [id], status: "new" });

    // A genuine enquiry whose notification has not gone yet (SMTP down), then marked as spam: withdrawn.
    await smtp.stop();
    const other = (
      await app.app.inject({
        method: "POST",
        url: "/",
        headers: JSON_FORM_HEADERS,
        payload: formBody("contact", { email: "b@example.se" }),
      })
    ).json<{ id: string }>().id;
    await eventually(async () => expect((await outboxForSubmission(app.app.db, other))[0]?.attempts).toBeGreaterThanOrEqual(1));
    // Waiting for its next attempt (a test backoff is milliseconds; a real one, minutes). An
    // attempt in flight when the date is moved writes its own next date when it fails, so move it
    // until no attempt holds the row and the far date stuck.
    const FAR = "2999-01-01T00:00:00.000Z";
    await eventually(async () => {
      await app.app.db.updateTable("outbox").set({ next_attempt_at: FAR }).where("submission_id", "=", other).execute();
      const [row] = await outboxForSubmission(app.app.db, other);
      expect(row?.claim_token).toBeNull();
      expect(row?.next_attempt_at).toBe(FAR);
    });
    expect((await inject("POST", "/api/admin/enquiries/status", { ids: [other], status: "spam" })).json()).toEqual({
      changed: 1,
    });
    expect(await outboxForSubmission(app.app.db, other)).toEqual([]);
    await smtp.restart();

    const actions = (await inject("GET", "/api/admin/audit"))
      .json()
      .items.map((e: { action: string; target: string }) => [e.action, e.target]);
    expect(actions.slice(0, 4)).toEqual([
      ["marked-spam", other],
      ["status-changed", id],
      ["status-changed", id],
      ["not-spam", id],
    ]);
    expect(ownerNotifications()).toHaveLength(1);
  });
});
