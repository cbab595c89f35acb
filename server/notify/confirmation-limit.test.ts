import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FORM_HEADERS, formBody, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { startSmtpReceiver, type SmtpReceiver } from "../../test/support/receivers";
import { clientNetwork } from "../http/client-network";

/**
 * One client cannot make the site mail thousands of strangers: confirmations are limited per
 * client network (an IPv4 address, an IPv6 /64) and UTC day (CONFIRMATION_DAILY_LIMIT). The
 * enquiries themselves are stored and reach the owner as usual.
 */

let smtp: SmtpReceiver;
let app: TestApp;
let clock = new Date("2026-11-26T09:00:00Z");

beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(async () => smtp.stop());
afterEach(async () => app.close());

async function post(remoteAddress: string, n: number): Promise<void> {
  const response = await app.app.inject({
    method: "POST",
    url: "/",
    remoteAddress,
    headers: FORM_HEADERS,
    payload: formBody("contact", { email: `stranger${n}@visitor.test`, message: `Question number ${n} about an app ${n * 7}` }),
  });
  expect(response.statusCode).toBe(303);
}

async function confirmationsTo(): Promise<string[]> {
  const rows = await app.app.db
    .selectFrom("outbox")
    .innerJoin("submissions", "submissions.id", "outbox.submission_id")
    .select("submissions.email")
    .where("outbox.channel", "=", "confirmation")
    .orderBy("submissions.email")
    .execute();
  return rows.map((row) => row.email);
}

describe("confirmations per client network and day", () => {
  it("stop at CONFIRMATION_DAILY_LIMIT for an IPv4 address and for an IPv6 /64, and start again the next day", async () => {
    app = await startTestApp(
      { SMTP_URL: smtp.url, MAIL_TO: "owner@nordlegend.se", CONFIRMATION_EMAIL: "on", CONFIRMATION_DAILY_LIMIT: "3" },
      { now: () => clock },
    );
    for (let n = 1; n <= 5; n++) await post("203.0.113.5", n);
    // Fresh addresses from one /64 count together; another /64 has its own budget.
    for (let n = 6; n <= 10; n++) await post(`2001:db8:1:2::${n.toString(16)}`, n);
    await post("2001:db8:1:3::1", 11);
    await post("::ffff:203.0.113.5", 12);
    expect(await confirmationsTo()).toEqual(
      ["stranger1", "stranger2", "stranger3", "stranger6", "stranger7", "stranger8", "stranger11"]
        .map((n) => `${n}@visitor.test`)
        .sort(),
    );
    // Every enquiry is stored and goes to the owner.
    const owner = await app.app.db.selectFrom("outbox").select("id").where("channel", "=", "email").execute();
    expect(owner).toHaveLength(12);

    clock = new Date("2026-11-27T00:00:01Z");
    await post("203.0.113.5", 13);
    expect(await confirmationsTo()).toContain("stranger13@visitor.test");
  });
});

describe("clientNetwork", () => {
  it.each([
    ["203.0.113.5", "203.0.113.5"],
    ["::ffff:203.0.113.5", "203.0.113.5"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
  ])("%s is %s", (ip, network) => {
    expect(clientNetwork(ip)).toBe(network);
  });
});
