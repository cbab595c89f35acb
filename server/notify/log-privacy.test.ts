import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FORM_HEADERS, formBody, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { eventually, startSmtpReceiver, type SmtpReceiver } from "../../test/support/receivers";

/**
 * Logs hold nothing a visitor typed (docs/operations.md, "Logs"): when the SMTP server refuses
 * the confirmation's recipient and names the address in its reply, the log line says the
 * notification failed and why, without the address; the outbox row (erased with the enquiry)
 * keeps the whole reply for the operator.
 */

describe("a confirmation refused by the SMTP server", () => {
  let smtp: SmtpReceiver;
  let app: TestApp;
  let logs: string[];

  beforeEach(async () => {
    smtp = await startSmtpReceiver({ refuseRecipients: /reject/ });
    logs = [];
    app = await startTestApp(
      { SMTP_URL: smtp.url, MAIL_TO: "owner@nordlegend.se", CONFIRMATION_EMAIL: "on" },
      {
        outboxTiming: { pollIntervalMs: 50, backoffBaseMs: 50, backoffCapMs: 200 },
        logger: { level: "warn", stream: { write: (line: string) => logs.push(line) } },
      },
    );
  });
  afterEach(async () => {
    await app.close();
    await smtp.stop();
  });

  it("is logged without the visitor's address", async () => {
    const posted = await app.app.inject({
      method: "POST",
      url: "/",
      headers: FORM_HEADERS,
      payload: formBody("contact", { email: "Rita.Reject@visitor.test" }),
    });
    expect(posted.statusCode).toBe(303);
    await eventually(async () => {
      const failed = await app.app.db
        .selectFrom("outbox")
        .select(["channel", "last_error"])
        .where("channel", "=", "confirmation")
        .executeTakeFirst();
      expect(failed?.last_error).toContain("rita.reject@visitor.test");
    });
    await eventually(() => expect(logs.join("")).toContain("notification failed"));
    const log = logs.join("");
    expect(log).toContain("550");
    expect(log).toContain("[redacted]");
    expect(log.toLowerCase()).not.toContain("rita.reject");
    expect(log).not.toContain("visitor.test");
    // The owner's copy went out as usual (delivered independently, so perhaps after the failure).
    await eventually(() => expect(smtp.messages.map((mail) => mail.to)).toEqual([["owner@nordlegend.se"]]));
  });
});
