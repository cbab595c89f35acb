import { afterEach, describe, expect, it } from "vitest";
import { JSON_FORM_HEADERS, formBody, startTestApp, type TestApp } from "../../test/support/enquiry-app";

const apps: TestApp[] = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});

describe("GET /readyz", () => {
  it("reports the database as reachable, with the pending count and the age of the oldest", async () => {
    let clock = new Date("2026-11-23T08:00:00.000Z");
    // No SMTP: every email waits in the outbox.
    const t = await startTestApp({ SMTP_URL: "" }, { now: () => clock });
    apps.push(t);
    const empty = await t.app.inject({ url: "/readyz" });
    expect(empty.statusCode).toBe(200);
    expect(empty.headers["cache-control"]).toBe("no-store");
    // toMatchObject: the backup report beside it is server/backup/backup.test.ts's.
    expect(empty.json()).toMatchObject({
      ok: true,
      database: "reachable",
      outbox: { pending: 0, oldestPendingAgeSeconds: null, failed: 0 },
    });
    for (let i = 0; i < 2; i++) {
      await t.app.inject({ method: "POST", url: "/", headers: JSON_FORM_HEADERS, payload: formBody("contact") });
      clock = new Date(clock.getTime() + 60_000);
    }
    const backlog = await t.app.inject({ url: "/readyz" });
    expect(backlog.json()).toMatchObject({
      ok: true,
      database: "reachable",
      outbox: { pending: 2, oldestPendingAgeSeconds: 120, failed: 0 },
    });
  });

  it("answers 503 when the database cannot be reached, while /healthz (liveness) stays 200", async () => {
    const t = await startTestApp();
    apps.push(t);
    await t.app.db.destroy();
    const ready = await t.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ok: false, database: "unreachable" });
    expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
  });
});
