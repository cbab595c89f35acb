import { describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { formBody, FORM_HEADERS, JSON_FORM_HEADERS, clientDirIn, makeTempDir, testConfig } from "../../test/support/enquiry-app";
import { writeFakeBuild } from "../../test/support/fake-build";
import { NO_SHEDDING } from "./load-shedding";
import { loggerOptions } from "./logging";
import { bookingFeedToken } from "../booking/settings";

/** The app with the server's own logger settings, at info level, writing into memory. */
async function loggedApp(env: Record<string, string> = {}) {
  const temp = await makeTempDir("logging-");
  await writeFakeBuild(clientDirIn(temp.dir));
  const lines: string[] = [];
  const app = await buildApp({
    config: testConfig(temp.dir, env),
    logger: loggerOptions("info", { write: (line) => void lines.push(line) }),
    shedding: NO_SHEDDING,
  });
  await app.ready();
  return {
    app,
    output: () => lines.join(""),
    close: async () => {
      await app.close();
      await temp.remove();
    },
  };
}

const CLIENT = "198.51.100.23";
const FORWARDED = "2001:db8:77::99";
const EMAIL = "private.person@example.com";
const NAME = "Privatperson Hemligsson";

describe("logs", () => {
  it("hold no client address, email address or name, whatever the request", async () => {
    const logged = await loggedApp({ TRUST_PROXY: "1" });
    try {
      const headers = { "x-forwarded-for": FORWARDED, "user-agent": `agent ${EMAIL}` };
      const send = (method: "GET" | "POST", url: string, extra: Record<string, string>, payload?: string) =>
        logged.app.inject({ method, url, remoteAddress: CLIENT, headers: { ...headers, ...extra }, payload });
      const ok = await send("POST", "/", JSON_FORM_HEADERS, formBody("contact", { name: NAME, email: EMAIL }));
      expect(ok.statusCode).toBe(200);
      expect(
        (await send("POST", "/", FORM_HEADERS, formBody("contact", { name: NAME, email: `${EMAIL}\u200B` }))).statusCode,
      ).toBe(422);
      expect((await send("POST", `/?email=${EMAIL}`, FORM_HEADERS, "a&".repeat(100))).statusCode).toBe(400);
      expect((await send("GET", `/${EMAIL}?name=${encodeURIComponent(NAME)}`, {})).statusCode).toBe(404);
      expect((await send("GET", `/sv?from=${EMAIL}`, {})).statusCode).toBeLessThan(500);

      const output = logged.output();
      expect(output).toContain('"url":"/"'); // requests are logged ...
      expect(output).toContain("[redacted]");
      for (const secret of [CLIENT, FORWARDED, EMAIL, "private.person", NAME, "Hemligsson"]) {
        expect(output, secret).not.toContain(secret);
      }
      expect(output).not.toMatch(/remoteAddress|remotePort|"host"/);
    } finally {
      await logged.close();
    }
  });

  it("hold no booking manage token or feed token: the secret path segment is [token]", async () => {
    const logged = await loggedApp();
    try {
      // A real booking's manage link and the real feed address (docs/decisions/028-security-m4-m6.md, L14).
      const slots = (await logged.app.inject({ method: "GET", url: "/api/booking/slots" })).json<{
        slots: { start: string }[];
      }>();
      const booked = await logged.app.inject({
        method: "POST",
        url: "/en/booking",
        headers: JSON_FORM_HEADERS,
        payload: new URLSearchParams({
          slot: slots.slots[0]!.start,
          name: "Anna",
          email: "anna@example.org",
          "bot-field": "",
        }).toString(),
      });
      const manage = booked.json<{ manageUrl: string }>().manageUrl;
      const token = manage.split("/").pop()!;
      expect((await logged.app.inject({ method: "GET", url: manage })).statusCode).toBe(200);
      expect(
        (await logged.app.inject({ method: "POST", url: `${manage}/cancel`, headers: FORM_HEADERS, payload: "" })).statusCode,
      ).toBe(200);
      const feed = await bookingFeedToken(logged.app.db);
      expect((await logged.app.inject({ method: "GET", url: `/booking/feed/${feed}.ics` })).statusCode).toBe(200);
      // A wrong or outdated token is answered 404, and not logged either.
      expect((await logged.app.inject({ method: "GET", url: "/booking/feed/OLDfeedTOKEN.ics" })).statusCode).toBe(404);
      expect((await logged.app.inject({ method: "GET", url: "/sv/booking/manage/OLDmanageTOKEN" })).statusCode).toBe(404);
      const output = logged.output();
      expect(output).toContain('"url":"/en/booking/manage/[token]/cancel"');
      expect(output).toContain('"url":"/booking/feed/[token]"');
      expect(output).not.toContain(token);
      expect(output).not.toContain(feed);
      expect(output.split("\n").filter((line) => /OLDfeedTOKEN|OLDmanageTOKEN/.test(line))).toEqual([]);
    } finally {
      await logged.close();
    }
  });

  it("warn at start when TRUST_PROXY=true, which lets a client choose its own address", async () => {
    const trusting = await loggedApp({ TRUST_PROXY: "true" });
    const counted = await loggedApp({ TRUST_PROXY: "1" });
    try {
      expect(trusting.output()).toContain("TRUST_PROXY=true trusts the leftmost X-Forwarded-For");
      expect(counted.output()).not.toContain("TRUST_PROXY");
    } finally {
      await trusting.close();
      await counted.close();
    }
  });
});
